import { TitledSection } from "#app/components/TitledSection";
import { Form } from "react-router";
import { dayLabel } from "#app/lib/visits/booking-steps";
import type { VisitsPageData } from "#app/lib/server/bookings/visits-page.server";
import { SendRow, StaffInput } from "./form-bits";

/** Block a time, the showroom's closed days (listed, removed, added), and the statutory holidays it may open. */
export function BlocksAndClosures({ page }: { page: VisitsPageData }) {
  const { showroom, from, closures, holidays } = page;
  return (
    <div className="space-y-8">
      <TitledSection id="block-heading" title="Block a time" className="border border-stone bg-white p-5" headingClassName="text-2xl">
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-3" aria-labelledby="block-heading">
          <input type="hidden" name="intent" value="block" />
          <input type="hidden" name="showroom" value={showroom} />
          <StaffInput id="block-date" text="Day" name="date" type="date" required defaultValue={from} />
          <StaffInput id="block-from" text="From" name="from" type="time" step={900} required defaultValue="09:00" />
          <StaffInput id="block-to" text="To" name="to" type="time" step={900} required defaultValue="12:00" />
          <StaffInput id="block-note" text="Why (staff only)" wrapperClassName="sm:col-span-3" name="note" />
          <SendRow className="sm:col-span-3">Block the time</SendRow>
        </Form>
      </TitledSection>

      <TitledSection id="closed-heading" title="Closed days" className="border border-stone bg-white p-5" headingClassName="text-2xl">
        {closures.length ? (
          <ul className="mt-3 list-disc pl-5">
            {closures.map((closure) => (
              <li key={closure.id}>
                <Form method="post" className="flex flex-wrap items-center gap-3">
                  <span>
                    {dayLabel(closure.from)}
                    {closure.to !== closure.from ? ` to ${dayLabel(closure.to)}` : ""}: {closure.reason}
                  </span>
                  <input type="hidden" name="intent" value="closure-remove" />
                  <input type="hidden" name="showroom" value={showroom} />
                  <input type="hidden" name="id" value={closure.id} />
                  <button type="submit" className="text-aegean underline">
                    Remove<span className="sr-only"> the closed days from {dayLabel(closure.from)}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-muted">None coming up.</p>
        )}
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-3" aria-labelledby="closed-heading">
          <input type="hidden" name="intent" value="closure" />
          <input type="hidden" name="showroom" value={showroom} />
          <StaffInput id="closure-from" text="First day" name="from_date" type="date" required />
          <StaffInput id="closure-to" text="Last day" name="to_date" type="date" />
          <StaffInput id="closure-reason" text="Reason" name="reason" />
          <SendRow className="sm:col-span-3" outline>
            Add closed days
          </SendRow>
        </Form>
      </TitledSection>
      <TitledSection id="holidays-heading" title="Statutory holidays" className="border border-stone bg-white p-5" headingClassName="text-2xl">
        <p className="mt-2 text-muted">
          The showroom is closed on British Columbia&apos;s statutory holidays, and on the Monday after one that falls on a weekend. Open one here
          to let visitors book it.
        </p>
        <ul className="mt-3 divide-y divide-stone" aria-label="Statutory holidays in the coming year">
          {holidays.map((holiday) => (
            <li key={holiday.date}>
              <Form method="post" className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
                <span>
                  <span className="font-semibold">{holiday.name}</span>, {holiday.label}:{" "}
                  <span className={holiday.open ? "font-semibold text-aegean-dark" : "text-muted"}>{holiday.open ? "open for visits" : "closed"}</span>
                </span>
                <input type="hidden" name="intent" value={holiday.open ? "holiday-close" : "holiday-open"} />
                <input type="hidden" name="showroom" value={showroom} />
                <input type="hidden" name="date" value={holiday.date} />
                <button type="submit" className="inline-flex min-h-11 items-center text-aegean underline">
                  {holiday.open ? "Close it again" : "Open for visits"}
                  <span className="sr-only">
                    {" "}
                    on {holiday.name}, {holiday.label}
                  </span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      </TitledSection>
    </div>
  );
}
