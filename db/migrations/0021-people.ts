import { type Kysely } from "kysely";

/**
 * The team and the testimonials move into the database, seeded once from app/content/team.ts and testimonials.ts
 * (decision 041).
 *
 * `team_members`: one row per person on the About page, shown in `position` order: name, title, a one-sentence bio,
 * an optional photo from the image library (`media_id`) and `drawing`, the id of the
 * portrait the build draws for a shipped member (null for a member added later, who needs a photo).
 *
 * `testimonials`: one row per quote in the home page's carousel, in `position` order: author, label (a company or
 * "Homeowner, Revelstoke"), text, an optional project (`project_slug`, its current address) and `status`
 * ("published" shows it, "hidden" keeps it off the site).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("team_members")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("bio", "text", (col) => col.notNull())
    .addColumn("media_id", "text")
    .addColumn("drawing", "text")
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .addColumn("updated_by", "text", (col) => col.notNull())
    .addColumn("deleted_at", "bigint")
    .execute();
  await db.schema.createIndex("team_members_position").on("team_members").column("position").execute();
  await db.schema
    .createTable("testimonials")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("author", "text", (col) => col.notNull())
    .addColumn("label", "text", (col) => col.notNull())
    .addColumn("text", "text", (col) => col.notNull())
    .addColumn("project_slug", "text")
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .addColumn("updated_by", "text", (col) => col.notNull())
    .addColumn("deleted_at", "bigint")
    .execute();
  await db.schema.createIndex("testimonials_position").on("testimonials").column("position").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("testimonials").ifExists().execute();
  await db.schema.dropTable("team_members").ifExists().execute();
}
