import { data, Form, Link } from "react-router";
import { staffMeta } from "../../lib/admin/staff-meta";
import { fieldErrors } from "../../lib/forms/fields";
import { availabilitySchema, hoursText, WEEKDAY_NAMES } from "../../lib/forms/staff/availability";
import { pacificDateOf, parsePacificDateTime } from "../../lib/pacific-time";
import { bookVisitByPhone, cancelVisitAndTell, moveVisitAndTell } from "../../lib/server/bookings/visit-changes.server";
import { addClosure, blockTime, getVisit, listVisits, removeClosure, saveAvailability, showroomSchedule } from "../../lib/server/bookings/visits.server";
import { BodyError, readFields } from "../../lib/server/platform/request-body.server";
import { requireServices } from "../../lib/server/platform/services.server";
import { requireStaff } from "../../lib/server/staff/auth.server";
import { dayLabel, timeLabel } from "../../lib/visits/booking-steps";
import { isShowroomId, isVisitPurpose, SHOWROOM_IDS, SHOWROOMS, VISIT_PURPOSES, type ShowroomId } from "../../lib/visits/showrooms";
import { addDays } from "../../lib/visits/slots";
import type { Route } from "./+types/visits";

export const meta = () => staffMeta("Showroom visits");

/** Days shown: one (the day list) or seven (the week). */
const VIEW_DAYS = { day: 1, week: 7 } as const;
type View = keyof typeof VIEW_DAYS;
const FREE_TIMES_OFFERED = 80;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A showroom's week of visits and blocks, its free times (for phone bookings and moves), and its availability. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { store, content } = requireServices(context);
  const params = new URL(request.url).searchParams;
  const showroom: ShowroomId = isShowroomId(params.get("showroom")) ? (params.get("showroom") as ShowroomId) : "surrey";
  const now = content.now();
  const view: View = params.get("view") === "day" ? "day" : "week";
  const DAYS_SHOWN = VIEW_DAYS[view];
  const from = DATE.test(params.get("from") ?? "") ? params.get("from")! : pacificDateOf(now);
  const start = parsePacificDateTime(`${from}T00:00`) ?? now;
  const end = parsePacificDateTime(`${addDays(from, DAYS_SHOWN)}T00:00`) ?? now;
  const [visits, schedule] = await Promise.all([listVisits(store.db, showroom, start, end), showroomSchedule(store.db, showroom, now)]);
  const days = Array.from({ length: DAYS_SHOWN }, (_, i) => addDays(from, i)).map((date) => ({
    date,
    label: dayLabel(date),
    visits: visits
      .filter((visit) => pacificDateOf(visit.starts_at) === date)
      .map((visit) => ({
        id: visit.id,
        kind: visit.kind,
        time: `${timeLabel(visit.starts_at)} – ${timeLabel(visit.ends_at)}`,
        name: visit.name,
        email: visit.email,
        phone: visit.phone,
        purpose: VISIT_PURPOSES.find((entry) => entry.value === visit.purpose)?.label ?? null,
        note: visit.note,
        submissionId: visit.submission_id,
      })),
  }));
  const free = schedule.days
    .flatMap((day) => day.slots)
    .slice(0, FREE_TIMES_OFFERED)
    .map((slot) => ({ value: String(slot.startsAt), label: `${dayLabel(pacificDateOf(slot.startsAt))}, ${timeLabel(slot.startsAt)}` }));
  const availability = schedule.input.availability;
  return {
    showroom,
    view,
    from,
    previous: addDays(from, -DAYS_SHOWN),
    next: addDays(from, DAYS_SHOWN),
    days,
    free,
    closures: schedule.input.closures,
    availability: {
      hours: WEEKDAY_NAMES.map((_, day) => hoursText(availability.weeklyHours[day as 0] ?? [])),
      visitMinutes: availability.visitMinutes,
      bufferMinutes: availability.bufferMinutes,
      noticeHours: Math.round(availability.noticeMinutes / 60),
      horizonDays: availability.horizonDays,
      capacity: availability.capacity,
    },
  };
}

