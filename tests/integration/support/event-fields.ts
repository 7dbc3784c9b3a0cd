import { eventEditorSchema } from "#app/lib/forms/staff/event-editor";

/** The event editor's raw fields of an event on every RSVP page, a year from the test's start; `overrides` change or add fields. */
export function rawEventFields(overrides: Record<string, string> = {}): Record<string, string> {
  const year = new Date().getUTCFullYear() + 1;
  return {
    title: "Spring Open House",
    starts_at: `${year}-04-17T18:00`,
    ends_at: `${year}-04-17T21:00`,
    venue_name: "Okanagan Showroom",
    locality: "Kelowna",
    region: "BC",
    description: "Doors and windows, full size.",
    page_rsvp: "on",
    "page_rsvp-cosentino": "on",
    "page_rsvp-livingspace": "on",
    ...overrides,
  };
}

/** The same fields as the editor's schema reads them, ready for saveEvent. */
export const eventFields = (overrides: Record<string, string> = {}) => eventEditorSchema.parse(rawEventFields(overrides));
