/**
 * The company details' editor form (decision 040), shared by its page and its server part. Browser-safe. The form is
 * flat text fields, each declared once in the field map below (field-map.ts, decision 057); the record they make is
 * checked by the one settings schema (app/content/settings.schema.ts), and each of its problems is shown by its field.
 */
import { readTypedDate, typedDateOrAsTyped } from "#app/lib/forms/typed-date";
import { SHOWROOM_IDS, WEEKDAY_LABELS, WEEKDAYS, type ShowroomId, type Weekday } from "#app/content/settings-basics";
import { settingsSchema, type CompanySettings, type OpeningHours } from "#app/content/settings.schema";
import { recordForm, toValues, unreadable, type FieldSpec } from "./field-map";

/** Social profile rows the form offers (empty rows are left out). */
export const SOCIAL_ROWS = 3;

export const showroomField = (id: ShowroomId, part: string) => `showroom_${id}_${part}`;
export const hoursField = (id: ShowroomId, day: Weekday) => showroomField(id, `hours_${day}`);
export const socialField = (n: number, part: "name" | "handle" | "url") => `social_${n}_${part}`;
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

const UNREADABLE_HOURS = "Give the hours as 09:00–17:00 (two spans as 09:00–12:00, 13:00–17:00), or leave empty when closed.";

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

const SHOWROOM_NAMES: Record<ShowroomId, string> = { surrey: "Surrey showroom", okanagan: "Okanagan showroom" };

/** An address's parts: its fields' names, their words after `what`, and where the address is. */
const addressFields = (name: (part: string) => string, what: string, path: (string | number)[]): FieldSpec[] => [
  { name: name("street"), label: `${what}street address`, path: [...path, "street"] },
  { name: name("locality"), label: `${what}city`, path: [...path, "locality"] },
  { name: name("postal_code"), label: `${what}postal code`, path: [...path, "postalCode"] },
];

function showroomFields(id: ShowroomId, i: number): FieldSpec[] {
  const room = `${SHOWROOM_NAMES[id]}: `;
  const at = ["showrooms", i];
  return [
    { name: showroomField(id, "name"), label: `${room}name`, path: [...at, "name"] },
    ...addressFields((part) => showroomField(id, part), room, [...at, "address"]),
    { name: showroomField(id, "phone"), label: `${room}phone`, path: [...at, "phone"] },
    { name: showroomField(id, "map_url"), label: `${room}map link`, path: [...at, "mapUrl"] },
    {
      name: showroomField(id, "closed_days"),
      label: `${room}closed days`,
      path: [...at, "closedDays"],
      toText: (days) => ((days ?? []) as string[]).join("\n"),
      fromText: closedDays,
    },
    ...WEEKDAYS.map(
      (day): FieldSpec => ({
        name: hoursField(id, day),
        label: `${room}${WEEKDAY_LABELS[day]}`,
        path: [...at, "hours", day],
        toText: (spans) => hoursText((spans ?? []) as OpeningHours[Weekday]),
        fromText: (text) => parseHours(text) ?? unreadable(UNREADABLE_HOURS, []),
      }),
    ),
  ];
}

const socialFields = (n: number): FieldSpec[] =>
  (["name", "handle", "url"] as const).map((part) => ({
    name: socialField(n, part),
    label: `Social profile ${n}: ${{ name: "network", handle: "handle", url: "address" }[part]}`,
    path: ["social", n - 1, part],
  }));

/** Each field of the form, in its order. */
const SETTINGS_FIELDS: FieldSpec[] = [
  { name: "name", label: "Trading name", path: ["name"] },
  { name: "tagline", label: "Tagline", path: ["tagline"] },
  { name: "phone", label: "Phone", path: ["phone"] },
  { name: "email", label: "Public email", path: ["email"] },
  ...addressFields((part) => `address_${part}`, "Head office ", ["address"]),
  ...SHOWROOM_IDS.flatMap(showroomFields),
  ...Array.from({ length: SOCIAL_ROWS }, (_, i) => socialFields(i + 1)).flat(),
  { name: "sister_name", label: "Sister company: name", path: ["sister", "name"] },
  { name: "sister_description", label: "Sister company: what it does", path: ["sister", "description"] },
  { name: "sister_url", label: "Sister company: website", path: ["sister", "url"] },
  // Decision 072: where a customer's answer to a reply from a lead's page goes.
  { name: "replies_to", label: "Replies to leads come back to", path: ["replies", "to"] },
  { name: "replies_address", label: "Replies to leads: this address", path: ["replies", "address"] },
];

/** The stored details as the form's values. */
export const settingsValues = (settings: CompanySettings) => toValues(SETTINGS_FIELDS, settings);

export const SETTINGS_FORM = recordForm({
  kind: "settings",
  fields: SETTINGS_FIELDS,
  // The addresses are in British Columbia, and each showroom is named by its id.
  base: () => ({ address: { region: "BC" }, showrooms: SHOWROOM_IDS.map((id) => ({ id, address: { region: "BC" } })) }),
  // Empty social rows are left out.
  finish: (record) => ({ ...record, social: (record.social as Record<string, string>[]).filter((profile) => profile.name || profile.handle || profile.url) }),
  schema: settingsSchema,
  fieldMax: 2_000,
});
