/**
 * Spec sheets made at run time (issue 33 point 4, decision 038). A product's one-page PDF is keyed by a hash of what it
 * prints (the product's printed fields, its energy statements and records, the live company details it prints (decision 040),
 * the page's address, the cover: the uploaded photo when the product has one, else the drawing) and the generator's version, so a change to any of them makes a new sheet, on every
 * instance, without a rebuild. Sheets are made on first request (the product page asks for its link, the PDF's address
 * asks for the file) and once the content is quiet after a change, one at a time through a bounded queue (a sheet that fails is
 * remembered with its key and not made again until what it prints changes), stored under the data
 * folder (DATA_DIR/spec-sheets/{id}.{key}.pdf; the older sheet of a product is removed), and served from the address
 * the pages link (app/lib/spec-sheets.ts) with the key as ETag.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import sharp from "sharp";
import { products as shippedProducts } from "#app/content/products";
import type { Product } from "#app/content/schema";
import { shippedSite, siteDetails, type SiteDetails } from "#app/content/settings";
import { energy as shippedEnergy } from "#app/content/energy";
import type { Energy } from "#app/content/energy.schema";
import { NO_STEP_CODE_NOTE, STEP_CODE_NOTE } from "#app/content/step-code";
import { CACHE_REVALIDATE } from "#app/lib/cache-control";
import { specSheetEnergy } from "#app/lib/energy";
import { imageStem, imageUrl } from "#app/lib/images";
import { focalCrop } from "#app/lib/media";
import { productDrawings } from "#app/lib/product-drawings";
import { formatFileSize, specSheetFileName, specSheetUrl, SPEC_SHEET_DIR, type SpecSheetLink } from "#app/lib/spec-sheets";
import type { AppServices } from "../platform/services.server";
import { whenContentQuiet } from "../content/when-quiet.server";
import type { SheetCoverReader, UploadedCover } from "./sheet-covers";
import { buildSpecSheet, SPEC_SHEET_GENERATOR_VERSION, type SheetCompany } from "./spec-sheet-pdf.server";

/** Sheets waiting to be made at most; beyond, a request is answered 503 and the change waits for the next one. */
export const MAX_QUEUED_SHEETS = 64;

/**
 * How long the content stays unchanged before the sheets are made again in the background: an owner saving the
 * company details five times in a minute typesets the fourteen sheets once, not five times. A sheet asked for
 * sooner (its product page, its address) is made at once, as on a first request.
 */
export const SHEETS_AFTER_QUIET_MS = 10_000;
/**
 * The id of the drawings a product's sheet prints: its own, or the stand-in's its page shows until staff upload
 * pictures (app/lib/product-drawings.ts), so a product staff created prints a drawing of its kind.
 */
function drawnCoverOf(product: Product): string {
  return productDrawings(product, shippedProducts).id;
}

/** Where the drawn covers are found: build/client/ when serving, public/ while developing. */
const COVER_ROOTS = ["build/client", "public"];
/** The cover is read at this width and printed at this size. */
const COVER_SOURCE_WIDTH = 1440;
const PDF_COVER = { width: 960, height: 640, quality: 80 };
/** A cover file missing (a build without drawings) gives a plain marble panel. */
const PLAIN_COVER = { r: 241, g: 236, b: 225 };

export class SheetQueueFull extends Error {
  constructor() {
    super("Too many spec sheets are being made: try again in a moment.");
  }
}

/**
 * A sheet that could not be made with what it prints now: remembered, so that it is not typeset again on every request
 * (a content change gives a new key, and tries again).
 */
export class SheetFailed extends Error {
  constructor(
    readonly productId: string,
    readonly reason: string,
  ) {
    super(`The spec sheet of "${productId}" could not be made: ${reason}`);
  }
}

/** A sheet on disk. */
export interface BuiltSheet {
  file: string;
  key: string;
  size: number;
}

/** The company details a sheet prints, and nothing else of them: a change to another detail makes no new sheet. */
function sheetCompany(site: SiteDetails): SheetCompany {
  return { name: site.name, shortName: site.shortName, email: site.email, phone: { display: site.phone.display }, address: { display: site.address.display } };
}

