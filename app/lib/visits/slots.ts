/**
 * Free visit times, from a showroom's availability, its closed days and the visits and blocks it has. Pure and in
 * Pacific time: each day's opening hours are read as wall-clock times of that day (so 9:00 is 9:00 in PST and in
 * PDT, and a day of 23 or 25 hours has its hours where they belong), and lengths, buffers and notice are real
 * minutes.
 */
import { pacificDateOf, parsePacificDateTime } from "../pacific-time";
import { CELL_MINUTES, type Availability, type Closure } from "./showrooms";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Something that takes a showroom's time: a visit (one place) or a block (every place). */
export interface BusyTime {
  startsAt: number;
  endsAt: number;
  block?: boolean;
}

export interface Slot {
  startsAt: number;
  endsAt: number;
}

export interface SlotDay {
  /** Pacific date, "YYYY-MM-DD". */
  date: string;
  slots: Slot[];
}

export interface SlotInput {
  availability: Availability;
  closures: readonly Closure[];
  busy: readonly BusyTime[];
  now: number;
}

/** "2026-03-08" plus n days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 (Sunday) to 6 (Saturday) for a Pacific date. */
export function weekdayOf(date: string): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  return new Date(`${date}T00:00:00Z`).getUTCDay() as 0 | 1 | 2 | 3 | 4 | 5 | 6;
}

export function isClosed(date: string, closures: readonly Closure[]): boolean {
  return closureOn(date, closures) !== undefined;
}

/** The closure a date falls in (a statutory holiday first, for its name), if any. */
export function closureOn(date: string, closures: readonly Closure[]): Closure | undefined {
  const covering = closures.filter((closure) => closure.from <= date && date <= closure.to);
  return covering.find((closure) => closure.holiday) ?? covering[0];
}

/** The time a visit or slot keeps from others: itself and the buffer after it. */
function taken(startsAt: number, endsAt: number, bufferMinutes: number): [number, number] {
  return [startsAt, endsAt + bufferMinutes * MINUTE_MS];
}

/** Whether a visit from startsAt to endsAt still has a place, given what is busy. */
export function hasRoom(slot: Slot, busy: readonly BusyTime[], availability: Availability): boolean {
  const [from, to] = taken(slot.startsAt, slot.endsAt, availability.bufferMinutes);
  let overlapping = 0;
  for (const item of busy) {
    const [start, end] = taken(item.startsAt, item.endsAt, availability.bufferMinutes);
    if (start < to && from < end) {
      if (item.block) return false;
      overlapping++;
    }
  }
  return overlapping < availability.capacity;
}

/** Every start the hours of one day offer, free or not: from each span's opening, a visit and its buffer apart. */
export function daySlots(date: string, availability: Availability): Slot[] {
  const slots: Slot[] = [];
  const visit = availability.visitMinutes * MINUTE_MS;
  const step = (availability.visitMinutes + availability.bufferMinutes) * MINUTE_MS;
  for (const span of availability.weeklyHours[weekdayOf(date)] ?? []) {
    const open = parsePacificDateTime(`${date}T${span.from}`);
    const close = parsePacificDateTime(`${date}T${span.to}`);
    if (open === undefined || close === undefined) continue;
    for (let start = open; start + visit <= close; start += step) slots.push({ startsAt: start, endsAt: start + visit });
  }
  return slots.sort((a, b) => a.startsAt - b.startsAt);
}

/** The first day visits can be booked on and the last (Pacific dates). */
export function bookingWindow(availability: Availability, now: number): { first: string; last: string; earliest: number } {
  const earliest = now + availability.noticeMinutes * MINUTE_MS;
  const today = pacificDateOf(now);
  return { first: pacificDateOf(earliest), last: addDays(today, availability.horizonDays), earliest };
}

/** Whether a slot is one the showroom offers now: in its hours, not closed, after the notice, within the horizon. */
export function isOffered(slot: Slot, input: SlotInput): boolean {
  const date = pacificDateOf(slot.startsAt);
  const { last, earliest } = bookingWindow(input.availability, input.now);
  if (slot.startsAt < earliest || date > last || isClosed(date, input.closures)) return false;
  return daySlots(date, input.availability).some((offered) => offered.startsAt === slot.startsAt && offered.endsAt === slot.endsAt);
}

/** The days with free times, in order, each with its free times. Days without any are left out. */
export function freeSlots(input: SlotInput): SlotDay[] {
  const { availability, closures, busy } = input;
  const { first, last, earliest } = bookingWindow(availability, input.now);
  const days: SlotDay[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    if (isClosed(date, closures)) continue;
    const slots = daySlots(date, availability).filter((slot) => slot.startsAt >= earliest && hasRoom(slot, busy, availability));
    if (slots.length) days.push({ date, slots });
  }
  return days;
}

/** The first `count` free times at or after `after`: what a visitor who just lost a time is offered instead. */
export function nextFreeSlots(days: readonly SlotDay[], after: number, count: number): Slot[] {
  return days.flatMap((day) => day.slots).filter((slot) => slot.startsAt >= after).slice(0, count);
}

/** The grid cells (their start times) a visit takes, with its buffer: what the database's seat rule guards. */
export function cellsOf(startsAt: number, endsAt: number, bufferMinutes: number): number[] {
  const cell = CELL_MINUTES * MINUTE_MS;
  const [from, to] = taken(startsAt, endsAt, bufferMinutes);
  const cells: number[] = [];
  for (let start = Math.floor(from / cell) * cell; start < to; start += cell) cells.push(start);
  return cells;
}
