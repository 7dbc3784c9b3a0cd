import { describe, expect, it } from "vitest";
import { shippedSettings } from "#app/content/settings";
import { marketingConsentWording } from "#app/lib/forms/marketing-consent";
import { parseEnv } from "#app/lib/env.server";
import { consentingContactBatches, consentingContactsCsvStream, isSuppressed, suppressAddress, type ConsentingContact } from "#app/lib/server/leads/consent/consents.server";
import { planOutbox } from "#app/lib/server/leads/notifications.server";
import { storeSubmission, type SubmissionFields } from "#app/lib/server/leads/submissions.server";
import type { Store } from "#app/lib/server/platform/database.server";
import { DIALECTS, useTestStore } from "./support/test-stores";
import { seedPageCopy } from "#app/lib/server/content/seed.server";
import { shippedPages } from "#app/content/page-copy";

/**
 * Marketing consent (decision 074): kept with the words the form showed, made by the server; the export of consenting
 * contacts gives each address once with its newest consent, and leaves out an address that unsubscribed since.
 */
const T0 = Date.UTC(2026, 10, 2, 17, 30, 0);
const MINUTE = 60_000;
const env = parseEnv({ DATA_DIR: "/tmp", NOTIFY_TO: "leads@helios.example" });

function person(first: string, email: string, consent: boolean): SubmissionFields {
  return { first_name: first, last_name: "Example", email, phone: "6045550142", message: "Hello", how_did_you_hear: "search", marketing_consent: consent };
}

async function lead(store: Store, fields: SubmissionFields, now: number, spam = false) {
  return storeSubmission(store, fields, { formId: "contact", clientHash: "test", now, spam }, planOutbox(env));
}

async function contacts(store: Store, batchSize?: number): Promise<ConsentingContact[]> {
  const all: ConsentingContact[] = [];
  for await (const batch of consentingContactBatches(store.db, batchSize)) all.push(...batch);
  return all;
}

describe.each(DIALECTS)("marketing consent on $dialect", ({ dialect }) => {
  const stores = useTestStore(dialect);

  it("keeps the words the form showed and the time, only for a lead that ticked the box and is not spam", async () => {
    const store = await stores.open();
    const ticked = await lead(store, person("Ana", " Ana@Example.com ", true), T0);
    await lead(store, person("Ben", "ben@example.com", false), T0 + MINUTE);
    await lead(store, person("Bot", "bot@example.com", true), T0 + 2 * MINUTE, true);
    const rows = await store.db.selectFrom("marketing_consents").selectAll().execute();
    expect(rows.map((row) => ({ ...row, given_at: Number(row.given_at) }))).toEqual([
      { submission_id: ticked.id, email: "ana@example.com", wording: marketingConsentWording(shippedSettings.name), form_id: "contact", given_at: T0 },
    ]);
  });

  it("marks the visitor's confirmation for an unsubscribe link, and not the mail to the business", async () => {
    const store = await stores.open();
    const stored = await lead(store, person("Ana", "ana@example.com", false), T0);
    const mails = await store.db.selectFrom("outbox").select(["recipient", "unsubscribe"]).where("submission_id", "=", stored.id).orderBy("recipient").execute();
    expect(mails.map((mail) => [mail.recipient, mail.unsubscribe === 1])).toEqual([
      ["ana@example.com", true],
      ["leads@helios.example", false],
    ]);
  });

  it("exports each address once, with its newest consent, and leaves out an address that unsubscribed since", async () => {
    const store = await stores.open();
    await lead(store, person("Ana", "ana@example.com", true), T0);
    await lead(store, person("Anna", "ANA@example.com", true), T0 + MINUTE);
    await lead(store, person("Carl", "carl@example.com", true), T0 + 2 * MINUTE);
    await lead(store, person("Dora", "dora@example.com", true), T0 + 3 * MINUTE);
    await lead(store, person("Eve", "eve@example.com", false), T0 + 4 * MINUTE);
    // Carl unsubscribes; Dora unsubscribes, then ticks the box again on a later enquiry.
    await suppressAddress(store.db, "Carl@Example.com ", "page", T0 + 10 * MINUTE);
    await suppressAddress(store.db, "dora@example.com", "one-click", T0 + 10 * MINUTE);
    await suppressAddress(store.db, "dora@example.com", "page", T0 + 11 * MINUTE);
    await lead(store, person("Dora", "dora@example.com", true), T0 + 20 * MINUTE);

    expect(await isSuppressed(store.db, "carl@example.com")).toBe(true);
    const suppressed = await store.db.selectFrom("email_suppressions").select(["email", "source", "created_at"]).orderBy("email").execute();
    expect(suppressed.map((row) => ({ ...row, created_at: Number(row.created_at) }))).toEqual([
      { email: "carl@example.com", source: "page", created_at: T0 + 10 * MINUTE },
      { email: "dora@example.com", source: "one-click", created_at: T0 + 10 * MINUTE },
    ]);

    // Batches of one: every address is still there once, in order.
    const listed = (await contacts(store, 1)).map((contact) => [contact.email, contact.first_name, contact.given_at]);
    expect(listed).toEqual([
      ["ana@example.com", "Anna", T0 + MINUTE],
      ["dora@example.com", "Dora", T0 + 20 * MINUTE],
    ]);

    const csv = await new Response(consentingContactsCsvStream(store)).text();
    const lines = csv.replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(lines[0]).toBe("Email,First name,Last name,Consent given (America/Vancouver),Form,Words they agreed to");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain("ana@example.com,Anna,Example,");
    expect(lines[1]).toContain(`Contact form,${marketingConsentWording(shippedSettings.name).includes(",") ? `"${marketingConsentWording(shippedSettings.name)}"` : marketingConsentWording(shippedSettings.name)}`);
  });

  it("neutralises a name a spreadsheet would read as a formula", async () => {
    const store = await stores.open();
    await lead(store, { ...person("=HYPERLINK(\"http://evil.example\")", "f@example.com", true) }, T0);
    const csv = await new Response(consentingContactsCsvStream(store)).text();
    expect(csv).toContain(`f@example.com,"'=HYPERLINK(""http://evil.example"")",Example,`);
  });

  it("gives a database seeded before the privacy page its shipped notice at the next start, once", async () => {
    const store = await stores.open();
    expect(await seedPageCopy(store, T0)).toBe(true);
    // As a database seeded by a version without the page.
    await store.db.deleteFrom("page_copy").where("id", "=", "privacy").execute();
    await store.db.deleteFrom("revisions").where("item_id", "=", "privacy").execute();
    expect(await seedPageCopy(store, T0 + MINUTE)).toBe(false);
    expect(await seedPageCopy(store, T0 + 2 * MINUTE)).toBe(false);
    const rows = await store.db.selectFrom("page_copy").select(["id", "data"]).where("id", "=", "privacy").execute();
    expect(rows.map((row) => JSON.parse(row.data))).toEqual([shippedPages.privacy]);
    const history = await store.db.selectFrom("revisions").select("action").where("kind", "=", "page").where("item_id", "=", "privacy").execute();
    expect(history).toEqual([{ action: "create" }]);
  });
});
