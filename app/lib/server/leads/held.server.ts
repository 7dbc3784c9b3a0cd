import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import { site } from "#app/content/site";
import { CAPTCHA_FIELD, type CaptchaProvider } from "#app/lib/captcha-config";
import { eventState } from "#app/lib/content/event-state";
import type { EventItem } from "#app/lib/content/types";
import { HELD_PER_CLIENT_DEFAULT, HELD_SITE_LIMIT_DEFAULT } from "#app/lib/env.server";
import type { FormId } from "#app/lib/forms/form-ids";
import type { HeldLimits } from "#app/lib/forms/held";
import type { FormResult } from "#app/lib/forms/results";
import { SHOWROOMS, VISIT_PURPOSES, isShowroomId, type ShowroomId } from "#app/lib/visits/showrooms";
import { requestedSlot, slotLabel, slotRefusal, slotRefusalResult, type VisitRequest } from "../bookings/visit-leads.server";
import { bookHeldVisit } from "./forms/visit.server";
import type { Store } from "../platform/database.server";
import type { Database, Submission } from "../platform/db-schema";
import type { AppServices } from "../platform/services.server";
import { listAttachments } from "./attachments.server";
import { insertQuote, type QuoteDetails } from "./quotes.server";
import { isUniqueViolation } from "../platform/database.server";
import { rsvpEmailKey } from "#app/lib/forms/rsvp-fields";
import { duplicateRsvpMessage } from "./rsvp-replies.server";
import { queueMails, rsvpPlace, submissionRow, type SubmissionFields } from "./submissions.server";

/**
 * Held submissions (decision 027). A form post from one of the site's pages whose captcha field is absent came from a
 * browser that could not run the captcha (scripts off, or the widget could not load): rather than lose it, it is
 * stored as "held", within a per-client and a site-wide quota, never mailed to the address typed, taking no RSVP
 * place and no visit time. Staff are told (at most one notice per HELD_NOTICE_INTERVAL_MS, with no visitor text), and
 * in the inbox they Release it (handled as if the captcha had passed) or Discard it (deleted).
 */

export type { HeldLimits };

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

/** What releasing a held submission needs beyond its row (stored as JSON in held_submissions.request). */
export type HeldRequest =
  | { kind: "contact" }
  | { kind: "quote"; quote: Omit<QuoteDetails, "attachments"> }
  | { kind: "rsvp"; eventId: string | null }
  | { kind: "visit"; visit: VisitRequest };

/** How a release went: mailed; a visit booked or its time gone; an RSVP confirmed, waiting, or its event over. */
export type HeldOutcome = "sent" | "booked" | "slot-taken" | "confirmed" | "waitlist" | "event-over";

/**
 * Whether a post comes from a browser that did not run the captcha: its widget's field is absent altogether (the
 * widget adds it to the form when it renders; a browser that ran it and failed sends it, empty or wrong).
 */
export function captchaNotRun(fields: Readonly<Record<string, unknown>>, provider: CaptchaProvider): boolean {
  return provider !== "off" && !Object.hasOwn(fields, CAPTCHA_FIELD[provider]);
}

/** The part of the app's services holding and releasing use. */
export type HeldServices = Pick<AppServices, "store" | "planOutbox" | "wakeOutbox" | "content"> & Partial<Pick<AppServices, "heldLimits">>;

