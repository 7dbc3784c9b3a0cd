/**
 * The company details' editor form (decision 040), shared by its page and its server part. Browser-safe. The form is
 * flat text fields; the record they make is checked by the one settings schema (app/content/settings.schema.ts), and
 * each of its problems is shown by the field it is about.
 */
import { readTypedDate, typedDateOrAsTyped } from "#app/lib/forms/typed-date";
import { z } from "#app/lib/zod";
import { SHOWROOM_IDS, WEEKDAY_LABELS, WEEKDAYS, type ShowroomId, type Weekday } from "#app/content/settings-basics";
import { settingsSchema, type CompanySettings, type OpeningHours } from "#app/content/settings.schema";
import type { EditorForm } from "./content-kinds";

/** Social profile rows the form offers (empty rows are left out). */
export const SOCIAL_ROWS = 3;
/** Any one field's text at most, before the schema's own limits (a forged post of megabytes stops here). */
const FIELD_MAX = 2_000;

export const showroomField = (id: ShowroomId, part: string) => `showroom_${id}_${part}`;
export const hoursField = (id: ShowroomId, day: Weekday) => showroomField(id, `hours_${day}`);
export const socialField = (n: number, part: "name" | "handle" | "url") => `social_${n}_${part}`;

const SHOWROOM_PARTS = { name: "name", street: "street address", locality: "city", postal_code: "postal code", phone: "phone", map_url: "map link", closed_days: "closed days" } as const;

function buildLabels(): Record<string, string> {
  const labels: Record<string, string> = {
    name: "Trading name",
    tagline: "Tagline",
    phone: "Phone",
    email: "Public email",
    address_street: "Head office street address",
    address_locality: "Head office city",
    address_postal_code: "Head office postal code",
  };
  for (const id of SHOWROOM_IDS) {
    const room = id === "surrey" ? "Surrey showroom" : "Okanagan showroom";
    for (const [part, words] of Object.entries(SHOWROOM_PARTS)) labels[showroomField(id, part)] = `${room}: ${words}`;
    for (const day of WEEKDAYS) labels[hoursField(id, day)] = `${room}: ${WEEKDAY_LABELS[day]}`;
  }
  for (let n = 1; n <= SOCIAL_ROWS; n += 1) {
    labels[socialField(n, "name")] = `Social profile ${n}: network`;
    labels[socialField(n, "handle")] = `Social profile ${n}: handle`;
    labels[socialField(n, "url")] = `Social profile ${n}: address`;
  }
  labels.sister_name = "Sister company: name";
  labels.sister_description = "Sister company: what it does";
  labels.sister_url = "Sister company: website";
  return labels;
}

export const SETTINGS_LABELS = buildLabels();
export const SETTINGS_FIELDS = Object.keys(SETTINGS_LABELS);
/** Fields a post of the form may have: its own, and the frame's few (intent, revision). */
export const SETTINGS_MAX_FIELDS = SETTINGS_FIELDS.length + 5;
export { WEEKDAY_LABELS };

/** "09:00–12:00, 13:00–17:00" for a day's spans; empty: closed. */
export function hoursText(spans: OpeningHours[Weekday]): string {
  return spans.map((span) => `${span.from}–${span.to}`).join(", ");
}

/** A day's hours as typed, as spans (a dash or "to" between the times); null: not readable. */
export function parseHours(text: string): { from: string; to: string }[] | null {
  const trimmed = text.trim();
  if (!trimmed || /^closed$/i.test(trimmed)) return [];
  const spans = trimmed.split(/\s*[,;]\s*/).map((part) => {
    const match = /^(\d{1,2})[:.](\d{2})\s*(?:-|–|—|to)\s*(\d{1,2})[:.](\d{2})$/i.exec(part);
    return match ? { from: `${match[1]!.padStart(2, "0")}:${match[2]}`, to: `${match[3]!.padStart(2, "0")}:${match[4]}` } : null;
  });
  return spans.every((span) => span !== null) ? spans : null;
}

/** The stored details as the form's values. */
export function settingsValues(settings: CompanySettings): Record<string, string> {
  const values: Record<string, string> = {
    name: settings.name,
    tagline: settings.tagline,
    phone: settings.phone,
    email: settings.email,
    address_street: settings.address.street,
    address_locality: settings.address.locality,
    address_postal_code: settings.address.postalCode,
    sister_name: settings.sister.name,
    sister_description: settings.sister.description,
    sister_url: settings.sister.url,
  };
  for (const showroom of settings.showrooms) {
    const id = showroom.id;
    values[showroomField(id, "name")] = showroom.name;
    values[showroomField(id, "street")] = showroom.address.street;
    values[showroomField(id, "locality")] = showroom.address.locality;
    values[showroomField(id, "postal_code")] = showroom.address.postalCode;
    values[showroomField(id, "phone")] = showroom.phone;
    values[showroomField(id, "map_url")] = showroom.mapUrl;
    values[showroomField(id, "closed_days")] = showroom.closedDays.join("\n");
    for (const day of WEEKDAYS) values[hoursField(id, day)] = hoursText(showroom.hours[day]);
  }
  settings.social.slice(0, SOCIAL_ROWS).forEach((profile, i) => {
    values[socialField(i + 1, "name")] = profile.name;
    values[socialField(i + 1, "handle")] = profile.handle;
    values[socialField(i + 1, "url")] = profile.url;
  });
  return values;
}

