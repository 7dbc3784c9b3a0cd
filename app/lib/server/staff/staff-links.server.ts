import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { StaffRole } from "#app/lib/admin/staff-roles";
import type { Store } from "../platform/database.server";
import type { Database, NewOutboxRow, StaffLinkRow } from "../platform/db-schema";
import { normaliseEmail } from "./users.server";

/**
 * One-use links mailed to staff (decision 064): an owner's invitation to a colleague, and a link to set a new password
 * after "Forgot your password?". Both live in one table (db/migrations/0028-staff-links.ts) under the SHA-256 of their
 * token, as sessions do; the token is only ever in the mail. Each is issued in the same transaction as the outbox row
 * that mails it, so a link exists exactly when its mail is on its way; and each is used by one conditional UPDATE, so
 * two tabs posting the same link cannot both use it.
 */

/** An invitation works for 72 hours after it is sent (or sent again). */
export const INVITATION_TTL_MS = 72 * 60 * 60_000;
/** A password reset link works for 30 minutes. */
export const RESET_TTL_MS = 30 * 60_000;
/** A link to confirm a new email address works for an hour. */
export const EMAIL_CHANGE_TTL_MS = 60 * 60_000;
/** Email changes waiting to be confirmed at once, site-wide (each account has at most one: a new one replaces the older). */
export const MAX_PENDING_EMAIL_CHANGES = 50;
/** Invitations waiting to be accepted at once, site-wide: an owner revokes or lets one expire before sending more. */
export const MAX_PENDING_INVITATIONS = 20;
/** Reset links waiting at once, site-wide (each account has at most one: a new one replaces the older). */
export const MAX_PENDING_RESETS = 50;
/** A link's row is kept this long after it stopped working (so it can say "used" or "expired"), then deleted. */
export const LINK_RETENTION_MS = 14 * 24 * 60 * 60_000;
/** Random bytes in a link's token (43 characters of base64url). */
export const LINK_TOKEN_BYTES = 32;

export type LinkKind = StaffLinkRow["kind"];
type Db = Kysely<Database> | Transaction<Database>;

/** What a link's address finds: the link while it works, or why it does not. */
export type LinkCheck = { state: "open"; link: StaffLinkRow } | { state: "used" | "revoked" | "expired" | "unknown"; link?: StaffLinkRow };

/** The stored id of a token: its SHA-256, so a copy of the database cannot be used to open a link. */
export function linkTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function newToken(): string {
  return randomBytes(LINK_TOKEN_BYTES).toString("base64url");
}

/** A row as read from either database (PostgreSQL gives bigint columns as strings). */
function fromRow(row: StaffLinkRow): StaffLinkRow {
  const time = (value: number | null) => (value === null ? null : Number(value));
  return { ...row, created_at: Number(row.created_at), expires_at: Number(row.expires_at), used_at: time(row.used_at), revoked_at: time(row.revoked_at) };
}

/** Why a link no longer works, or "open". */
function stateOf(link: StaffLinkRow, now: number): LinkCheck["state"] {
  if (link.used_at !== null) return "used";
  if (link.revoked_at !== null) return "revoked";
  if (link.expires_at <= now) return "expired";
  return "open";
}

/** What a link of `kind` finds (anything that is not one of ours, or of another kind, is "unknown"). */
export async function checkLink(db: Db, kind: LinkKind, token: string, now = Date.now()): Promise<LinkCheck> {
  if (!TOKEN_PATTERN.test(token)) return { state: "unknown" };
  const row = await db.selectFrom("staff_links").selectAll().where("token_hash", "=", linkTokenHash(token)).where("kind", "=", kind).executeTakeFirst();
  if (!row) return { state: "unknown" };
  const link = fromRow(row);
  return { state: stateOf(link, now), link } as LinkCheck;
}

/** Links that still work: neither used, revoked nor expired. */
function pending(db: Db, kind: LinkKind, now: number) {
  return db
    .selectFrom("staff_links")
    .where("kind", "=", kind)
    .where("used_at", "is", null)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now);
}

