import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { mediaHeightAt, mediaWidths } from "#app/lib/media";
import { detectImageType } from "#app/lib/server/media/image-type.server";
import { makeVariants, type ProcessedImage } from "#app/lib/server/media/image-variants.server";
import { MediaError } from "#app/lib/server/media/media-errors.server";
import {
  avifImage,
  HEIC_SAMPLE,
  HEIC_SAMPLE_SIZE,
  jpegWithGps,
  PDF_BYTES,
  plainJpeg,
  pngWithAlpha,
  TEXT_BYTES,
  truncated,
  webpImage,
} from "../fixtures/media/images";

const dir = mkdtempSync(path.join(tmpdir(), "helios-media-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let counter = 0;
function file(bytes: Buffer): string {
  const filePath = path.join(dir, `upload-${++counter}`);
  writeFileSync(filePath, bytes);
  return filePath;
}

/** Every variant is the format it claims, at the size it records, upright, with no metadata at all. */
async function checkVariants(result: ProcessedImage) {
  const { width, height } = result;
  const widths = mediaWidths(width);
  expect(result.variants.map((v) => `${v.format}-${v.width}`).sort()).toEqual(
    [...widths.map((w) => `avif-${w}`), ...widths.map((w) => `webp-${w}`), `jpeg-${Math.min(1200, width)}`].sort(),
  );
  for (const variant of result.variants) {
    expect(variant.width).toBeLessThanOrEqual(width);
    expect(variant.height).toBe(mediaHeightAt(variant.width, result));
    const meta = await sharp(variant.data).metadata();
    expect(meta.format).toBe(variant.format === "avif" ? "heif" : variant.format);
    if (variant.format === "avif") expect(meta.compression).toBe("av1");
    expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
    expect(meta.exif, `${variant.format} ${variant.width} EXIF`).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(Math.abs(variant.width / variant.height - width / height)).toBeLessThan(0.01);
  }
}

async function refusal(promise: Promise<unknown>): Promise<MediaError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MediaError);
  return error as MediaError;
}

describe("the type of an upload, read from its bytes", () => {
  it("recognises the accepted formats whatever the file is called", async () => {
    expect(await detectImageType(file(await plainJpeg(20, 20)), "a.png")).toBe("jpeg");
    expect(await detectImageType(file(await pngWithAlpha(20, 20)), "a.jpg")).toBe("png");
    expect(await detectImageType(file(await webpImage(20, 20)), "a")).toBe("webp");
    expect(await detectImageType(file(await avifImage(20, 20)), "a.heic")).toBe("avif");
    expect(await detectImageType(HEIC_SAMPLE, "IMG_0001.HEIC")).toBe("heic");
  });

  it("refuses a PDF called photo.jpg with 415 and a message that says what it is", async () => {
    const error = await refusal(detectImageType(file(PDF_BYTES), "photo.jpg"));
    expect(error.status).toBe(415);
    expect(error.message).toBe('"photo.jpg" is not an image we can use: it is a PDF document. Upload a JPEG, PNG, WebP, AVIF or HEIC photo.');
  });

  it("refuses text and GIF, quoting only the base name", async () => {
    const text = await refusal(detectImageType(file(TEXT_BYTES), "C:\\Users\\me\\photo.jpg"));
    expect(text.status).toBe(415);
    expect(text.message).toBe('"photo.jpg" is not an image we can use: it is not a kind of file we recognise. Upload a JPEG, PNG, WebP, AVIF or HEIC photo.');
    const gif = await refusal(detectImageType(file(await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } }).gif().toBuffer()), "x.gif"));
    expect(gif.message).toContain("it is a GIF animation");
  });

  it("refuses an empty file with 400", async () => {
    const empty = await refusal(detectImageType(file(Buffer.alloc(0)), "IMG_1.jpg"));
    expect([empty.status, empty.message]).toEqual([400, '"IMG_1.jpg" is empty. Choose the photo again and upload it.']);
  });
});

