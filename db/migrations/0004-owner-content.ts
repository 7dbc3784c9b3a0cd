import { sql, type Kysely } from "kysely";
import { isPostgres } from "../support/dialect";

/**
 * The content the owners edit in the staff area: events, announcements, journal posts and uploaded images, every
 * edit kept as a revision, and one content version that every instance watches to know when to re-render pages.
 *
 * Like the lead store: text ids made by the app, times as integer milliseconds since the epoch (bigint), dates that
 * are days in Pacific time as "YYYY-MM-DD" text, lists as JSON text. Deleting is soft (`deleted_at`), so it can be
 * undone. Image bytes live in the database (`media_variants.data`), so every instance on one PostgreSQL serves them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const blob = (await isPostgres(db)) ? sql`bytea` : sql`blob`;

  await db.schema
    .createTable("content_version")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("version", "bigint", (col) => col.notNull())
    .addColumn("changed_at", "bigint", (col) => col.notNull())
    .execute();
  await db
    .insertInto("content_version" as never)
    .values({ id: 1, version: 1, changed_at: Date.now() } as never)
    .execute();

  await db.schema
    .createTable("events")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("starts_at", "bigint", (col) => col.notNull())
    .addColumn("ends_at", "bigint", (col) => col.notNull())
    .addColumn("venue_name", "text", (col) => col.notNull())
    .addColumn("street_address", "text", (col) => col.notNull())
    .addColumn("locality", "text", (col) => col.notNull())
    .addColumn("region", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("partners", "text", (col) => col.notNull())
    .addColumn("capacity", "integer")
    .addColumn("rsvp_deadline", "bigint")
    .addColumn("pages", "text", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .addColumn("updated_by", "text", (col) => col.notNull())
    .addColumn("deleted_at", "bigint")
    .execute();

  await db.schema
    .createTable("announcements")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("text", "text", (col) => col.notNull())
    .addColumn("link_url", "text")
    .addColumn("link_label", "text")
    .addColumn("starts_on", "text")
    .addColumn("ends_on", "text")
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .addColumn("updated_by", "text", (col) => col.notNull())
    .addColumn("deleted_at", "bigint")
    .execute();

  await db.schema
    .createTable("posts")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("summary", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("cover_media_id", "text")
    .addColumn("cover_alt", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("publish_at", "bigint")
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .addColumn("updated_by", "text", (col) => col.notNull())
    .addColumn("deleted_at", "bigint")
    .execute();
  await db.schema.createIndex("posts_status_publish_at").on("posts").columns(["status", "publish_at"]).execute();

  // A post's earlier slugs: /journal/old-slug answers 301 to the post's current address.
  await db.schema
    .createTable("post_slugs")
    .addColumn("slug", "text", (col) => col.primaryKey())
    .addColumn("post_id", "text", (col) => col.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("media")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("original_name", "text", (col) => col.notNull())
    .addColumn("source_type", "text", (col) => col.notNull())
    .addColumn("width", "integer", (col) => col.notNull())
    .addColumn("height", "integer", (col) => col.notNull())
    .addColumn("source_bytes", "bigint", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("created_by", "text", (col) => col.notNull())
    .addColumn("deleted_at", "bigint")
    .execute();

  await db.schema
    .createTable("media_variants")
    .addColumn("media_id", "text", (col) => col.notNull().references("media.id").onDelete("cascade"))
    .addColumn("format", "text", (col) => col.notNull())
    .addColumn("width", "integer", (col) => col.notNull())
    .addColumn("height", "integer", (col) => col.notNull())
    .addColumn("size", "integer", (col) => col.notNull())
    .addColumn("data", blob, (col) => col.notNull())
    .addPrimaryKeyConstraint("media_variants_pk", ["media_id", "format", "width"])
    .execute();

  await db.schema
    .createTable("revisions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("item_id", "text", (col) => col.notNull())
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("snapshot", "text", (col) => col.notNull())
    .addColumn("actor", "text", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("revisions_item").on("revisions").columns(["kind", "item_id", "created_at"]).execute();

  // An RSVP belongs to an event, and is either confirmed or on the event's waiting list.
  await db.schema.alterTable("submissions").addColumn("event_id", "text").execute();
  await db.schema.alterTable("submissions").addColumn("rsvp_status", "text").execute();
  await db.schema.createIndex("submissions_event").on("submissions").columns(["event_id", "rsvp_status"]).execute();

  // A mail may carry files: an RSVP confirmation carries the event's calendar invitation.
  await db.schema.alterTable("outbox").addColumn("attachments", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("outbox").dropColumn("attachments").execute();
  await db.schema.dropIndex("submissions_event").ifExists().execute();
  await db.schema.alterTable("submissions").dropColumn("rsvp_status").execute();
  await db.schema.alterTable("submissions").dropColumn("event_id").execute();
  for (const table of ["revisions", "media_variants", "media", "post_slugs", "posts", "announcements", "events", "content_version"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
