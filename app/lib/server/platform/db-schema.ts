import type { StaffRole } from "#app/lib/admin/staff-roles";
import type { ColumnType, Generated, Insertable, Selectable } from "kysely";
import type { ContentDatabase } from "../content/content-schema";
import type { MediaDatabase } from "../media/media-schema";

/** Times are milliseconds since the epoch. */
export interface SubmissionsTable {
  id: string;
  kind: "contact" | "rsvp" | "quote" | "visit";
  form_id: string;
  created_at: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  message: string | null;
  how_did_you_hear: string | null;
  company: string | null;
  guests: number | null;
  marketing_consent: Generated<number>;
  /** "held": sent from a browser that could not run the captcha, waiting for staff to release or discard it. */
  status: Generated<"new" | "handled" | "spam" | "held">;
  handled_at: number | null;
  handled_by: string | null;
  client_hash: string;
  user_agent: string | null;
  /** An RSVP's event, and whether it is confirmed or on the event's waiting list. */
  event_id: Generated<string | null>;
  rsvp_status: Generated<"confirmed" | "waitlist" | null>;
  /** A real RSVP's email as compared (trimmed, lower case): one reply per email per event (unique with event_id). */
  rsvp_email: Generated<string | null>;
  /** The person the lead belongs to (decision 071); null for spam and held leads. */
  person_id: Generated<string | null>;
  /** The email and phone as compared to find the person (app/lib/leads/person-keys.ts). */
  email_key: Generated<string | null>;
  phone_key: Generated<string | null>;
  /** Where the lead is in the pipeline (app/lib/leads/stages.ts, decision 070); spam and held leads stay "new". */
  stage: Generated<"new" | "contacted" | "visit" | "quoted" | "won" | "lost">;
  stage_changed_at: Generated<number | null>;
  /** A lost lead's reason, from the owners' list as it was then. */
  lost_reason: Generated<string | null>;
  /** The staff account that owns the lead (users.id), or null: unassigned. */
  owner_id: Generated<string | null>;
  /** The next action: what, and the Pacific day it is due ("2026-12-01"). */
  next_action: Generated<string | null>;
  next_action_due: Generated<string | null>;
  /** Where it came from: its visit's first touch (db/migrations/0038-lead-sources.ts, decision 073); null before. */
  source_referrer: Generated<string | null>;
  source_landing: Generated<string | null>;
  source_utm_source: Generated<string | null>;
  source_utm_medium: Generated<string | null>;
  source_utm_campaign: Generated<string | null>;
  /** 1: the visit began with a paid click (gclid/fbclid present). */
  source_paid: Generated<number | null>;
  /** Its channel (app/lib/leads/channels.ts) when it was stored. */
  source_channel: Generated<string | null>;
  /** Its channel by the shipped rules alone (decision 077): the owners' rules are applied over it. */
  source_base_channel: Generated<string | null>;
}

/** One person, all their leads (decision 071): their leads point to them; a merged person names whom they joined. */
export interface PeopleTable {
  id: string;
  created_at: number;
  merged_into: string | null;
  merged_at: number | null;
}

/**
 * A merge or split of people by staff, or a new lead whose email and phone matched two people ("match"): the leads
 * that moved (JSON array of submission ids), so that Undo puts exactly those back.
 */
export interface PersonChangesTable {
  id: string;
  kind: "merge" | "split" | "match";
  /** Merge: the person kept. Split: the person the leads left. Match: the person the email matched. */
  person_id: string;
  /** Merge: the person merged in. Split: the new person. Match: the person the phone matched. */
  other_person_id: string;
  lead_ids: string;
  /** The staff member's email; null for a match. */
  actor: string | null;
  created_at: number;
  undone_at: number | null;
  undone_by: string | null;
}

/** One staff change to a lead (decision 070): appended, never changed. */
export interface LeadEventsTable {
  id: string;
  submission_id: string;
  kind: "stage" | "owner" | "note" | "next-action";
  /** The staff member's email (null: the system, e.g. a visit booked moved it). */
  actor: string | null;
  /** The stage, the owner's email (null: unassigned), the due day. */
  value: string | null;
  /** A lost reason, a note's text, a next action's what. */
  text: string | null;
  created_at: number;
}

/** Each owner's morning mail of a day, claimed once (decision 070). */
export interface LeadDigestsTable {
  day: string;
  owner_id: string;
  created_at: number;
}

/** The owners' pipeline settings: one row ("pipeline"). */
export interface LeadSettingsTable {
  id: string;
  /** JSON: the reasons a lead is lost, in the owners' order. */
  lost_reasons: string;
  /** Delete leads won, lost or handled and untouched for this many months (decision 076); null: off. */
  retention_months: Generated<number | null>;
  updated_at: number;
  updated_by: string;
}

