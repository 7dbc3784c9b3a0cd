import { type Kysely } from "kysely";

/**
 * Each outbox row keeps the company details it was written with (decision 045): `company`, the settings record as
 * JSON text (decision 040), as stored when the mail was queued. The sender's name and the files made when the mail
 * is sent (a quote request's PDF) read it, so a mail says what was true when it was queued and a retry does not
 * change it. Null on rows queued before: those read the details as stored when they are sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("outbox").addColumn("company", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("outbox").dropColumn("company").execute();
}
