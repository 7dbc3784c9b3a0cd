import { overLimit } from "#app/lib/forms/character-limit";
import { fieldErrors, type RawFields } from "#app/lib/forms/fields";
import { phoneBookingSchema, typedBooking } from "#app/lib/forms/staff/phone-booking";
import { availabilitySchema, hoursText, WEEKDAY_NAMES } from "#app/lib/forms/staff/availability";
import { pacificDateOf, parsePacificDateTime } from "#app/lib/pacific-time";
import { dayLabel, timeLabel } from "#app/lib/visits/booking-steps";
import { isShowroomId, SHOWROOMS, VISIT_PURPOSES, type Closure, type ShowroomId } from "#app/lib/visits/showrooms";
import { holidayOn } from "#app/lib/visits/holidays";
import { addDays } from "#app/lib/visits/slots";
import type { AppServices } from "../platform/services.server";
import { bookVisitByPhone, cancelVisitAndTell, moveVisitAndTell } from "./visit-changes.server";
import { addClosure, blockTime, getVisit, holidaysAt, listVisits, removeClosure, saveAvailability, setHolidayOpen, showroomSchedule } from "./visits.server";

/** Days shown: one (the day list) or seven (the week). */
const VIEW_DAYS = { day: 1, week: 7 } as const;
type View = keyof typeof VIEW_DAYS;
/** Free times offered for a phone booking or a move. */
const FREE_TIMES_OFFERED = 80;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The statutory holidays listed for the owners to open: the coming year's. */
const HOLIDAYS_LISTED_DAYS = 366;