type ActionResult = { tone: "ok" | "error"; message: string; errors?: Record<string, string> };
const text = (value: unknown, max = 200) => (typeof value === "string" ? value.trim().slice(0, max) : "");

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context);
  const { store, env, content } = requireServices(context);
  const now = content.now();
  let fields: Record<string, unknown>;
  try {
    fields = await readFields(request);
  } catch (error) {
    if (error instanceof BodyError) return data<ActionResult>({ tone: "error", message: error.message }, { status: error.status });
    throw error;
  }
  const showroom: ShowroomId = isShowroomId(fields.showroom) ? fields.showroom : "surrey";
  const refuse = (message: string, status = 400) => data<ActionResult>({ tone: "error", message }, { status });
  switch (fields.intent) {
    case "cancel": {
      const visit = await getVisit(store.db, text(fields.id));
      if (!visit || visit.status !== "confirmed") return refuse("That visit is no longer on the list.", 404);
      await cancelVisitAndTell(store, env, visit, staff.email, now);
      return { tone: "ok", message: visit.kind === "block" ? "Block lifted." : `Visit of ${visit.name} cancelled${visit.email ? "; they have been told by email" : ""}.` } satisfies ActionResult;
    }
    case "move": {
      const visit = await getVisit(store.db, text(fields.id));
      const startsAt = Number(fields.slot);
      if (!visit || visit.status !== "confirmed") return refuse("That visit is no longer on the list.", 404);
      if (!Number.isSafeInteger(startsAt)) return refuse("Choose the new time.", 422);
      const moved = await moveVisitAndTell(store, env, visit, { startsAt, endsAt: startsAt + (visit.ends_at - visit.starts_at) }, staff.email, now);
      if (!moved.ok) return refuse("That time is no longer free. Choose another.", 409);
      return { tone: "ok", message: `Visit of ${visit.name} moved to ${dayLabel(pacificDateOf(startsAt))}, ${timeLabel(startsAt)}${visit.email ? "; they have been told by email" : ""}.` } satisfies ActionResult;
    }
    case "book": {
      const startsAt = Number(fields.slot);
      const name = text(fields.name, 100);
      const email = text(fields.email, 254) || null;
      const errors: Record<string, string> = {};
      if (!Number.isSafeInteger(startsAt)) errors.slot = "Choose a free time.";
      if (!name) errors.name = "Enter the visitor's name.";
      if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = "Enter an email address like name@example.com, or leave it empty.";
      if (!isVisitPurpose(fields.purpose)) errors.purpose = "Choose what the visit is about.";
      if (Object.keys(errors).length) return data<ActionResult>({ tone: "error", message: "The visit was not booked.", errors }, { status: 422 });
      const { input } = await showroomSchedule(store.db, showroom, now);
      const slot = { startsAt, endsAt: startsAt + input.availability.visitMinutes * 60_000 };
      const booked = await bookVisitByPhone(store, showroom, slot, { purpose: String(fields.purpose), name, email, phone: text(fields.phone, 30) || null, note: text(fields.note, 1000) || null }, staff.email, now);
      if (!booked.ok) return refuse("That time was just taken. Choose another.", 409);
      return { tone: "ok", message: `Visit of ${name} booked for ${dayLabel(pacificDateOf(startsAt))}, ${timeLabel(startsAt)}${email ? "; the confirmation is on its way" : ""}.` } satisfies ActionResult;
    }
    case "block": {
      const date = text(fields.date);
      const from = parsePacificDateTime(`${date}T${text(fields.from)}`);
      const to = parsePacificDateTime(`${date}T${text(fields.to)}`);
      if (!DATE.test(date) || from === undefined || to === undefined || to <= from) return refuse("Give a day and a time span that ends after it starts.", 422);
      await blockTime(store, showroom, { startsAt: from, endsAt: to }, text(fields.note, 200) || "Blocked", staff.email, now);
      return { tone: "ok", message: `Time blocked on ${dayLabel(date)}, ${timeLabel(from)} – ${timeLabel(to)}.` } satisfies ActionResult;
    }
    case "closure": {
      const from = text(fields.from_date);
      const to = text(fields.to_date) || from;
      if (!DATE.test(from) || !DATE.test(to) || to < from) return refuse("Give the first and last closed day (the last on or after the first).", 422);
      await addClosure(store.db, showroom, { from, to, reason: text(fields.reason, 200) || "Closed" }, staff.email, now);
      return { tone: "ok", message: `Closed from ${dayLabel(from)} to ${dayLabel(to)}.` } satisfies ActionResult;
    }
    case "closure-remove": {
      const removed = await removeClosure(store.db, showroom, text(fields.id));
      if (!removed) return refuse("Those closed days are no longer on the list.", 404);
      return { tone: "ok", message: "Closed days removed: visits can be booked on them again." } satisfies ActionResult;
    }
    case "availability": {
      const parsed = availabilitySchema.safeParse(fields);
      if (!parsed.success) return data<ActionResult>({ tone: "error", message: "The availability was not saved.", errors: fieldErrors(parsed.error) }, { status: 422 });
      await saveAvailability(store.db, showroom, parsed.data, staff.email, now);
      return { tone: "ok", message: `Availability of the ${SHOWROOMS[showroom].name} saved. Visits already booked stay as they are.` } satisfies ActionResult;
    }
    default:
      return refuse("Unknown action.");
  }
}

