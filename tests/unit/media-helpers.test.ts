import { describe, expect, it } from "vitest";
import {
  MEDIA_WIDTHS,
  mediaFileName,
  mediaHeightAt,
  mediaImage,
  mediaOgImage,
  mediaOgWidth,
  mediaUrl,
  mediaWidths,
  parseMediaFileName,
  focalCrop,
  MEDIA_OG_ASPECT,
  mediaOgSize,
  ogPoint,
  parseOgFileName,
} from "#app/lib/media";
import { safeReturnPath, withOutcome } from "#app/lib/server/media/upload-handler.server";
import { VariantCache } from "#app/lib/server/media/variant-cache.server";

const ID = "AbCdEfGhIjKlMnOpQrStUv";

describe("which widths an uploaded image has", () => {
  it("takes the usual widths up to the source width, never upscaling", () => {
    expect(MEDIA_WIDTHS).toEqual([480, 800, 1200, 1600]);
    expect(mediaWidths(4032)).toEqual([480, 800, 1200, 1600]);
    expect(mediaWidths(1600)).toEqual([480, 800, 1200, 1600]);
    expect(mediaWidths(1599)).toEqual([480, 800, 1200]);
    expect(mediaWidths(800)).toEqual([480, 800]);
    expect(mediaWidths(480)).toEqual([480]);
  });

  it("makes one variant at the source width when the image is narrower than the smallest usual width", () => {
    expect(mediaWidths(300)).toEqual([300]);
    expect(mediaWidths(1)).toEqual([1]);
    expect(() => mediaWidths(0)).toThrow();
    expect(() => mediaWidths(12.5)).toThrow();
  });

  it("makes the link-preview JPEG 1200 wide, or narrower with the image", () => {
    expect(mediaOgWidth(4000)).toBe(1200);
    expect(mediaOgWidth(900)).toBe(900);
    expect(mediaHeightAt(800, { width: 1500, height: 2000 })).toBe(1067);
    expect(mediaHeightAt(480, { width: 10000, height: 1 })).toBe(1);
  });
});

describe("media URLs", () => {
  it("names each variant {id}-{width}.{ext}, JPEG as .jpg", () => {
    expect(mediaFileName(ID, 800, "webp")).toBe(`${ID}-800.webp`);
    expect(mediaUrl(ID, 1200, "jpeg")).toBe(`/media/${ID}-1200.jpg`);
  });

  it("reads names back, the width being the last -digits, and rejects anything else", () => {
    expect(parseMediaFileName(`${ID}-800.avif`)).toEqual({ id: ID, width: 800, format: "avif" });
    expect(parseMediaFileName(`a-b_c-d1234-480.jpg`)).toEqual({ id: "a-b_c-d1234", width: 480, format: "jpeg" });
    for (const bad of [`${ID}.webp`, `${ID}-800.png`, `${ID}-0800.webp`, `${ID}-800.jpeg`, `../x-480.webp`, `${ID}-800.webp?x`, "", `${ID}-123456.webp`, "short-480.webp"]) {
      expect(parseMediaFileName(bad), bad).toBeUndefined();
    }
  });
});

describe("mediaImage and mediaOgImage", () => {
  it("builds srcsets from (id, width, height) alone, with the intrinsic size of the largest variant", () => {
    const image = mediaImage({ id: ID, width: 2000, height: 1500 });
    expect(image.avifSrcSet).toBe([480, 800, 1200, 1600].map((w) => `/media/${ID}-${w}.avif ${w}w`).join(", "));
    expect(image.webpSrcSet).toBe([480, 800, 1200, 1600].map((w) => `/media/${ID}-${w}.webp ${w}w`).join(", "));
    expect(image.fallbackSrc).toBe(`/media/${ID}-1200.webp`);
    expect(image).toMatchObject({ width: 1600, height: 1200 });
    expect("group" in image).toBe(false);
  });

  it("handles a small image (one variant at its own width) and its preview", () => {
    const image = mediaImage({ id: ID, width: 300, height: 200 });
    expect(image).toEqual({
      avifSrcSet: `/media/${ID}-300.avif 300w`,
      webpSrcSet: `/media/${ID}-300.webp 300w`,
      fallbackSrc: `/media/${ID}-300.webp`,
      width: 300,
      height: 200,
    });
    // The link preview: the 1200:630 crop, never enlarged.
    expect(mediaOgImage({ id: ID, width: 300, height: 200 })).toEqual({ path: `/media/og/${ID}-50-50.jpg`, width: 300, height: 158 });
    expect(mediaOgImage({ id: ID, width: 3000, height: 2000 })).toEqual({ path: `/media/og/${ID}-50-50.jpg`, width: 1200, height: 630 });
  });

  it("uses stored variants when given", () => {
    const variants = [
      { format: "webp" as const, width: 800, height: 533 },
      { format: "webp" as const, width: 480, height: 321 },
      { format: "avif" as const, width: 480, height: 321 },
      { format: "jpeg" as const, width: 900, height: 601 },
    ];
    const image = mediaImage({ id: ID, width: 900, height: 600, variants });
    expect(image.webpSrcSet).toBe(`/media/${ID}-480.webp 480w, /media/${ID}-800.webp 800w`);
    expect(image.avifSrcSet).toBe(`/media/${ID}-480.avif 480w`);
    expect(image).toMatchObject({ width: 800, height: 533, fallbackSrc: `/media/${ID}-480.webp` });
    // The link preview is a crop made on request, not a stored variant: its size follows from the image's.
    expect(mediaOgImage({ id: ID, width: 900, height: 600, variants })).toEqual({ path: `/media/og/${ID}-50-50.jpg`, width: 900, height: 473 });
  });
});

