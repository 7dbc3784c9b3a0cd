import { type Kysely } from "kysely";

/**
 * Where each lead came from (issue 43, decision 073): its visit's first touch, as the page carried it to the form.
 *
 * `source_referrer`: the referring site's host; `source_landing`: the path of the page the visit landed on;
 * `source_utm_source`, `source_utm_medium`, `source_utm_campaign`: the campaign's parameters; `source_paid`: 1 when the
 * visit began with a paid click (gclid or fbclid; their values are not kept); `source_channel`: the channel its
 * first touch was grouped into when it was stored (app/lib/leads/channels.ts). Leads stored before have nulls
 * ("not recorded").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("submissions")
    .addColumn("source_referrer", "text")
    .execute();
  // One column per statement: SQLite adds one at a time.
  await db.schema.alterTable("submissions").addColumn("source_landing", "text").execute();
  await db.schema.alterTable("submissions").addColumn("source_utm_source", "text").execute();
  await db.schema.alterTable("submissions").addColumn("source_utm_medium", "text").execute();
  await db.schema.alterTable("submissions").addColumn("source_utm_campaign", "text").execute();
  await db.schema.alterTable("submissions").addColumn("source_paid", "integer").execute();
  await db.schema.alterTable("submissions").addColumn("source_channel", "text").execute();
  await db.schema.createIndex("submissions_source_channel").on("submissions").columns(["source_channel", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("submissions_source_channel").ifExists().execute();
  for (const column of ["source_channel", "source_paid", "source_utm_campaign", "source_utm_medium", "source_utm_source", "source_landing", "source_referrer"]) {
    await db.schema.alterTable("submissions").dropColumn(column).execute();
  }
}
