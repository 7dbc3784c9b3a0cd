import { staffTime } from "#app/lib/business-time";
import type { AppServices } from "../platform/services.server";
import { requestClientHash, type Staff } from "./auth.server";
import { listSessions } from "./sessions.server";
import { listInvitations } from "./staff-links.server";
import { listUsers } from "./users.server";
import { pendingSecondFactor, recoveryCodesLeft } from "./second-factor.server";
import { secondFactorRoles } from "./staff-policy.server";
import { listPasskeys } from "./passkeys.server";

/** Characters of the pseudonymised address shown to tell networks apart (never the address itself). */
export const NETWORK_CODE_LENGTH = 6;

/** Your account: who is signed in, under which name and role, and this account's sessions with their browser and network. */
export async function accountPage(services: AppServices, staff: Staff, clientIp: string | undefined) {
  const me = { id: staff.userId, email: staff.email };
  const [sessions, factor, requiredFor, passkeys] = await Promise.all([
    listSessions(services.store, staff.userId),
    services.store.db.selectFrom("users").select("totp_enabled_at").where("id", "=", staff.userId).executeTakeFirst(),
    secondFactorRoles(services.store),
    listPasskeys(services.store, staff.userId),
  ]);
  const here = requestClientHash(services, clientIp);
  const enabled = factor?.totp_enabled_at != null;
  return {
    email: staff.email,
    name: staff.name,
    role: staff.role,
    secondFactor: {
      enabled,
      /** The owners require it of this role, and it is not on yet: nothing else opens until it is. */
      required: !enabled && passkeys.length === 0 && requiredFor.includes(staff.role),
      recoveryLeft: enabled ? await recoveryCodesLeft(services.store, staff.userId) : 0,
      setup: enabled ? undefined : await pendingSecondFactor(services.store, me, services.sessionSecret),
    },
    passkeys: passkeys.map((passkey) => ({
      id: passkey.id,
      name: passkey.name,
      added: staffTime(passkey.createdAt),
      lastUsed: passkey.lastUsedAt === null ? null : staffTime(passkey.lastUsedAt),
      synced: passkey.backedUp,
    })),
    sessions: sessions.map((session) => ({
      id: session.id,
      isThis: session.id === staff.id,
      browser: session.browser ?? "An unknown browser",
      network: !session.clientHash
        ? "Not recorded"
        : session.clientHash === here
          ? "The same as this browser's"
          : `Another network (${session.clientHash.slice(0, NETWORK_CODE_LENGTH)})`,
      started: staffTime(session.createdAt),
      lastSeen: staffTime(session.lastSeenAt),
    })),
  };
}

/** Accounts: every active staff account with its name and role, oldest first; the invitations not yet accepted. */
export async function accountsPage(services: AppServices, staff: Staff, now = Date.now()) {
  const [users, invitations, requiredFor] = await Promise.all([listUsers(services.store), listInvitations(services.store), secondFactorRoles(services.store)]);
  return {
    secondFactorRoles: requiredFor,
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      name: invitation.display_name,
      role: invitation.role ?? "sales",
      sent: staffTime(invitation.created_at),
      expires: staffTime(invitation.expires_at),
      expired: invitation.expires_at <= now,
    })),
    users: users.map((user) => ({
      id: user.id,
      email: user.email,
      name: user.display_name,
      role: user.role,
      added: staffTime(Number(user.created_at)),
      isYou: user.id === staff.userId,
    })),
  };
}
