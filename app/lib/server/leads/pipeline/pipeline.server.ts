import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { siteDetails } from "#app/content/settings";
import { formatStaffTime } from "#app/lib/business-time";
import { formLabel } from "#app/lib/forms/form-ids";
import { DEFAULT_LOST_REASONS, isOpenStage, STAGE_LABELS, type Stage } from "#app/lib/leads/stages";
import { absoluteUrl } from "#app/lib/site-url";
import { currentSettings } from "../../content/settings.server";
import type { Database, LeadEventsTable, NewOutboxRow, Submission } from "../../platform/db-schema";
import { singleLine } from "../../platform/mail-line.server";

/** The roles a lead may be assigned to (decision 062: leads are for owners and sales). */
export const LEAD_ROLES = ["owner", "sales"] as const;
/** The one row of lead_settings. */
const SETTINGS_ID = "pipeline";
/** Statuses inside the pipeline: spam and held leads stay outside it. */
export const PIPELINE_STATUSES = ["new", "handled"] as const;

type Db = Kysely<Database>;

/** A refusal a staff member reads, with its HTTP status. */
export type PipelineOutcome = { ok: true; changed: boolean; message: string } | { ok: false; status: number; message: string };

async function addEvent(trx: Db, submissionId: string, kind: LeadEventsTable["kind"], actor: string | null, value: string | null, text: string | null, now: number) {
  await trx.insertInto("lead_events").values({ id: randomUUID(), submission_id: submissionId, kind, actor, value, text, created_at: now }).execute();
}

/** The owners' reasons a lead is lost, in their order (the defaults until they change them). */
export async function lostReasons(db: Db): Promise<string[]> {
  const row = await db.selectFrom("lead_settings").select("lost_reasons").where("id", "=", SETTINGS_ID).executeTakeFirst();
  if (!row) return [...DEFAULT_LOST_REASONS];
  const parsed = JSON.parse(row.lost_reasons) as unknown;
  return Array.isArray(parsed) && parsed.length ? parsed.map(String) : [...DEFAULT_LOST_REASONS];
}

export async function saveLostReasons(db: Db, reasons: string[], by: string, now = Date.now()): Promise<void> {
  await db
    .insertInto("lead_settings")
    .values({ id: SETTINGS_ID, lost_reasons: JSON.stringify(reasons), updated_at: now, updated_by: by })
    .onConflict((oc) => oc.column("id").doUpdateSet({ lost_reasons: JSON.stringify(reasons), updated_at: now, updated_by: by }))
    .execute();
}

/** Why a lead cannot be moved: spam and held leads stay outside the pipeline. */
function outsideMessage(status: Submission["status"]): string {
  return status === "held" ? "It is held: release or discard it first." : "It is marked as spam: move it to new first.";
}

/**
 * Moves a lead to a stage (a lost lead with a reason from the owners' list), dated and kept in lead_events. The
 * status follows: "new" while the lead is new, "handled" once it has moved on (the inbox's status filter).
 */
export async function moveStage(db: Db, id: string, stage: Stage, lostReason: string | undefined, actor: string | null, now = Date.now()): Promise<PipelineOutcome> {
  if (stage === "lost") {
    const reasons = await lostReasons(db);
    if (!lostReason || !reasons.includes(lostReason)) return { ok: false, status: 400, message: "Choose why the lead was lost, from the list." };
  }
  return db.transaction().execute(async (trx) => {
    const lead = await trx.selectFrom("submissions").select(["status", "stage", "lost_reason"]).where("id", "=", id).executeTakeFirst();
    if (!lead) return { ok: false, status: 404, message: "No lead has this address." };
    if (!(PIPELINE_STATUSES as readonly string[]).includes(lead.status)) return { ok: false, status: 409, message: outsideMessage(lead.status) };
    const reason = stage === "lost" ? lostReason! : null;
    if (lead.stage === stage && lead.lost_reason === reason) return { ok: true, changed: false, message: `It was already at ${STAGE_LABELS[stage]}.` };
    await trx
      .updateTable("submissions")
      .set({
        stage,
        stage_changed_at: now,
        lost_reason: reason,
        ...(stage === "new" ? { status: "new" as const, handled_at: null, handled_by: null } : {}),
        // A next action belongs to an open lead: won or lost, it has none.
        ...(isOpenStage(stage) ? {} : { next_action: null, next_action_due: null }),
      })
      .where("id", "=", id)
      .execute();
    if (stage !== "new" && lead.status === "new") {
      await trx.updateTable("submissions").set({ status: "handled", handled_at: now, handled_by: actor }).where("id", "=", id).execute();
    }
    await addEvent(trx, id, "stage", actor, stage, reason, now);
    return { ok: true, changed: true, message: `Moved to ${STAGE_LABELS[stage]}${reason ? ` (${reason})` : ""}.` };
  });
}

/** A staff account a lead may be given to: active, and owner or sales. */
export interface LeadStaff {
  id: string;
  email: string;
  name: string;
}

/** The accounts leads may be assigned to, by name. */
export async function assignableStaff(db: Db): Promise<LeadStaff[]> {
  const rows = await db
    .selectFrom("users")
    .select(["id", "email", "display_name"])
    .where("disabled_at", "is", null)
    .where("role", "in", [...LEAD_ROLES])
    .orderBy("email")
    .execute();
  return rows.map((row) => ({ id: row.id, email: row.email, name: row.display_name ?? row.email }));
}

/** A lead's owner as the pages show it: the account while active; a removed one's email, to say so. */
export interface LeadOwner {
  owner: LeadStaff | null;
  /** The email of the account that owned it and was removed since (the lead counts as unassigned). */
  removed: string | null;
}