const UNREADABLE_HOURS = "Give the hours as 09:00–17:00 (two spans as 09:00–12:00, 13:00–17:00), or leave empty when closed.";

/** The form's values as the settings record (unchecked), and the fields whose text could not be read. */
function settingsRecord(values: Record<string, string>): { record: Record<string, unknown>; unreadable: Record<string, string> } {
  const text = (name: string) => (values[name] ?? "").trim();
  const unreadable: Record<string, string> = {};
  const showrooms = SHOWROOM_IDS.map((id) => {
    const hours = Object.fromEntries(
      WEEKDAYS.map((day) => {
        const spans = parseHours(text(hoursField(id, day)));
        if (!spans) unreadable[hoursField(id, day)] = UNREADABLE_HOURS;
        return [day, spans ?? []];
      }),
    );
    return {
      id,
      name: text(showroomField(id, "name")),
      address: { street: text(showroomField(id, "street")), locality: text(showroomField(id, "locality")), region: "BC", postalCode: text(showroomField(id, "postal_code")) },
      phone: text(showroomField(id, "phone")),
      hours,
      closedDays: closedDays(text(showroomField(id, "closed_days"))),
      mapUrl: text(showroomField(id, "map_url")),
    };
  });
  const social = Array.from({ length: SOCIAL_ROWS }, (_, i) => ({
    name: text(socialField(i + 1, "name")),
    handle: text(socialField(i + 1, "handle")),
    url: text(socialField(i + 1, "url")),
  })).filter((profile) => profile.name || profile.handle || profile.url);
  return {
    record: {
      name: text("name"),
      tagline: text("tagline"),
      phone: text("phone"),
      email: text("email"),
      address: { street: text("address_street"), locality: text("address_locality"), region: "BC", postalCode: text("address_postal_code") },
      showrooms,
      social,
      sister: { name: text("sister_name"), description: text("sister_description"), url: text("sister_url") },
    },
    unreadable,
  };
}

const ADDRESS_PARTS: Record<string, string> = { street: "street", locality: "locality", postalCode: "postal_code" };

/**
 * Closed days as typed, one a line ("Dec 25, 2026" or "2026-12-25"), or several ISO days on a line apart by spaces or
 * commas; each as "YYYY-MM-DD" when it can be read (typed-date.ts), else as typed for the schema to refuse.
 */
function closedDays(typed: string): string[] {
  return typed
    .split(/[\n;]+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .flatMap((line) => {
      const day = readTypedDate(line);
      return day ? [day] : line.split(/[\s,]+/).filter(Boolean).map(typedDateOrAsTyped);
    });
}

/** The form field a problem of the record is about (the record's path, as the settings schema names it). */
export function fieldOfPath(path: readonly PropertyKey[]): string {
  const [top, second, third, fourth] = path.map(String);
  if (top === "address") return `address_${ADDRESS_PARTS[second ?? ""] ?? "street"}`;
  if (top === "sister") return `sister_${second ?? "name"}`;
  if (top === "social") return socialField(Number(second ?? 0) + 1, (third as "name" | "handle" | "url") ?? "name");
  if (top === "showrooms") {
    const id = SHOWROOM_IDS[Number(second ?? 0)] ?? SHOWROOM_IDS[0];
    if (third === "address") return showroomField(id, ADDRESS_PARTS[fourth ?? ""] ?? "street");
    if (third === "hours") return hoursField(id, (fourth as Weekday) ?? "monday");
    if (third === "closedDays") return showroomField(id, "closed_days");
    if (third === "mapUrl") return showroomField(id, "map_url");
    return showroomField(id, third ?? "name");
  }
  return top ?? "name";
}

/**
 * The editor's schema: every field as text, read into the settings record and checked by the settings schema, each
 * problem on its field; the output is the checked record.
 */
export const settingsEditorSchema = z
  .object(Object.fromEntries(SETTINGS_FIELDS.map((name) => [name, z.string().max(FIELD_MAX).optional()])))
  .transform((values, context): CompanySettings => {
    const { record, unreadable } = settingsRecord(values as Record<string, string>);
    for (const [field, message] of Object.entries(unreadable)) context.addIssue({ code: "custom", path: [field], message });
    const checked = settingsSchema.safeParse(record);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = fieldOfPath(issue.path);
        if (!unreadable[field]) context.addIssue({ code: "custom", path: [field], message: issue.message });
      }
      return z.NEVER;
    }
    return checked.data;
  });

export const SETTINGS_FORM = {
  kind: "settings",
  schema: settingsEditorSchema,
  labels: SETTINGS_LABELS,
  order: SETTINGS_FIELDS,
} satisfies EditorForm<typeof settingsEditorSchema>;
