import { describe, expect, it } from "vitest";
import {
  endOfPacificDay,
  formatPacificTime,
  formatEventDate,
  formatPostDate,
  formatTimeRange,
  ordinal,
  pacificDateOf,
  pacificOffset,
  pacificOffsetIso,
  parsePacificDate,
  parsePacificDateTime,
  toPacificInputValue,
} from "#app/lib/pacific-time";

// Every expectation is written in UTC, so the tests hold whatever the machine's own zone
// (run them with TZ=Asia/Tokyo or TZ=UTC too).
const utc = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;

describe("parsePacificDateTime", () => {
  it("reads a datetime-local value as Pacific time, PDT in summer and PST in winter", () => {
    expect(parsePacificDateTime("2025-10-22T18:00")).toBe(utc("2025-10-23T01:00:00Z"));
    expect(parsePacificDateTime("2025-12-20T09:15")).toBe(utc("2025-12-20T17:15:00Z"));
    expect(parsePacificDateTime("2026-07-01T00:00")).toBe(utc("2026-07-01T07:00:00Z"));
  });

  it("accepts seconds and milliseconds, as a datetime-local input with a step gives them", () => {
    expect(parsePacificDateTime("2025-10-22T18:00:30")).toBe(utc("2025-10-23T01:00:30Z"));
    expect(parsePacificDateTime("2025-10-22T18:00:30.5")).toBe(utc("2025-10-23T01:00:30.500Z"));
  });

  it("keeps UTC−7 all year after BC's last clock change (2026-03-08): no fall back on 2026-11-01 nor after", () => {
    expect(parsePacificDateTime("2026-11-01T01:30")).toBe(utc("2026-11-01T08:30:00Z"));
    expect(parsePacificDateTime("2026-11-01T02:30")).toBe(utc("2026-11-01T09:30:00Z"));
    expect(endOfPacificDay("2026-11-01")! - parsePacificDate("2026-11-01")!).toBe(24 * HOUR);
    expect(parsePacificDateTime("2026-12-15T09:00")).toBe(utc("2026-12-15T16:00:00Z"));
    expect(parsePacificDateTime("2027-03-14T02:30")).toBe(utc("2027-03-14T09:30:00Z"));
    expect(parsePacificDateTime("2027-11-07T01:30")).toBe(utc("2027-11-07T08:30:00Z"));
  });

  describe.each([
    // [spring-forward date, fall-back date]: 2025's were the last pair
    ["2025-03-09", "2025-11-02"],
  ])("DST transitions %s and %s", (spring, fall) => {
    it("is PST just before spring-forward and PDT just after", () => {
      expect(parsePacificDateTime(`${spring}T01:59`)).toBe(utc(`${spring}T09:59:00Z`));
      expect(parsePacificDateTime(`${spring}T03:00`)).toBe(utc(`${spring}T10:00:00Z`));
    });

    it("moves a time in the spring-forward gap forward by the gap (02:30 -> 03:30 PDT)", () => {
      expect(parsePacificDateTime(`${spring}T02:00`)).toBe(utc(`${spring}T10:00:00Z`));
      expect(parsePacificDateTime(`${spring}T02:30`)).toBe(utc(`${spring}T10:30:00Z`));
      expect(toPacificInputValue(parsePacificDateTime(`${spring}T02:30`)!)).toBe(`${spring}T03:30`);
    });

    it("reads a time in the fall-back overlap as the earlier (PDT) instant", () => {
      expect(parsePacificDateTime(`${fall}T00:59`)).toBe(utc(`${fall}T07:59:00Z`));
      expect(parsePacificDateTime(`${fall}T01:00`)).toBe(utc(`${fall}T08:00:00Z`));
      expect(parsePacificDateTime(`${fall}T01:30`)).toBe(utc(`${fall}T08:30:00Z`));
      expect(parsePacificDateTime(`${fall}T01:59`)).toBe(utc(`${fall}T08:59:00Z`));
      expect(parsePacificDateTime(`${fall}T02:00`)).toBe(utc(`${fall}T10:00:00Z`));
    });

    it("shows both passes of the overlap hour as the same wall clock, with their own offsets", () => {
      const first = utc(`${fall}T08:30:00Z`);
      const second = first + HOUR;
      expect(toPacificInputValue(first)).toBe(`${fall}T01:30`);
      expect(toPacificInputValue(second)).toBe(`${fall}T01:30`);
      expect(pacificOffsetIso(first)).toBe(`${fall}T01:30:00-07:00`);
      expect(pacificOffsetIso(second)).toBe(`${fall}T01:30:00-08:00`);
    });

    it("has 23 hours on spring-forward day and 25 on fall-back day", () => {
      expect(endOfPacificDay(spring)! - parsePacificDate(spring)!).toBe(23 * HOUR);
      expect(endOfPacificDay(fall)! - parsePacificDate(fall)!).toBe(25 * HOUR);
    });
  });

  it.each([
    "",
    "2025-10-22",
    "2025-10-22 18:00",
    "2025-10-22T18:00Z",
    "2025-10-22T18:00-07:00",
    "2025-10-22T24:00",
    "2025-10-22T18:60",
    "2025-10-22T18:00:60",
    "2025-13-01T00:00",
    "2025-00-01T00:00",
    "2025-02-29T00:00",
    "2025-04-31T00:00",
    "0000-01-01T00:00",
    "25-10-22T18:00",
    " 2025-10-22T18:00",
    "2025-10-22T18:00 ",
    "2025-10-22T6:00",
    "next tuesday",
  ])("rejects %j", (value) => {
    expect(parsePacificDateTime(value)).toBeUndefined();
  });

  it("accepts February 29th in a leap year", () => {
    expect(parsePacificDateTime("2028-02-29T12:00")).toBe(utc("2028-02-29T19:00:00Z"));
  });
});

