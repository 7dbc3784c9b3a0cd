import { randomUUID } from "node:crypto";
import { z } from "#app/lib/zod";
import { isUniqueViolation, type Store } from "../platform/database.server";
import type { User } from "../platform/db-schema";
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

/**
 * Creates a staff account; AccountError for an invalid email, a weak password or an email already in use. An email
 * whose account was removed gets it back, with the new password and no sessions.
 */
export async function createUser(store: Store, email: string, password: string, now = Date.now()): Promise<User> {
  const address = normaliseEmail(email);
  const badEmail = emailProblem(address);
  if (badEmail) throw new AccountError("email", badEmail);
  const badPassword = passwordProblem(password);
  if (badPassword) throw new AccountError("password", badPassword);
  const row = { id: randomUUID(), email: address, password_hash: await hashPassword(password), created_at: now, disabled_at: null, disabled_by: null };
  try {
    await store.db.insertInto("users").values(row).execute();
    return row;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const restored = await store.db
    .updateTable("users")
    .set({ password_hash: row.password_hash, created_at: now, disabled_at: null, disabled_by: null })
    .where("email", "=", address)
    .where("disabled_at", "is not", null)
    .returningAll()
    .executeTakeFirst();
  if (!restored) throw new AccountError("email", `There is already an account for ${address}.`);
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
export async function listUsers(store: Store): Promise<Pick<User, "id" | "email" | "created_at">[]> {
  return store.db
    .selectFrom("users")
    .select(["id", "email", "created_at"])
    .where("disabled_at", "is", null)
    .orderBy("created_at")
    .orderBy("email")
    .execute();
}

export type RemoveOutcome = "removed" | "yourself" | "not-found" | "not-active";

/**
 * Removes (disables) a colleague's account and ends all its sessions at once, in one transaction. Nobody removes
 * their own account here, and the one removing must still be active when it commits: two staff members removing
 * each other at the same moment cannot leave the site without an account. The change is one conditional UPDATE
 * (atomic on SQLite, whose first write makes the other connection wait); on PostgreSQL both rows are locked in id
 * order first, so the second transaction sees the first one's result.
 */
export async function removeUser(
  store: Store,
  input: { targetId: string; actor: { id: string; email: string } },
  now = Date.now(),
): Promise<RemoveOutcome> {
  if (input.targetId === input.actor.id) return "yourself";
  return store.db.transaction().execute(async (trx) => {
    if (store.dialect === "postgres") {
      await trx.selectFrom("users").select("id").where("id", "in", [input.targetId, input.actor.id]).orderBy("id").forUpdate().execute();
    }
    const updated = await trx
      .updateTable("users")
      .set({ disabled_at: now, disabled_by: input.actor.email })
      .where("id", "=", input.targetId)
      .where("disabled_at", "is", null)
      .where((eb) =>
        eb.exists(eb.selectFrom("users as actor").select("actor.id").where("actor.id", "=", input.actor.id).where("actor.disabled_at", "is", null)),
      )
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) {
      await trx.deleteFrom("sessions").where("user_id", "=", input.targetId).execute();
      return "removed";
    }
    const actor = await trx.selectFrom("users").select("id").where("id", "=", input.actor.id).where("disabled_at", "is", null).executeTakeFirst();
    return actor ? "not-found" : "not-active";
  });
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
