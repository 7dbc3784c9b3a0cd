import type { Kysely, Transaction } from "kysely";
import { comparedEmail, marketingConsentWording } from "#app/lib/forms/marketing-consent";
import { formLabel } from "#app/lib/forms/form-ids";
import { localDateTime } from "#app/lib/business-time";
import type { Store } from "../../platform/database.server";
import type { Database, EmailSuppressionsTable, Submission } from "../../platform/db-schema";
import { CSV_EOL, csvCell, csvRow, type CsvValue } from "../../platform/csv.server";
import { csvStream } from "../../platform/csv-stream.server";
import { currentSettings } from "../../content/settings.server";

/**
 * Marketing consent, unsubscribes and the export of consenting contacts (decision 074).
 *
 * A lead that ticked "send me news" has its consent stored with the words its form showed, made here from the form's
 * definition (app/lib/forms/marketing-consent.ts) with the company's name as stored when it was sent: a post cannot
 * choose the words kept. An unsubscribe adds the address to the suppression list. The export lists each address whose
 * newest consent is newer than its unsubscribe (ticking the box again after unsubscribing is a new choice), once, with
 * its newest name, words and time.
 */

/** Stores a new lead's consent, in the transaction that writes it; nothing when it gave none or is spam. */
export async function recordConsent(trx: Transaction<Database>, submission: Submission): Promise<void> {
  if (submission.marketing_consent !== 1 || submission.status === "spam") return;
  const company = await currentSettings(trx);
  await trx
    .insertInto("marketing_consents")
    .values({
      submission_id: submission.id,
      email: comparedEmail(submission.email),
      wording: marketingConsentWording(company.name),
      form_id: submission.form_id,
      given_at: Number(submission.created_at),
    })
    .execute();
}

/**
 * Adds an address to the suppression list. Unsubscribing twice keeps the first time (idempotent): the list only
 * ever holds addresses whose mails carried a valid link, so it cannot be grown by anyone else.
 */
export async function suppressAddress(db: Kysely<Database>, email: string, source: EmailSuppressionsTable["source"], now = Date.now()): Promise<void> {
  await db
    .insertInto("email_suppressions")
    .values({ email: comparedEmail(email), source, created_at: now })
    .onConflict((oc) => oc.column("email").doNothing())
    .execute();
}

/** Whether an address is on the suppression list. */
export async function isSuppressed(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db.selectFrom("email_suppressions").select("email").where("email", "=", comparedEmail(email)).executeTakeFirst();
  return row !== undefined;
}

/** One consenting contact: the address and its newest consent. */
export interface ConsentingContact {
  email: string;
  first_name: string;
  last_name: string;
  wording: string;
  form_id: string;
  given_at: number;
}

/** Addresses read per batch of the export. */
export const CONSENT_EXPORT_BATCH = 500;
/** Leads whose consent counts: not spam, not held for checking. */
const COUNTED_STATUSES = ["new", "handled"] as const;

/** Every consenting, not suppressed contact, by address, a batch at a time. */
export async function* consentingContactBatches(db: Kysely<Database>, batchSize = CONSENT_EXPORT_BATCH): AsyncGenerator<ConsentingContact[]> {
  let after: string | undefined;
  for (;;) {
    const emails = (
      await db
        .selectFrom("marketing_consents")
        .innerJoin("submissions", "submissions.id", "marketing_consents.submission_id")
        .select("marketing_consents.email")
        .where("submissions.status", "in", COUNTED_STATUSES)
        .$if(after !== undefined, (query) => query.where("marketing_consents.email", ">", after!))
        .groupBy("marketing_consents.email")
        .orderBy("marketing_consents.email")
        .limit(batchSize)
        .execute()
    ).map((row) => row.email);
    if (!emails.length) return;
    const [consents, suppressions] = await Promise.all([
      db
        .selectFrom("marketing_consents")
        .innerJoin("submissions", "submissions.id", "marketing_consents.submission_id")
        .select(["marketing_consents.email", "submissions.first_name", "submissions.last_name", "marketing_consents.wording", "marketing_consents.form_id", "marketing_consents.given_at"])
        .where("marketing_consents.email", "in", emails)
        .where("submissions.status", "in", COUNTED_STATUSES)
        .execute(),
      db.selectFrom("email_suppressions").select(["email", "created_at"]).where("email", "in", emails).execute(),
    ]);
    const newest = new Map<string, ConsentingContact>();
    for (const row of consents) {
      const given = { ...row, given_at: Number(row.given_at) };
      const kept = newest.get(row.email);
      if (!kept || given.given_at > kept.given_at) newest.set(row.email, given);
    }
    const unsubscribed = new Map(suppressions.map((row) => [row.email, Number(row.created_at)]));
    yield emails.flatMap((email) => {
      const contact = newest.get(email);
      const at = unsubscribed.get(email);
      return contact && (at === undefined || contact.given_at > at) ? [contact] : [];
    });
    if (emails.length < batchSize) return;
    after = emails[emails.length - 1];
  }
}

export const CONSENT_CSV_COLUMNS: readonly [string, (contact: ConsentingContact) => CsvValue][] = [
  ["Email", (contact) => contact.email],
  ["First name", (contact) => contact.first_name],
  ["Last name", (contact) => contact.last_name],
  ["Consent given (America/Vancouver)", (contact) => localDateTime(contact.given_at)],
  ["Form", (contact) => formLabel(contact.form_id)],
  ["Words they agreed to", (contact) => contact.wording],
];

function consentCsvLine(contact: ConsentingContact): string {
  let text = "";
  for (let i = 0; i < CONSENT_CSV_COLUMNS.length; i++) text += (i ? "," : "") + csvCell(CONSENT_CSV_COLUMNS[i]![1](contact));
  return text + CSV_EOL;
}

async function* consentCsvBatches(db: Kysely<Database>): AsyncGenerator<string> {
  for await (const batch of consentingContactBatches(db)) yield batch.map(consentCsvLine).join("");
}

/** The consenting contacts as a CSV for the owners' mailing tool, streamed (decision 069). */
export function consentingContactsCsvStream(store: Store): ReadableStream<Uint8Array> {
  return csvStream(csvRow(CONSENT_CSV_COLUMNS.map(([header]) => header)), consentCsvBatches(store.db));
}

export const CONSENT_EXPORT_FILE = "consenting-contacts.csv";
