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

export const AUDIT_ACTIONS = {
  "sign-in": { area: "access", label: "Signed in" },
  "sign-in-failed": { area: "access", label: "Sign-in failed" },
  "sign-out": { area: "access", label: "Signed out" },
  "sessions-ended": { area: "access", label: "Ended sessions" },
  "account-added": { area: "accounts", label: "Added an account" },
  "invitation-sent": { area: "accounts", label: "Invited" },
  "invitation-revoked": { area: "accounts", label: "Revoked an invitation:" },
  "invitation-accepted": { area: "accounts", label: "Accepted an invitation:" },
  "password-reset-asked": { area: "accounts", label: "Asked for a password reset link" },
  "password-reset": { area: "accounts", label: "Set a new password with a reset link" },
  "account-removed": { area: "accounts", label: "Removed an account" },
  "role-changed": { area: "accounts", label: "Changed a role" },
  "name-changed": { area: "accounts", label: "Changed their name" },
  "password-changed": { area: "accounts", label: "Changed their password" },
  "email-change-asked": { area: "accounts", label: "Asked to change their email to" },
  "email-changed": { area: "accounts", label: "Changed their email:" },
  "second-factor-on": { area: "accounts", label: "Turned on a second factor:" },
  "second-factor-off": { area: "accounts", label: "Turned off their second factor:" },
  "recovery-codes-renewed": { area: "accounts", label: "Made new" },
  "passkey-added": { area: "accounts", label: "Added a passkey" },
  "passkey-renamed": { area: "accounts", label: "Renamed a passkey" },
  "passkey-removed": { area: "accounts", label: "Removed a passkey" },
  "policy-changed": { area: "accounts", label: "Changed the rule:" },
  create: { area: "content", label: "Created" },
  update: { area: "content", label: "Edited" },
  delete: { area: "content", label: "Deleted" },
  undelete: { area: "content", label: "Brought back" },
  restore: { area: "content", label: "Restored an earlier version of" },
  move: { area: "content", label: "Moved" },
  "lead-status": { area: "leads", label: "Changed a lead's status" },
  "lead-stage": { area: "leads", label: "Moved a lead" },
  "lead-owner": { area: "leads", label: "Changed a lead's owner" },
  "lead-next-action": { area: "leads", label: "Changed a lead's next action" },
  "lead-note": { area: "leads", label: "Added a note to a lead" },
  "lead-lost-reasons": { area: "leads", label: "Changed the reasons a lead is lost" },
  "held-released": { area: "leads", label: "Released a held post" },
  "held-discarded": { area: "leads", label: "Discarded a held post" },
  "lead-reply": { area: "leads", label: "Replied to a lead" },
  "people-merged": { area: "leads", label: "Merged two people's leads:" },
  "people-unmerged": { area: "leads", label: "Undid a merge of people:" },
  "person-split": { area: "leads", label: "Split a person's leads:" },
  "person-erased": { area: "leads", label: "Erased everything held on a person:" },
  "leads-expired": { area: "leads", label: "Deleted leads kept past the retention period:" },
  "retention-changed": { area: "leads", label: "Changed how long leads are kept:" },
  "person-exported": { area: "exports", label: "Exported everything held on a person:" },
  export: { area: "exports", label: "Exported" },
  backup: { area: "backups", label: "Took a backup" },
  "site-restored": { area: "backups", label: "Restored the site from a backup" },
} as const satisfies Record<string, { area: AuditArea; label: string }>;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

export function isAuditArea(value: unknown): value is AuditArea {
  return typeof value === "string" && Object.hasOwn(AUDIT_AREAS, value);
}

export function auditLabel(action: string): string {
  return Object.hasOwn(AUDIT_ACTIONS, action) ? AUDIT_ACTIONS[action as AuditAction].label : action;
}