/** A post to hold: the form, the fields as a submission stores them, and what its kind needs to be released later. */
export interface HeldPost {
  formId: FormId;
  fields: SubmissionFields;
  event?: EventItem;
  quote?: QuoteDetails;
  visit?: VisitRequest;
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

function heldRequestOf(post: HeldPost, kind: Submission["kind"]): HeldRequest {
  if (kind === "visit" && post.visit) {
    // Only what the booking needs: the person's details are the submission's own.
    const { showroom, purpose, slot, note } = post.visit;
    return { kind, visit: { showroom, purpose, slot, note } };
  }
  if (kind === "quote" && post.quote) {
    const { attachments: _files, ...quote } = post.quote;
    return { kind, quote };
  }
  if (kind === "rsvp") return { kind, eventId: post.event?.id ?? null };
  return { kind: "contact" };
}

const QUOTA_OPENINGS = {
  client: "We already have messages from your connection waiting for a person to check",
  site: "We cannot take more messages from browsers without JavaScript just now",
  files: "We cannot take more files from browsers without JavaScript just now",
} as const;

const quotaMessage = (whose: keyof typeof QUOTA_OPENINGS) =>
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
 * when over either), and answers the visitor that a person will confirm within one business day. A visit's time is
 * checked first: one already taken is answered as for anyone (409 with the next free times), but none is taken.
 */
