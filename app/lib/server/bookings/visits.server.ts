import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { pacificDateOf } from "#app/lib/pacific-time";
import { DEFAULT_AVAILABILITY, type Availability, type Closure, type ShowroomId } from "#app/lib/visits/showrooms";
import { holidaysBetween, type Holiday } from "#app/lib/visits/holidays";
import { addDays, cellsOf, closureOn, freeSlots, hasRoom, isOffered, nextFreeSlots, type BusyTime, type Slot, type SlotDay } from "#app/lib/visits/slots";
import { WEEKDAYS } from "#app/content/settings-basics";
import type { ShowroomSettings } from "#app/content/settings.schema";
import { showroomOf } from "#app/content/settings";
import { currentSettings } from "../content/settings.server";
import { isUniqueViolation, type Store } from "../platform/database.server";
import type { Database, VisitRow } from "../platform/db-schema";

/** Free times offered instead of one that was just taken. */
export const NEXT_FREE_COUNT = 5;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Bytes of a manage link's token: unguessable. Only its SHA-256 is stored. */
const TOKEN_BYTES = 32;

/** A showroom's opening hours as the visit grid's weekly hours (weekday numbers, Sunday 0). */
export function weeklyHoursOf(showroom: ShowroomSettings): Availability["weeklyHours"] {
  return Object.fromEntries(WEEKDAYS.map((day, index) => [index, showroom.hours[day].map((span) => ({ ...span }))])) as Availability["weeklyHours"];
}

/** A showroom's details as the company details (decision 040) give them now. */
async function showroomDetails(db: Kysely<Database>, showroom: ShowroomId): Promise<ShowroomSettings> {
  return showroomOf(await currentSettings(db), showroom);
}

/**
 * A showroom's availability as staff set it, or, while they have not, the defaults with the showroom's opening hours
 * from the company details (decision 040): its visit times start from when it is open.
 */
export async function availabilityOf(db: Kysely<Database>, showroom: ShowroomId): Promise<Availability> {
  const row = await db.selectFrom("showroom_availability").select("settings").where("showroom", "=", showroom).executeTakeFirst();
  const opening = { ...DEFAULT_AVAILABILITY, weeklyHours: weeklyHoursOf(await showroomDetails(db, showroom)) };
  if (!row) return opening;
  return { ...opening, ...(JSON.parse(row.settings) as Partial<Availability>) };
}

/** The closed days of the company details as closures of the visit grid (no visit is offered on them). */
async function closedDaysOf(db: Kysely<Database>, showroom: ShowroomId, fromDate: string): Promise<Closure[]> {
  const { closedDays } = await showroomDetails(db, showroom);
  return closedDays.filter((day) => day >= fromDate).map((day) => ({ from: day, to: day, reason: "Closed" }));
}

export async function saveAvailability(db: Kysely<Database>, showroom: ShowroomId, availability: Availability, by: string, now = Date.now()): Promise<void> {
  const settings = JSON.stringify(availability);
  await db
    .insertInto("showroom_availability")
    .values({ showroom, settings, updated_at: now, updated_by: by })
    .onConflict((oc) => oc.column("showroom").doUpdateSet({ settings, updated_at: now, updated_by: by }))
    .execute();
}

/** Closed days of a showroom that end on or after `fromDate` (Pacific "YYYY-MM-DD"). */
export async function closuresOf(db: Kysely<Database>, showroom: ShowroomId, fromDate: string): Promise<(Closure & { id: string })[]> {
  const rows = await db
    .selectFrom("showroom_closures")
    .select(["id", "from_date", "to_date", "reason"])
    .where("showroom", "=", showroom)
    .where("to_date", ">=", fromDate)
    .orderBy("from_date")
    .execute();
  return rows.map((row) => ({ id: row.id, from: row.from_date, to: row.to_date, reason: row.reason }));
}

export async function addClosure(db: Kysely<Database>, showroom: ShowroomId, closure: Closure, by: string, now = Date.now()): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("showroom_closures")
    .values({ id, showroom, from_date: closure.from, to_date: closure.to, reason: closure.reason, created_at: now, created_by: by })
    .execute();
  return id;
}

