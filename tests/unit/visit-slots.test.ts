import { describe, expect, it } from "vitest";
import { addDays, cellsOf, daySlots, freeSlots, hasRoom, isOffered, nextFreeSlots, weekdayOf } from "#app/lib/visits/slots";
import { DEFAULT_AVAILABILITY, type Availability } from "#app/lib/visits/showrooms";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const iso = (time: number) => new Date(time).toISOString();
/** Starts of a day's slots, as UTC ISO times. */
const starts = (date: string, availability: Availability = DEFAULT_AVAILABILITY) => daySlots(date, availability).map((slot) => iso(slot.startsAt));

describe("a day's slots", () => {
  it("start at each span's opening, a visit and its buffer apart, and end within the span", () => {
    // Tuesday 2026-11-24, Pacific time (UTC−7 all year now): 9:00, 10:15 (11:30 would end at 12:30, after noon),
    // then 13:00, 14:15, 15:30.
    expect(weekdayOf("2026-11-24")).toBe(2);
    expect(starts("2026-11-24")).toEqual([
      "2026-11-24T16:00:00.000Z",
      "2026-11-24T17:15:00.000Z",
      "2026-11-24T20:00:00.000Z",
      "2026-11-24T21:15:00.000Z",
      "2026-11-24T22:30:00.000Z",
    ]);
    expect(starts("2026-11-29")).toEqual([]); // a Sunday
  });

  it("keep their wall-clock times across BC's last clock change, 2026-03-08 (9:00 is 17:00Z before, 16:00Z after)", () => {
    expect(starts("2026-03-06")[0]).toBe("2026-03-06T17:00:00.000Z");
    expect(starts("2026-03-09")[0]).toBe("2026-03-09T16:00:00.000Z");
  });

  it("stay at UTC−7 since then: no fall back on 2026-11-01, no change in 2027", () => {
    for (const date of ["2026-10-30", "2026-11-02", "2027-03-12", "2027-03-15", "2027-11-05", "2027-11-08"]) {
      expect(starts(date)[0]).toBe(`${date}T16:00:00.000Z`);
    }
  });

  it("are real hours on the change day itself (Sunday hours on the 23-hour Sunday), and on 2026-11-01 just 24", () => {
    const sundays: Availability = { ...DEFAULT_AVAILABILITY, weeklyHours: { ...DEFAULT_AVAILABILITY.weeklyHours, 0: [{ from: "01:00", to: "05:00" }] } };
    // 2026-03-08: 1:00 PST is 09:00Z; 2:00–3:00 does not exist, so 1:00 to 5:00 is three real hours: two visits fit.
    expect(starts("2026-03-08", sundays)).toEqual(["2026-03-08T09:00:00.000Z", "2026-03-08T10:15:00.000Z"]);
    // 2026-11-01 kept its clocks: 1:00 to 5:00 is four hours, room for visits at 1:00, 2:15 and 3:30.
    expect(starts("2026-11-01", sundays)).toEqual(["2026-11-01T08:00:00.000Z", "2026-11-01T09:15:00.000Z", "2026-11-01T10:30:00.000Z"]);
  });
});

