import { type Kysely } from "kysely";

/**
 * The staff front page's counts (issue 43, decision 075): leads per week by kind, channel and stage are read from
 * this index alone (created_at bounds the weeks; the other columns are what is counted), so the page stays fast with
 * a hundred thousand leads on SQLite and PostgreSQL. And the next actions due (the inbox's list, and the front
 * page's): by status and due day, which SQLite prefers to the status index alone it chose before (it read every
 * lead in the pipeline to find the few due).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("submissions_lead_counts")
    .on("submissions")
    .columns(["created_at", "status", "kind", "source_channel", "stage"])
    .execute();
  await db.schema.createIndex("submissions_due_actions").on("submissions").columns(["status", "next_action_due"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("submissions_due_actions").ifExists().execute();
  await db.schema.dropIndex("submissions_lead_counts").ifExists().execute();
}