/** A showroom's week (or day) of visits and blocks, its free times (for phone bookings and moves), and its availability. */
export async function visitsPage(services: Pick<AppServices, "store" | "content">, url: URL) {
  const { store, content } = services;
  const params = url.searchParams;
  const showroom: ShowroomId = isShowroomId(params.get("showroom")) ? (params.get("showroom") as ShowroomId) : "surrey";
  const now = content.now();
  const view: View = params.get("view") === "day" ? "day" : "week";
  const DAYS_SHOWN = VIEW_DAYS[view];
  const from = DATE.test(params.get("from") ?? "") ? params.get("from")! : pacificDateOf(now);
  const start = parsePacificDateTime(`${from}T00:00`) ?? now;
  const end = parsePacificDateTime(`${addDays(from, DAYS_SHOWN)}T00:00`) ?? now;
  const today = pacificDateOf(now);
  const [visits, schedule, holidays] = await Promise.all([
    listVisits(store.db, showroom, start, end),
    showroomSchedule(store.db, showroom, now),
    holidaysAt(store.db, showroom, today, addDays(today, HOLIDAYS_LISTED_DAYS)),
  ]);
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
    // Staff's own closed days (they remove them here); the company details' closed days are edited at /admin/settings.
    closures: schedule.input.closures.filter((closure): closure is Closure & { id: string } => "id" in closure),
    // The coming year's statutory holidays: closed unless opened here (decision 048).
    holidays: holidays.map((holiday) => ({ date: holiday.date, label: dayLabel(holiday.date), name: holiday.name, open: holiday.open })),
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

export type VisitsPageData = Awaited<ReturnType<typeof visitsPage>>;

/** What a staff action on the visits page answers: its notice, and the fields to correct. */
export type VisitsActionResult = {
  tone: "ok" | "error";
  message: string;
  /** The form the answer is for, when it is one that shows its own problems ("book": the phone booking). */
  form?: "book";
  errors?: Record<string, string>;
  /** A refused form's text as it was typed, to show again. */
  values?: Record<string, string>;
};

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
/** What staff type on the visits page's other forms, at most (longer is refused with by how much, never cut). */
const TYPED_LIMITS = { blockNote: 200, reason: 200 } as const;

/**
 * A staff action on the visits page (`intent`): cancel or move a visit, book one by phone, block a time, add or
 * remove closed days, save the availability. Answers the notice and, for a refusal, its status.
 */
export async function visitsAction(
  { store, env, content }: Pick<AppServices, "store" | "env" | "content">,
  actor: string,
  fields: RawFields,
): Promise<{ result: VisitsActionResult; status?: number }> {
  const now = content.now();
  const showroom: ShowroomId = isShowroomId(fields.showroom) ? fields.showroom : "surrey";
  const refuse = (message: string, status = 400) => ({ result: { tone: "error" as const, message }, status });
  switch (fields.intent) {
    case "cancel": {
      const visit = await getVisit(store.db, text(fields.id));
      if (!visit || visit.status !== "confirmed") return refuse("That visit is no longer on the list.", 404);
      await cancelVisitAndTell(store, env, visit, actor, now);
      return { result: { tone: "ok", message: visit.kind === "block" ? "Block lifted." : `Visit of ${visit.name} cancelled${visit.email ? "; they have been told by email" : ""}.` } };
    }
    case "move": {
      const visit = await getVisit(store.db, text(fields.id));
      const startsAt = Number(fields.slot);
      if (!visit || visit.status !== "confirmed") return refuse("That visit is no longer on the list.", 404);
      if (!Number.isSafeInteger(startsAt)) return refuse("Choose the new time.", 422);
      const moved = await moveVisitAndTell(store, env, visit, { startsAt, endsAt: startsAt + (visit.ends_at - visit.starts_at) }, actor, now);
      if (!moved.ok) return refuse("That time is no longer free. Choose another.", 409);
      return { result: { tone: "ok", message: `Visit of ${visit.name} moved to ${dayLabel(pacificDateOf(startsAt))}, ${timeLabel(startsAt)}${visit.email ? "; they have been told by email" : ""}.` } };
    }
    case "book": {
      // A refusal gives the form back as typed, each problem by its field (with or without JavaScript).
      const refused = (errors: Record<string, string>, status: number) => ({
        result: { tone: "error" as const, message: "The visit was not booked.", form: "book" as const, errors, values: typedBooking(fields) },
        status,
      });
      const parsed = phoneBookingSchema.safeParse(fields);
      if (!parsed.success) return refused(fieldErrors(parsed.error), 422);
      const { slot: startsAt, purpose, name, email, phone, note } = parsed.data;
      const { input } = await showroomSchedule(store.db, showroom, now);
      const slot = { startsAt, endsAt: startsAt + input.availability.visitMinutes * 60_000 };
      const booked = await bookVisitByPhone(store, showroom, slot, { purpose, name, email, phone, note }, actor, now);
      if (!booked.ok) return refused({ slot: booked.reason === "taken" ? "That time was just taken. Choose another." : "That time is no longer offered. Choose another." }, 409);
      return {
        result: { tone: "ok", form: "book", message: `Visit of ${name} booked for ${dayLabel(pacificDateOf(startsAt))}, ${timeLabel(startsAt)}${email ? "; the confirmation is on its way" : ""}.` },
      };
    }
    case "block": {
      const date = text(fields.date);
      const from = parsePacificDateTime(`${date}T${text(fields.from)}`);
      const to = parsePacificDateTime(`${date}T${text(fields.to)}`);
      if (!DATE.test(date) || from === undefined || to === undefined || to <= from) return refuse("Give a day and a time span that ends after it starts.", 422);
      const blockNoteTooLong = overLimit(text(fields.note), TYPED_LIMITS.blockNote);
      if (blockNoteTooLong) return refuse(`The note: ${blockNoteTooLong}`, 422);
      await blockTime(store, showroom, { startsAt: from, endsAt: to }, text(fields.note) || "Blocked", actor, now);
      return { result: { tone: "ok", message: `Time blocked on ${dayLabel(date)}, ${timeLabel(from)} – ${timeLabel(to)}.` } };
    }
    case "closure": {
      const from = text(fields.from_date);
      const to = text(fields.to_date) || from;
      if (!DATE.test(from) || !DATE.test(to) || to < from) return refuse("Give the first and last closed day (the last on or after the first).", 422);
      const reasonTooLong = overLimit(text(fields.reason), TYPED_LIMITS.reason);
      if (reasonTooLong) return refuse(`The reason: ${reasonTooLong}`, 422);
      await addClosure(store.db, showroom, { from, to, reason: text(fields.reason) || "Closed" }, actor, now);
      return { result: { tone: "ok", message: `Closed from ${dayLabel(from)} to ${dayLabel(to)}.` } };
    }
    case "closure-remove": {
      const removed = await removeClosure(store.db, showroom, text(fields.id));
      if (!removed) return refuse("Those closed days are no longer on the list.", 404);
      return { result: { tone: "ok", message: "Closed days removed: visits can be booked on them again." } };
    }
    case "holiday-open":
    case "holiday-close": {
      const date = text(fields.date);
      const open = fields.intent === "holiday-open";
      if (!DATE.test(date) || !(await setHolidayOpen(store.db, showroom, date, open, actor, now))) return refuse("That day is not a statutory holiday.", 422);
      const name = holidayOn(date)!.name;
      return {
        result: {
          tone: "ok",
          message: open
            ? `${name} (${dayLabel(date)}) is open at the ${SHOWROOMS[showroom].name}: visitors can book it.`
            : `${name} (${dayLabel(date)}) is closed again at the ${SHOWROOMS[showroom].name}: no visits are offered on it.`,
        },
      };
    }
    case "availability": {
      const parsed = availabilitySchema.safeParse(fields);
      if (!parsed.success) return { result: { tone: "error", message: "The availability was not saved.", errors: fieldErrors(parsed.error) }, status: 422 };
      await saveAvailability(store.db, showroom, parsed.data, actor, now);
      return { result: { tone: "ok", message: `Availability of the ${SHOWROOMS[showroom].name} saved. Visits already booked stay as they are.` } };
    }
    default:
      return refuse("Unknown action.");
  }
}
