/**
 * The project editor's form in the staff area, shared by its page and its action: the fields, what each is called,
 * and the photo rows (image, description, caption) read from and written back to the form's numbered fields.
 * Pure TypeScript: it runs in the browser too.
 */
import {
  MAIN_PHOTO_FIELD,
  MAX_PROJECT_PHOTOS,
  photoAltField,
  photoCaptionField,
  photoIdField,
  projectEditorSchema,
} from "../forms/staff/project-editor";
import type { EditorForm } from "./content-kinds";

/** The form's fields besides the photos and the products. */
export const PROJECT_BASE_FIELDS = ["name", "slug", "place", "area", "year", "type", "scope", "status"] as const;

const PHOTO_NUMBERS = Array.from({ length: MAX_PROJECT_PHOTOS }, (_, i) => i + 1);

/** Every field's name for people, as the labels and the error summary give it. */
export const PROJECT_FIELD_LABELS: Record<string, string> = {
  name: "Name",
  slug: "Address",
  place: "Place",
  area: "Area",
  year: "Year",
  type: "Type of building",
  scope: "What we did",
  status: "On the site",
  [MAIN_PHOTO_FIELD]: "Main image",
  ...Object.fromEntries(
    PHOTO_NUMBERS.flatMap((n) => [
      [photoIdField(n), `Photo ${n}`],
      [photoAltField(n), `Photo ${n} description`],
      [photoCaptionField(n), `Photo ${n} caption`],
    ]),
  ),
};

/** The fields in the order the form shows them: the error summary lists problems in this order. */
export const PROJECT_FIELD_ORDER: readonly string[] = [
  "name",
  "slug",
  "place",
  "area",
  "year",
  "type",
  "scope",
  ...PHOTO_NUMBERS.flatMap((n) => [photoIdField(n), photoAltField(n), photoCaptionField(n)]),
  MAIN_PHOTO_FIELD,
  "status",
];

export const PROJECT_FORM = {
  kind: "project",
  schema: projectEditorSchema,
  labels: PROJECT_FIELD_LABELS,
  order: PROJECT_FIELD_ORDER,
} satisfies EditorForm<typeof projectEditorSchema>;

/** One photo row of the editor, as typed. */
export interface PhotoRow {
  id: string;
  alt: string;
  caption: string;
}

/** The photo rows in the form's values, in order (rows without an image left out, each image once). */
export function photoRows(values: Readonly<Record<string, string | undefined>>): PhotoRow[] {
  const rows: PhotoRow[] = [];
  for (const n of PHOTO_NUMBERS) {
    const id = values[photoIdField(n)] ?? "";
    if (!id || rows.some((row) => row.id === id)) continue;
    rows.push({ id, alt: values[photoAltField(n)] ?? "", caption: values[photoCaptionField(n)] ?? "" });
  }
  return rows;
}

/** The form's values with these photo rows, numbered from 1 in their order (the old photo fields replaced). */
export function withPhotoRows(values: Readonly<Record<string, string>>, rows: readonly PhotoRow[]): Record<string, string> {
  const next = Object.fromEntries(Object.entries(values).filter(([key]) => !/^photo_\d+_(id|alt|caption)$/.test(key)));
  rows.slice(0, MAX_PROJECT_PHOTOS).forEach((row, i) => {
    next[photoIdField(i + 1)] = row.id;
    next[photoAltField(i + 1)] = row.alt;
    next[photoCaptionField(i + 1)] = row.caption;
  });
  return next;
}

/** A photo row's button without JavaScript: "up:3", "down:3" or "remove:3" (the row's number, from 1). */
export type PhotoAction = { kind: "up" | "down" | "remove"; n: number };

/** The field of the list of library images a photo is added from, and the button's value that adds it (decision 052). */
export const ADD_PHOTO_FIELD = "add_photo";
export const ADD_PHOTO_ACTION = "add";

/**
 * The rows with a library image added at the end, and what to tell staff: refused (the rows unchanged) when it is
 * already a photo of the project or the list is full.
 */
export function addPhotoRow(rows: readonly PhotoRow[], id: string, most: number): { rows: PhotoRow[]; message: string; added: boolean } {
  const at = rows.findIndex((row) => row.id === id);
  if (at >= 0) return { rows: [...rows], message: `That photo is already in the project: photo ${at + 1}.`, added: false };
  if (rows.length >= most) return { rows: [...rows], message: `A project has at most ${most} photos: remove one to add another.`, added: false };
  return { rows: [...rows, { id, alt: "", caption: "" }], message: `Photo ${rows.length + 1} added at the end of the list: describe it, then save.`, added: true };
}

export function photoActionValue(kind: PhotoAction["kind"], n: number): string {
  return `${kind}:${n}`;
}

export function readPhotoAction(value: unknown): PhotoAction | null {
  const match = typeof value === "string" ? /^(up|down|remove):(\d{1,3})$/.exec(value) : null;
  if (!match) return null;
  return { kind: match[1] as PhotoAction["kind"], n: Number(match[2]) };
}

/** Moves an item of a list one place up or down (a move past either end leaves it as it is). */
export function moveBy<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** Moves the item at `from` to `to` (both 0-based), the others closing up. */
export function moveTo<T>(items: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item!);
  return next;
}

/** The rows after a photo action, and what to tell staff. */
export function applyPhotoAction(rows: readonly PhotoRow[], action: PhotoAction): { rows: PhotoRow[]; message: string } {
  const index = action.n - 1;
  if (index < 0 || index >= rows.length) return { rows: [...rows], message: "That photo is not in the list." };
  if (action.kind === "remove") return { rows: rows.filter((_, i) => i !== index), message: `Photo ${action.n} removed from the project.` };
  const by = action.kind === "up" ? -1 : 1;
  const target = index + by;
  if (target < 0) return { rows: [...rows], message: `Photo ${action.n} is already the first.` };
  if (target >= rows.length) return { rows: [...rows], message: `Photo ${action.n} is already the last.` };
  return { rows: moveBy(rows, index, by), message: `Photo ${action.n} moved ${action.kind}, to position ${target + 1}.` };
}