describe("the no-JavaScript return path", () => {
  it("accepts same-site paths only", () => {
    expect(safeReturnPath("/admin/posts/abc?tab=images#cover")).toBe("/admin/posts/abc?tab=images#cover");
    for (const bad of ["//evil.example/x", "/\\evil.example", "https://evil.example/", "admin", "", "/a\nb", undefined, ["/a"], "/" + "a".repeat(3000)]) {
      expect(safeReturnPath(bad), String(bad)).toBeUndefined();
    }
  });

  it("appends the outcome, keeping other parameters and replacing an earlier outcome", () => {
    expect(withOutcome("/admin/posts/1?tab=images", "uploaded", "a,b")).toBe("/admin/posts/1?tab=images&uploaded=a%2Cb");
    expect(withOutcome("/admin?uploaded=old", "uploadError", '"x.jpg" is larger than 20 MB')).toBe(
      "/admin?uploadError=%22x.jpg%22+is+larger+than+20+MB",
    );
  });
});

describe("the variant cache", () => {
  const entry = (bytes: number) => ({ data: Buffer.alloc(bytes), checkedAt: 0 });

  it("keeps the most recently used variants within its byte budget", () => {
    const cache = new VariantCache(1000);
    cache.set(`${ID}-480.webp`, entry(240));
    cache.set(`${ID}-480.avif`, entry(240));
    cache.set(`${ID}-800.webp`, entry(240));
    cache.get(`${ID}-480.webp`);
    cache.set(`${ID}-800.avif`, entry(240));
    expect(cache.size).toBe(960);
    cache.set(`${ID}-1200.webp`, entry(240));
    expect(cache.get(`${ID}-480.avif`)).toBeUndefined();
    expect(cache.get(`${ID}-480.webp`)).toBeDefined();
    expect(cache.size).toBeLessThanOrEqual(1000);
  });

  it("does not keep a file larger than a quarter of the budget, and forgets a deleted image", () => {
    const cache = new VariantCache(1000);
    cache.set(`${ID}-1600.webp`, entry(300));
    expect(cache.get(`${ID}-1600.webp`)).toBeUndefined();
    cache.set(`${ID}-480.webp`, entry(10));
    cache.set(`other${ID}-480.webp`, entry(10));
    cache.deleteMedia(ID);
    expect(cache.get(`${ID}-480.webp`)).toBeUndefined();
    expect(cache.get(`other${ID}-480.webp`)).toBeDefined();
    expect(cache.size).toBe(10);
  });
});

describe("the link preview's crop (og:image, decision 052)", () => {
  it("is the largest 1200:630 part of the image around the focal point, kept inside the image", () => {
    // A tall photo: the band is the image's full width, placed at the point's height.
    expect(focalCrop(1500, 2000, MEDIA_OG_ASPECT, { x: 0.5, y: 0.5 })).toEqual({ left: 0, top: 606, width: 1500, height: 788 });
    expect(focalCrop(1500, 2000, MEDIA_OG_ASPECT, { x: 0.5, y: 0.1 })).toEqual({ left: 0, top: 0, width: 1500, height: 788 });
    expect(focalCrop(1500, 2000, MEDIA_OG_ASPECT, { x: 0.5, y: 0.9 })).toEqual({ left: 0, top: 1212, width: 1500, height: 788 });
    // A panorama: the part is the image's full height, placed at the point's width.
    expect(focalCrop(4000, 1000, MEDIA_OG_ASPECT, { x: 0.6, y: 0.5 })).toEqual({ left: 1448, top: 0, width: 1905, height: 1000 });
    expect(focalCrop(4000, 1000, MEDIA_OG_ASPECT, { x: 1, y: 0 })).toEqual({ left: 2095, top: 0, width: 1905, height: 1000 });
  });

  it("is 1200 × 630, or the crop's own size when it is narrower (never enlarged)", () => {
    expect(mediaOgSize({ width: 4000, height: 1000 }, { x: 80, y: 50 })).toEqual({ width: 1200, height: 630 });
    expect(mediaOgSize({ width: 1500, height: 2000 }, { x: 50, y: 10 })).toEqual({ width: 1200, height: 630 });
    expect(mediaOgSize({ width: 800, height: 600 }, { x: 50, y: 50 })).toEqual({ width: 800, height: 420 });
    expect(mediaOgSize({ width: 1, height: 1 }, { x: 50, y: 50 })).toEqual({ width: 1, height: 1 });
  });

  it("has an address that names the point in whole percents, so a moved point is a new address", () => {
    const image = { id: ID, width: 3000, height: 2000 };
    expect(ogPoint(undefined)).toEqual({ x: 50, y: 50 });
    expect(ogPoint({ x: 0.333, y: 0.8 })).toEqual({ x: 33, y: 80 });
    expect(mediaOgImage(image).path).toBe(`/media/og/${ID}-50-50.jpg`);
    const moved = mediaOgImage({ ...image, focal: { x: 0.25, y: 0.8 } });
    expect(moved.path).toBe(`/media/og/${ID}-25-80.jpg`);
    expect(moved.path).not.toBe(mediaOgImage({ ...image, focal: { x: 0.25, y: 0.2 } }).path);
    expect(parseOgFileName(`${ID}-25-80.jpg`)).toEqual({ id: ID, point: { x: 25, y: 80 } });
    expect(parseOgFileName(`a-b_c-d1-0-100.jpg`)).toEqual({ id: "a-b_c-d1", point: { x: 0, y: 100 } });
    for (const bad of [`${ID}-101-0.jpg`, `${ID}-05-5.jpg`, `${ID}-5.jpg`, `${ID}-5-5.webp`, `short-5-5.jpg`, `../${ID}-5-5.jpg`]) {
      expect(parseOgFileName(bad), bad).toBeUndefined();
    }
  });
});