/** Only what a sheet shows: copy edits elsewhere in the record do not make a new one. */
function printed(product: Product, siteUrl: string, site: SheetCompany, figures: Energy) {
  const { id, path: pagePath, title, subtitle, manufacturer, summary, specifications, stepCode, energyNotes, typologies, advantages } = product;
  return {
    record: { id, pagePath, title, subtitle, manufacturer, summary, specifications, stepCode, energyNotes, typologies, advantages },
    site,
    pageUrl: siteUrl.replace(/\/$/, "") + product.path,
    notes: [STEP_CODE_NOTE, NO_STEP_CODE_NOTE],
    energy: specSheetEnergy(product, siteUrl, figures),
  };
}

const sha = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");

export interface SpecSheetOptions {
  /** Where sheets are stored: DATA_DIR/spec-sheets. */
  dir: string;
  siteUrl: string;
  /** Where the drawn covers are looked for, relative to the working folder. */
  coverRoots?: readonly string[];
  /** A product's uploaded cover photo, printed instead of the drawing (none given: every sheet prints its drawing). */
  uploadedCover?: SheetCoverReader;
  maxQueued?: number;
  /** The live company details (the content snapshot's); the shipped ones when not given. */
  details?: () => SiteDetails;
  /** The live energy and rebate figures (the content snapshot's, decision 043); the shipped ones when not given. */
  figures?: () => Energy;
}

/** A sheet waiting to be made, and who waits for it. */
interface Job {
  key: string;
  product: Product;
  /** The uploaded cover the key was made with (none: the drawing), printed as keyed even if the catalogue moved on. */
  uploaded?: UploadedCover;
  /** The company details the key was made with, printed as keyed. */
  company: SheetCompany;
  /** The energy figures the key was made with, printed as keyed. */
  figures: Energy;
  done: Promise<BuiltSheet>;
  resolve: (sheet: BuiltSheet) => void;
  reject: (error: unknown) => void;
}

/**
 * One instance's sheets: made one at a time, each product's newest kept. A sheet a request waits for (a page's link,
 * the PDF's address) goes ahead of those a content change refreshes in the background.
 */
export class SpecSheets {
  private readonly urgent: Job[] = [];
  private readonly background: Job[] = [];
  private working = false;
  private readonly queued = new Map<string, Job>();
  private readonly latest = new Map<string, BuiltSheet>();
  /** Per product, the key whose sheet failed and why (one entry a product at most). */
  private readonly failed = new Map<string, { key: string; error: SheetFailed }>();
  private readonly covers = new Map<string, { stamp: string; hash: string; jpeg?: Uint8Array }>();

  constructor(private readonly options: SpecSheetOptions) {}

  /** The drawn cover's file, if the build drew one with this id. */
  private coverFile(id: string): string | undefined {
    const url = imageUrl(imageStem("productCover", { id }), COVER_SOURCE_WIDTH, "webp");
    for (const root of this.options.coverRoots ?? COVER_ROOTS) {
      const file = path.join(process.cwd(), root, url);
      if (existsSync(file)) return file;
    }
    return undefined;
  }

  /** The cover's content hash (read again only when the file changes). */
  private async cover(id: string): Promise<{ hash: string; file?: string }> {
    const file = this.coverFile(id);
    if (!file) return { hash: "plain" };
    const info = await stat(file);
    const stamp = `${info.size}:${info.mtimeMs}`;
    const known = this.covers.get(file);
    if (known?.stamp === stamp) return { hash: known.hash, file };
    const hash = sha(await readFile(file));
    this.covers.set(file, { stamp, hash });
    return { hash, file };
  }

