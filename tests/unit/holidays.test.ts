import { describe, expect, it } from "vitest";
import { bcHolidays, easterSunday, holidayOn, holidaysBetween } from "#app/lib/visits/holidays";

const dates = (year: number) => bcHolidays(year).map((holiday) => `${holiday.date} ${holiday.name}`);

describe("British Columbia's statutory holidays", () => {
  it("finds Easter Sunday by the Gregorian computus, so Good Friday moves with it", () => {
    // Published Easter dates, including the earliest and latest possible (March 22, April 25).
    expect(easterSunday(2019)).toBe("2019-04-21");
    expect(easterSunday(2024)).toBe("2024-03-31");
    expect(easterSunday(2025)).toBe("2025-04-20");
    expect(easterSunday(2026)).toBe("2026-04-05");
    expect(easterSunday(2027)).toBe("2027-03-28");
    expect(easterSunday(2038)).toBe("2038-04-25");
    expect(easterSunday(2285)).toBe("2285-03-22");
    expect(holidayOn("2026-04-03")?.name).toBe("Good Friday");
    expect(holidayOn("2025-04-18")?.name).toBe("Good Friday");
    expect(holidayOn("2027-03-26")?.name).toBe("Good Friday");
    // Easter Monday is not a statutory holiday in BC.
    expect(holidayOn("2026-04-06")).toBeUndefined();
  });

  it("lists the eleven holidays of 2026 on their days", () => {
    expect(dates(2026)).toEqual([
      "2026-01-01 New Year's Day",
      "2026-02-16 Family Day",
      "2026-04-03 Good Friday",
      "2026-05-18 Victoria Day",
      "2026-07-01 Canada Day",
      "2026-08-03 BC Day",
      "2026-09-07 Labour Day",
      "2026-09-30 National Day for Truth and Reconciliation",
      "2026-10-12 Thanksgiving",
      "2026-11-11 Remembrance Day",
      "2026-12-25 Christmas Day",
    ]);
  });

  it("puts Victoria Day on the Monday before May 25, even when May 24 is a Monday", () => {
    expect(holidayOn("2021-05-24")?.name).toBe("Victoria Day");
    expect(holidayOn("2027-05-24")?.name).toBe("Victoria Day");
    expect(holidayOn("2028-05-22")?.name).toBe("Victoria Day");
    // May 25, 2026 is a Monday: Victoria Day is the week before.
    expect(holidayOn("2026-05-25")).toBeUndefined();
  });

  it("keeps a fixed-date holiday on a weekend and closes the Monday after too", () => {
    // Christmas 2027 is a Saturday: closed that day and on Monday, December 27.
    expect(dates(2027).filter((line) => line.includes("Christmas"))).toEqual(["2027-12-25 Christmas Day", "2027-12-27 Christmas Day (observed)"]);
    expect(holidayOn("2027-12-27")).toMatchObject({ id: "christmas", observedFor: "2027-12-25" });
    // Christmas 2022 and New Year's Day 2022, a Sunday and a Saturday.
    expect(holidayOn("2022-12-26")?.name).toBe("Christmas Day (observed)");
    expect(holidayOn("2022-01-03")?.name).toBe("New Year's Day (observed)");
    // Canada Day 2029 is a Sunday: July 2 is the holiday.
    expect(holidayOn("2029-07-02")?.name).toBe("Canada Day (observed)");
    // Truth and Reconciliation and Remembrance Day on Saturdays (2023).
    expect(holidayOn("2023-10-02")?.name).toBe("National Day for Truth and Reconciliation (observed)");
    expect(holidayOn("2023-11-13")?.name).toBe("Remembrance Day (observed)");
    // A holiday on a weekday has no other day.
    expect(bcHolidays(2026).filter((holiday) => holiday.observedFor)).toEqual([]);
    // Every observed day is a Monday one or two days after its holiday, and only a fixed-date holiday has one.
    const observed = [2024, 2025, 2026, 2027, 2028, 2029, 2030].flatMap(bcHolidays).filter((holiday) => holiday.observedFor);
    expect(observed.length).toBeGreaterThan(5);
    for (const holiday of observed) {
      expect(new Date(`${holiday.date}T00:00:00Z`).getUTCDay(), holiday.date).toBe(1);
      expect([1, 2], holiday.date).toContain((Date.parse(holiday.date) - Date.parse(holiday.observedFor!)) / 86_400_000);
      expect(["new-year", "canada-day", "truth-and-reconciliation", "remembrance-day", "christmas"]).toContain(holiday.id);
    }
  });

  it("counts Truth and Reconciliation from 2023, the year BC made it a statutory holiday", () => {
    expect(holidayOn("2022-09-30")).toBeUndefined();
    expect(holidayOn("2023-09-30")?.name).toBe("National Day for Truth and Reconciliation");
    expect(bcHolidays(2022)).toHaveLength(12); // ten, and the Mondays after New Year's Day and Christmas
  });

  it("answers a span across the new year, in date order", () => {
    expect(holidaysBetween("2026-12-20", "2027-01-05").map((holiday) => holiday.date)).toEqual(["2026-12-25", "2027-01-01"]);
    expect(holidaysBetween("2027-12-26", "2028-01-04").map((holiday) => `${holiday.date} ${holiday.name}`)).toEqual([
      "2027-12-27 Christmas Day (observed)",
      "2028-01-01 New Year's Day",
      "2028-01-03 New Year's Day (observed)",
    ]);
  });
});