export async function leadOwner(db: Db, ownerId: string | null): Promise<LeadOwner> {
  if (!ownerId) return { owner: null, removed: null };
  const user = await db.selectFrom("users").select(["id", "email", "display_name", "disabled_at", "role"]).where("id", "=", ownerId).executeTakeFirst();
  if (!user || user.disabled_at !== null || !(LEAD_ROLES as readonly string[]).includes(user.role)) return { owner: null, removed: user?.email ?? "an account that no longer exists" };
  return { owner: { id: user.id, email: user.email, name: user.display_name ?? user.email }, removed: null };
}

/** The staff mail telling an account a lead is now theirs (through the outbox, with the lead). */
async function assignedMail(trx: Db, lead: Submission, to: LeadStaff, by: string, now: number): Promise<NewOutboxRow> {
  const company = await currentSettings(trx);
  const site = siteDetails(company);
  return {
    id: randomUUID(),
    submission_id: lead.id,
    kind: "email",
    recipient: to.email,
    reply_to: null,
    subject: singleLine(`A lead is yours: ${lead.first_name} ${lead.last_name} (${formLabel(lead.form_id)})`, 250),
    body: [
      "Hello,",
      "",
      `${by} gave you a lead: ${singleLine(`${lead.first_name} ${lead.last_name}`)}, ${formLabel(lead.form_id)}, received ${formatStaffTime(lead.created_at)}.`,
      "",
      `Open it: ${absoluteUrl(`/admin/submissions/${lead.id}`)}`,
      "",
      singleLine(site.name),
      "",
    ].join("\n"),
    created_at: now,
    next_attempt_at: now,
    company: JSON.stringify(company),
  };
}

/**
 * Gives a lead to an account (or none: unassigned), mailing the new owner. An account removed meanwhile is refused
 * with a message that says so.
 */
export async function assignOwner(db: Db, id: string, ownerId: string | null, actor: string, now = Date.now()): Promise<PipelineOutcome & { mailed?: boolean }> {
  return db.transaction().execute(async (trx) => {
    const lead = await trx.selectFrom("submissions").selectAll().where("id", "=", id).executeTakeFirst();
    if (!lead) return { ok: false, status: 404, message: "No lead has this address." };
    if (!(PIPELINE_STATUSES as readonly string[]).includes(lead.status)) return { ok: false, status: 409, message: outsideMessage(lead.status) };
    let owner: LeadStaff | null = null;
    if (ownerId) {
      const { owner: active, removed } = await leadOwner(trx, ownerId);
      if (!active) {
        return { ok: false, status: 409, message: `That account${removed && removed.includes("@") ? ` (${removed})` : ""} has been removed, so the lead cannot be given to it: choose another owner.` };
      }
      owner = active;
    }
    const current = await leadOwner(trx, lead.owner_id);
    if ((current.owner?.id ?? null) === (owner?.id ?? null) && lead.owner_id === (owner?.id ?? null)) {
      return { ok: true, changed: false, message: owner ? `It was already ${owner.name}'s.` : "It was already unassigned." };
    }
    await trx.updateTable("submissions").set({ owner_id: owner?.id ?? null }).where("id", "=", id).execute();
    await addEvent(trx, id, "owner", actor, owner?.email ?? null, null, now);
    const mailed = Boolean(owner && owner.email !== actor);
    if (owner && mailed) await trx.insertInto("outbox").values(await assignedMail(trx, lead, owner, actor, now)).execute();
    return { ok: true, changed: true, mailed, message: owner ? `Given to ${owner.name}${mailed ? ", who was emailed" : ""}.` : "It is unassigned now." };
  });
}

export async function addNote(db: Db, id: string, note: string, actor: string, now = Date.now()): Promise<PipelineOutcome> {
  const lead = await db.selectFrom("submissions").select("id").where("id", "=", id).executeTakeFirst();
  if (!lead) return { ok: false, status: 404, message: "No lead has this address." };
  await addEvent(db, id, "note", actor, null, note, now);
  return { ok: true, changed: true, message: "Note added." };
}

/** Sets or clears a lead's next action (only an open lead in the pipeline has one). */
export async function setNextAction(db: Db, id: string, what: string, due: string, actor: string, now = Date.now()): Promise<PipelineOutcome> {
  return db.transaction().execute(async (trx) => {
    const lead = await trx.selectFrom("submissions").select(["status", "stage", "next_action", "next_action_due"]).where("id", "=", id).executeTakeFirst();
    if (!lead) return { ok: false, status: 404, message: "No lead has this address." };
    if (!(PIPELINE_STATUSES as readonly string[]).includes(lead.status)) return { ok: false, status: 409, message: outsideMessage(lead.status) };
    if (what && !isOpenStage(lead.stage)) return { ok: false, status: 409, message: `It is ${STAGE_LABELS[lead.stage].toLowerCase()}: only an open lead has a next action.` };
    const next = what ? { next_action: what, next_action_due: due } : { next_action: null, next_action_due: null };
    if (lead.next_action === next.next_action && lead.next_action_due === next.next_action_due) return { ok: true, changed: false, message: "The next action was already that." };
    await trx.updateTable("submissions").set(next).where("id", "=", id).execute();
    await addEvent(trx, id, "next-action", actor, next.next_action_due, next.next_action, now);
    return { ok: true, changed: true, message: what ? "Next action saved." : "Next action cleared." };
  });
}

/** A lead's owner counts only while that account is active: the "Unassigned" view includes removed owners' leads. */
export function activeOwnerSql() {
  return sql<boolean>`exists (select 1 from users u where u.id = submissions.owner_id and u.disabled_at is null and u.role in ('owner', 'sales'))`;
}
