/** The event editor's form in the staff area, shared by its page and its server part. Browser-safe. */
import { eventEditorSchema, MAX_PARTNERS, pageField, partnerMarkField, partnerNameField, RSVP_PAGE_OPTIONS } from "../forms/staff/event-editor";
import type { EditorForm } from "./content-kinds";

/** The partner rows' numbers, from 1. */
export const PARTNER_ROWS = Array.from({ length: MAX_PARTNERS }, (_, i) => i + 1);

export const EVENT_FORM = {
  kind: "event",
  schema: eventEditorSchema,
  labels: <Record<string, string>>{
    title: "Title",
    description: "Description",
    starts_at: "Starts",
    ends_at: "Ends",
    rsvp_deadline: "RSVPs close",
    venue_name: "Venue",
    street_address: "Street address",
    locality: "City",
    region: "Province",
    capacity: "Capacity",
    max_guests: "Most guests per reply",
    ...Object.fromEntries(PARTNER_ROWS.flatMap((n) => [[partnerNameField(n), `Partner ${n} name`], [partnerMarkField(n), `Partner ${n} logo`]])),
    ...Object.fromEntries(RSVP_PAGE_OPTIONS.map((option) => [pageField(option.page), option.label])),
  },
  order: [
    "title",
    "description",
    "starts_at",
    "ends_at",
    "rsvp_deadline",
    "venue_name",
    "street_address",
    "locality",
    "region",
    "capacity",
    "max_guests",
    ...PARTNER_ROWS.flatMap((n) => [partnerNameField(n), partnerMarkField(n)]),
    ...RSVP_PAGE_OPTIONS.map((option) => pageField(option.page)),
  ],
} satisfies EditorForm<typeof eventEditorSchema>;