describe("making the variants of an upload", () => {
  it("turns a camera JPEG with GPS into upright AVIF, WebP and JPEG variants with no EXIF, no upscaling, aspect kept", async () => {
    // 1300 × 1000 stored sideways (EXIF orientation 6): upright it is 1000 × 1300, so 1200 and 1600 would be upscales.
    const input = await jpegWithGps(1300, 1000, 6);
    const inputMeta = await sharp(input).metadata();
    expect(inputMeta.exif?.includes("TestCam")).toBe(true);
    expect(inputMeta.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer tag
    expect(inputMeta.orientation).toBe(6);

    const result = await makeVariants(file(input), "jpeg", "IMG_1234.jpg");
    expect([result.width, result.height]).toEqual([1000, 1300]);
    await checkVariants(result);
    expect(result.variants.filter((v) => v.format === "webp").map((v) => [v.width, v.height])).toEqual([
      [480, 624],
      [800, 1040],
    ]);
    expect(result.variants.find((v) => v.format === "jpeg")).toMatchObject({ width: 1000, height: 1300 });
    for (const variant of result.variants) expect(variant.data.includes("TestCam")).toBe(false);
  }, 60_000);

  it("makes all four widths of a wide WebP", async () => {
    const result = await makeVariants(file(await webpImage(1700, 500)), "webp", "wide.webp");
    expect(mediaWidths(result.width)).toEqual([480, 800, 1200, 1600]);
    await checkVariants(result);
  }, 60_000);

  it("makes one variant at its own width of a small transparent PNG; the JPEG is flattened", async () => {
    const result = await makeVariants(file(await pngWithAlpha(300, 200)), "png", "mark.png");
    await checkVariants(result);
    expect(result.variants.map((v) => [v.format, v.width, v.height])).toEqual([
      ["avif", 300, 200],
      ["webp", 300, 200],
      ["jpeg", 300, 200],
    ]);
    const webp = result.variants.find((v) => v.format === "webp")!;
    expect((await sharp(webp.data).metadata()).hasAlpha).toBe(true);
    const jpeg = result.variants.find((v) => v.format === "jpeg")!;
    expect((await sharp(jpeg.data).metadata()).hasAlpha).toBe(false);
  });

  it("accepts AVIF input; the preview JPEG may be wider than the largest usual width", async () => {
    const result = await makeVariants(file(await avifImage(900, 600)), "avif", "photo.avif");
    await checkVariants(result);
    expect(result.variants.find((v) => v.format === "jpeg")).toMatchObject({ width: 900, height: 600 });
  });

  it("decodes a real HEVC HEIC (which sharp alone cannot) through heic-decode", async () => {
    await expect(sharp(HEIC_SAMPLE).toBuffer()).rejects.toThrow();
    const result = await makeVariants(HEIC_SAMPLE, "heic", "IMG_0001.HEIC");
    expect({ width: result.width, height: result.height }).toEqual(HEIC_SAMPLE_SIZE);
    await checkVariants(result);
    // The drawing is red at the left and blue at the right: the pixels really came through.
    const { data } = await sharp(result.variants.find((v) => v.format === "jpeg")!.data).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]!).toBeGreaterThan(data[2]!);
  });

  it("refuses a truncated JPEG (right magic bytes, missing data) with 422", async () => {
    const bytes = truncated(await plainJpeg(1200, 800), 0.4);
    const filePath = file(bytes);
    expect(await detectImageType(filePath, "cut.jpg")).toBe("jpeg");
    const error = await refusal(makeVariants(filePath, "jpeg", "cut.jpg"));
    expect(error.status).toBe(422);
    expect(error.message).toContain('"cut.jpg" could not be read as an image');
  });

  it("refuses a HEIC that cannot be decoded with 422", async () => {
    const broken = path.join(dir, "broken.heic");
    writeFileSync(broken, truncated(readFileSync(HEIC_SAMPLE), 0.5));
    const error = await refusal(makeVariants(broken, "heic", "broken.heic"));
    expect(error.status).toBe(422);
  });

  it("refuses an image with more pixels than the limit, before decoding it, with 422", async () => {
    const error = await refusal(makeVariants(file(await plainJpeg(400, 300)), "jpeg", "huge.jpg", { maxPixels: 100_000 }));
    expect(error.status).toBe(422);
    expect(error.message).toContain('"huge.jpg" is too large to process: 400 × 300 pixels');
    const heic = await refusal(makeVariants(HEIC_SAMPLE, "heic", "huge.heic", { maxPixels: 100_000 }));
    expect(heic.message).toContain("640 × 426 pixels");
  });

  it("runs one sharp pipeline at a time, however many uploads are processed at once", async () => {
    const inputs = await Promise.all([plainJpeg(700, 500), webpImage(700, 500), pngWithAlpha(700, 500)]);
    let most = 0;
    const sampler = setInterval(() => {
      most = Math.max(most, sharp.counters().process);
    }, 2);
    try {
      const results = await Promise.all(inputs.map((bytes, i) => makeVariants(file(bytes), (["jpeg", "webp", "png"] as const)[i]!, `p${i}`)));
      expect(results).toHaveLength(3);
    } finally {
      clearInterval(sampler);
    }
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(1);
  }, 60_000);
});