async function countPending(db: Db, kind: LinkKind, now: number): Promise<number> {
  const row = await pending(db, kind, now).select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The mail that carries a new link: made from the link's address, inserted with the link. */
export type LinkMail = (token: string, link: StaffLinkRow) => NewOutboxRow | Promise<NewOutboxRow>;

export interface NewInvitation {
  email: string;
  role: StaffRole;
  name: string;
  /** The owner sending it (their email). */
  by: string;
}

export type InvitationOutcome = { ok: true; link: StaffLinkRow } | { ok: false; reason: "account-exists" | "quota" };

/**
 * Sends an invitation: refused for an email that already has an active account, and when MAX_PENDING_INVITATIONS are
 * waiting. An earlier invitation to the same email still waiting is revoked: the new one replaces it.
 */
export async function issueInvitation(store: Store, invitation: NewInvitation, mail: LinkMail, now = Date.now()): Promise<InvitationOutcome> {
  const email = normaliseEmail(invitation.email);
  return store.db.transaction().execute(async (trx) => {
    const account = await trx.selectFrom("users").select("id").where("email", "=", email).where("disabled_at", "is", null).executeTakeFirst();
    if (account) return { ok: false, reason: "account-exists" } as const;
    await trx
      .updateTable("staff_links")
      .set({ revoked_at: now })
      .where("kind", "=", "invitation")
      .where("email", "=", email)
      .where("used_at", "is", null)
      .where("revoked_at", "is", null)
      .execute();
    if ((await countPending(trx, "invitation", now)) >= MAX_PENDING_INVITATIONS) return { ok: false, reason: "quota" } as const;
    const token = newToken();
    const link: StaffLinkRow = {
      id: randomUUID(),
      token_hash: linkTokenHash(token),
      kind: "invitation",
      email,
      user_id: null,
      role: invitation.role,
      display_name: invitation.name,
      created_by: invitation.by,
      created_at: now,
      expires_at: now + INVITATION_TTL_MS,
      used_at: null,
      revoked_at: null,
    };
    await trx.insertInto("staff_links").values(link).execute();
    await trx.insertInto("outbox").values(await mail(token, link)).execute();
    return { ok: true, link } as const;
  });
}

/**
 * Sends an invitation again (pending or expired, never used or revoked): a new token, so the earlier mail's link stops
 * working, and another INVITATION_TTL_MS. Undefined when there is no such invitation to send; refused like a new one
 * when its email has an account meanwhile.
 */
export async function resendInvitation(store: Store, id: string, mail: LinkMail, now = Date.now()): Promise<InvitationOutcome | undefined> {
  return store.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("staff_links")
      .selectAll()
      .where("id", "=", id)
      .where("kind", "=", "invitation")
      .where("used_at", "is", null)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    if (!row) return undefined;
    const account = await trx.selectFrom("users").select("id").where("email", "=", row.email).where("disabled_at", "is", null).executeTakeFirst();
    if (account) return { ok: false, reason: "account-exists" } as const;
    // An expired one comes back: it counts against the quota again.
    if (Number(row.expires_at) <= now && (await countPending(trx, "invitation", now)) >= MAX_PENDING_INVITATIONS) return { ok: false, reason: "quota" } as const;
    const token = newToken();
    const link = { ...fromRow(row), token_hash: linkTokenHash(token), expires_at: now + INVITATION_TTL_MS };
    const updated = await trx
      .updateTable("staff_links")
      .set({ token_hash: link.token_hash, expires_at: link.expires_at })
      .where("id", "=", id)
      .where("used_at", "is", null)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return undefined;
    await trx.insertInto("outbox").values(await mail(token, link)).execute();
    return { ok: true, link } as const;
  });
}

/** Revokes an invitation not yet accepted: its link says so from now on. False when there was none to revoke. */
export async function revokeInvitation(store: Store, id: string, now = Date.now()): Promise<boolean> {
  const result = await store.db
    .updateTable("staff_links")
    .set({ revoked_at: now })
    .where("id", "=", id)
    .where("kind", "=", "invitation")
    .where("used_at", "is", null)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Invitations neither accepted nor revoked, waiting or expired, the newest first: the Accounts page's list. */
export async function listInvitations(store: Store): Promise<StaffLinkRow[]> {
  const rows = await store.db
    .selectFrom("staff_links")
    .selectAll()
    .where("kind", "=", "invitation")
    .where("used_at", "is", null)
    .where("revoked_at", "is", null)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(MAX_PENDING_INVITATIONS * 2)
    .execute();
  return rows.map(fromRow);
}

/**
 * A password reset link for an active account; any earlier one of that account still waiting stops working.
 * Undefined (nothing sent) when MAX_PENDING_RESETS are waiting site-wide.
 */
export async function issueReset(store: Store, user: { id: string; email: string }, mail: LinkMail, now = Date.now()): Promise<StaffLinkRow | undefined> {
  return store.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("staff_links")
      .set({ revoked_at: now })
      .where("kind", "=", "reset")
      .where("user_id", "=", user.id)
      .where("used_at", "is", null)
      .where("revoked_at", "is", null)
      .execute();
    if ((await countPending(trx, "reset", now)) >= MAX_PENDING_RESETS) return undefined;
    const token = newToken();
    const link: StaffLinkRow = {
      id: randomUUID(),
      token_hash: linkTokenHash(token),
      kind: "reset",
      email: user.email,
      user_id: user.id,
      role: null,
      display_name: null,
      created_by: null,
      created_at: now,
      expires_at: now + RESET_TTL_MS,
      used_at: null,
      revoked_at: null,
    };
    await trx.insertInto("staff_links").values(link).execute();
    await trx.insertInto("outbox").values(await mail(token, link)).execute();
    return link;
  });
}