  /** The cover as the sheet prints it (JPEG), made once per cover file and kept with its hash. */
  private async coverJpeg(id: string): Promise<Uint8Array> {
    const { file } = await this.cover(id);
    const known = file ? this.covers.get(file) : undefined;
    if (known?.jpeg) return known.jpeg;
    const resized = file
      ? sharp(file).resize(PDF_COVER.width, PDF_COVER.height, { fit: "cover" })
      : sharp({ create: { width: PDF_COVER.width, height: PDF_COVER.height, channels: 3, background: PLAIN_COVER } });
    const jpeg = await resized.jpeg({ quality: PDF_COVER.quality, mozjpeg: true }).toBuffer();
    if (known) known.jpeg = jpeg;
    return jpeg;
  }

  /**
   * An uploaded cover as the sheet prints it (JPEG), read and resized when its sheet is made and not kept: sheets are
   * made one at a time, so one photo at most is in memory. Undefined when the image is gone from the library.
   */
  private async uploadedJpeg(cover: UploadedCover): Promise<Uint8Array | undefined> {
    const bytes = await cover.read();
    if (!bytes) return undefined;
    // The largest part of the photo at the sheet's 3:2, placed around its focal point (decision 050).
    const { width, height } = (await sharp(bytes).metadata()).autoOrient;
    return sharp(bytes)
      .rotate()
      .extract(focalCrop(width, height, PDF_COVER.width / PDF_COVER.height, cover.focal))
      .resize(PDF_COVER.width, PDF_COVER.height, { fit: "fill" })
      .jpeg({ quality: PDF_COVER.quality, mozjpeg: true })
      .toBuffer();
  }

  private keyWith(product: Product, cover: string, company: SheetCompany, figures: Energy): string {
    return sha(JSON.stringify({ version: SPEC_SHEET_GENERATOR_VERSION, printed: printed(product, this.options.siteUrl, company, figures), cover })).slice(0, 20);
  }

  /** The company details sheets print now. */
  private company(): SheetCompany {
    return sheetCompany(this.options.details?.() ?? shippedSite);
  }

  /** The drawn cover's part of the key: the drawing's content hash (the sheets printed before photos keep their key). */
  private async drawnKey(product: Product, company: SheetCompany, figures: Energy): Promise<string> {
    return this.keyWith(product, (await this.cover(drawnCoverOf(product))).hash, company, figures);
  }

  /** The key of the sheet a product prints now: what it prints, its cover (the uploaded photo, else the drawing) and the generator's version. */
  async keyOf(product: Product): Promise<string> {
    return (await this.coverPlan(product)).key;
  }

  private async coverPlan(product: Product): Promise<{ key: string; uploaded?: UploadedCover; company: SheetCompany; figures: Energy }> {
    const uploaded = this.options.uploadedCover?.(product);
    const company = this.company();
    const figures = this.options.figures?.() ?? shippedEnergy;
    return uploaded
      ? { key: this.keyWith(product, `uploaded:${uploaded.key}`, company, figures), uploaded, company, figures }
      : { key: await this.drawnKey(product, company, figures), company, figures };
  }

  private fileOf(id: string, key: string): string {
    return path.join(this.options.dir, `${id}.${key}.pdf`);
  }

  /** The product's current sheet, made (in the queue) when it is missing or out of date. */
  async sheet(product: Product, options: { background?: boolean } = {}): Promise<BuiltSheet> {
    const { key, uploaded, company, figures } = await this.coverPlan(product);
    const failure = this.failed.get(product.id);
    if (failure?.key === key) throw failure.error;
    const known = this.latest.get(product.id);
    if (known?.key === key && existsSync(known.file)) return known;
    const file = this.fileOf(product.id, key);
    if (existsSync(file)) return this.remember(product.id, { file, key, size: (await stat(file)).size });
    const waiting = this.queued.get(key);
    if (waiting) {
      // Asked for by a request while waiting in the background: it goes ahead.
      const index = options.background ? -1 : this.background.indexOf(waiting);
      if (index >= 0) this.urgent.push(...this.background.splice(index, 1));
      return waiting.done;
    }
    if (this.queued.size >= (this.options.maxQueued ?? MAX_QUEUED_SHEETS)) throw new SheetQueueFull();
    let resolve!: Job["resolve"];
    let reject!: Job["reject"];
    const done = new Promise<BuiltSheet>((yes, no) => {
      resolve = yes;
      reject = no;
    });
    const job: Job = { key, product, uploaded, company, figures, done, resolve, reject };
    this.queued.set(key, job);
    (options.background ? this.background : this.urgent).push(job);
    void this.work();
    return done;
  }

