import { sql, type Transaction } from "kysely";
import type { Database } from "../platform/db-schema";
import type { Dialect } from "../platform/database.server";

/**
 * Holds an event's row until the transaction ends, so two RSVPs for its last places are decided one after the other
 * (PostgreSQL, several instances). SQLite runs one write transaction at a time already.
 */
export async function lockEvent(trx: Transaction<Database>, dialect: Dialect, eventId: string): Promise<void> {
  if (dialect === "postgres") await sql`select id from events where id = ${eventId} for update`.execute(trx);
}

/** Guests of an event's confirmed RSVPs (spam left out). */
export async function confirmedGuests(trx: Transaction<Database>, eventId: string): Promise<number> {
  const row = await trx
    .selectFrom("submissions")
    .select((eb) => eb.fn.sum<number | string | null>(eb.fn.coalesce("guests", eb.lit(1))).as("guests"))
    .where("event_id", "=", eventId)
    .where("rsvp_status", "=", "confirmed")
    .where("status", "!=", "spam")
    .executeTakeFirst();
  return Number(row?.guests ?? 0);
}
