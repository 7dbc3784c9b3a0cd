import { site } from "#app/content/site";
import type { EventItem } from "#app/lib/content/types";

/**
 * What a second reply from the same email to an event is told (409; submissions.server.ts refuses it with
 * DuplicateRsvp): the first reply stands, and how to change it, with the site's own contact details.
 */
export function duplicateRsvpMessage(event: Pick<EventItem, "title">): string {
  return (
    `We already have an RSVP from this email address for the ${event.title}, and it stands as first sent. ` +
    `To change it (more or fewer guests, or if you can no longer come), reply to the confirmation email we sent you, ` +
    `call us at ${site.phone.display} or email ${site.email}.`
  );
}