  /** Makes the queued sheets one at a time, those a request waits for first. */
  private async work(): Promise<void> {
    if (this.working) return;
    this.working = true;
    try {
      for (let job = this.urgent.shift() ?? this.background.shift(); job; job = this.urgent.shift() ?? this.background.shift()) {
        try {
          job.resolve(await this.make(job));
          this.failed.delete(job.product.id);
        } catch (error) {
          const failure = new SheetFailed(job.product.id, (error as Error).message);
          this.failed.set(job.product.id, { key: job.key, error: failure });
          console.error(failure.message);
          job.reject(failure);
        } finally {
          this.queued.delete(job.key);
        }
      }
    } finally {
      this.working = false;
    }
  }

  /** The products whose current sheet could not be made, and why: for the staff pages. */
  failures(): SheetFailed[] {
    return [...this.failed.values()].map((entry) => entry.error);
  }

  private remember(id: string, sheet: BuiltSheet): BuiltSheet {
    this.latest.set(id, sheet);
    return sheet;
  }

  /** Makes one sheet: written beside its place and renamed into it, then the product's older sheets removed. */
  private async make({ product, key: wanted, uploaded, company, figures }: Job): Promise<BuiltSheet> {
    let key = wanted;
    let file = this.fileOf(product.id, key);
    if (existsSync(file)) return this.remember(product.id, { file, key, size: (await stat(file)).size });
    let coverJpeg = uploaded ? await this.uploadedJpeg(uploaded) : undefined;
    if (uploaded && !coverJpeg) {
      // Deleted from the library since the catalogue was read: the drawing's sheet, under the drawing's key (the next
      // snapshot names no uploaded cover, and asks for that key).
      key = await this.drawnKey(product, company, figures);
      file = this.fileOf(product.id, key);
      if (existsSync(file)) return this.remember(product.id, { file, key, size: (await stat(file)).size });
    }
    coverJpeg ??= await this.coverJpeg(drawnCoverOf(product));
    const what = printed(product, this.options.siteUrl, company, figures);
    const bytes = await buildSpecSheet({
      product,
      site: company,
      pageUrl: what.pageUrl,
      stepCodeNote: STEP_CODE_NOTE,
      noStepCodeNote: NO_STEP_CODE_NOTE,
      energy: what.energy,
      coverJpeg,
    });
    await mkdir(this.options.dir, { recursive: true });
    const partial = `${file}.${process.pid}.part`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    await this.removeOlder(product.id, path.basename(file));
    return this.remember(product.id, { file, key, size: bytes.length });
  }

  private async removeOlder(id: string, keep: string): Promise<void> {
    for (const name of await readdir(this.options.dir)) {
      if (name !== keep && name.startsWith(`${id}.`) && name.endsWith(".pdf") && /^[a-z0-9-]+\.[0-9a-f]+\.pdf$/.test(name)) {
        await rm(path.join(this.options.dir, name), { force: true });
      }
    }
  }

  /**
   * After a content change: every product's sheet made again if what it prints changed, and the sheets of products
   * no longer in the catalogue removed. Failures are logged; the next request tries again.
   */
  async refresh(products: readonly Product[]): Promise<void> {
    const ids = new Set(products.map((product) => product.id));
    if (existsSync(this.options.dir)) {
      for (const name of await readdir(this.options.dir)) {
        const id = /^([a-z0-9-]+)\.[0-9a-f]+\.pdf$/.exec(name)?.[1];
        if (id && !ids.has(id)) {
          await rm(path.join(this.options.dir, name), { force: true });
          this.latest.delete(id);
        }
      }
    }
    await Promise.all(
      products.map((product) =>
        // A failure is logged once, when the sheet fails (work()); a full queue waits for the next change.
        this.sheet(product, { background: true }).catch(() => undefined),
      ),
    );
  }
}