export async function holdSubmission(
  services: HeldServices,
  post: HeldPost,
  meta: { clientHash: string; userAgent?: string },
  values: Record<string, string>,
  now = Date.now(),
): Promise<FormResult> {
  const { store } = services;
  const limits = services.heldLimits ?? DEFAULT_HELD_LIMITS;
  const row = { ...submissionRow(post.fields, { formId: post.formId, ...meta }, now), status: "held" as const };
  const request = heldRequestOf(post, row.kind);
  const kept = post.quote ? { attachments: post.quote.attachments ?? [] } : {};

  let visit: Extract<FormResult, { ok: true }>["visit"];
  if (request.kind === "visit") {
    const slot = await requestedSlot(store.db, request.visit);
    const refusal = await slotRefusal(store.db, request.visit.showroom as ShowroomId, slot, now);
    if (refusal) return slotRefusalResult(slot, refusal, values);
    visit = { showroom: request.visit.showroom, purpose: request.visit.purpose, startsAt: slot.startsAt, endsAt: slot.endsAt };
  }

  // One reply per email per event holds for a held RSVP too: a second one is refused now, not at its release.
  if (request.kind === "rsvp" && post.event && (await hasRsvpReply(store.db, post.event.id, row.email))) {
    return { ok: false, status: 409, errors: {}, formError: duplicateRsvpMessage(post.event), values };
  }

  const stored = await store.db.transaction().execute(async (trx) => {
    await lockHeld(trx, store);
    const waiting = await waitingHeld(trx, meta.clientHash);
    if (waiting.mine >= limits.perClient) return "client" as const;
    if (waiting.all >= limits.siteWide) return "site" as const;
    const files = (post.quote?.attachments ?? []).reduce((sum, file) => sum + file.bytes, 0);
    if (files > 0 && (await heldFileBytes(trx)) + files > HELD_FILES_BUDGET_BYTES) return "files" as const;
    if (request.kind === "rsvp") row.event_id = request.eventId;
    const submission = await trx.insertInto("submissions").values(row).returningAll().executeTakeFirstOrThrow();
    if (post.quote) await insertQuote(trx, submission.id, post.quote, now);
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
    return { ok: false, status: 429, errors: {}, formError: quotaMessage(stored), values, ...kept };
  }
  if (stored === "notified") services.wakeOutbox();
  return {
    ok: true,
    formId: post.formId,
    held: true,
    ...(visit ? { visit } : {}),
    ...(post.quote
      ? { quote: { openings: post.quote.openings, summary: post.quote.summary, attachments: post.quote.attachments ?? [], projectType: post.quote.projectType } }
      : {}),
  };
}

/** Whether an RSVP that counts (not spam, not held) from this email is stored for the event. */
async function hasRsvpReply(db: Kysely<Database>, eventId: string, email: string): Promise<boolean> {
  const found = await db
    .selectFrom("submissions")
    .select("id")
    .where("event_id", "=", eventId)
    .where("rsvp_email", "=", rsvpEmailKey(email))
    .executeTakeFirst();
  return found !== undefined;
}

// ------------------------------------------------------------------------------------------------ release

/** What staff are told after Release or Discard: ok false for what needs their attention (the tone of the notice). */
export interface HeldActionResult {
  ok: boolean;
  message: string;
  /** 404: nothing held has this id; 409: released or discarded already. */
  status?: 404 | 409;
}

class NoLongerHeld extends Error {}

const NO_LONGER_HELD: HeldActionResult = { ok: false, status: 409, message: "It is no longer held: someone released or discarded it already." };

async function heldRow(db: Kysely<Database>, id: string) {
  return db
    .selectFrom("held_submissions")
    .innerJoin("submissions", "submissions.id", "held_submissions.submission_id")
    .select(["held_submissions.request", "submissions.status", "submissions.first_name", "submissions.last_name", "submissions.email"])
    .where("held_submissions.submission_id", "=", id)
    .executeTakeFirst();
}

/**
 * Takes a held submission out of held (inside the caller's transaction), recording who released it, when and how it
 * went; throws NoLongerHeld when another release or a discard came first.
 */
async function markReleased(
  trx: Transaction<Database>,
  id: string,
  actor: string,
  outcome: HeldOutcome,
  now: number,
  rsvp?: { status: "confirmed" | "waitlist"; email: string },
): Promise<Submission> {
  const released = await trx
    .updateTable("submissions")
    // A released RSVP counts as its email's one reply to the event (the unique rule of decision 025).
    .set({ status: "new", ...(rsvp ? { rsvp_status: rsvp.status, rsvp_email: rsvpEmailKey(rsvp.email) } : {}) })
    .where("id", "=", id)
    .where("status", "=", "held")
    .returningAll()
    .executeTakeFirst();
  if (!released) throw new NoLongerHeld();
  await trx.updateTable("held_submissions").set({ released_at: now, released_by: actor, outcome }).where("submission_id", "=", id).execute();
  await trx.insertInto("submission_events").values({ id: randomUUID(), submission_id: id, action: "released", actor, created_at: now }).execute();
  return released;
}


/**
 * Releases a held submission as if its captcha had passed: a contact enquiry or quote request is mailed on; an RSVP
 * takes its place (or joins the waiting list) and is mailed, unless its event is over; a visit is booked if its time
 * is still free, or else stays as a new lead for staff to follow up, with nothing sent.
 */
export async function releaseHeld(services: HeldServices, id: string, actor: string, now = Date.now()): Promise<HeldActionResult> {
  const { store } = services;
  const held = await heldRow(store.db, id);
  if (!held) return { ok: false, status: 404, message: "Nothing held has this address." };
  if (held.status !== "held") return NO_LONGER_HELD;
  const request = JSON.parse(held.request) as HeldRequest;
  const name = `${held.first_name} ${held.last_name}`;
  try {
    if (request.kind === "visit") return await releaseVisit(services, id, actor, request.visit, name, now);
    if (request.kind === "rsvp") return await releaseRsvp(services, id, actor, request.eventId, now);
    const quote = request.kind === "quote" ? { ...request.quote, attachments: await listAttachments(store.db, id) } : undefined;
    await store.db.transaction().execute(async (trx) => {
      const released = await markReleased(trx, id, actor, "sent", now);
      await queueMails(trx, services.planOutbox, released, { quote }, now);
    });
    services.wakeOutbox();
    return { ok: true, message: `Released: the mails to ${held.email} and to the business are on their way, as if the spam check had passed.` };
  } catch (error) {
    if (error instanceof NoLongerHeld) return NO_LONGER_HELD;
    throw error;
  }
}

async function releaseVisit(services: HeldServices, id: string, actor: string, request: VisitRequest, name: string, now: number): Promise<HeldActionResult> {
  const outcome = await bookHeldVisit(services.store, services.planOutbox, request, (trx) => markReleased(trx, id, actor, "booked", now), now);
  if (outcome.ok) {
    services.wakeOutbox();
    return { ok: true, message: `Released: the visit on ${slotLabel(outcome.result)} is booked, and its confirmation is on its way.` };
  }
  await services.store.db.transaction().execute((trx) => markReleased(trx, id, actor, "slot-taken", now));
  const slot = await requestedSlot(services.store.db, request);
  return {
    ok: false,
    message: `Released as a new lead, but ${slotLabel(slot)} is ${outcome.reason === "taken" ? "no longer free" : "no longer offered"}: no visit was booked and nothing was sent. Contact ${name} to choose another time.`,
  };
}

async function releaseRsvp(services: HeldServices, id: string, actor: string, eventId: string | null, now: number): Promise<HeldActionResult> {
  const { store, content } = services;
  const event = content.current().events.find((candidate) => candidate.id === eventId);
  if (!event || eventState(event, now) === "past") {
    await store.db.transaction().execute((trx) => markReleased(trx, id, actor, "event-over", now));
    return { ok: false, message: "Released as a new lead, but its event is over or was deleted: no place was taken and nothing was sent." };
  }
  let status: "confirmed" | "waitlist";
  try {
    status = await store.db.transaction().execute(async (trx) => {
      const held = await trx.selectFrom("submissions").select(["guests", "email"]).where("id", "=", id).executeTakeFirstOrThrow();
      const rsvpStatus = await rsvpPlace(trx, store.dialect, event, held.guests ?? 1, now);
      const released = await markReleased(trx, id, actor, rsvpStatus, now, { status: rsvpStatus, email: held.email });
      await queueMails(trx, services.planOutbox, released, { event }, now);
      return rsvpStatus;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return {
      ok: false,
      status: 409,
      message: "Not released: this email already has an RSVP for the event, which stands as first sent. Discard this one, or change the first reply with them.",
    };
  }
  services.wakeOutbox();
  if (event.capacity !== null) await content.refresh();
  return {
    ok: true,
    message: status === "confirmed" ? "Released: the RSVP is confirmed, and its confirmation is on its way." : "Released: the event is full, so the RSVP is on the waiting list; they are told so by email.",
  };
}

/** Deletes a held submission and everything stored with it (its quote, files and notice); false when it is not held. */
export async function discardHeld(store: Store, id: string): Promise<boolean> {
  const result = await store.db.deleteFrom("submissions").where("id", "=", id).where("status", "=", "held").executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Staff's Release or Discard of a held submission (the inbox and the submission's page post these). */
export async function heldStaffAction(services: HeldServices, intent: "release" | "discard", id: string, actor: string): Promise<HeldActionResult> {
  if (intent === "release") return releaseHeld(services, id, actor);
  if (await discardHeld(services.store, id)) return { ok: true, message: "Discarded: it is deleted, with everything sent with it." };
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
export interface HeldView {
  visit?: { when: string; showroom: string; purpose: string };
  released?: { by: string; at: number; outcome: string };
}

const OUTCOME_LABELS: Record<HeldOutcome, string> = {
  sent: "mailed on as if the spam check had passed",
  booked: "the visit was booked",
  "slot-taken": "the time was no longer free, so no visit was booked and nothing was sent",
  confirmed: "the RSVP was confirmed",
  waitlist: "the RSVP joined the waiting list",
  "event-over": "the event was over, so no place was taken and nothing was sent",
};

export async function heldView(db: Kysely<Database>, id: string): Promise<HeldView | undefined> {
  const row = await db.selectFrom("held_submissions").selectAll().where("submission_id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const request = JSON.parse(row.request) as HeldRequest;
  const view: HeldView = {};
  if (request.kind === "visit") {
    const slot = await requestedSlot(db, request.visit);
    const showroom = request.visit.showroom;
    view.visit = {
      when: slotLabel(slot),
      showroom: isShowroomId(showroom) ? SHOWROOMS[showroom].name : showroom,
      purpose: VISIT_PURPOSES.find((purpose) => purpose.value === request.visit.purpose)?.label ?? request.visit.purpose,
    };
  }
  if (row.released_at !== null && row.released_by) {
    const outcome = row.outcome as HeldOutcome | null;
    view.released = { by: row.released_by, at: Number(row.released_at), outcome: outcome ? OUTCOME_LABELS[outcome] ?? outcome : "" };
  }
  return view;
}
