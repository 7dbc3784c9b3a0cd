import { formatPhone } from "#app/lib/forms/phone";
import { Form, Link } from "react-router";
import { dayLabel } from "#app/lib/visits/booking-steps";
import type { VisitsPageData } from "#app/lib/server/bookings/visits-page.server";

/** The week (or day) of visits and blocks, each with Move and Cancel (or Lift). */
export function VisitWeek({ page }: { page: VisitsPageData }) {
  const { showroom, view, from, previous, next, days, free } = page;
  const here = (params: Record<string, string>) => `/admin/visits?${new URLSearchParams({ showroom, from, view, ...params })}`;
  return (
    <section aria-labelledby="week-heading" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="week-heading" className="text-2xl">
          {view === "day" ? dayLabel(from) : `Week from ${dayLabel(from)}`}
        </h2>
        <p className="flex flex-wrap gap-x-4">
          <Link to={here({ from: previous })} className="inline-flex min-h-11 items-center text-aegean underline">
            Previous {view}
          </Link>
          <Link to={here({ from: next })} className="inline-flex min-h-11 items-center text-aegean underline">
            Next {view}
          </Link>
          <Link to={here({ view: view === "day" ? "week" : "day" })} className="inline-flex min-h-11 items-center text-aegean underline">
            {view === "day" ? "Show the week" : "Show one day"}
          </Link>
        </p>
      </div>
      <ol className="mt-4 space-y-4">
        {days.map((day) => (
          <li key={day.date} className="border border-stone bg-white p-4">
            <h3 className="font-sans text-lg font-semibold">{day.label}</h3>
            {day.visits.length ? (
              <ul className="mt-2 divide-y divide-stone">
                {day.visits.map((visit) => (
                  <li key={visit.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
                    <div>
                      <p className="font-semibold">
                        {visit.time} · {visit.kind === "block" ? `Blocked: ${visit.note}` : visit.name}
                      </p>
                      {visit.kind === "visit" ? (
                        <p className="text-sm text-muted">
                          {[visit.purpose, visit.email, visit.phone && formatPhone(visit.phone)].filter(Boolean).join(" · ")}
                          {visit.note ? <span className="block">{visit.note}</span> : null}
                          {visit.submissionId ? (
                            <Link to={`/admin/submissions/${visit.submissionId}`} className="text-aegean underline">
                              Booking in the inbox
                            </Link>
                          ) : (
                            <span className="block">Booked by staff</span>
                          )}
                        </p>
                      ) : null}
                    </div>
                    <div className="flex flex-wrap items-end gap-2">
                      {visit.kind === "visit" && free.length ? (
                        <Form method="post" className="flex flex-wrap items-end gap-2">
                          <input type="hidden" name="intent" value="move" />
                          <input type="hidden" name="showroom" value={showroom} />
                          <input type="hidden" name="id" value={visit.id} />
                          <label className="text-sm">
                            <span className="sr-only">New time for {visit.name}</span>
                            <select name="slot" required className="block rounded-sm border border-[#8b8578] bg-white px-2 py-2">
                              {free.map((slot) => (
                                <option key={slot.value} value={slot.value}>
                                  {slot.label}
                                </option>
                              ))}
                            </select>
                          </label>
                          <button type="submit" className="btn btn-outline">
                            Move<span className="sr-only"> the visit of {visit.name}</span>
                          </button>
                        </Form>
                      ) : null}
                      <Form method="post">
                        <input type="hidden" name="intent" value="cancel" />
                        <input type="hidden" name="showroom" value={showroom} />
                        <input type="hidden" name="id" value={visit.id} />
                        <button type="submit" className="btn btn-outline">
                          {visit.kind === "block" ? "Lift the block" : "Cancel"}
                          <span className="sr-only"> {visit.kind === "block" ? `on ${day.label}, ${visit.time}` : `the visit of ${visit.name}`}</span>
                        </button>
                      </Form>
                    </div>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-muted">No visits.</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
