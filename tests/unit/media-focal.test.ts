import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { describeFocal, parseCoordinate, parseFocal } from "#app/lib/admin/media-focal";
import { matchesSearch, optionLabel } from "#app/components/admin/media/MediaPicker";
import { focalCrop, focalPosition, mediaImage } from "#app/lib/media";

describe("focalCrop: the part of an image a crop keeps", () => {
  it("is the largest part at the aspect, centred on the focal point", () => {
    // 1600 × 900 to a square: 900 × 900, its middle on the point, kept inside the image.
    expect(focalCrop(1600, 900, 1, { x: 0.5, y: 0.5 })).toEqual({ left: 350, top: 0, width: 900, height: 900 });
    expect(focalCrop(1600, 900, 1, { x: 0.6, y: 0.5 })).toEqual({ left: 510, top: 0, width: 900, height: 900 });
    // A point near an edge: the crop stops at the edge rather than leaving the image.
    expect(focalCrop(1600, 900, 1, { x: 0.02, y: 0.5 })).toEqual({ left: 0, top: 0, width: 900, height: 900 });
    expect(focalCrop(1600, 900, 1, { x: 1, y: 0 })).toEqual({ left: 700, top: 0, width: 900, height: 900 });
    // A tall image to 3:2 (the spec sheet): the whole width, the height moved to the point.
    expect(focalCrop(1000, 2000, 1.5, { x: 0.5, y: 0.2 })).toEqual({ left: 0, top: 67, width: 1000, height: 667 });
    expect(focalCrop(1000, 2000, 1.5, { x: 0.5, y: 0.95 })).toEqual({ left: 0, top: 1333, width: 1000, height: 667 });
  });

  it("centres without a point, and never leaves the image whatever it is given", () => {
    expect(focalCrop(1200, 800, 1.5)).toEqual({ left: 0, top: 0, width: 1200, height: 800 });
    for (const focal of [{ x: Number.NaN, y: 0.5 }, { x: -3, y: 9 }, { x: Infinity, y: -Infinity }]) {
      const crop = focalCrop(1600, 900, 5 / 3, focal);
      expect(crop.left).toBeGreaterThanOrEqual(0);
      expect(crop.top).toBeGreaterThanOrEqual(0);
      expect(crop.left + crop.width).toBeLessThanOrEqual(1600);
      expect(crop.top + crop.height).toBeLessThanOrEqual(900);
    }
    expect(focalCrop(1, 1, 16 / 9, { x: 0.3, y: 0.3 })).toEqual({ left: 0, top: 0, width: 1, height: 1 });
    expect(() => focalCrop(0, 100, 1)).toThrow();
  });

  it("keeps the focal point's side of a real image (sharp extract)", async () => {
    // Red on the left half, blue on the right: a square crop around a point on the right is blue.
    const left = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#ff0000" } }).png().toBuffer();
    const image = await sharp({ create: { width: 600, height: 200, channels: 3, background: "#0000ff" } })
      .composite([{ input: left, left: 0, top: 0 }])
      .png()
      .toBuffer();
    const mean = async (x: number) => {
      const stats = await sharp(await sharp(image).extract(focalCrop(600, 200, 1, { x, y: 0.5 })).png().toBuffer()).stats();
      return { red: Math.round(stats.channels[0]!.mean), blue: Math.round(stats.channels[2]!.mean) };
    };
    expect(await mean(0.9)).toEqual({ red: 0, blue: 255 });
    expect(await mean(0.1)).toEqual({ red: 255, blue: 0 });
  });
});

describe("focalPosition and the pages' crops", () => {
  it("is the CSS object-position of the point, in whole percents", () => {
    expect(focalPosition({ x: 0.25, y: 0.8 })).toBe("25% 80%");
    expect(focalPosition({ x: 0.333, y: 1.4 })).toBe("33% 100%");
  });
  it("goes with an uploaded image's sources only when it has a point", () => {
    expect(mediaImage({ id: "abcdefgh12", width: 1600, height: 900 }).objectPosition).toBeUndefined();
    expect(mediaImage({ id: "abcdefgh12", width: 1600, height: 900, focal: { x: 0.1, y: 0.2 } }).objectPosition).toBe("10% 20%");
  });
});

describe("reading a posted focal point", () => {
  it("takes decimals from 0 to 1, spaces around them, and numbers sent as JSON", () => {
    expect(parseCoordinate("0")).toBe(0);
    expect(parseCoordinate("1")).toBe(1);
    expect(parseCoordinate(" 0.42 ")).toBe(0.42);
    expect(parseCoordinate(".5")).toBe(0.5);
    expect(parseCoordinate("0.12345")).toBe(0.123);
    expect(parseCoordinate(0.3)).toBe(0.3);
    expect(parseFocal("0.1", "0.9")).toEqual({ ok: true, focal: { x: 0.1, y: 0.9 } });
  });
  it("refuses anything else, never parsing a long string", () => {
    for (const value of ["NaN", "Infinity", "-0", "1.01", "2", "1e-1", "0x1", "", "  ", "0,5", "50%", null, undefined, {}, ["0.5"], 1e-7, Number.NaN, "0." + "1".repeat(50)]) {
      expect(parseCoordinate(value), String(value)).toBeUndefined();
    }
    expect(parseFocal("0.5", "abc")).toMatchObject({ ok: false, message: expect.stringMatching(/^The focal point was not understood/) });
  });
  it("says where the point is in words", () => {
    expect(describeFocal({ x: 0.5, y: 0.5 })).toBe("50% across (in the middle), 50% down (halfway down)");
    expect(describeFocal({ x: 0.1, y: 0.9 })).toBe("10% across (near the left), 90% down (near the bottom)");
  });
});

describe("the picker's search", () => {
  it("matches every word typed in the name, in any case and order", () => {
    const image = { name: "Garden Room, Kelowna.JPG" };
    expect(matchesSearch(image, "")).toBe(true);
    expect(matchesSearch(image, "kelowna garden")).toBe(true);
    expect(matchesSearch(image, "GARDEN   room")).toBe(true);
    expect(matchesSearch(image, "garden porch")).toBe(false);
  });
  it("matches words in what the image shows as well as its name", () => {
    const image = { name: "IMG_2041.JPG", described: "The lake side at Dusk, lift-and-slide doors open" };
    expect(matchesSearch(image, "lake DUSK")).toBe(true);
    expect(matchesSearch(image, "img_2041 lift")).toBe(true);
    expect(matchesSearch(image, "lake porch")).toBe(false);
    expect(matchesSearch({ name: "IMG_2041.JPG" }, "lake")).toBe(false);
  });
  it("names an option by its file, what it shows (shortened) and its size", () => {
    expect(optionLabel({ name: "a.jpg", width: 800, height: 600 })).toBe("a.jpg (800 × 600)");
    expect(optionLabel({ name: "a.jpg", described: "The lake", width: 800, height: 600 })).toBe("a.jpg — The lake (800 × 600)");
    const long = optionLabel({ name: "a.jpg", described: "word ".repeat(40), width: 1, height: 1 });
    expect(long).toMatch(/…\s\(1 × 1\)$/);
    expect(long.length).toBeLessThan(110);
  });
});
