import { describe, expect, it } from "vitest";
import { isValidSlug, MAX_SLUG_LENGTH, slugFromTitle } from "#app/lib/slug";

describe("slugFromTitle", () => {
  it.each([
    ["Open House at the Surrey Showroom", "open-house-at-the-surrey-showroom"],
    ["Café façade", "cafe-facade"],
    ["Helios's new showroom", "helioss-new-showroom"],
    ["Helios’s new showroom", "helioss-new-showroom"],
    ["Don't miss it", "dont-miss-it"],
    ["'Quoted' title", "quoted-title"],
    ["Windows & Doors", "windows-and-doors"],
    ["R&D update", "r-and-d-update"],
    ["  --Hello,   World!--  ", "hello-world"],
    ["Passive-house  windows: a primer", "passive-house-windows-a-primer"],
    ["Łódź, Ørsted, Straße", "lodz-orsted-strasse"],
    ["Crème brûlée naïve", "creme-brulee-naive"],
    ["2025 in review", "2025-in-review"],
    ["Top 10 tips (part 2/3)", "top-10-tips-part-2-3"],
    ["UPPER lower MiXeD", "upper-lower-mixed"],
    ["Tab\tand\nnewline", "tab-and-newline"],
    ["Emoji 🎉 party", "emoji-party"],
    ["Ｆｕｌｌｗｉｄｔｈ", "fullwidth"],
  ])("%j -> %j", (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
    expect(isValidSlug(slug)).toBe(true);
  });

  it.each(["", "   ", "!!!", "& & &", "🎉🎉", "'''", "—"])("gives an empty slug for %j, which has no letter or digit", (title) => {
    expect(slugFromTitle(title)).toBe("");
  });

  it("gives an empty slug for a title with no ASCII form", () => {
    expect(slugFromTitle("窗户和门")).toBe("");
  });

  it("cuts a long title at a hyphen, at most MAX_SLUG_LENGTH characters", () => {
    const title = "The complete guide to choosing energy efficient windows and doors for a coastal British Columbia home";
    const slug = slugFromTitle(title);
    expect(MAX_SLUG_LENGTH).toBe(80);
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug).toBe("the-complete-guide-to-choosing-energy-efficient-windows-and-doors-for-a-coastal");
    expect(isValidSlug(slug)).toBe(true);
  });

  it("keeps a slug of exactly 80 characters whole, and cuts at a hyphen falling just after the limit", () => {
    const word = "a".repeat(39);
    expect(slugFromTitle(`${word} ${word}`)).toHaveLength(79);
    const eighty = `${"a".repeat(40)}-${"b".repeat(39)}`;
    expect(slugFromTitle(eighty)).toBe(eighty);
    expect(slugFromTitle(`${eighty} more`)).toBe(eighty);
    expect(slugFromTitle(`${eighty}c more`)).toBe("a".repeat(40));
  });

  it("cuts a single word longer than the limit at the limit", () => {
    expect(slugFromTitle("x".repeat(120))).toBe("x".repeat(80));
  });

  it("is idempotent", () => {
    for (const title of ["Café façade", "Helios's new showroom", "x".repeat(120)]) {
      const slug = slugFromTitle(title);
      expect(slugFromTitle(slug)).toBe(slug);
    }
  });
});

describe("isValidSlug", () => {
  it.each(["a", "open-house", "2025", "a1-b2-c3", "x".repeat(80)])("accepts %j", (slug) => {
    expect(isValidSlug(slug)).toBe(true);
  });

  it.each([
    "",
    "-a",
    "a-",
    "a--b",
    "A",
    "open house",
    "café",
    "a_b",
    "a/b",
    "../a",
    "a.b",
    "x".repeat(81),
    "a\n",
  ])("rejects %j", (slug) => {
    expect(isValidSlug(slug)).toBe(false);
  });
});
