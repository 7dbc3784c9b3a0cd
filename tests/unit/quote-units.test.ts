import { describe, expect, it } from "vitest";
import {
  formatInches,
  formatLength,
  formatSize,
  groupThousands,
  inchesToMm,
  mmToInches,
  MM_PER_INCH,
  parseLength,
  toWholeMm,
} from "#app/lib/quote/units";

const nbsp = (text: string) => text.replace(/ /g, "\u00a0");

describe("mm and inches", () => {
  it("converts with exactly 25.4 mm to the inch", () => {
    expect(MM_PER_INCH).toBe(25.4);
    expect(inchesToMm(1)).toBe(25.4);
    expect(inchesToMm(100)).toBeCloseTo(2540, 10);
    expect(mmToInches(2540)).toBeCloseTo(100, 10);
    for (const mm of [1, 250, 1200, 2438.4, 9999]) expect(inchesToMm(mmToInches(mm))).toBeCloseTo(mm, 9);
  });

  it("stores whole millimetres", () => {
    expect(toWholeMm(1200.4, "mm")).toBe(1200);
    expect(toWholeMm(1200.5, "mm")).toBe(1201);
    expect(toWholeMm(47.25, "in")).toBe(1200);
    expect(toWholeMm(96, "in")).toBe(2438);
  });

  it("gives back every sixteenth of an inch entered, once stored in whole mm", () => {
    for (let sixteenths = 16; sixteenths <= 393 * 16; sixteenths++) {
      const inches = sixteenths / 16;
      const mm = toWholeMm(inches, "in");
      expect(parseLength(formatInches(mmToInches(mm)), "in")).toBe(inches);
    }
  });
});

describe("reading entered lengths", () => {
  it.each([
    ["1200", "mm", 1200],
    ["1,200", "mm", 1200],
    ["12,500.5", "mm", 12500.5],
    ["1 200", "mm", 1200],
    [nbsp("1 200"), "mm", 1200],
    [" 950 ", "mm", 950],
    ["1200 mm", "mm", 1200],
    ["47.25", "in", 47.25],
    ["47 1/4", "in", 47.25],
    ["47-1/4", "in", 47.25],
    ["3/4", "in", 0.75],
    ['36"', "in", 36],
    ["36 in", "in", 36],
    ["0", "mm", 0],
    ["-5", "mm", -5],
    ["-47 1/2", "in", -47.5],
  ] as const)("reads %j in %s as %d", (text, unit, expected) => {
    expect(parseLength(text, unit)).toBe(expected);
  });

  it.each([
    ["", "mm"],
    ["abc", "mm"],
    ["12O0", "mm"],
    ["1,20", "mm"],
    ["1.200,5", "mm"],
    ["47 1/4", "mm"],
    ["3/4", "mm"],
    ["1/0", "in"],
    ["47 1/0", "in"],
    ["1e3", "mm"],
    ["--5", "mm"],
  ] as const)("refuses %j in %s", (text, unit) => {
    expect(parseLength(text, unit)).toBeUndefined();
  });
});

describe("showing lengths", () => {
  it("groups thousands with a no-break space", () => {
    expect(groupThousands(950)).toBe("950");
    expect(groupThousands(1200)).toBe(nbsp("1 200"));
    expect(groupThousands(10000)).toBe(nbsp("10 000"));
  });

  it("shows inches to the nearest sixteenth, reduced", () => {
    expect(formatInches(47.25)).toBe("47 1/4");
    expect(formatInches(36)).toBe("36");
    expect(formatInches(0.625)).toBe("5/8");
    expect(formatInches(mmToInches(1200))).toBe("47 1/4");
    expect(formatInches(35.99)).toBe("36");
  });

  it("shows a stored size in mm with inches beside it", () => {
    // No-break spaces keep a number with its unit; the line may break before the inches.
    expect(formatLength(1200)).toBe("1\u00a0200\u00a0mm (47 1/4\u00a0in)");
    expect(formatLength(914)).toBe("914\u00a0mm (36\u00a0in)");
    expect(formatSize(1200, 2400)).toBe("1\u00a0200 × 2\u00a0400\u00a0mm (47 1/4 × 94 1/2\u00a0in)");
  });
});
