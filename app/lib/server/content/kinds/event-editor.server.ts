import { EVENT_FORM } from "#app/lib/admin/event-form";
import { GUESTS_PER_REPLY } from "#app/lib/forms/rsvp-fields";
import { MAX_PARTNERS, pageField, partnerMarkField, partnerNameField, type EventEditorInput } from "#app/lib/forms/staff/event-editor";
import { formatEventDate, formatTimeRange, toPacificInputValue } from "#app/lib/pacific-time";
import type { Store } from "../../platform/database.server";
import { storedPages, storedPartners } from "../content-rows.server";
import { saveItem, type EditableFields } from "../content-store.server";
import type { ServerContentKind } from "../editor-page.server";
import { event as eventDefinition } from "./event.server";
import { postedText } from "./posted-text.server";

/** The events' editor (decision 030): its form, its values both ways, its history line and its save. */

export function eventFields(input: EventEditorInput): EditableFields<"event"> {
  return {
    title: input.title,
    starts_at: input.starts_at,
    ends_at: input.ends_at,
    venue_name: input.venue_name,
    street_address: input.street_address ?? "",
    locality: input.locality,
    region: input.region,
    description: input.description,
    partners: JSON.stringify(input.partners),
    capacity: input.capacity,
    max_guests: input.max_guests,
    rsvp_deadline: input.rsvp_deadline,
    pages: JSON.stringify(input.pages),
  };
}

export async function saveEvent(store: Store, id: string | undefined, input: EventEditorInput, actor: string) {
  return saveItem(store, "event", id, eventFields(input), { actor });
}

export const eventKind: ServerContentKind<"event", typeof EVENT_FORM.schema> = {
  definition: eventDefinition,
  form: EVENT_FORM,
  // Times as datetime-local values in Pacific time; a new event starts in BC, with the usual guests per reply.
  toValues(row) {
    if (!row) return { region: "BC", max_guests: String(GUESTS_PER_REPLY.default) };
    const values: Record<string, string> = {
      title: row.title,
      description: row.description,
      starts_at: toPacificInputValue(Number(row.starts_at)),
      ends_at: toPacificInputValue(Number(row.ends_at)),
      rsvp_deadline: row.rsvp_deadline === null ? "" : toPacificInputValue(Number(row.rsvp_deadline)),
      venue_name: row.venue_name,
      street_address: row.street_address,
      locality: row.locality,
      region: row.region,
      capacity: row.capacity === null ? "" : String(row.capacity),
      max_guests: String(row.max_guests),
    };
    storedPartners(row)
      .slice(0, MAX_PARTNERS)
      .forEach((partner, i) => {
        values[partnerNameField(i + 1)] = partner.name;
        values[partnerMarkField(i + 1)] = partner.mediaId ?? "";
      });
    for (const page of storedPages(row)) values[pageField(page)] = "on";
    return values;
  },
  fromPosted: postedText,
  describe: (snapshot) =>
    `${String(snapshot.title)}, ${formatEventDate(Number(snapshot.starts_at))}, ${formatTimeRange(Number(snapshot.starts_at), Number(snapshot.ends_at))}`,
  save: saveEvent,
};
