import { z } from "#app/lib/zod";
import type { EditorForm } from "./content-kinds";

/**
 * The pictures part of a product's editor (/admin/products/:id/pictures) as form fields: the cover, the renders, the
 * typologies and the section drawings, each row with its uploaded picture (optional), its text, its place and a
 * remove box, so rows are added, removed and reordered without JavaScript (decision 037). Browser-safe.
 */

/** A list of the product record the page edits, with its limits (app/content/schema.ts) and its row fields. */
export const PICTURE_LISTS = {
  renders: { prefix: "render", max: 4, text: ["alt"], heading: "Pictures (drawings and photos)", one: "Picture" },
  typologies: { prefix: "typology", max: 8, text: ["kind", "caption"], heading: "Types (the ways it opens)", one: "Type" },
  sections: { prefix: "section", max: 4, text: ["caption"], heading: "Section drawings", one: "Section drawing" },
} as const;
export type PictureList = keyof typeof PICTURE_LISTS;
export const PICTURE_LIST_NAMES = Object.keys(PICTURE_LISTS) as PictureList[];

/** The fields of one row: its text fields, its picture, the place it had when the page was shown, its new place, remove. */
export type RowPart = "alt" | "kind" | "caption" | "image" | "from" | "order" | "remove";

export function rowField(list: PictureList, n: number, part: RowPart): string {
  return `${PICTURE_LISTS[list].prefix}_${n}_${part}`;
}

export const COVER_IMAGE_FIELD = "cover_image";
export const COVER_ALT_FIELD = "cover_alt";

/** Every field name the pictures form posts. */
export const PICTURE_FIELDS: string[] = [
  COVER_IMAGE_FIELD,
  COVER_ALT_FIELD,
  ...PICTURE_LIST_NAMES.flatMap((list) =>
    Array.from({ length: PICTURE_LISTS[list].max }, (_, i) =>
      [...PICTURE_LISTS[list].text, "image", "from", "order", "remove"].map((part) => rowField(list, i + 1, part as RowPart)),
    ).flat(),
  ),
];

export const PICTURE_LABELS = {
  alt: "Description for people who can't see the picture",
  kind: "Diagram",
  caption: "Caption",
  image: "Picture",
  order: "Place",
  remove: "Remove this row",
} as const;

/** The form's intents: save the pictures, or save the files' order and deletions. */
export const SAVE_PICTURES = "pictures";
export const SAVE_FILES = "files";

/** Fields of the files list: its order and its delete box, per file id. */
export const fileOrderField = (id: string) => `file_${id}_order`;
export const fileDeleteField = (id: string) => `file_${id}_delete`;

export const pictureMessages = {
  missingImage: "This image is no longer in the library: choose another, or upload it again.",
  noDrawing: "Choose a picture: only an uploaded picture can be added or moved (a drawing belongs to its place).",
  saved: "Pictures saved: the product's page shows them now.",
  filesSaved: "The list of files is saved.",
  imageUploaded: "Image uploaded: choose it as the cover or as a picture below, then save.",
} as const;

/** The field a refusal about the pictures as a whole is shown by (a line of the build's rules that names no field). */
export const PICTURES_FIELD = "pictures";
/** The field a refusal about one whole list is shown by: its fieldset ("renders-list"). */
export const listField = (list: PictureList) => `${list}-list`;

/** The pictures page as an editor's form, its fields in the order the page shows them. */
export const PICTURES_FORM: EditorForm = {
  kind: "product",
  // Every check needs the image library or the build's rules (a description's length among them): the server's.
  schema: z.record(z.string(), z.unknown()),
  labels: {
    [PICTURES_FIELD]: "The pictures",
    [COVER_IMAGE_FIELD]: "Cover picture",
    [COVER_ALT_FIELD]: "Cover: description for people who can't see it",
    ...Object.fromEntries(PICTURE_LIST_NAMES.map((list) => [listField(list), PICTURE_LISTS[list].heading])),
  },
  order: [
    PICTURES_FIELD,
    COVER_IMAGE_FIELD,
    COVER_ALT_FIELD,
    ...PICTURE_LIST_NAMES.flatMap((list) => [
      listField(list),
      ...Array.from({ length: PICTURE_LISTS[list].max }, (_, i) => (["image", ...PICTURE_LISTS[list].text] as RowPart[]).map((part) => rowField(list, i + 1, part))).flat(),
    ]),
  ],
};
