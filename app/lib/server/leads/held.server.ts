import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import { siteDetails, type SiteDetails } from "#app/content/settings";
import { CAPTCHA_FIELD, type CaptchaProvider } from "#app/lib/captcha-config";
import { HELD_PER_CLIENT_DEFAULT, HELD_SITE_LIMIT_DEFAULT } from "#app/lib/env.server";
import { FORMS, type FormId, type FormKind } from "#app/lib/forms/form-ids";
import type { HeldLimits } from "#app/lib/forms/held";
import type { FormResult } from "#app/lib/forms/results";
import type { Store } from "../platform/database.server";
import type { Database, Submission } from "../platform/db-schema";
import type { HeldActionResult, HeldAnswer, HeldForm, HeldRelease, HeldRequestView, HeldServices, Lead } from "./lead-form.server";
import { LEAD_FORMS } from "./lead-forms.server";
import { queueMails, submissionRow } from "./submissions.server";
import { recordConsent } from "./consent/consents.server";
import { recordAuditBy } from "../audit/audit-log.server";
import { assignPerson } from "./people/assign-person.server";

/**
 * Held submissions (decision 027). A form post from one of the site's pages whose captcha field is absent came from a
 * browser that could not run the captcha (scripts off, or the widget could not load): rather than lose it, it is
 * stored as "held", within a per-client and a site-wide quota, never mailed to the address typed, taking no RSVP
 * place and no visit time. Staff are told (at most one notice per HELD_NOTICE_INTERVAL_MS, with no visitor text), and
 * in the inbox they Release it (handled as if the captcha had passed) or Discard it (deleted).
 *
 * The steps are the same for every form; what a form does differently is its definition's `held` (HeldForm in
 * lead-form.server.ts, decision 031): a form without it is held and released like a contact enquiry.
 */

export type { HeldLimits };
export type { HeldActionResult, HeldServices } from "./lead-form.server";

export const DEFAULT_HELD_LIMITS: HeldLimits = { perClient: HELD_PER_CLIENT_DEFAULT, siteWide: HELD_SITE_LIMIT_DEFAULT };

/** Staff get one notice of held submissions at most this often (the inbox lists every one of them first). */
export const HELD_NOTICE_INTERVAL_MS = 60 * 60_000;

/**
 * Bytes of files that held quote requests may keep in all. A held request's files are no longer pending (so no longer
 * swept), yet no captcha vouched for them: over this, the request is refused (429) with its files still pending and
 * listed in the form given back, rather than stored.
 */
export const HELD_FILES_BUDGET_BYTES = 250 * 1024 * 1024;

/** PostgreSQL advisory lock that makes "count, then store" one step across instances (SQLite writes one at a time). */
const HELD_LOCK_KEY = 4_810_027;

/**
 * What releasing a held submission needs beyond its row (stored as JSON in held_submissions.request): its kind, and
 * what its form's `held.request` kept (nothing for a contact enquiry).
 */
export type HeldRequest = { kind: Submission["kind"] } & Record<string, unknown>;

/** How a release went: "sent" (mailed on, as a contact enquiry), or one of its form's `held.outcomes`. */
export type HeldOutcome = string;

/**
 * Whether a post comes from a browser that did not run the captcha: its widget's field is absent altogether (the
 * widget adds it to the form when it renders; a browser that ran it and failed sends it, empty or wrong).
 */
export function captchaNotRun(fields: Readonly<Record<string, unknown>>, provider: CaptchaProvider): boolean {
  return provider !== "off" && !Object.hasOwn(fields, CAPTCHA_FIELD[provider]);
}

/** A post to hold: the form, and its lead (the fields as a submission stores them, and what its kind adds). */
export type HeldPost = Lead & { formId: FormId };

/** How a form's posts are held: its definition's, or a contact enquiry's (nothing beyond the submission). */
function heldFormOf(kind: string): HeldForm | undefined {
  return Object.hasOwn(LEAD_FORMS, kind) ? LEAD_FORMS[kind as FormKind].held : undefined;
}

async function lockHeld(trx: Transaction<Database>, store: Store): Promise<void> {
  if (store.dialect === "postgres") await sql`select pg_advisory_xact_lock(${HELD_LOCK_KEY})`.execute(trx);
}

/** Held submissions waiting now: from one client, and in all. */
async function waitingHeld(db: Kysely<Database>, clientHash: string): Promise<{ mine: number; all: number }> {
  const row = await db
    .selectFrom("submissions")
    .select((eb) => [
      eb.fn.countAll<number | string>().as("all"),
      eb.fn.sum<number | string | null>(eb.case().when("client_hash", "=", clientHash).then(1).else(0).end()).as("mine"),
    ])
    .where("status", "=", "held")
    .executeTakeFirstOrThrow();
  return { mine: Number(row.mine ?? 0), all: Number(row.all) };
}