/** The day the retention deletion ran, claimed once across instances (decision 076). */
export interface LeadRetentionRunsTable {
  /** Pacific day, "2026-12-01". */
  day: string;
  months: number;
  deleted: number;
  created_at: number;
}

export interface OutboxTable {
  id: string;
  submission_id: string | null;
  /** "email" goes out by SMTP; "forward" is posted to the hosted form service. */
  kind: "email" | "forward";
  recipient: string;
  reply_to: string | null;
  subject: string;
  body: string;
  created_at: number;
  attempts: Generated<number>;
  next_attempt_at: number;
  locked_until: number | null;
  sent_at: number | null;
  last_error: string | null;
  /** JSON: files sent with the mail, [{ filename, contentType, content }] (an event's calendar invitation). */
  attachments: Generated<string | null>;
  /**
   * JSON: the company details (the settings record) as stored when the mail was queued, which its sender name and
   * generated files read (decision 045); null on rows queued before, which read the details as stored when sent.
   */
  company: Generated<string | null>;
  /**
   * JSON: the outbox ids of the earlier mails of its conversation, oldest first (a reply to a lead: the customer's
   * confirmation, then the replies before it), or null. They become its In-Reply-To and References (decision 072).
   */
  thread: Generated<string | null>;
  /**
   * 1 on a mail that is not a direct answer: sent with an unsubscribe link and List-Unsubscribe (decision 074); 0 or
   * null on the others.
   */
  unsubscribe: Generated<number | null>;
}

/** A "send me news" a lead ticked, with the exact words it was shown (db/migrations/0039-consent.ts, decision 074). */
export interface MarketingConsentsTable {
  submission_id: string;
  /** The address as compared: trimmed, lower case. */
  email: string;
  wording: string;
  form_id: string;
  given_at: number;
}

/** An address that unsubscribed, as compared (decision 074). */
export interface EmailSuppressionsTable {
  email: string;
  /** "page": the unsubscribe page's button; "one-click": a mail program's List-Unsubscribe-Post. */
  source: "page" | "one-click";
  created_at: number;
}

/** A reply sent to a lead from its page (db/migrations/0036-lead-replies.ts, decision 072). */
export interface LeadRepliesTable {
  id: string;
  submission_id: string;
  outbox_id: string;
  /** The staff member's email. */
  author: string;
  subject: string;
  body: string;
  created_at: number;
}

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  created_at: number;
  /** When the account was removed (it cannot sign in and has no sessions), or null while active. */
  disabled_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** The email of the staff member who removed it. */
  disabled_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** What the account may use (app/lib/admin/staff-roles.ts); accounts made before roles are owners. */
  role: ColumnType<StaffRole, StaffRole | undefined, StaffRole>;
  /** The name shown where the account signed an edit; null until set (its email is shown instead). */
  display_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** The authenticator app's secret, encrypted (second-factor.server.ts), while a second factor is on. */
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** A secret shown for setting up, not yet confirmed with a code. */
  totp_pending_secret: ColumnType<string | null, string | null | undefined, string | null>;
  totp_enabled_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** The time step of the code last accepted: a code of that step or an earlier one is refused (used once). */
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
}

/** The owners' rules for staff accounts: one row ("policy"). */
export interface StaffPolicyTable {
  id: string;
  /** JSON: the roles that must have a second factor. */
  second_factor_roles: string;
  updated_at: number;
}

