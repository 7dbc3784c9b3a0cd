import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database } from "../platform/db-schema";

/**
 * A visit booked for a lead moves it to "visit booked" by itself (decision 070), only forward (a lead already
 * quoted, won or lost stays; spam and held leads are outside the pipeline), inside the booking's transaction. The
 * stage change is kept in lead_events with no actor: the system did it. Its status stays as it was: a lead nobody on
 * staff has looked at is still "new" (unread) in the inbox.
 */
export async function advanceToVisitBooked(trx: Transaction<Database>, id: string, now: number): Promise<void> {
  const moved = await trx
    .updateTable("submissions")
    .set({ stage: "visit", stage_changed_at: now })
    .where("id", "=", id)
    .where("stage", "in", ["new", "contacted"])
    .where("status", "in", ["new", "handled"])
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return;
  await trx.insertInto("lead_events").values({ id: randomUUID(), submission_id: id, kind: "stage", actor: null, value: "visit", text: null, created_at: now }).execute();
}
