import { storedPartners } from "../content-rows.server";
import { randomUUID } from "node:crypto";
import { grandOpening, seededAnnouncement } from "#app/content/event";
import { GUESTS_PER_REPLY } from "#app/lib/forms/rsvp-fields";
import type { Store } from "../../platform/database.server";
import { contentDb } from "../content-store.server";
import { SEED_ACTOR } from "../seed.server";
import { defineKind, kindImages } from "./definition.server";

/**
 * At the very first start the owner content begins as the site shipped it: the grand opening, bound to the three
 * RSVP pages, and the showroom announcement. Runs once per database: the first write locks the version row, so two
 * instances starting together on one PostgreSQL seed it once; a database with any content or history is left alone.
 */
export async function seedOwnerContent(store: Store, now = Date.now()): Promise<boolean> {
  return contentDb(store)
    .transaction()
    .execute(async (trx) => {
      await trx.updateTable("content_version").set((eb) => ({ changed_at: eb.ref("changed_at") })).where("id", "=", 1).execute();
      const history = await trx.selectFrom("revisions").select("id").limit(1).executeTakeFirst();
      const events = await trx.selectFrom("events").select("id").limit(1).executeTakeFirst();
      if (history || events) return false;

      const event = {
        id: randomUUID(),
        title: grandOpening.title,
        starts_at: Date.parse(grandOpening.startDate),
        ends_at: Date.parse(grandOpening.endDate),
        venue_name: grandOpening.venue.name,
        street_address: grandOpening.venue.streetAddress,
        locality: grandOpening.venue.locality,
        region: grandOpening.venue.region,
        description: grandOpening.description,
        partners: JSON.stringify(grandOpening.partners.map((name) => ({ name, mediaId: null }))),
        capacity: null,
        max_guests: GUESTS_PER_REPLY.default,
        rsvp_deadline: null,
        pages: JSON.stringify(grandOpening.pages),
        created_at: now,
        updated_at: now,
        updated_by: SEED_ACTOR,
        deleted_at: null,
      };
      const announcement = {
        id: randomUUID(),
        ...seededAnnouncement,
        created_at: now,
        updated_at: now,
        updated_by: SEED_ACTOR,
        deleted_at: null,
      };
      await trx.insertInto("events").values(event).execute();
      await trx.insertInto("announcements").values(announcement).execute();
      await trx
        .insertInto("revisions")
        .values([
          { id: randomUUID(), kind: "event", item_id: event.id, action: "create", snapshot: JSON.stringify(event), actor: SEED_ACTOR, created_at: now },
          {
            id: randomUUID(),
            kind: "announcement",
            item_id: announcement.id,
            action: "create",
            snapshot: JSON.stringify(announcement),
            actor: SEED_ACTOR,
            created_at: now,
          },
        ])
        .execute();
      await trx.updateTable("content_version").set((eb) => ({ version: eb("version", "+", 1), changed_at: now })).where("id", "=", 1).execute();
      return true;
    });
}

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
