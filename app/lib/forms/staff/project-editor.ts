import { z } from "#app/lib/zod";
import { PROJECT_AREA_IDS, PROJECT_TYPES } from "#app/lib/content/projects";
import { isValidSlug, slugFromTitle } from "#app/lib/slug";
import { optionalSlug, optionalText, requiredText } from "./editor-fields";

/** Photos one project can have; each is a row of three fields (image, description, caption). */
export const MAX_PROJECT_PHOTOS = 40;
export const PROJECT_SCOPE_MAX_LENGTH = 600;
export const PROJECT_ALT_MAX_LENGTH = 300;
export const PROJECT_CAPTION_MAX_LENGTH = 300;
/** The earliest year a project may give. */
export const FIRST_PROJECT_YEAR = 1950;

export const photoIdField = (n: number) => `photo_${n}_id`;
export const photoAltField = (n: number) => `photo_${n}_alt`;
export const photoCaptionField = (n: number) => `photo_${n}_caption`;
export const productField = (id: string) => `product_${id}`;
const PRODUCT_FIELD = /^product_([a-z0-9]+(?:-[a-z0-9]+)*)$/;
/** The most product boxes a post may tick: more than the catalogue will hold. */
export const MAX_PROJECT_PRODUCTS = 100;
/** The catalogue ids a form's ticked product boxes name (product_<id> = "on"), in the form's order. */
export function tickedProducts(fields: Record<string, unknown>): string[] {
  return Object.entries(fields)
    .flatMap(([name, value]) => {
      const id = PRODUCT_FIELD.exec(name)?.[1];
      return id && (value === "on" || value === "true" || value === true) ? [id] : [];
    })
    .slice(0, MAX_PROJECT_PRODUCTS);
}
/** Whether a posted field is a product box. */
export const isProductField = (name: string) => PRODUCT_FIELD.test(name);
/** The radio group naming the main photo by its image id. */
export const MAIN_PHOTO_FIELD = "main_photo";

const photoShape = Object.fromEntries(
  Array.from({ length: MAX_PROJECT_PHOTOS }, (_, i) => [
    [photoIdField(i + 1), optionalText(64)],
    [photoAltField(i + 1), optionalText(PROJECT_ALT_MAX_LENGTH)],
    [photoCaptionField(i + 1), optionalText(PROJECT_CAPTION_MAX_LENGTH)],
  ]).flat(),
) as Record<string, ReturnType<typeof optionalText>>;

/** The latest year a project may give: next year (work booked to finish then). */
export function lastProjectYear(now = Date.now()): number {
  return new Date(now).getUTCFullYear() + 1;
}

/**
 * The project editor in the staff area: one schema for the browser and the server. The product boxes are those of the
 * live catalogue (the page lists them), gathered into `ticked` first; the server's check keeps only stored products.
 */
export const projectEditorSchema = z.preprocess(
  (raw) => (raw && typeof raw === "object" ? { ...(raw as Record<string, unknown>), ticked: tickedProducts(raw as Record<string, unknown>) } : raw),
  z
  .object({
    name: requiredText("the project's name", 80),
    slug: optionalSlug,
    place: requiredText("the city or area", 60),
    area: z.enum(PROJECT_AREA_IDS, { message: "Please choose the area of British Columbia." }),
    year: z.preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
      z.coerce
        .number({ message: "Please enter the year, like 2024." })
        .int("Please enter the year, like 2024.")
        .min(FIRST_PROJECT_YEAR, `The year must be ${FIRST_PROJECT_YEAR} or later.`)
        .refine((year) => year <= lastProjectYear(), { message: "The year cannot be later than next year." }),
    ),
    type: z.enum(PROJECT_TYPES, { message: "Please choose the type of building." }),
    scope: requiredText("what we did", PROJECT_SCOPE_MAX_LENGTH),
    status: z.enum(["draft", "published"], { message: "Please choose hidden or shown." }),
    [MAIN_PHOTO_FIELD]: optionalText(64),
    ...photoShape,
    ticked: z.array(z.string()).max(MAX_PROJECT_PRODUCTS),
  })
  // The address and each photo's description are checked with the other fields, not only once those are all right.
  .superRefine((value, context) => {
    const record = value as Record<string, unknown>;
    // No address and no name: the name's own error says what to do.
    const slug = value.slug || (typeof value.name === "string" ? slugFromTitle(value.name) : "");
    if ((value.slug || slug) && !isValidSlug(slug)) {
      context.addIssue({
        code: "custom",
        path: ["slug"],
        message: "The address may use lowercase letters, digits and single hyphens, like lions-bay.",
      });
    }
    for (let n = 1; n <= MAX_PROJECT_PHOTOS; n++) {
      if (record[photoIdField(n)] && !record[photoAltField(n)]) {
        context.addIssue({ code: "custom", path: [photoAltField(n)], message: "Please describe this photo for people who cannot see it." });
      }
    }
  })
  .transform((value) => {
    const record = value as Record<string, unknown>;
    const slug = value.slug || slugFromTitle(value.name);
    const photos: { mediaId: string; alt: string; caption: string | null }[] = [];
    for (let n = 1; n <= MAX_PROJECT_PHOTOS; n++) {
      const mediaId = record[photoIdField(n)] as string | null;
      if (!mediaId || photos.some((photo) => photo.mediaId === mediaId)) continue;
      const alt = record[photoAltField(n)] as string | null;
      if (!alt) continue;
      photos.push({ mediaId, alt, caption: (record[photoCaptionField(n)] as string | null) ?? null });
    }
    const chosen = value[MAIN_PHOTO_FIELD];
    return {
      name: value.name,
      slug,
      place: value.place,
      area: value.area,
      year: value.year,
      type: value.type,
      scope: value.scope,
      status: value.status,
      products: value.ticked,
      photos,
      main_media_id: chosen && photos.some((photo) => photo.mediaId === chosen) ? chosen : (photos[0]?.mediaId ?? null),
    };
  }),
);

export type ProjectEditorInput = z.output<typeof projectEditorSchema>;