describe("round trips", () => {
  it("toPacificInputValue and parsePacificDateTime invert each other every hour through 2025 and 2026", () => {
    const step = HOUR;
    const start = utc("2025-01-01T08:30:00Z");
    const end = utc("2027-01-01T08:30:00Z");
    let checked = 0;
    for (let time = start; time < end; time += step) {
      const value = toPacificInputValue(time);
      const back = parsePacificDateTime(value)!;
      // The second (PST) pass of a fall-back hour reads back as the first pass, one hour earlier.
      if (back !== time) expect(back).toBe(time - HOUR);
      else checked++;
    }
    // Every half past the hour of the two years, less the one that is the second pass of 2025's fall-back hour.
    expect(checked).toBe((end - start) / step - 1);
  });

  it("pacificDateOf and parsePacificDate agree on every day of 2025 and 2026", () => {
    let day = parsePacificDate("2025-01-01")!;
    while (day < parsePacificDate("2027-01-01")!) {
      const date = pacificDateOf(day);
      expect(parsePacificDate(date)).toBe(day);
      expect(pacificDateOf(day - 1)).not.toBe(date);
      const next = endOfPacificDay(date)!;
      expect(pacificDateOf(next - 1)).toBe(date);
      expect(pacificDateOf(next)).not.toBe(date);
      day = next;
    }
  });
});

describe("Pacific days", () => {
  it("starts a day at Pacific midnight", () => {
    expect(parsePacificDate("2025-12-20")).toBe(utc("2025-12-20T08:00:00Z"));
    expect(parsePacificDate("2025-07-01")).toBe(utc("2025-07-01T07:00:00Z"));
  });

  it("ends a day at the next midnight, across months and years", () => {
    expect(endOfPacificDay("2025-12-20")).toBe(utc("2025-12-21T08:00:00Z"));
    expect(endOfPacificDay("2025-12-31")).toBe(utc("2026-01-01T08:00:00Z"));
    expect(endOfPacificDay("2028-02-28")).toBe(utc("2028-02-29T07:00:00Z"));
    expect(endOfPacificDay("2025-10-31")).toBe(utc("2025-11-01T07:00:00Z"));
  });

  it("rejects dates that are not YYYY-MM-DD or do not exist", () => {
    for (const value of ["", "2025-12-20T00:00", "2025-2-1", "2025-02-30", "20251220", "2025/12/20"]) {
      expect(parsePacificDate(value)).toBeUndefined();
      expect(endOfPacificDay(value)).toBeUndefined();
    }
  });

  it("gives the Pacific date of an instant, not the UTC one", () => {
    expect(pacificDateOf(utc("2025-10-23T06:59:59Z"))).toBe("2025-10-22");
    expect(pacificDateOf(utc("2025-10-23T07:00:00Z"))).toBe("2025-10-23");
    expect(pacificDateOf(utc("2026-01-01T07:59:59Z"))).toBe("2025-12-31");
  });
});

