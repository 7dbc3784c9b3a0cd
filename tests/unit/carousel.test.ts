import { describe, expect, it } from "vitest";
import { TESTIMONIALS_INTERVAL_MS, WORK_CAROUSEL_INTERVAL_MS, WORK_CAROUSEL_PROJECTS, WORK_CAROUSEL_TRANSITION_MS } from "#app/content/home";
import { slideLabel, wrapIndex } from "#app/lib/carousel";

describe("carousel helpers", () => {
  it("wrap around both ends", () => {
    expect(wrapIndex(6, 6)).toBe(0);
    expect(wrapIndex(-1, 6)).toBe(5);
    expect(wrapIndex(13, 6)).toBe(1);
    expect(wrapIndex(3, 6)).toBe(3);
    expect(wrapIndex(2, 0)).toBe(0);
  });

  it("name slides N of M", () => {
    expect(slideLabel(0, 6)).toBe("1 of 6");
    expect(slideLabel(5, 6)).toBe("6 of 6");
  });
});

describe("home carousels", () => {
  it("feature six projects and keep the specified timing", () => {
    expect(WORK_CAROUSEL_PROJECTS).toBe(6);
    expect(WORK_CAROUSEL_INTERVAL_MS).toBe(5000);
    expect(WORK_CAROUSEL_TRANSITION_MS).toBe(500);
    expect(TESTIMONIALS_INTERVAL_MS).toBe(4500);
  });
});
