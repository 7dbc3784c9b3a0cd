import { type Kysely } from "kysely";

/**
 * The staff front page's counts (issue 43, decision 075): leads per week by kind, channel and stage are read from
 * this index alone (created_at bounds the weeks; the other columns are what is counted), so the page stays fast with
 * a hundred thousand leads on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("submissions_lead_counts")
    .on("submissions")
    .columns(["created_at", "status", "kind", "source_channel", "stage"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("submissions_lead_counts").ifExists().execute();
}
