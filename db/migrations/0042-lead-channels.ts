import { sql, type Kysely } from "kysely";

/**
 * The channels the owners name (issue 43, decision 077).
 *
 * `lead_channels`: one row, id "channels", the owners' channels record as JSON in `data` (the six channels' names,
 * their own channels and their rules source → channel), with the bookkeeping columns every content kind has. Seeded
 * once with the shipped names and no rules.
 *
 * `submissions.source_base_channel`: the channel the shipped rules alone give a lead's first touch, kept so a change
 * of the owners' rules re-classifies every stored lead in one UPDATE. Leads stored before have their channel as it
 * is (no owners' rules existed), and leads stored before first touches were kept stay null ("Not recorded").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("lead_channels")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("data", "text", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .addColumn("updated_by", "text", (col) => col.notNull())
    .addColumn("deleted_at", "bigint")
    .execute();
  await db.schema.alterTable("submissions").addColumn("source_base_channel", "text").execute();
  await sql`UPDATE submissions SET source_base_channel = source_channel WHERE source_channel IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("submissions").dropColumn("source_base_channel").execute();
  await db.schema.dropTable("lead_channels").ifExists().execute();
}
