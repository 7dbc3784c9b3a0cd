import { randomUUID } from "node:crypto";
import type { Transaction, UpdateQueryBuilder, UpdateResult } from "kysely";
import { FIRST_ROLE, type StaffRole } from "#app/lib/admin/staff-roles";
import { z } from "#app/lib/zod";
import { isUniqueViolation, type Store } from "../platform/database.server";
import type { Database, User } from "../platform/db-schema";
import { hashPassword } from "../platform/password-hash.server";
import { passwordProblem } from "./passwords.server";

/** Staff sign in with their email address, compared without regard to case or surrounding spaces. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const emailSchema = z.string().max(254).pipe(z.email());

/** Why an email address cannot be used for an account, or undefined when it can. */
export function emailProblem(email: string): string | undefined {
  return emailSchema.safeParse(normaliseEmail(email)).success ? undefined : "Enter a valid email address, like name@example.com.";
}

export class AccountError extends Error {
  constructor(
    readonly field: "email" | "password",
    message: string,
  ) {
    super(message);
    this.name = "AccountError";
  }
}

/** What a new account is: its role (an owner unless said) and the name its edits are signed with. */
export interface NewAccount {
  role?: StaffRole;
  name?: string | null;
  now?: number;
}

/** A display name as kept: spaces collapsed, empty as none. */
export function cleanDisplayName(name: string | null | undefined): string | null {
  const clean = (name ?? "").replace(/\s+/g, " ").trim();
  return clean || null;
}

/**
 * Creates a staff account; AccountError for an invalid email, a weak password or an email already in use. An email
 * whose account was removed gets it back, with the new password, role and name and no sessions.
 */