/** Removes a closed day or run of days (added by mistake, or no longer closed); false when it was not there. */
export async function removeClosure(db: Kysely<Database>, showroom: ShowroomId, id: string): Promise<boolean> {
  const result = await db.deleteFrom("showroom_closures").where("id", "=", id).where("showroom", "=", showroom).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The statutory holidays a showroom's owners opened, on or after `fromDate`. */
export async function openedHolidaysOf(db: Kysely<Database>, showroom: ShowroomId, fromDate: string): Promise<Set<string>> {
  const rows = await db.selectFrom("showroom_open_holidays").select("date").where("showroom", "=", showroom).where("date", ">=", fromDate).execute();
  return new Set(rows.map((row) => row.date));
}

/** A showroom's statutory holidays from one date to another, each with whether the owners opened it. */
export async function holidaysAt(db: Kysely<Database>, showroom: ShowroomId, from: string, to: string): Promise<(Holiday & { open: boolean })[]> {
  const opened = await openedHolidaysOf(db, showroom, from);
  return holidaysBetween(from, to).map((holiday) => ({ ...holiday, open: opened.has(holiday.date) }));
}

/** The statutory holidays not opened, as closures of the visit grid (decision 048). */
async function holidayClosuresOf(db: Kysely<Database>, showroom: ShowroomId, fromDate: string, days: number): Promise<Closure[]> {
  const holidays = await holidaysAt(db, showroom, fromDate, addDays(fromDate, days));
  return holidays.filter((holiday) => !holiday.open).map((holiday) => ({ from: holiday.date, to: holiday.date, reason: holiday.name, holiday: true }));
}

/**
 * Opens a statutory holiday at a showroom (visits can be booked on it) or closes it again. Refused (false) for a date
 * that is not a statutory holiday: other days are opened by removing their closure.
 */
export async function setHolidayOpen(db: Kysely<Database>, showroom: ShowroomId, date: string, open: boolean, by: string, now = Date.now()): Promise<boolean> {
  if (!holidaysBetween(date, date).length) return false;
  if (!open) {
    await db.deleteFrom("showroom_open_holidays").where("showroom", "=", showroom).where("date", "=", date).execute();
    return true;
  }
  await db
    .insertInto("showroom_open_holidays")
    .values({ showroom, date, opened_at: now, opened_by: by })
    .onConflict((oc) => oc.columns(["showroom", "date"]).doNothing())
    .execute();
  return true;
}

/** Confirmed visits and blocks of a showroom that end after `from` and start before `to`. */
export async function busyTimes(db: Kysely<Database>, showroom: ShowroomId, from: number, to: number, except?: string): Promise<BusyTime[]> {
  const rows = await db
    .selectFrom("visits")
    .select(["id", "starts_at", "ends_at", "kind"])
    .where("showroom", "=", showroom)
    .where("status", "=", "confirmed")
    .where("ends_at", ">", from)
    .where("starts_at", "<", to)
    .$if(except !== undefined, (query) => query.where("id", "!=", except!))
    .execute();
  return rows.map((row) => ({ startsAt: Number(row.starts_at), endsAt: Number(row.ends_at), block: row.kind === "block" }));
}

/** What a showroom offers now: its availability, its closures, what is busy, and from those its free times. */
export async function showroomSchedule(db: Kysely<Database>, showroom: ShowroomId, now: number, except?: string) {
  const availability = await availabilityOf(db, showroom);
  const today = pacificDateOf(now);
  const closures = [
    ...(await holidayClosuresOf(db, showroom, today, availability.horizonDays + 1)),
    ...(await closuresOf(db, showroom, today)),
    ...(await closedDaysOf(db, showroom, today)),
  ];
  const busy = await busyTimes(db, showroom, now - DAY_MS, now + (availability.horizonDays + 2) * DAY_MS, except);
  const input = { availability, closures, busy, now };
  return { input, days: freeSlots(input) };
}

export async function showroomSlots(db: Kysely<Database>, showroom: ShowroomId, now: number): Promise<SlotDay[]> {
  return (await showroomSchedule(db, showroom, now)).days;
}

/** The closure (a statutory holiday, closed days) a slot's day falls in, for the refusal's words. */
export function closedOn(slot: Slot, closures: readonly Closure[]): { closed?: Closure } {
  const closed = closureOn(pacificDateOf(slot.startsAt), closures);
  return closed ? { closed } : {};
}

/** Claims the cells of a visit at one seat; rejects with a unique violation when any is held. */
async function claimCells(trx: Transaction<Database>, visit: { id: string; showroom: string; startsAt: number; endsAt: number; bufferMinutes: number }, seat: number) {
  const cells = cellsOf(visit.startsAt, visit.endsAt, visit.bufferMinutes);
  await trx
    .insertInto("visit_cells")
    .values(cells.map((cell_start) => ({ showroom: visit.showroom, cell_start, seat, visit_id: visit.id })))
    .execute();
}

export type BookingOutcome<T> =
  | { ok: true; visitId: string; seat: number; result: T }
  | { ok: false; reason: "taken" | "not-offered"; next: Slot[]; closed?: Closure };

/**
 * Books a slot if it is on offer and free, in one transaction per seat tried: `write(trx, visitId, seat)` inserts the
 * visit row (and whatever must be stored with it: the visitor's submission, the mails), then the visit's cells are
 * claimed at that seat. A cell held by another visit (two visitors racing for the last place) rolls the whole attempt
 * back and the next seat is tried; when none is left the answer is "taken", with the next free times.
 */
export async function bookSlot<T>(
  store: Store,
  showroom: ShowroomId,
  slot: Slot,
  now: number,
  write: (trx: Transaction<Database>, visitId: string, seat: number, availability: Availability) => Promise<T>,
): Promise<BookingOutcome<T>> {
  const { input, days } = await showroomSchedule(store.db, showroom, now);
  const refuse = (reason: "taken" | "not-offered"): BookingOutcome<T> => ({ ok: false, reason, next: nextFreeSlots(days, slot.startsAt, NEXT_FREE_COUNT) });
  if (!isOffered(slot, input)) return { ...refuse("not-offered"), ...closedOn(slot, input.closures) };
  if (!hasRoom(slot, input.busy, input.availability)) return refuse("taken");
  for (let seat = 1; seat <= input.availability.capacity; seat++) {
    const visitId = randomUUID();
    try {
      const result = await store.db.transaction().execute(async (trx) => {
        const written = await write(trx, visitId, seat, input.availability);
        await claimCells(trx, { id: visitId, showroom, startsAt: slot.startsAt, endsAt: slot.endsAt, bufferMinutes: input.availability.bufferMinutes }, seat);
        return written;
      });
      return { ok: true, visitId, seat, result };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  const fresh = await showroomSchedule(store.db, showroom, now);
  return { ok: false, reason: "taken", next: nextFreeSlots(fresh.days, slot.startsAt, NEXT_FREE_COUNT) };
}

export interface VisitDetails {
  purpose: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  note: string | null;
  submissionId: string | null;
  createdBy: string;
}

/** Inserts a visit's row (inside bookSlot's transaction). */
export async function insertVisit(
  trx: Transaction<Database>,
  visit: { id: string; showroom: ShowroomId; kind: "visit" | "block"; slot: Slot; seat: number | null; bufferMinutes: number; details: VisitDetails; now: number },
): Promise<void> {
  await trx
    .insertInto("visits")
    .values({
      id: visit.id,
      submission_id: visit.details.submissionId,
      showroom: visit.showroom,
      kind: visit.kind,
      purpose: visit.details.purpose,
      starts_at: visit.slot.startsAt,
      ends_at: visit.slot.endsAt,
      buffer_minutes: visit.bufferMinutes,
      seat: visit.seat,
      name: visit.details.name,
      email: visit.details.email,
      phone: visit.details.phone,
      note: visit.details.note,
      reminder_outbox_id: null,
      created_at: visit.now,
      created_by: visit.details.createdBy,
      changed_at: null,
      changed_by: null,
    })
    .execute();
}

/** Staff book a visit by hand (a phone booking) in a free slot. */
export function bookVisitByHand(store: Store, showroom: ShowroomId, slot: Slot, details: Omit<VisitDetails, "submissionId">, now = Date.now()) {
  return bookSlot(store, showroom, slot, now, async (trx, id, seat, availability) => {
    await insertVisit(trx, { id, showroom, kind: "visit", slot, seat, bufferMinutes: availability.bufferMinutes, details: { ...details, submissionId: null }, now });
    return id;
  });
}

/**
 * Staff block a time: it takes every seat of every cell it covers that is not held by a visit already (those visits
 * stay, for staff to move or cancel). Any span, not only the slot grid.
 */
export async function blockTime(store: Store, showroom: ShowroomId, span: Slot, note: string, by: string, now = Date.now()): Promise<string> {
  const availability = await availabilityOf(store.db, showroom);
  const id = randomUUID();
  await store.db.transaction().execute(async (trx) => {
    await insertVisit(trx, {
      id,
      showroom,
      kind: "block",
      slot: span,
      seat: null,
      bufferMinutes: 0,
      details: { purpose: null, name: null, email: null, phone: null, note, submissionId: null, createdBy: by },
      now,
    });
    const cells = cellsOf(span.startsAt, span.endsAt, 0);
    const rows = cells.flatMap((cell_start) =>
      Array.from({ length: availability.capacity }, (_, i) => ({ showroom, cell_start, seat: i + 1, visit_id: id })),
    );
    if (rows.length) await trx.insertInto("visit_cells").values(rows).onConflict((oc) => oc.doNothing()).execute();
  });
  return id;
}

export async function getVisit(db: Kysely<Database>, id: string): Promise<VisitRow | undefined> {
  const row = await db.selectFrom("visits").selectAll().where("id", "=", id).executeTakeFirst();
  return row && { ...row, starts_at: Number(row.starts_at), ends_at: Number(row.ends_at), created_at: Number(row.created_at) };
}

/** Cancels a visit or lifts a block: its time is free at once, and a reminder not yet sent is dropped. */
export async function cancelVisit(store: Store, id: string, by: string, now = Date.now()): Promise<boolean> {
  return store.db.transaction().execute(async (trx) => {
    const visit = await trx.selectFrom("visits").select(["status", "reminder_outbox_id"]).where("id", "=", id).executeTakeFirst();
    if (!visit || visit.status === "cancelled") return false;
    await trx.updateTable("visits").set({ status: "cancelled", changed_at: now, changed_by: by }).where("id", "=", id).execute();
    await trx.deleteFrom("visit_cells").where("visit_id", "=", id).execute();
    if (visit.reminder_outbox_id) await trx.deleteFrom("outbox").where("id", "=", visit.reminder_outbox_id).where("sent_at", "is", null).execute();
    return true;
  });
}

export type MoveOutcome = { ok: true } | { ok: false; reason: "taken" | "not-offered" | "gone"; next: Slot[] };

/**
 * Moves a visit to another free slot (from `slot.startsAt`, for the showroom's visit length now): its old cells are
 * given up and the new ones claimed in one transaction per seat tried, so the visit is never in both places nor in
 * none. `write` (inside the transaction) updates what goes with it (the reminder, the mails).
 */
export async function moveVisit(
  store: Store,
  id: string,
  slot: Slot,
  by: string,
  now = Date.now(),
  write?: (trx: Transaction<Database>, visit: VisitRow) => Promise<void>,
): Promise<MoveOutcome> {
  const visit = await getVisit(store.db, id);
  if (!visit || visit.status !== "confirmed" || visit.kind !== "visit") return { ok: false, reason: "gone", next: [] };
  const showroom = visit.showroom as ShowroomId;
  const { input, days } = await showroomSchedule(store.db, showroom, now, id);
  // A moved visit takes the showroom's visit length now, whatever it was when it was booked.
  slot = { startsAt: slot.startsAt, endsAt: slot.startsAt + input.availability.visitMinutes * MINUTE_MS };
  const refuse = (reason: "taken" | "not-offered"): MoveOutcome => ({ ok: false, reason, next: nextFreeSlots(days, slot.startsAt, NEXT_FREE_COUNT) });
  if (!isOffered(slot, input)) return refuse("not-offered");
  if (!hasRoom(slot, input.busy, input.availability)) return refuse("taken");
  for (let seat = 1; seat <= input.availability.capacity; seat++) {
    try {
      await store.db.transaction().execute(async (trx) => {
        await trx.deleteFrom("visit_cells").where("visit_id", "=", id).execute();
        await trx
          .updateTable("visits")
          .set((eb) => ({
            starts_at: slot.startsAt,
            ends_at: slot.endsAt,
            seat,
            buffer_minutes: input.availability.bufferMinutes,
            sequence: eb("sequence", "+", 1),
            changed_at: now,
            changed_by: by,
          }))
          .where("id", "=", id)
          .execute();
        await claimCells(trx, { id, showroom, startsAt: slot.startsAt, endsAt: slot.endsAt, bufferMinutes: input.availability.bufferMinutes }, seat);
        if (write) await write(trx, { ...visit, starts_at: slot.startsAt, ends_at: slot.endsAt, seat, sequence: visit.sequence + 1 });
      });
      return { ok: true };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return refuse("taken");
}

/** Upcoming (or any) visits and blocks of a showroom between two times, in order. */
export async function listVisits(db: Kysely<Database>, showroom: ShowroomId, from: number, to: number): Promise<VisitRow[]> {
  const rows = await db
    .selectFrom("visits")
    .selectAll()
    .where("showroom", "=", showroom)
    .where("status", "=", "confirmed")
    .where("ends_at", ">", from)
    .where("starts_at", "<", to)
    .orderBy("starts_at")
    .execute();
  return rows.map((row) => ({ ...row, starts_at: Number(row.starts_at), ends_at: Number(row.ends_at), created_at: Number(row.created_at) }));
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new manage link's token for a visit (stored hashed), inside the transaction that books or moves it. */
export async function issueVisitToken(trx: Transaction<Database>, visitId: string, now: number): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  await trx.insertInto("visit_tokens").values({ token_hash: hashToken(token), visit_id: visitId, created_at: now, used_at: null }).execute();
  return token;
}

export type TokenCheck =
  | { ok: true; visit: VisitRow; tokenHash: string }
  | { ok: false; reason: "invalid" | "used" | "cancelled" | "past"; message: string; visit?: VisitRow };

/** What a manage link finds: its visit while it can still be changed, or a plain reason it cannot. */
export async function checkVisitToken(db: Kysely<Database>, token: string, now = Date.now()): Promise<TokenCheck> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { ok: false, reason: "invalid", message: "This link is not valid. Use the link in your latest email about the visit, or call us." };
  const tokenHash = hashToken(token);
  const row = await db.selectFrom("visit_tokens").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();
  const visit = row ? await getVisit(db, row.visit_id) : undefined;
  if (!row || !visit) return { ok: false, reason: "invalid", message: "This link is not valid. Use the link in your latest email about the visit, or call us." };
  if (visit.status === "cancelled") return { ok: false, reason: "cancelled", message: "This visit was cancelled.", visit };
  if (row.used_at !== null) {
    return { ok: false, reason: "used", message: "This link was already used: the visit was moved since. Use the link in your latest email about it.", visit };
  }
  if (visit.starts_at <= now) return { ok: false, reason: "past", message: "This visit has already taken place, so it can no longer be changed.", visit };
  return { ok: true, visit, tokenHash };
}

/** Marks a manage link as used (after a move: the new confirmation carries a new one). */
export async function useVisitToken(trx: Transaction<Database>, tokenHash: string, now: number): Promise<void> {
  await trx.updateTable("visit_tokens").set({ used_at: now }).where("token_hash", "=", tokenHash).execute();
}