const control = "mt-1 block w-full rounded-sm border border-[#8b8578] bg-white px-3 py-2 text-base text-ink";
const label = "block text-sm font-semibold text-ink";

function FieldError({ message, id }: { message?: string; id: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-medium text-danger">
      {message}
    </p>
  ) : null;
}

export default function Visits({ loaderData, actionData }: Route.ComponentProps) {
  const { showroom, view, from, previous, next, days, free, closures, availability } = loaderData;
  const result = actionData as ActionResult | undefined;
  const errors = result?.errors ?? {};
  const here = (params: Record<string, string>) => `/admin/visits?${new URLSearchParams({ showroom, from, view, ...params })}`;
  return (
    <div className="container-site py-8 md:py-10">
      <h1 className="text-3xl md:text-4xl">Showroom visits</h1>
      <nav aria-label="Showrooms" className="mt-4 flex flex-wrap gap-3">
        {SHOWROOM_IDS.map((id) => (
          <Link key={id} to={`/admin/visits?showroom=${id}`} aria-current={id === showroom ? "page" : undefined} className={`btn ${id === showroom ? "btn-primary" : "btn-outline"}`}>
            {SHOWROOMS[id].name}
          </Link>
        ))}
      </nav>
      {result ? (
        <p role={result.tone === "error" ? "alert" : "status"} className={`mt-6 border-l-4 p-4 ${result.tone === "error" ? "border-danger bg-danger-light text-danger-dark" : "border-aegean bg-aegean-light/50"}`}>
          {result.message}
        </p>
      ) : null}

      <section aria-labelledby="week-heading" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="week-heading" className="text-2xl">
            {view === "day" ? dayLabel(from) : `Week from ${dayLabel(from)}`}
          </h2>
          <p className="flex flex-wrap gap-4">
            <Link to={here({ from: previous })} className="text-aegean underline">
              Previous {view}
            </Link>
            <Link to={here({ from: next })} className="text-aegean underline">
              Next {view}
            </Link>
            <Link to={here({ view: view === "day" ? "week" : "day" })} className="text-aegean underline">
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
                            {[visit.purpose, visit.email, visit.phone].filter(Boolean).join(" · ")}
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

      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="book-heading" className="border border-stone bg-white p-5">
          <h2 id="book-heading" className="text-2xl">
            Book a visit by phone
          </h2>
          <Form method="post" className="mt-4 space-y-4" aria-labelledby="book-heading">
            <input type="hidden" name="intent" value="book" />
            <input type="hidden" name="showroom" value={showroom} />
            <div>
              <label htmlFor="book-slot" className={label}>
                Free time
              </label>
              <select id="book-slot" name="slot" required className={control} aria-describedby={errors.slot ? "book-slot-error" : undefined}>
                {free.map((slot) => (
                  <option key={slot.value} value={slot.value}>
                    {slot.label}
                  </option>
                ))}
              </select>
              <FieldError id="book-slot-error" message={errors.slot} />
            </div>
            <div>
              <label htmlFor="book-purpose" className={label}>
                What is the visit about?
              </label>
              <select id="book-purpose" name="purpose" required className={control} defaultValue="custom-door">
                {VISIT_PURPOSES.map((entry) => (
                  <option key={entry.value} value={entry.value}>
                    {entry.label}
                  </option>
                ))}
              </select>
              <FieldError id="book-purpose-error" message={errors.purpose} />
            </div>
            <div>
              <label htmlFor="book-name" className={label}>
                Name
              </label>
              <input id="book-name" name="name" required maxLength={100} className={control} aria-describedby={errors.name ? "book-name-error" : undefined} aria-invalid={errors.name ? true : undefined} />
              <FieldError id="book-name-error" message={errors.name} />
            </div>
            <div>
              <label htmlFor="book-email" className={label}>
                Email (optional: the visitor gets the confirmation and a reminder)
              </label>
              <input id="book-email" name="email" type="email" maxLength={254} className={control} aria-describedby={errors.email ? "book-email-error" : undefined} aria-invalid={errors.email ? true : undefined} />
              <FieldError id="book-email-error" message={errors.email} />
            </div>
            <div>
              <label htmlFor="book-phone" className={label}>
                Phone (optional)
              </label>
              <input id="book-phone" name="phone" type="tel" maxLength={30} className={control} />
            </div>
            <div>
              <label htmlFor="book-note" className={label}>
                Note (optional)
              </label>
              <textarea id="book-note" name="note" maxLength={1000} rows={2} className={control} />
            </div>
            <button type="submit" className="btn btn-primary">
              Book the visit
            </button>
          </Form>
        </section>

        <div className="space-y-8">
          <section aria-labelledby="block-heading" className="border border-stone bg-white p-5">
            <h2 id="block-heading" className="text-2xl">
              Block a time
            </h2>
            <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-3" aria-labelledby="block-heading">
              <input type="hidden" name="intent" value="block" />
              <input type="hidden" name="showroom" value={showroom} />
              <div>
                <label htmlFor="block-date" className={label}>
                  Day
                </label>
                <input id="block-date" name="date" type="date" required defaultValue={from} className={control} />
              </div>
              <div>
                <label htmlFor="block-from" className={label}>
                  From
                </label>
                <input id="block-from" name="from" type="time" step={900} required defaultValue="09:00" className={control} />
              </div>
              <div>
                <label htmlFor="block-to" className={label}>
                  To
                </label>
                <input id="block-to" name="to" type="time" step={900} required defaultValue="12:00" className={control} />
              </div>
              <div className="sm:col-span-3">
                <label htmlFor="block-note" className={label}>
                  Why (staff only)
                </label>
                <input id="block-note" name="note" maxLength={200} className={control} />
              </div>
              <div className="sm:col-span-3">
                <button type="submit" className="btn btn-primary">
                  Block the time
                </button>
              </div>
            </Form>
          </section>

          <section aria-labelledby="closed-heading" className="border border-stone bg-white p-5">
            <h2 id="closed-heading" className="text-2xl">
              Closed days
            </h2>
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
              <div>
                <label htmlFor="closure-from" className={label}>
                  First day
                </label>
                <input id="closure-from" name="from_date" type="date" required className={control} />
              </div>
              <div>
                <label htmlFor="closure-to" className={label}>
                  Last day
                </label>
                <input id="closure-to" name="to_date" type="date" className={control} />
              </div>
              <div>
                <label htmlFor="closure-reason" className={label}>
                  Reason
                </label>
                <input id="closure-reason" name="reason" maxLength={200} className={control} />
              </div>
              <div className="sm:col-span-3">
                <button type="submit" className="btn btn-outline">
                  Add closed days
                </button>
              </div>
            </Form>
          </section>
        </div>
      </div>

      <section aria-labelledby="availability-heading" className="mt-10 border border-stone bg-white p-5">
        <h2 id="availability-heading" className="text-2xl">
          Availability of the {SHOWROOMS[showroom].name}
        </h2>
        <p className="mt-1 text-sm text-muted">Pacific time. Hours like 09:00-12:00, 13:00-17:00; leave a day empty when closed.</p>
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-labelledby="availability-heading">
          <input type="hidden" name="intent" value="availability" />
          <input type="hidden" name="showroom" value={showroom} />
          {WEEKDAY_NAMES.map((name, day) => (
            <div key={name}>
              <label htmlFor={`hours-${day}`} className={label}>
                {name}
              </label>
              <input id={`hours-${day}`} name={`hours_${day}`} defaultValue={availability.hours[day]} className={control} aria-invalid={errors[`hours_${day}`] ? true : undefined} aria-describedby={errors[`hours_${day}`] ? `hours-${day}-error` : undefined} />
              <FieldError id={`hours-${day}-error`} message={errors[`hours_${day}`]} />
            </div>
          ))}
          {(
            [
              ["visit_minutes", "Visit length (minutes)", availability.visitMinutes],
              ["buffer_minutes", "Buffer between visits (minutes)", availability.bufferMinutes],
              ["notice_hours", "Minimum notice (hours)", availability.noticeHours],
              ["horizon_days", "Bookable ahead (days)", availability.horizonDays],
              ["capacity", "Visits at the same time", availability.capacity],
            ] as const
          ).map(([name, text, value]) => (
            <div key={name}>
              <label htmlFor={`availability-${name}`} className={label}>
                {text}
              </label>
              <input id={`availability-${name}`} name={name} type="number" required defaultValue={value} className={control} aria-invalid={errors[name] ? true : undefined} aria-describedby={errors[name] ? `availability-${name}-error` : undefined} />
              <FieldError id={`availability-${name}-error`} message={errors[name]} />
            </div>
          ))}
          <div className="sm:col-span-2 lg:col-span-4">
            <button type="submit" className="btn btn-primary">
              Save availability
            </button>
          </div>
        </Form>
      </section>
    </div>
  );
}
