import { z } from "#app/lib/zod";
import { RSVP_PAGES, type RsvpPage } from "#app/lib/content/types";
import { FORMS } from "../form-ids";
import { GUESTS_PER_REPLY } from "../rsvp-fields";
import { optionalPacificDateTime, optionalText, optionalWholeNumber, pacificDateTime, requiredText, ticked } from "./editor-fields";

/** Partner rows the event editor offers (each a name and an optional uploaded mark). */
export const MAX_PARTNERS = 8;
export const MAX_CAPACITY = 10_000;

export const pageField = (page: RsvpPage) => `page_${page}`;
export const partnerNameField = (n: number) => `partner_${n}_name`;
export const partnerMarkField = (n: number) => `partner_${n}_mark`;

const partnerShape = Object.fromEntries(
  Array.from({ length: MAX_PARTNERS }, (_, i) => [
    [partnerNameField(i + 1), optionalText(80)],
    [partnerMarkField(i + 1), optionalText(64)],
  ]).flat(),
) as Record<string, ReturnType<typeof optionalText>>;

const pageShape = Object.fromEntries(RSVP_PAGES.map((page) => [pageField(page), ticked])) as Record<string, typeof ticked>;

/** The event editor in the staff area: one schema for the browser and the server. */
export const eventEditorSchema = z
  .object({
    title: requiredText("the event's title", 160),
    starts_at: pacificDateTime("when it starts"),
    ends_at: pacificDateTime("when it ends"),
    venue_name: requiredText("the venue", 160),
    street_address: optionalText(200),
    locality: requiredText("the city", 80),
    region: requiredText("the province", 40),
    description: requiredText("a description", 4000),
    capacity: optionalWholeNumber("the capacity", 1, MAX_CAPACITY),
    // Left empty (or not sent, by an older form): the default.
    max_guests: optionalWholeNumber("the most guests per reply", GUESTS_PER_REPLY.min, GUESTS_PER_REPLY.max).transform(
      (value) => value ?? GUESTS_PER_REPLY.default,
    ),
    rsvp_deadline: optionalPacificDateTime("the RSVP deadline"),
    ...partnerShape,
    ...pageShape,
  })
  .superRefine((value, context) => {
    if (value.ends_at <= value.starts_at) {
      context.addIssue({ code: "custom", path: ["ends_at"], message: "The end must be after the start." });
    }
    if (value.rsvp_deadline !== null && value.rsvp_deadline > value.ends_at) {
      context.addIssue({ code: "custom", path: ["rsvp_deadline"], message: "The RSVP deadline must be before the event ends." });
    }
  })
  .transform((value) => {
    const record = value as Record<string, unknown>;
    const partners = Array.from({ length: MAX_PARTNERS }, (_, i) => ({
      name: record[partnerNameField(i + 1)] as string | null,
      mediaId: record[partnerMarkField(i + 1)] as string | null,
    }))
      .filter((partner): partner is { name: string; mediaId: string | null } => Boolean(partner.name))
      .map((partner) => ({ name: partner.name, mediaId: partner.mediaId || null }));
    return {
      title: value.title,
      starts_at: value.starts_at,
      ends_at: value.ends_at,
      venue_name: value.venue_name,
      street_address: value.street_address,
      locality: value.locality,
      region: value.region,
      description: value.description,
      capacity: value.capacity,
      max_guests: value.max_guests,
      rsvp_deadline: value.rsvp_deadline,
      partners,
      pages: RSVP_PAGES.filter((page) => record[pageField(page)] === true),
    };
  });

export type EventEditorInput = z.output<typeof eventEditorSchema>;

/** The label of each RSVP page in the editor, from the forms' own labels. */
export const RSVP_PAGE_OPTIONS = RSVP_PAGES.map((page) => ({ page, label: FORMS[page].label, path: FORMS[page].path }));