/** Held submissions waiting for staff, for the inbox. */
export async function countHeld(store: Store): Promise<number> {
  const row = await store.db
    .selectFrom("submissions")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("status", "=", "held")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

const QUOTA_OPENINGS = {
  client: "We already have messages from your connection waiting for a person to check",
  site: "We cannot take more messages from browsers without JavaScript just now",
  files: "We cannot take more files from browsers without JavaScript just now",
} as const;

/** The refusal over a quota, with the company's contact details as the pages show them now (`site`). */
const quotaMessage = (whose: keyof typeof QUOTA_OPENINGS, site: Pick<SiteDetails, "phone" | "email">) =>
  `${QUOTA_OPENINGS[whose]}. Nothing was sent: please call us at ${site.phone.display} or email ${site.email}, or turn JavaScript on and send the form again.`;

/** Bytes of the files of held submissions waiting now. */
async function heldFileBytes(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("lead_attachments")
    .innerJoin("submissions", "submissions.id", "lead_attachments.submission_id")
    .select((eb) => eb.fn.sum<number | string | null>("lead_attachments.bytes").as("bytes"))
    .where("submissions.status", "=", "held")
    .executeTakeFirstOrThrow();
  return Number(row.bytes ?? 0);
}

/**
 * Stores a post whose browser could not run the captcha as held, within the quotas (429 with the form given back
 * when over either), and answers the visitor that a person will confirm within one business day. The form's own
 * check comes first (a visit's time already taken is answered as for anyone, 409 with the next free times, but none
 * is taken).
 */
export async function holdSubmission(
  services: HeldServices,
  post: HeldPost,
  meta: { clientHash: string; userAgent?: string },
  values: Record<string, string>,
  now = Date.now(),
): Promise<FormResult> {
  const { store } = services;
  const { formId, ...lead } = post;
  const limits = services.heldLimits ?? DEFAULT_HELD_LIMITS;
  const form = heldFormOf(FORMS[formId].kind);
  const channelRules = services.content.current().channels.rules;
  const row = { ...submissionRow(lead.fields, { formId, ...meta, channelRules }, now), ...form?.columns?.(lead), status: "held" as const };
  const request: HeldRequest = { kind: row.kind, ...form?.request(lead) };
  const files = form?.files?.(lead);
  const kept = files ? { attachments: files } : {};

  let answer: HeldAnswer = {};
  if (form?.check) {
    const checked = await form.check(services, lead, values, now);
    if ("refusal" in checked) return checked.refusal;
    answer = checked.answer;
  }

  const stored = await store.db.transaction().execute(async (trx) => {
    await lockHeld(trx, store);
    const waiting = await waitingHeld(trx, meta.clientHash);
    if (waiting.mine >= limits.perClient) return "client" as const;
    if (waiting.all >= limits.siteWide) return "site" as const;
    const bytes = (files ?? []).reduce((sum, file) => sum + file.bytes, 0);
    if (bytes > 0 && (await heldFileBytes(trx)) + bytes > HELD_FILES_BUDGET_BYTES) return "files" as const;
    const submission = await trx.insertInto("submissions").values(row).returningAll().executeTakeFirstOrThrow();
    // Its consent counts once it is released (consents.server.ts reads released leads only).
    await recordConsent(trx, submission);
    await form?.store?.(trx, submission, lead, now);
    const recent = await trx
      .selectFrom("held_submissions")
      .select("submission_id")
      .where("notified", "=", 1)
      .where("created_at", ">", now - HELD_NOTICE_INTERVAL_MS)
      .limit(1)
      .executeTakeFirst();
    await trx
      .insertInto("held_submissions")
      .values({ submission_id: submission.id, request: JSON.stringify(request), created_at: now, notified: recent ? 0 : 1, released_at: null, released_by: null, outcome: null })
      .execute();
    if (recent) return "held" as const;
    await queueMails(trx, services.planOutbox, submission, { held: true }, now);
    return "notified" as const;
  });

  if (stored === "client" || stored === "site" || stored === "files") {
    return { ok: false, status: 429, errors: {}, formError: quotaMessage(stored, siteDetails(services.content.current().settings)), values, ...kept };
  }
  if (stored === "notified") services.wakeOutbox();
  return { ok: true, formId, held: true, ...answer };
}

// ------------------------------------------------------------------------------------------------ release

class NoLongerHeld extends Error {}

const NO_LONGER_HELD: HeldActionResult = { ok: false, status: 409, message: "It is no longer held: someone released or discarded it already." };

async function heldRow(db: Kysely<Database>, id: string) {
  return db
    .selectFrom("held_submissions")
    .innerJoin("submissions", "submissions.id", "held_submissions.submission_id")
    .select(["held_submissions.request", "submissions.kind", "submissions.status", "submissions.first_name", "submissions.last_name", "submissions.email"])
    .where("held_submissions.submission_id", "=", id)
    .executeTakeFirst();
}

/**
 * Takes a held submission out of held (inside the caller's transaction), recording who released it, when and how it
 * went, with the columns its form's release sets; throws NoLongerHeld when another release or a discard came first.
 */
function markReleased(id: string, actor: string, now: number): HeldRelease["mark"] {
  return async (trx, outcome, columns = {}) => {
    const released = await trx
      .updateTable("submissions")
      .set({ status: "new", ...columns })
      .where("id", "=", id)
      .where("status", "=", "held")
      .returningAll()
      .executeTakeFirst();
    if (!released) throw new NoLongerHeld();
    await trx.updateTable("held_submissions").set({ released_at: now, released_by: actor, outcome }).where("submission_id", "=", id).execute();
    await trx.insertInto("submission_events").values({ id: randomUUID(), submission_id: id, action: "released", actor, created_at: now }).execute();
    // Released, it is a lead like any other: it gets its person (decision 071).
    return assignPerson(trx, released, now);
  };
}

/**
 * Releases a held submission as if its captcha had passed: by its form's `held.release` (an RSVP takes its place, a
 * visit is booked), or else mailed on like a contact enquiry (with what its form's `held.mails` adds: a quote's
 * details and files).
 */
export async function releaseHeld(services: HeldServices, id: string, actor: string, now = Date.now()): Promise<HeldActionResult> {
  const { store } = services;
  const held = await heldRow(store.db, id);
  if (!held) return { ok: false, status: 404, message: "Nothing held has this address." };
  if (held.status !== "held") return NO_LONGER_HELD;
  const request = JSON.parse(held.request) as HeldRequest;
  const form = heldFormOf(held.kind);
  const release: HeldRelease = { id, name: `${held.first_name} ${held.last_name}`, email: held.email, now, mark: markReleased(id, actor, now) };
  try {
    if (form?.release) return await form.release(services, release, request);
    const context = (await form?.mails?.(store.db, id, request)) ?? {};
    await store.db.transaction().execute(async (trx) => {
      const released = await release.mark(trx, "sent");
      await queueMails(trx, services.planOutbox, released, context, now);
    });
    services.wakeOutbox();
    return { ok: true, message: `Released: the mails to ${held.email} and to the business are on their way, as if the spam check had passed.` };
  } catch (error) {
    if (error instanceof NoLongerHeld) return NO_LONGER_HELD;
    throw error;
  }
}

/** Deletes a held submission and everything stored with it (its quote, files and notice); false when it is not held. */
export async function discardHeld(store: Store, id: string): Promise<boolean> {
  const result = await store.db.deleteFrom("submissions").where("id", "=", id).where("status", "=", "held").executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Staff's Release or Discard of a held submission (the inbox and the submission's page post these). */
export async function heldStaffAction(services: HeldServices, intent: "release" | "discard", id: string, actor: string): Promise<HeldActionResult> {
  if (intent === "release") {
    const released = await releaseHeld(services, id, actor);
    if (released.ok) await recordAuditBy(services.store.db, actor, { action: "held-released", subject: `Held post ${id}`, link: `/admin/submissions/${id}` });
    return released;
  }
  if (await discardHeld(services.store, id)) {
    await recordAuditBy(services.store.db, actor, { action: "held-discarded", subject: `Held post ${id}` });
    return { ok: true, message: "Discarded: it is deleted, with everything sent with it." };
  }
  return (await services.store.db.selectFrom("submissions").select("id").where("id", "=", id).executeTakeFirst())
    ? NO_LONGER_HELD
    : { ok: false, status: 404, message: "Nothing held has this address." };
}

/** The intent of a staff post about a held submission, or undefined. */
export function heldIntent(value: unknown): "release" | "discard" | undefined {
  return value === "release" || value === "discard" ? value : undefined;
}

// ---------------------------------------------------------------------------------------------- for staff

/** A held submission as its page shows it: what it asked for (a visit's time) and, once released, how it went. */
export interface HeldView extends HeldRequestView {
  released?: { by: string; at: number; outcome: string };
}

/** What staff read on a release that mailed the submission on; a form's other outcomes are labelled by its `held.outcomes`. */
const SENT_LABEL = "mailed on as if the spam check had passed";

export async function heldView(db: Kysely<Database>, id: string): Promise<HeldView | undefined> {
  const row = await db
    .selectFrom("held_submissions")
    .innerJoin("submissions", "submissions.id", "held_submissions.submission_id")
    .select(["held_submissions.request", "held_submissions.released_at", "held_submissions.released_by", "held_submissions.outcome", "submissions.kind"])
    .where("held_submissions.submission_id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const form = heldFormOf(row.kind);
  const view: HeldView = form?.view ? await form.view(db, JSON.parse(row.request) as HeldRequest) : {};
  if (row.released_at !== null && row.released_by) {
    const outcome = row.outcome;
    const label = outcome === "sent" ? SENT_LABEL : outcome ? form?.outcomes?.[outcome] : "";
    view.released = { by: row.released_by, at: Number(row.released_at), outcome: label ?? outcome ?? "" };
  }
  return view;
}
