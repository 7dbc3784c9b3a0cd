import type { SiteDetails } from "#app/content/settings";
import type { EventItem } from "#app/lib/content/types";

/**
 * What a second reply from the same email to an event is told (409; submissions.server.ts refuses it with
 * DuplicateRsvp): the first reply stands, and how to change it, with the company's contact details as the pages show
 * them now (`site`).
 */
export function duplicateRsvpMessage(event: Pick<EventItem, "title">, site: Pick<SiteDetails, "phone" | "email">): string {
  return (
    `We already have an RSVP from this email address for the ${event.title}, and it stands as first sent. ` +
    `To change it (more or fewer guests, or if you can no longer come), reply to the confirmation email we sent you, ` +
    `call us at ${site.phone.display} or email ${site.email}.`
  );
}