export type EmailChangeOutcome = { ok: true; link: StaffLinkRow } | { ok: false; reason: "account-exists" | "quota" };

/**
 * A link to the new address that changes an account's email once opened; any earlier one of that account still
 * waiting stops working. Refused when another account (active or removed: its address cannot be reused while it
 * exists) has that email, and when MAX_PENDING_EMAIL_CHANGES are waiting site-wide.
 */
export async function issueEmailChange(store: Store, user: { id: string }, newEmail: string, mail: LinkMail, now = Date.now()): Promise<EmailChangeOutcome> {
  const email = normaliseEmail(newEmail);
  return store.db.transaction().execute(async (trx) => {
    const taken = await trx.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();
    if (taken) return { ok: false, reason: "account-exists" } as const;
    await trx
      .updateTable("staff_links")
      .set({ revoked_at: now })
      .where("kind", "=", "email")
      .where("user_id", "=", user.id)
      .where("used_at", "is", null)
      .where("revoked_at", "is", null)
      .execute();
    if ((await countPending(trx, "email", now)) >= MAX_PENDING_EMAIL_CHANGES) return { ok: false, reason: "quota" } as const;
    const token = newToken();
    const link: StaffLinkRow = {
      id: randomUUID(),
      token_hash: linkTokenHash(token),
      kind: "email",
      email,
      user_id: user.id,
      role: null,
      display_name: null,
      created_by: null,
      created_at: now,
      expires_at: now + EMAIL_CHANGE_TTL_MS,
      used_at: null,
      revoked_at: null,
    };
    await trx.insertInto("staff_links").values(link).execute();
    await trx.insertInto("outbox").values(await mail(token, link)).execute();
    return { ok: true, link } as const;
  });
}

/** Thrown inside useLink's work to take the use back (nothing it wrote is kept) and answer `reason`. */
export class LinkRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "LinkRefused";
  }
}

export type LinkUse<T> = { ok: true; value: T; link: StaffLinkRow } | { ok: false; state: Exclude<LinkCheck["state"], "open"> } | { ok: false; refused: string };

/**
 * Uses a link once: marks it used, only if it still works, and runs `work` in the same transaction. Of two posts of
 * the same link only one gets to `work`; the other is told why the link no longer works. `work` throwing LinkRefused
 * takes everything back (the link works again) and answers its reason.
 */
export async function useLink<T>(
  store: Store,
  kind: LinkKind,
  token: string,
  work: (trx: Transaction<Database>, link: StaffLinkRow) => Promise<T>,
  now = Date.now(),
): Promise<LinkUse<T>> {
  if (!TOKEN_PATTERN.test(token)) return { ok: false, state: "unknown" };
  const tokenHash = linkTokenHash(token);
  try {
    return await store.db.transaction().execute(async (trx) => {
      const used = await trx
        .updateTable("staff_links")
        .set({ used_at: now })
        .where("token_hash", "=", tokenHash)
        .where("kind", "=", kind)
        .where("used_at", "is", null)
        .where("revoked_at", "is", null)
        .where("expires_at", ">", now)
        .returningAll()
        .executeTakeFirst();
      if (!used) {
        const check = await checkLink(trx, kind, token, now);
        return { ok: false, state: check.state === "open" ? "used" : check.state } as const;
      }
      const link = fromRow(used);
      return { ok: true, value: await work(trx, link), link } as const;
    });
  } catch (error) {
    if (error instanceof LinkRefused) return { ok: false, refused: error.reason };
    throw error;
  }
}

/** Deletes links that stopped working more than LINK_RETENTION_MS ago; returns how many. */
export async function sweepStaffLinks(store: Store, now = Date.now()): Promise<number> {
  const before = now - LINK_RETENTION_MS;
  const result = await store.db
    .deleteFrom("staff_links")
    .where((eb) => eb.or([eb("expires_at", "<", before), eb("used_at", "<", before), eb("revoked_at", "<", before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
