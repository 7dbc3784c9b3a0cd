import { describe, expect, it } from "vitest";
import { SHIPPED_HOURS } from "#app/content/settings";
import { clockText, openingRows, spansText } from "#app/lib/opening-hours";

describe("opening hours as people read them", () => {
  it("writes times the Canadian way, the half of the day said once where both ends share it", () => {
    expect(clockText("09:00")).toBe("9:00 a.m.");
    expect(clockText("12:00")).toBe("12:00 p.m.");
    expect(clockText("13:30")).toBe("1:30 p.m.");
    expect(clockText("00:15")).toBe("12:15 a.m.");
    expect(spansText([{ from: "09:00", to: "12:00" }, { from: "13:00", to: "17:00" }])).toBe("9:00 a.m. – 12:00 p.m. and 1:00 – 5:00 p.m.");
    expect(spansText([])).toBe("Closed");
  });

  it("groups the days with the same hours, the week from Monday", () => {
    expect(openingRows(SHIPPED_HOURS)).toEqual([
      { days: "Monday to Friday", hours: "9:00 a.m. – 12:00 p.m. and 1:00 – 5:00 p.m." },
      { days: "Saturday", hours: "10:00 a.m. – 2:00 p.m." },
      { days: "Sunday", hours: "Closed" },
    ]);
    const late = [{ from: "10:00", to: "18:00" }];
    expect(openingRows({ ...SHIPPED_HOURS, wednesday: late, saturday: [], sunday: [] })).toEqual([
      { days: "Monday and Tuesday", hours: "9:00 a.m. – 12:00 p.m. and 1:00 – 5:00 p.m." },
      { days: "Wednesday", hours: "10:00 a.m. – 6:00 p.m." },
      { days: "Thursday and Friday", hours: "9:00 a.m. – 12:00 p.m. and 1:00 – 5:00 p.m." },
      { days: "Saturday and Sunday", hours: "Closed" },
    ]);
  });
});
