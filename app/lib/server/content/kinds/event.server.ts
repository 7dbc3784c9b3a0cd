import { storedPartners } from "../content-rows.server";
import { seedOwnerContent } from "../seed.server";
import { defineKind, kindImages } from "./definition.server";

/** The events of the RSVP pages (decision 030): many; their partners' marks are library images; seeded with the grand opening. */
export const event = defineKind({
  kind: "event",
  records: "many",
  creatable: true,
  delete: "editor",
  ordered: false,
  images: kindImages({
    read: (db) => db.selectFrom("events").select(["id", "title", "partners"]).where("deleted_at", "is", null).execute(),
    uses: (event) =>
      storedPartners(event).map((partner) => ({ id: partner.mediaId, what: `Mark of ${partner.name} on the event “${event.title}”`, href: `/admin/events/${event.id}` })),
  }),
  // The grand opening and the showroom announcement, once, while the database has no content or history at all.
  seed: seedOwnerContent,
  // With their guest counts (the RSVPs'), read by snapshot.server.ts.
  snapshot: { core: ["events"] },
});