describe("visitor formats", () => {
  it.each([
    [1, "1st"],
    [2, "2nd"],
    [3, "3rd"],
    [4, "4th"],
    [10, "10th"],
    [11, "11th"],
    [12, "12th"],
    [13, "13th"],
    [14, "14th"],
    [20, "20th"],
    [21, "21st"],
    [22, "22nd"],
    [23, "23rd"],
    [24, "24th"],
    [30, "30th"],
    [31, "31st"],
    [101, "101st"],
    [111, "111th"],
    [112, "112th"],
  ])("ordinal(%i) is %s", (day, expected) => {
    expect(ordinal(day)).toBe(expected);
  });

  it("formats an event date with an ordinal, in Pacific time", () => {
    expect(formatEventDate(utc("2025-10-23T01:00:00Z"))).toBe("October 22nd, 2025");
    expect(formatEventDate(utc("2025-11-01T19:00:00Z"))).toBe("November 1st, 2025");
    expect(formatEventDate(utc("2026-01-03T20:00:00Z"))).toBe("January 3rd, 2026");
    expect(formatEventDate(utc("2026-05-11T20:00:00Z"))).toBe("May 11th, 2026");
    expect(formatEventDate(utc("2026-12-31T20:00:00Z"))).toBe("December 31st, 2026");
  });

  it("formats clock times with a plain space before AM/PM", () => {
    expect(formatPacificTime(utc("2025-10-23T01:00:00Z"))).toBe("6:00 PM");
    expect(formatPacificTime(utc("2025-10-22T07:00:00Z"))).toBe("12:00 AM");
    expect(formatPacificTime(utc("2025-10-22T19:05:00Z"))).toBe("12:05 PM");
    expect(formatPacificTime(utc("2025-10-22T16:30:00Z"))).toBe("9:30 AM");
  });

  it("formats a same-day time range as two clock times", () => {
    expect(formatTimeRange(utc("2025-10-23T01:00:00Z"), utc("2025-10-23T04:00:00Z"))).toBe("6:00 PM - 9:00 PM");
    expect(formatTimeRange(utc("2025-12-06T18:00:00Z"), utc("2025-12-07T00:30:00Z"))).toBe("10:00 AM - 4:30 PM");
  });

  it("formats a range that crosses Pacific midnight with both dates", () => {
    expect(formatTimeRange(utc("2025-10-23T01:00:00Z"), utc("2025-10-23T08:00:00Z"))).toBe(
      "October 22nd, 2025, 6:00 PM - October 23rd, 2025, 1:00 AM",
    );
  });

  it("formats an instant range as one time", () => {
    expect(formatTimeRange(utc("2025-10-23T01:00:00Z"), utc("2025-10-23T01:00:00Z"))).toBe("6:00 PM");
  });

  it("formats a post date without an ordinal", () => {
    expect(formatPostDate(utc("2026-11-23T20:00:00Z"))).toBe("November 23, 2026");
    expect(formatPostDate(utc("2026-11-24T06:30:00Z"))).toBe("November 23, 2026");
    expect(formatPostDate(utc("2026-11-24T07:30:00Z"))).toBe("November 24, 2026");
    expect(formatPostDate(utc("2026-03-01T08:00:00Z"))).toBe("March 1, 2026");
  });
});

describe("pacificOffsetIso", () => {
  it("writes the instant in Pacific time with -07:00 in PDT and -08:00 in PST", () => {
    expect(pacificOffsetIso(utc("2025-10-23T01:00:00Z"))).toBe("2025-10-22T18:00:00-07:00");
    expect(pacificOffsetIso(utc("2025-12-20T17:15:30Z"))).toBe("2025-12-20T09:15:30-08:00");
    expect(pacificOffsetIso(utc("2025-12-20T17:15:30.999Z"))).toBe("2025-12-20T09:15:30-08:00");
  });

  it.each([
    ["2025-03-09T09:59:59Z", "2025-03-09T01:59:59-08:00"],
    ["2025-03-09T10:00:00Z", "2025-03-09T03:00:00-07:00"],
    ["2025-11-02T08:59:59Z", "2025-11-02T01:59:59-07:00"],
    ["2025-11-02T09:00:00Z", "2025-11-02T01:00:00-08:00"],
    ["2026-03-08T09:59:59Z", "2026-03-08T01:59:59-08:00"],
    ["2026-03-08T10:00:00Z", "2026-03-08T03:00:00-07:00"],
    ["2026-11-01T08:59:59Z", "2026-11-01T01:59:59-07:00"],
    ["2026-11-01T09:00:00Z", "2026-11-01T02:00:00-07:00"],
    ["2027-01-15T20:00:00Z", "2027-01-15T13:00:00-07:00"],
  ])("at the transition %s it is %s", (instant, expected) => {
    expect(pacificOffsetIso(utc(instant))).toBe(expected);
    // The string is a valid ISO instant that Date reads back to the same moment.
    expect(Date.parse(expected)).toBe(utc(instant));
  });

  it("gives the bare offset", () => {
    expect(pacificOffset(utc("2025-07-01T00:00:00Z"))).toBe("-07:00");
    expect(pacificOffset(utc("2025-01-01T00:00:00Z"))).toBe("-08:00");
  });
});

describe("BC's all-year Pacific time in the staff's and mails' formats", () => {
  it("names the zone PST or PDT before 2026-03-08 and PT since, whatever this runtime's time-zone data says", async () => {
    const { formatStaffTime, localDateTime } = await import("#app/lib/business-time");
    const { pacificZoneName } = await import("#app/lib/pacific-time");
    expect(formatStaffTime(utc("2025-10-23T01:01:00Z"))).toBe("Oct 22, 2025, 6:01 PM PDT");
    expect(formatStaffTime(utc("2025-12-20T17:15:00Z"))).toBe("Dec 20, 2025, 9:15 AM PST");
    expect(formatStaffTime(utc("2026-11-23T18:30:00Z"))).toBe("Nov 23, 2026, 11:30 AM PT");
    expect(localDateTime(utc("2027-01-15T20:00:05Z"))).toBe("2027-01-15 13:00:05");
    expect(pacificZoneName(utc("2026-03-08T09:59:59Z"))).toBe("PST");
    expect(pacificZoneName(utc("2026-03-08T10:00:00Z"))).toBe("PT");
  });
});