/** One-use recovery codes of an account's second factor, as SHA-256 hashes. */
export interface RecoveryCodesTable {
  code_hash: string;
  user_id: string;
  created_at: number;
  used_at: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A staff account's passkey (WebAuthn credential; decision 067). */
export interface PasskeysTable {
  id: string;
  user_id: string;
  /** The credential's id, base64url, as the browser names it. */
  credential_id: string;
  /** The credential's public key (COSE), base64url. */
  public_key: string;
  /** The signature counter last seen (0 for authenticators that keep none). */
  counter: number;
  /** JSON: the transports the browser reported ("internal", "hybrid"…). */
  transports: string;
  /** 1 when the credential is backed up (synced between devices). */
  backed_up: number;
  /** The name its owner gave it. */
  name: string;
  created_at: number;
  last_used_at: ColumnType<number | null, number | null | undefined, number | null>;
}

/** The challenges of passkey sign-ins already used, as SHA-256 hashes, until they would have expired. */
export interface PasskeyChallengesTable {
  challenge_hash: string;
  expires_at: number;
}

/** One thing a staff member did or tried (app/lib/server/audit/audit-log.server.ts): appended, never changed. */
export interface AuditLogTable {
  id: string;
  at: number;
  /** The account, while it exists (a removed account keeps its id). Null for an attempt on no account. */
  actor_id: string | null;
  /** The account's email as it was; the email tried, for a failed sign-in to an existing account. */
  actor_email: string | null;
  /** What was done (AUDIT_ACTIONS). */
  action: string;
  /** The kind of action, for the filter (AUDIT_AREAS). */
  area: string;
  /** What it was done to, in words ("Product “S700”"). */
  subject: string;
  /** The staff page of what it was done to, when there is one. */
  link: string | null;
  /** The pseudonymised client, as the sessions list shows networks; never the raw address. */
  client: string | null;
  /** The browser family ("Firefox on Linux"), never the raw User-Agent. */
  browser: string | null;
}

/** A one-use link mailed to staff (db/migrations/0028-staff-links.ts): an invitation or a password reset. */
export interface StaffLinksTable {
  id: string;
  /** SHA-256 of the link's token; the token itself is only in the mail. */
  token_hash: string;
  kind: "invitation" | "reset" | "email";
  /** Who it was sent to (normalised): the person invited, or the account's address. */
  email: string;
  /** The account a reset link is for; null for an invitation. */
  user_id: string | null;
  /** The role and name an invitation gives the account it makes; null for a reset link. */
  role: StaffRole | null;
  display_name: string | null;
  /** The owner who sent an invitation (their email); null for a reset link. */
  created_by: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  revoked_at: number | null;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  /** The last request made with the session, to the minute (SESSION_TOUCH_INTERVAL_MS). */
  last_seen_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** "Firefox on Windows": a description of the browser, never the raw User-Agent. */
  browser: ColumnType<string | null, string | null | undefined, string | null>;
  /** The pseudonymised address the session was started from (clientHash), never the address. */
  client_hash: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface LoginAttemptsTable {
  id: string;
  account_key: string;
  client_hash: string;
  created_at: number;
  succeeded: Generated<number>;
}

/** Who changed a submission's status, and when ("handled", "new", or "released" from held). */
export interface SubmissionEventsTable {
  id: string;
  submission_id: string;
  action: "handled" | "new" | "released";
  /** The staff member's email. */
  actor: string;
  created_at: number;
}

export interface CaptchaUsesTable {
  signature: string;
  expires_at: number;
}

/** A key the instances on this database share: generated (value) or configured (only its fingerprint). */
export interface SharedSecretsTable {
  name: string;
  value: string | null;
  fingerprint: string | null;
  created_at: number;
  updated_at: number;
}

/** A quote request's project and quote status; one row per submission of kind "quote". */
export interface QuoteRequestsTable {
  submission_id: string;
  project_location: string;
  project_type: string;
  timeline: string;
  energy_target: string | null;
  /** JSON: the QuoteSummary the server computed when the request was received. */
  summary: string;
  quote_status: Generated<"new" | "quoted" | "won" | "lost">;
  status_changed_at: number | null;
  /** The staff member's email. */
  status_changed_by: string | null;
  created_at: number;
}

/** One opening of a quote request's schedule, sizes in whole mm. */
export interface QuoteOpeningsTable {
  submission_id: string;
  /** The row's order in the schedule, from 1. */
  position: number;
  /** A catalogue product id, or "advise". */
  product: string;
  configuration: string | null;
  width_mm: number;
  height_mm: number;
  quantity: number;
  note: string | null;
  entered_unit: "mm" | "in";
}

/** A file sent with a quote request; pending (submission_id null) until its request is stored. */
export interface LeadAttachmentsTable {
  /** 16 random bytes, base64url: the only handle a visitor's form has on a pending file. */
  id: string;
  submission_id: string | null;
  /** The file's order in its request, from 1. */
  position: Generated<number>;
  /** As the browser named it; shown and offered as the download's name, never used as a path. */
  original_name: string;
  /** Found from the file's bytes, never from its name or the browser's claim. */
  content_type: string;
  bytes: number;
  sha256: string;
  created_at: number;
  /** Who sent it (clientHash), for the pending-file quota; null on files received before the quota existed. */
  client_hash: string | null;
}

/** Bytes of an upload being received, reserved against the pending-file quota and budget (decision 022). */
export interface UploadReservationsTable {
  id: string;
  client_hash: string;
  bytes: number;
  expires_at: number;
}

/** A piece (at most 1 MB) of an attachment's bytes, in order of seq from 0. */
export interface LeadAttachmentChunksTable {
  attachment_id: string;
  seq: number;
  data: Buffer;
}

/** A showroom's availability as staff set it (JSON of Availability). */
export interface ShowroomAvailabilityTable {
  showroom: string;
  settings: string;
  updated_at: number;
  updated_by: string;
}

export interface ShowroomClosuresTable {
  id: string;
  showroom: string;
  /** Pacific dates "YYYY-MM-DD", both included. */
  from_date: string;
  to_date: string;
  reason: string;
  created_at: number;
  created_by: string;
}

/** A statutory holiday the owners opened at a showroom (db/migrations/0025-open-holidays.ts). */
export interface ShowroomOpenHolidaysTable {
  showroom: string;
  /** Pacific date "YYYY-MM-DD". */
  date: string;
  opened_at: number;
  opened_by: string;
}

/** A visit (booked by a visitor, with its submission, or by staff) or a time staff blocked. */
export interface VisitsTable {
  id: string;
  submission_id: string | null;
  showroom: string;
  kind: "visit" | "block";
  purpose: string | null;
  status: Generated<"confirmed" | "cancelled">;
  starts_at: number;
  ends_at: number;
  /** The buffer when it was booked: the cells it holds. */
  buffer_minutes: number;
  seat: number | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  note: string | null;
  /** Bumped on each move, for the calendar invitation. */
  sequence: Generated<number>;
  reminder_outbox_id: string | null;
  created_at: number;
  /** "visitor", or the staff member's email. */
  created_by: string;
  changed_at: number | null;
  changed_by: string | null;
}

/** A 15-minute cell of a showroom's time held by a visit at one seat: the rule that makes double booking impossible. */
export interface VisitCellsTable {
  showroom: string;
  cell_start: number;
  seat: number;
  visit_id: string;
}

export interface VisitTokensTable {
  token_hash: string;
  visit_id: string;
  created_at: number;
  used_at: number | null;
}

/** What releasing a held submission needs, and once released, by whom, when and how it went. */
export interface HeldSubmissionsTable {
  submission_id: string;
  /** JSON: HeldRequest (held.server.ts). */
  request: string;
  created_at: number;
  /** 1 when staff were mailed about it (at most one notice per HELD_NOTICE_INTERVAL_MS). */
  notified: Generated<number>;
  released_at: number | null;
  released_by: string | null;
  /** HeldOutcome (held.server.ts), once released. */
  outcome: string | null;
}

/** The lead store, the staff tables and the owner content (events, announcements, posts, media, revisions). */
export interface Database extends ContentDatabase, MediaDatabase {
  submissions: SubmissionsTable;
  lead_events: LeadEventsTable;
  lead_digests: LeadDigestsTable;
  lead_settings: LeadSettingsTable;
  lead_retention_runs: LeadRetentionRunsTable;
  outbox: OutboxTable;
  users: UsersTable;
  audit_log: AuditLogTable;
  recovery_codes: RecoveryCodesTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  staff_policy: StaffPolicyTable;
  sessions: SessionsTable;
  staff_links: StaffLinksTable;
  login_attempts: LoginAttemptsTable;
  submission_events: SubmissionEventsTable;
  captcha_uses: CaptchaUsesTable;
  shared_secrets: SharedSecretsTable;
  quote_requests: QuoteRequestsTable;
  quote_openings: QuoteOpeningsTable;
  lead_attachments: LeadAttachmentsTable;
  lead_attachment_chunks: LeadAttachmentChunksTable;
  upload_reservations: UploadReservationsTable;
  showroom_availability: ShowroomAvailabilityTable;
  showroom_closures: ShowroomClosuresTable;
  showroom_open_holidays: ShowroomOpenHolidaysTable;
  visits: VisitsTable;
  visit_cells: VisitCellsTable;
  visit_tokens: VisitTokensTable;
  held_submissions: HeldSubmissionsTable;
  people: PeopleTable;
  person_changes: PersonChangesTable;
  backup_runs: BackupRunsTable;
  lead_replies: LeadRepliesTable;
  marketing_consents: MarketingConsentsTable;
  email_suppressions: EmailSuppressionsTable;
}

/** One backup (db/migrations/0014-backup-runs.ts); ok and offsite_ok are 1/0, null while not known. */
export interface BackupRunsTable {
  id: string;
  kind: "scheduled" | "manual";
  started_at: number;
  finished_at: number | null;
  /** The file's name in BACKUP_DIR. */
  file: string | null;
  size_bytes: number | null;
  ok: number | null;
  error: string | null;
  offsite_ok: number | null;
  offsite_error: string | null;
}

export type Submission = Selectable<SubmissionsTable>;
export type NewSubmission = Insertable<SubmissionsTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type LeadReplyRow = Selectable<LeadRepliesTable>;
export type NewOutboxRow = Insertable<OutboxTable>;
export type User = Selectable<UsersTable>;
export type StaffLinkRow = Selectable<StaffLinksTable>;
export type SubmissionEvent = Selectable<SubmissionEventsTable>;
export type QuoteRequestRow = Selectable<QuoteRequestsTable>;
export type QuoteOpeningRow = Selectable<QuoteOpeningsTable>;
export type LeadAttachmentRow = Selectable<LeadAttachmentsTable>;
export type VisitRow = Selectable<VisitsTable>;