describe("free slots", () => {
  // Monday 2026-11-23, 10:00 Pacific time.
  const now = Date.parse("2026-11-23T17:00:00Z");
  const base = { availability: DEFAULT_AVAILABILITY, closures: [], busy: [], now };

  it("begin after the notice and end at the horizon", () => {
    const days = freeSlots(base);
    // 24 hours' notice: the first is Tuesday 10:15, not Tuesday 9:00.
    expect(iso(days[0]!.slots[0]!.startsAt)).toBe("2026-11-24T17:15:00.000Z");
    expect(days.at(-1)!.date <= addDays("2026-11-23", 60)).toBe(true);
    expect(days.at(-1)!.date >= addDays("2026-11-23", 58)).toBe(true);
    expect(days.some((day) => weekdayOf(day.date) === 0)).toBe(false);
  });

  it("leave out closed days", () => {
    const days = freeSlots({ ...base, closures: [{ from: "2026-12-24", to: "2026-12-28", reason: "Christmas" }] });
    const dates = days.map((day) => day.date);
    expect(dates).toContain("2026-12-23");
    for (const date of ["2026-12-24", "2026-12-26", "2026-12-28"]) expect(dates).not.toContain(date);
    expect(dates).toContain("2026-12-29");
  });

  it("leave out a time taken by a visit, with its buffer, and everything under a block", () => {
    const wednesday = daySlots("2026-11-25", DEFAULT_AVAILABILITY);
    // A phone booking 9:30 to 10:30 takes 9:00 (which would run into it) and 10:15 (inside its buffer).
    const phone = { startsAt: Date.parse("2026-11-25T16:30:00Z"), endsAt: Date.parse("2026-11-25T17:30:00Z") };
    expect(hasRoom(wednesday[0]!, [phone], DEFAULT_AVAILABILITY)).toBe(false);
    expect(hasRoom(wednesday[1]!, [phone], DEFAULT_AVAILABILITY)).toBe(false);
    expect(hasRoom(wednesday[2]!, [phone], DEFAULT_AVAILABILITY)).toBe(true);
    // A visit ending at 10:00 leaves 10:15 free: its buffer ends as the next visit starts.
    const before = { startsAt: wednesday[0]!.startsAt, endsAt: wednesday[0]!.endsAt };
    expect(hasRoom(wednesday[1]!, [before], DEFAULT_AVAILABILITY)).toBe(true);
    const afternoon = { startsAt: Date.parse("2026-11-25T20:00:00Z"), endsAt: Date.parse("2026-11-26T00:00:00Z"), block: true };
    // With the whole afternoon blocked as well, the day has no free time and is not offered.
    expect(freeSlots({ ...base, busy: [phone] }).find((entry) => entry.date === "2026-11-25")?.slots).toHaveLength(3);
    expect(freeSlots({ ...base, busy: [phone, afternoon] }).find((entry) => entry.date === "2026-11-25")).toBeUndefined();
  });

  it("allow as many visits at once as the capacity, and no more", () => {
    const two = { ...DEFAULT_AVAILABILITY, capacity: 2 };
    const [nine] = daySlots("2026-11-25", two);
    const visit = { startsAt: nine!.startsAt, endsAt: nine!.endsAt };
    expect(hasRoom(nine!, [visit], two)).toBe(true);
    expect(hasRoom(nine!, [visit, visit], two)).toBe(false);
    expect(hasRoom(nine!, [visit, { ...visit, block: true }], two)).toBe(false);
  });

  it("offer the next free times after one that was just taken", () => {
    const days = freeSlots(base);
    const taken = days[0]!.slots[0]!;
    const next = nextFreeSlots(days, taken.startsAt + 1, 3);
    expect(next).toHaveLength(3);
    expect(next[0]!.startsAt).toBeGreaterThan(taken.startsAt);
  });

  it("know which times are on offer", () => {
    const [slot] = daySlots("2026-11-25", DEFAULT_AVAILABILITY);
    expect(isOffered(slot!, base)).toBe(true);
    expect(isOffered({ startsAt: slot!.startsAt + 5 * MINUTE, endsAt: slot!.endsAt + 5 * MINUTE }, base)).toBe(false);
    expect(isOffered(slot!, { ...base, now: slot!.startsAt - 2 * HOUR })).toBe(false);
    expect(isOffered(slot!, { ...base, closures: [{ from: "2026-11-25", to: "2026-11-25", reason: "Trade show" }] })).toBe(false);
  });
});

describe("the grid cells a visit takes", () => {
  it("cover the visit and its buffer in 15-minute cells", () => {
    const start = Date.parse("2026-11-25T16:00:00Z");
    const cells = cellsOf(start, start + HOUR, 15);
    expect(cells.map(iso)).toEqual(["16:00", "16:15", "16:30", "16:45", "17:00"].map((time) => `2026-11-25T${time}:00.000Z`));
    // The next slot (10:15) starts on the cell after the buffer.
    expect(cellsOf(start + 75 * MINUTE, start + 135 * MINUTE, 15)[0]).toBe(cells.at(-1)! + 15 * MINUTE);
  });
});
