/**
 * The audit log's words (decision 065): the kinds of action an owner filters by, and each action as the log page and
 * its CSV say it. Browser-safe: no server code.
 */

export const AUDIT_AREAS = {
  access: "Signing in and out",
  accounts: "Accounts and roles",
  content: "Site content",
  leads: "Leads",
  exports: "Exports",
  backups: "Backups and restores",
} as const;
export type AuditArea = keyof typeof AUDIT_AREAS;

/** Each action of an area, as the log says it. */
function inArea<const A extends AuditArea, const L extends Record<string, string>>(area: A, labels: L): { [K in keyof L]: { area: A; label: L[K] } } {
  return Object.fromEntries(Object.entries(labels).map(([action, label]) => [action, { area, label }])) as { [K in keyof L]: { area: A; label: L[K] } };
}

export const AUDIT_ACTIONS = {
  ...inArea("access", {
    "sign-in": "Signed in",
    "sign-in-failed": "Sign-in failed",
    "sign-out": "Signed out",
    "sessions-ended": "Ended sessions",
  }),
  ...inArea("accounts", {
    "account-added": "Added an account",
    "invitation-sent": "Invited",
    "invitation-revoked": "Revoked an invitation:",
    "invitation-accepted": "Accepted an invitation:",
    "password-reset-asked": "Asked for a password reset link",
    "password-reset": "Set a new password with a reset link",
    "account-removed": "Removed an account",
    "role-changed": "Changed a role",
    "name-changed": "Changed their name",
    "password-changed": "Changed their password",
    "email-change-asked": "Asked to change their email to",
    "email-changed": "Changed their email:",
    "second-factor-on": "Turned on a second factor:",
    "second-factor-off": "Turned off their second factor:",
    "recovery-codes-renewed": "Made new",
    "passkey-added": "Added a passkey",
    "passkey-renamed": "Renamed a passkey",
    "passkey-removed": "Removed a passkey",
    "policy-changed": "Changed the rule:",
  }),
  ...inArea("content", {
    create: "Created",
    update: "Edited",
    delete: "Deleted",
    undelete: "Brought back",
    restore: "Restored an earlier version of",
    move: "Moved",
  }),
  ...inArea("leads", {
    "lead-status": "Changed a lead's status",
    "lead-stage": "Moved a lead",
    "lead-owner": "Changed a lead's owner",
    "lead-next-action": "Changed a lead's next action",
    "lead-note": "Added a note to a lead",
    "lead-lost-reasons": "Changed the reasons a lead is lost",
    "held-released": "Released a held post",
    "held-discarded": "Discarded a held post",
    "lead-reply": "Replied to a lead",
    "people-merged": "Merged two people's leads:",
    "people-unmerged": "Undid a merge of people:",
    "person-split": "Split a person's leads:",
    "person-erased": "Erased everything held on a person:",
    "leads-expired": "Deleted leads kept past the retention period:",
    "retention-changed": "Changed how long leads are kept:",
  }),
  ...inArea("exports", {
    "person-exported": "Exported everything held on a person:",
    export: "Exported",
  }),
  ...inArea("backups", {
    backup: "Took a backup",
    "site-restored": "Restored the site from a backup",
  }),
} as const satisfies Record<string, { area: AuditArea; label: string }>;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

export function isAuditArea(value: unknown): value is AuditArea {
  return typeof value === "string" && Object.hasOwn(AUDIT_AREAS, value);
}

export function auditLabel(action: string): string {
  return Object.hasOwn(AUDIT_ACTIONS, action) ? AUDIT_ACTIONS[action as AuditAction].label : action;
}
