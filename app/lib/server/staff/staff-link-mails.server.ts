import { randomUUID } from "node:crypto";
import { ROLE_NAMES, type StaffRole } from "#app/lib/admin/staff-roles";
import { siteDetails } from "#app/content/settings";
import type { CompanySettings } from "#app/content/settings.schema";
import { formatStaffTime } from "#app/lib/business-time";
import { singleLine } from "../platform/mail-line.server";
import type { NewOutboxRow, StaffLinkRow } from "../platform/db-schema";
import { EMAIL_PATH, INVITATION_PATH, RESET_PATH } from "#app/lib/admin/staff-link-paths";

/**
 * The mails of the staff links (decision 064): an invitation, a password reset link, and the notice that a password
 * was changed. Their headers hold nothing anyone typed: the recipient is an address checked as one (an invitation's,
 * by the owner's form) or an account's own, and the subjects are fixed words with the company's name.
 */

/** The address of a link: SITE_URL and the link's path with its token. */
export function linkUrl(siteUrl: string, kind: StaffLinkRow["kind"], token: string): string {
  const path = { invitation: INVITATION_PATH, reset: RESET_PATH, email: EMAIL_PATH }[kind];
  return `${siteUrl.replace(/\/+$/, "")}${path}/${token}`;
}

function staffMail(to: string, now: number, company: CompanySettings, subject: string, lines: string[]): NewOutboxRow {
  return {
    id: randomUUID(),
    submission_id: null,
    kind: "email",
    recipient: to,
    reply_to: null,
    subject: singleLine(subject, 250),
    body: [...lines, "", singleLine(siteDetails(company).name), ""].join("\n"),
    created_at: now,
    next_attempt_at: now,
    company: JSON.stringify(company),
  };
}

/** A mail carrying a link: why it came, the link and how long it works, and what to do if it was not expected. */
function linkMail(
  input: { link: StaffLinkRow; url: string; company: CompanySettings; now: number },
  subject: string,
  lines: { greeting?: string; why: string; open: string; ignore: string },
): NewOutboxRow {
  return staffMail(input.link.email, input.now, input.company, subject, [lines.greeting ?? "Hello,", "", lines.why, "", lines.open, input.url, "", lines.ignore]);
}

export function invitationMail(input: { link: StaffLinkRow; url: string; inviter: string; company: CompanySettings; now: number }): NewOutboxRow {
  const site = siteDetails(input.company);
  const role = ROLE_NAMES[input.link.role as StaffRole] ?? "Staff";
  const greeting = input.link.display_name ? `Hi ${singleLine(input.link.display_name, 80)},` : "Hello,";
  return linkMail(input, `Your invitation to the ${site.name} staff pages`, {
    greeting,
    why: `${singleLine(input.inviter, 120)} invites you to the staff pages of ${site.name}'s website, as ${role}.`,
    open: "Open this link to choose your password and sign in. It works once, for 72 hours:",
    ignore: "If you did not expect this, ignore this email: nothing happens without the link.",
  });
}

export function resetMail(input: { link: StaffLinkRow; url: string; company: CompanySettings; now: number }): NewOutboxRow {
  const site = siteDetails(input.company);
  return linkMail(input, `Set a new password for the ${site.name} staff pages`, {
    why: `Someone asked to set a new password for the staff account of this address on ${site.name}'s website.`,
    open: "Open this link to choose a new one. It works once, for 30 minutes:",
    ignore: "If that was not you, ignore this email: your password stays as it is.",
  });
}

/** To the new address: the link that makes it the account's email. */
export function emailChangeMail(input: { link: StaffLinkRow; url: string; company: CompanySettings; now: number }): NewOutboxRow {
  const site = siteDetails(input.company);
  return linkMail(input, `Confirm your new email for the ${site.name} staff pages`, {
    why: `A staff member of ${site.name} asked to use this address for their account on the website's staff pages.`,
    open: "Open this link to confirm it. It works once, for an hour; until then the account keeps its old address:",
    ignore: "If you did not expect this, ignore this email: nothing changes without the link.",
  });
}

/** To the old address, once the new one is confirmed: what changed, and what to do if it was not them. */
export function emailChangedMail(input: { to: string; newEmail: string; company: CompanySettings; now: number }): NewOutboxRow {
  const site = siteDetails(input.company);
  return staffMail(input.to, input.now, input.company, `The email of your ${site.name} staff account was changed`, [
    "Hello,",
    "",
    `Your staff account now signs in with ${input.newEmail} instead of this address.`,
    "",
    `When: ${formatStaffTime(input.now)}`,
    "",
    "If that was not you, ask an owner at once to remove the account, and tell them this email's time.",
  ]);
}

/** Where a password was changed from, as the Your account page names a session's browser and network. */
export interface ChangedFrom {
  browser: string;
  /** The first characters of the pseudonymised address ("Another network (3f9a1c)" on Your account). */
  network: string;
}

export function passwordChangedMail(input: { to: string; from: ChangedFrom; company: CompanySettings; now: number }): NewOutboxRow {
  const site = siteDetails(input.company);
  return staffMail(input.to, input.now, input.company, `Your password for the ${site.name} staff pages was changed`, [
    "Hello,",
    "",
    "The password of your staff account was changed with a link from “Forgot your password?”. Every session of the account was signed out.",
    "",
    `When: ${formatStaffTime(input.now)}`,
    `Browser: ${input.from.browser}`,
    `Network: ${input.from.network} (as Your account shows networks)`,
    "",
    "If that was not you, ask an owner at once to remove the account or reset it, and tell them this email's time.",
  ]);
}