export async function createUser(store: Store, email: string, password: string, account: NewAccount = {}): Promise<User> {
  const { role = FIRST_ROLE, now = Date.now() } = account;
  const display_name = cleanDisplayName(account.name);
  const address = normaliseEmail(email);
  const badEmail = emailProblem(address);
  if (badEmail) throw new AccountError("email", badEmail);
  const badPassword = passwordProblem(password);
  if (badPassword) throw new AccountError("password", badPassword);
  const row = {
    id: randomUUID(),
    email: address,
    password_hash: await hashPassword(password),
    created_at: now,
    disabled_at: null,
    disabled_by: null,
    role,
    display_name,
    totp_secret: null,
    totp_pending_secret: null,
    totp_enabled_at: null,
    totp_last_step: null,
  };
  try {
    await store.db.insertInto("users").values(row).execute();
    return row;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const restored = await store.db
    .updateTable("users")
    // A returning account starts afresh: no second factor of its earlier life.
    .set({ password_hash: row.password_hash, created_at: now, disabled_at: null, disabled_by: null, role, display_name, totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null })
    .where("email", "=", address)
    .where("disabled_at", "is not", null)
    .returningAll()
    .executeTakeFirst();
  if (!restored) throw new AccountError("email", `There is already an account for ${address}.`);
  await store.db.deleteFrom("recovery_codes").where("user_id", "=", restored.id).execute();
  await store.db.deleteFrom("passkeys").where("user_id", "=", restored.id).execute();
  return restored;
}

/** The active account of an email (a removed one is not found: it cannot sign in). */
export async function findUserByEmail(store: Store, email: string): Promise<User | undefined> {
  return store.db
    .selectFrom("users")
    .selectAll()
    .where("email", "=", normaliseEmail(email))
    .where("disabled_at", "is", null)
    .executeTakeFirst();
}

/** The active account of an id. */
export async function findUserById(store: Store, id: string): Promise<User | undefined> {
  return store.db.selectFrom("users").selectAll().where("id", "=", id).where("disabled_at", "is", null).executeTakeFirst();
}

/** How many accounts can sign in. */
export async function countUsers(store: Store): Promise<number> {
  const row = await store.db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("disabled_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every active staff account, oldest first (no password hashes). */
export async function listUsers(store: Store): Promise<Pick<User, "id" | "email" | "created_at" | "role" | "display_name">[]> {
  return store.db
    .selectFrom("users")
    .select(["id", "email", "created_at", "role", "display_name"])
    .where("disabled_at", "is", null)
    .orderBy("created_at")
    .orderBy("email")
    .execute();
}

/** Each account's display name by email (removed accounts too: their edits stay signed), for "Last edited by". */
export async function staffNames(store: Store): Promise<Record<string, string>> {
  const rows = await store.db.selectFrom("users").select(["email", "display_name"]).where("display_name", "is not", null).execute();
  return Object.fromEntries(rows.map((row) => [row.email, row.display_name!]));
}

export type RemoveOutcome = "removed" | "yourself" | "not-found" | "not-active" | "last-owner";
export type RoleOutcome = "changed" | "not-found" | "not-active" | "last-owner";

type Trx = Transaction<Database>;

/**
 * Runs an owner's change to a colleague's account so that the site always keeps an active owner (issue 41). The
 * change is one conditional UPDATE, which must leave another active owner than `targetId` unless the target stays an
 * owner, and which needs the actor still an active owner when it commits: two owners demoting or removing each other
 * at the same moment cannot leave the site without one. SQLite runs the statement atomically (its first write makes
 * the other connection wait); on PostgreSQL the owners' rows are locked first, so the second transaction's statement
 * sees the first one's result.
 */
async function ownerChange(
  store: Store,
  input: { targetId: string; actorId: string; targetStaysOwner: boolean },
  update: (trx: Trx) => UpdateQueryBuilder<Database, "users", "users", UpdateResult>,
  afterChange?: (trx: Trx) => Promise<unknown>,
): Promise<"changed" | "not-found" | "not-active" | "last-owner"> {
  return store.db.transaction().execute(async (trx) => {
    if (store.dialect === "postgres") {
      await trx
        .selectFrom("users")
        .select("id")
        .where((eb) => eb.or([eb("role", "=", "owner"), eb("id", "in", [input.targetId, input.actorId])]))
        .orderBy("id")
        .forUpdate()
        .execute();
    }
    const updated = await update(trx)
      .where("id", "=", input.targetId)
      .where("disabled_at", "is", null)
      .where((eb) =>
        eb.exists(
          eb.selectFrom("users as actor").select("actor.id").where("actor.id", "=", input.actorId).where("actor.disabled_at", "is", null).where("actor.role", "=", "owner"),
        ),
      )
      .$if(!input.targetStaysOwner, (query) =>
        query.where((eb) =>
          eb.or([
            eb("role", "<>", "owner"),
            eb.exists(
              eb.selectFrom("users as other").select("other.id").where("other.id", "<>", input.targetId).where("other.disabled_at", "is", null).where("other.role", "=", "owner"),
            ),
          ]),
        ),
      )
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) {
      await afterChange?.(trx);
      return "changed";
    }
    const actor = await trx.selectFrom("users").select("role").where("id", "=", input.actorId).where("disabled_at", "is", null).executeTakeFirst();
    if (actor?.role !== "owner") return "not-active";
    const target = await trx.selectFrom("users").select("role").where("id", "=", input.targetId).where("disabled_at", "is", null).executeTakeFirst();
    return target ? "last-owner" : "not-found";
  });
}

/**
 * Removes (disables) a colleague's account and ends all its sessions at once, in one transaction. Nobody removes
 * their own account here, only an owner still active when it commits removes one, and the last owner cannot be
 * removed (ownerChange).
 */
export async function removeUser(
  store: Store,
  input: { targetId: string; actor: { id: string; email: string } },
  now = Date.now(),
): Promise<RemoveOutcome> {
  if (input.targetId === input.actor.id) return "yourself";
  const outcome = await ownerChange(
    store,
    { targetId: input.targetId, actorId: input.actor.id, targetStaysOwner: false },
    (trx) => trx.updateTable("users").set({ disabled_at: now, disabled_by: input.actor.email }),
    (trx) => trx.deleteFrom("sessions").where("user_id", "=", input.targetId).execute(),
  );
  return outcome === "changed" ? "removed" : outcome;
}

/** Gives an account another role; an owner may change their own, unless they are the last owner. */
export async function setRole(store: Store, input: { targetId: string; role: StaffRole; actorId: string }): Promise<RoleOutcome> {
  return ownerChange(store, { targetId: input.targetId, actorId: input.actorId, targetStaysOwner: input.role === "owner" }, (trx) =>
    trx.updateTable("users").set({ role: input.role }),
  );
}

/** Sets the name an account's edits are signed with (empty: its email is shown). */
export async function setDisplayName(store: Store, userId: string, name: string): Promise<void> {
  await store.db.updateTable("users").set({ display_name: cleanDisplayName(name) }).where("id", "=", userId).execute();
}

/** Replaces a stored hash made at an older cost, unless the password was changed meanwhile. */
export async function updatePasswordHash(store: Store, userId: string, previousHash: string, newHash: string): Promise<void> {
  await store.db
    .updateTable("users")
    .set({ password_hash: newHash })
    .where("id", "=", userId)
    .where("password_hash", "=", previousHash)
    .execute();
}

/** Sets a new password (AccountError when it is too weak). */
export async function setPassword(store: Store, userId: string, password: string): Promise<void> {
  const problem = passwordProblem(password);
  if (problem) throw new AccountError("password", problem);
  await store.db
    .updateTable("users")
    .set({ password_hash: await hashPassword(password) })
    .where("id", "=", userId)
    .execute();
}

/**
 * At start: when no staff account exists yet and ADMIN_EMAIL and ADMIN_PASSWORD are set, creates the first one.
 * Returns the email of the account made, or undefined when there was nothing to do. Instances starting together
 * on one database create it once (the unique email decides).
 */
export async function ensureFirstStaff(
  store: Store,
  env: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string },
  log: (line: string) => void = console.log,
): Promise<string | undefined> {
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) return undefined;
  if ((await countUsers(store)) > 0) return undefined;
  try {
    const user = await createUser(store, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    // The address stays out of the log (decision 029): the operator set it in ADMIN_EMAIL.
    log(`Staff account ${user.id} created from ADMIN_EMAIL; sign in at /admin`);
    return user.email;
  } catch (error) {
    if (error instanceof AccountError && error.field === "email" && (await countUsers(store)) > 0) return undefined;
    throw error;
  }
}

/**
 * Inside an accepted invitation's transaction: the account it makes, with the password already hashed. An email whose
 * account was removed gets it back; undefined when an active account has the email meanwhile (nothing is changed).
 */
export async function addInvitedUser(
  trx: Transaction<Database>,
  account: { email: string; passwordHash: string; role: StaffRole; name: string | null },
  now = Date.now(),
): Promise<User | undefined> {
  const email = normaliseEmail(account.email);
  const existing = await trx.selectFrom("users").select(["id", "disabled_at"]).where("email", "=", email).executeTakeFirst();
  // A returning account starts afresh: no second factor of its earlier life.
  const fields = {
    password_hash: account.passwordHash,
    created_at: now,
    disabled_at: null,
    disabled_by: null,
    role: account.role,
    display_name: cleanDisplayName(account.name),
    totp_secret: null,
    totp_pending_secret: null,
    totp_enabled_at: null,
    totp_last_step: null,
  };
  if (!existing) {
    const row = { id: randomUUID(), email, ...fields };
    await trx.insertInto("users").values(row).execute();
    return row;
  }
  if (existing.disabled_at === null) return undefined;
  await trx.deleteFrom("recovery_codes").where("user_id", "=", existing.id).execute();
  await trx.deleteFrom("passkeys").where("user_id", "=", existing.id).execute();
  return trx.updateTable("users").set(fields).where("id", "=", existing.id).where("disabled_at", "is not", null).returningAll().executeTakeFirst();
}

/**
 * Inside a used reset link's transaction: the account's new password (already hashed), and every session of it ended.
 * False when the account was removed meanwhile (nothing is changed).
 */
export async function resetPassword(trx: Transaction<Database>, userId: string, passwordHash: string): Promise<boolean> {
  const updated = await trx.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", userId).where("disabled_at", "is", null).executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  await trx.deleteFrom("sessions").where("user_id", "=", userId).execute();
  return true;
}
