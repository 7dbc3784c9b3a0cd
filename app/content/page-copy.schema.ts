import { z } from "#app/lib/zod";
import { processStepSchema } from "./about.schema";
import { PAGE_KEYS, type PageKey } from "./page-keys";

export { isPageKey, PAGE_KEYS, type PageKey } from "./page-keys";


/**
 * The page copy the owners edit at /admin/pages (decision 044): per page, its search title, description and social
 * image; the home page's hero, Our Work count and collection cards; the About page's story, process steps and
 * commitment. One schema checks the shipped copy at build (validate-content), every stored record as the snapshot
 * reads it (one that fails it gives the shipped copy of that page, logged) and every staff edit, so all three keep
 * one rule. Browser-safe (the editor checks with it too).
 */

/** The pages with copy beyond their search entry. */
const COPY_KEYS = ["home", "about", "privacy"] as const;
type CopyKey = (typeof COPY_KEYS)[number];
const SEARCH_ONLY_KEYS = PAGE_KEYS.filter((key): key is Exclude<PageKey, CopyKey> => !(COPY_KEYS as readonly string[]).includes(key));

/** A search title's length (the site name follows it in the title bar). */
export const SEARCH_TITLE = { min: 3, max: 60 } as const;
/** A meta description's length: what the build asks of every page's (landings', app/content/landings.schema.ts). */
export const SEARCH_DESCRIPTION = { min: 50, max: 170 } as const;
/** The Our Work carousel shows this many projects at most. */
export const WORK_COUNT = { min: 2, max: 12 } as const;
/** The privacy notice's text (Markdown), in characters. */
export const PRIVACY_BODY = { min: 200, max: 10_000 } as const;
/** A social image is shared at this width: a narrower image would be blurred by every network. */
export const SOCIAL_IMAGE_MIN_WIDTH = 1200;

const text = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((value) => !/[<>]/.test(value), "No < or > signs");
const wordCount = (value: string): number => value.trim().split(/\s+/).filter(Boolean).length;
/** An image of the library (app/lib/media.ts ids), or none. */
const libraryImage = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, "Choose an image of the library")
  .nullable();
/** What an image shows, for people who do not see it. */
const imageAlt = z.string().trim().max(160);

const needsAlt = (image: string | null, alt: string) => !image || alt.length >= 5;
const ALT_MESSAGE = "Say what the image shows (5 to 160 characters): people who cannot see it read this";

const search = {
  title: text(SEARCH_TITLE.min, SEARCH_TITLE.max),
  description: text(SEARCH_DESCRIPTION.min, SEARCH_DESCRIPTION.max),
  socialImage: libraryImage,
  socialImageAlt: imageAlt,
};

export const homeCollectionSchema = z.strictObject({
  to: z.enum(["/doors", "/windows", "/curtain"]),
  name: text(3, 30),
  text: text(30, 140),
  /** The product whose cover illustrates the card (fixed per card). */
  coverProduct: z.string().regex(/^[a-z0-9-]+$/),
});

const homeSchema = z
  .strictObject({
    page: z.literal("home"),
    ...search,
    heroHeading: text(10, 90),
    /** One sentence under the heading. */
    heroLead: text(20, 139),
    heroImage: libraryImage,
    heroImageAlt: imageAlt,
    workCount: z.int("A whole number").min(WORK_COUNT.min, `At least ${WORK_COUNT.min}`).max(WORK_COUNT.max, `At most ${WORK_COUNT.max}`),
    collections: z
      .array(homeCollectionSchema)
      .length(3)
      .refine((cards) => cards.map((card) => card.to).join() === "/doors,/windows,/curtain", "The cards are doors, windows and curtain walls, in that order"),
  })
  .refine((home) => needsAlt(home.heroImage, home.heroImageAlt), { message: ALT_MESSAGE, path: ["heroImageAlt"] })
  .refine((home) => needsAlt(home.socialImage, home.socialImageAlt), { message: ALT_MESSAGE, path: ["socialImageAlt"] });

const aboutSchema = z
  .strictObject({
    page: z.literal("about"),
    ...search,
    /** The company story: 3 or 4 paragraphs, 250 to 400 words in total; the first is the page's lead. */
    story: z
      .array(text(80, 2_000))
      .min(3, "Three or four paragraphs")
      .max(4, "Three or four paragraphs")
      .refine((paragraphs) => {
        const words = paragraphs.reduce((sum, p) => sum + wordCount(p), 0);
        return words >= 250 && words <= 400;
      }, "The story is 250 to 400 words in all"),
    process: z
      .array(processStepSchema.extend({ text: text(140, 260) }))
      .length(3)
      .refine((steps) => steps.map((s) => s.step).join() === "Design,Build,Install", "The steps are Design, Build, Install in that order"),
    commitment: z.strictObject({ heading: text(3, 60), text: text(150, 300) }),
  })
  .refine((about) => needsAlt(about.socialImage, about.socialImageAlt), { message: ALT_MESSAGE, path: ["socialImageAlt"] });

/**
 * The privacy notice (decision 074): its text in Markdown, as the journal's posts are written, where {company},
 * {email} and {phone} stand for the company details as stored.
 */
const privacySchema = z
  .strictObject({
    page: z.literal("privacy"),
    ...search,
    body: text(PRIVACY_BODY.min, PRIVACY_BODY.max),
  })
  .refine((privacy) => needsAlt(privacy.socialImage, privacy.socialImageAlt), { message: ALT_MESSAGE, path: ["socialImageAlt"] });

const searchOnlySchema = z
  .strictObject({ page: z.enum(SEARCH_ONLY_KEYS as [Exclude<PageKey, CopyKey>, ...Exclude<PageKey, CopyKey>[]]), ...search })
  .refine((entry) => needsAlt(entry.socialImage, entry.socialImageAlt), { message: ALT_MESSAGE, path: ["socialImageAlt"] });

/** One page's record, whichever page: the one schema of the shipped, stored and edited copy. */
export const pageCopySchema = z.discriminatedUnion("page", [homeSchema, aboutSchema, privacySchema, searchOnlySchema]);

export type PageCopy = z.infer<typeof pageCopySchema>;
export type HomeCopy = z.infer<typeof homeSchema>;
export type AboutCopy = z.infer<typeof aboutSchema>;
export type PrivacyCopy = z.infer<typeof privacySchema>;
export type SearchCopy = z.infer<typeof searchOnlySchema>;
export type PageCopyOf<K extends PageKey> = K extends "home" ? HomeCopy : K extends "about" ? AboutCopy : K extends "privacy" ? PrivacyCopy : SearchCopy & { page: K };

/** The shipped copy of every page, checked: one entry per key, each valid. */
export const pagesCopySchema = z
  .array(pageCopySchema)
  .refine((pages) => PAGE_KEYS.every((key) => pages.filter((page) => page.page === key).length === 1), "One entry for each page");

/** A record checked for the page it is stored under: the record, or readable problems. */
export function checkPageCopy<K extends PageKey>(key: K, record: unknown): { copy?: PageCopyOf<K>; errors: string[] } {
  const result = pageCopySchema.safeParse(record);
  if (!result.success) return { errors: result.error.issues.map((issue) => `page "${key}": ${issue.path.join(".") || "record"}: ${issue.message}`) };
  if (result.data.page !== key) return { errors: [`page "${key}": the record is the ${result.data.page} page's`] };
  return { copy: result.data as PageCopyOf<K>, errors: [] };
}