const SHEETS = Symbol.for("helios.spec-sheets");

/**
 * This instance's sheets, made once per services: stored under DATA_DIR, and refreshed once the content has been
 * quiet for SHEETS_AFTER_QUIET_MS after a change (a staff save here, or one on another instance seen by the content
 * poll).
 */
export function specSheets(services: Pick<AppServices, "env" | "content" | "sheetCovers">): SpecSheets {
  const holder = services as typeof services & { [SHEETS]?: SpecSheets };
  if (!holder[SHEETS]) {
    const sheets = new SpecSheets({
      dir: path.join(services.env.DATA_DIR_ABSOLUTE, SPEC_SHEET_DIR),
      siteUrl: services.env.SITE_URL,
      uploadedCover: services.sheetCovers,
      details: () => siteDetails(services.content.current().settings),
      figures: () => services.content.current().energy,
    });
    holder[SHEETS] = sheets;
    whenContentQuiet(services.content, SHEETS_AFTER_QUIET_MS, () => void sheets.refresh(services.content.current().products));
    // The sheets of the catalogue as it is now, in the background, so the first visitors do not wait for them.
    void sheets.refresh(services.content.current().products);
  }
  return holder[SHEETS];
}

/**
 * The link a product page shows: the sheet's address and its size, the sheet made first if needed. A sheet that cannot
 * be made now leaves the link without a size; its address makes it on request.
 */
export async function specSheetLink(productId: string, source: { product: Product; services: Pick<AppServices, "env" | "content" | "sheetCovers"> }): Promise<SpecSheetLink> {
  const href = specSheetUrl(productId);
  try {
    const sheet = await specSheets(source.services).sheet(source.product);
    return { href, size: formatFileSize(sheet.size) };
  } catch (error) {
    if (!(error instanceof SheetQueueFull || error instanceof SheetFailed)) console.error(`The spec sheet of "${productId}" could not be made: ${(error as Error).message}`);
    return { href, size: null };
  }
}

/** Whether an If-None-Match header names this ETag (a list, weak or not, or "*"). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  return Boolean(ifNoneMatch?.split(",").some((tag) => [etag, `W/${etag}`, "*"].includes(tag.trim())));
}

const PLAIN = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };

/**
 * Express: GET and HEAD {specSheetUrl(id)}, for the products of the live catalogue. The key is the ETag, and the
 * answer is revalidated on every use (the address stays while the sheet changes), so a change shows at once.
 */
export function createSpecSheetHandler(services: Pick<AppServices, "env" | "content" | "sheetCovers">): RequestHandler {
  // Made with the server: the catalogue's sheets are made in the background from the start, and after every change.
  specSheets(services);
  return async function serveSpecSheet(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = typeof req.params?.file === "string" ? req.params.file : "";
    const id = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.pdf$/.exec(name)?.[1];
    const product = id ? services.content.current().products.find((candidate) => candidate.id === id) : undefined;
    if (!product) return res.status(404).set(PLAIN).send("Not Found\n");
    try {
      const sheet = await specSheets(services).sheet(product);
      const etag = `"${sheet.key}"`;
      res.set({ "Cache-Control": CACHE_REVALIDATE, ETag: etag, "X-Content-Type-Options": "nosniff" });
      if (matches(req.get("if-none-match"), etag)) return res.status(304).end();
      res.set({
        "Content-Type": "application/pdf",
        "Content-Length": String(sheet.size),
        "Content-Disposition": `inline; filename="${specSheetFileName(product.title)}"`,
      });
      if (req.method === "HEAD") return res.status(200).end();
      res.status(200).end(await readFile(sheet.file));
    } catch (error) {
      if (error instanceof SheetQueueFull) return res.status(503).set({ ...PLAIN, "Retry-After": "5" }).send(`${error.message}\n`);
      if (error instanceof SheetFailed) return res.status(503).set(PLAIN).send("This spec sheet cannot be made at the moment. Please call or email us and we will send it.\n");
      next(error);
    }
  };
}

