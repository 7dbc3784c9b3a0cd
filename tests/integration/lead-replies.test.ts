import { createTransport } from "nodemailer";
import { describe, expect, it } from "vitest";
import { shippedSettings } from "#app/content/settings";
import { parseEnv } from "#app/lib/env.server";
import { seedReplyTemplates } from "#app/lib/server/content/kinds/reply-template.server";
import { submitFields } from "#app/lib/server/leads/form-handler.server";
import { outgoingMail } from "#app/lib/server/leads/outbox-transport.server";
import { replyAction, replyPanel, replyToAddress } from "#app/lib/server/leads/replies/lead-replies.server";
import { replyTimelineEntries } from "#app/lib/server/leads/timeline/reply-entries.server";
import { nodemailerMessage } from "#app/lib/server/leads/smtp-sender.server";
import type { Store } from "#app/lib/server/platform/database.server";
import type { OutboxRow } from "#app/lib/server/platform/db-schema";
import type { AppServices } from "#app/lib/server/platform/services.server";
import { formServicesFor } from "./support/form-services";
import { DIALECTS, useTestStore } from "./support/test-stores";
import { POSTED_PERSON } from "../support/people";

/**
 * Replies from a lead's page (decision 072), on each store: queued to the customer alone, threaded with the mails they
 * have, kept for the lead's page and timeline and in the audit log without the text; refusals give back what was
 * typed; and a lead whose words try to add headers (line breaks, "Bcc:", encoded words) adds none to the mail.
 */

const OWNER = "owner@helios.example";
/** The business address: the public email of the company details. */
const BUSINESS = shippedSettings.email;
const SMTP = "smtp://127.0.0.1:2525";
/** A lead that tries to put headers into any mail that carries its words. */
const ATTACK = "\r\nBcc: evil@example.net\r\nX-Injected: yes";
const ENCODED = "=?utf-8?q?=0D=0ABcc=3A_evil2@example.net?=";
const HOSTILE = {
  ...POSTED_PERSON,
  first_name: `Ana${ATTACK}`,
  last_name: `Lopes ${ENCODED}`,
  message: `Hello${ATTACK}\r\n\r\nSubject: free money ${ENCODED}`,
  how_did_you_hear: "Google",
  altcha: "solution",
};

/** The raw message the transport would write to the SMTP server for an outbox row. */
async function rawMessage(row: OutboxRow, env: AppServices["env"]): Promise<{ head: string; text: string }> {
  const composer = createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const info = await composer.sendMail(nodemailerMessage(outgoingMail(env, row, [], "Helios Windows & Doors")));
  const raw = (info.message as Buffer).toString("utf8");
  const [head = "", ...body] = raw.split("\n\n");
  // Quoted-printable: soft line breaks joined (the text is checked for words only).
  return { head, text: body.join("\n\n").replace(/=\n/g, "") };
}

/** The header lines of a raw head, unfolded: name and value. */
const headerLines = (head: string) =>
  head
    .replace(/\n[ \t]+/g, " ")
    .split("\n")
    .map((line) => {
      const colon = line.indexOf(":");
      return { name: line.slice(0, colon).toLowerCase(), value: line.slice(colon + 1).trim() };
    });

describe("where a customer's answer to a reply goes", () => {
  it("is the business address, the staff member who wrote the reply or the address given, as the company details say", () => {
    const company = (to: "business" | "author" | "address", address = "") => ({ ...shippedSettings, replies: { to, address } });
    expect(replyToAddress(company("business"), OWNER)).toBe(BUSINESS);
    expect(replyToAddress(company("author"), OWNER)).toBe(OWNER);
    expect(replyToAddress(company("address", "sales@helios.example"), OWNER)).toBe("sales@helios.example");
    // Never anything but one bare address: a broken choice falls back to the business address.
    expect(replyToAddress(company("address", `sales@helios.example${ATTACK}`), OWNER)).toBe(BUSINESS);
    expect(replyToAddress(company("author"), `"Bo" <bo@helios.example>`)).toBe(BUSINESS);
  });
});

describe.each(DIALECTS)("replies from a lead's page on $dialect", ({ dialect }) => {
  const stores = useTestStore(dialect);

  async function setUp(env: Record<string, string> = { SMTP_URL: SMTP }) {
    const store = await stores.open();
    await seedReplyTemplates(store);
    const parsed = parseEnv({ DATA_DIR: "/tmp", NOTIFY_TO: "leads@helios.example", SITE_URL: "https://helioswindows.example", ...env });
    const woken: number[] = [];
    const services = { ...formServicesFor(store), env: parsed, wakeOutbox: () => woken.push(1) } as unknown as AppServices;
    expect(await submitFields("contact", HOSTILE, formServicesFor(store), { clientHash: "client-1" })).toEqual({ ok: true, formId: "contact" });
    const lead = await store.db.selectFrom("submissions").selectAll().executeTakeFirstOrThrow();
    return { store, services, lead, woken };
  }
  const outbox = (store: Store) => store.db.selectFrom("outbox").selectAll().orderBy("created_at").orderBy("id").execute();

  it("fills a chosen template from the lead, queues the reply threaded with the confirmation, and keeps it on the lead", async () => {
    const { store, services, lead, woken } = await setUp();
    const confirmation = (await outbox(store)).find((row) => row.recipient === "ana@example.com");
    expect(confirmation).toMatchObject({ subject: "Thank you for contacting Helios Windows & Doors" });
    const templates = await store.db.selectFrom("reply_templates").selectAll().orderBy("name").execute();
    const callBack = templates.find((template) => template.name === "Thank you, we will call")!;

    const panel = await replyPanel(services, lead.id, callBack.id);
    // The customer's name is in the text on one line; nothing else is missing for a contact lead.
    expect(panel.draft.body).toMatch(/^Hi Ana Bcc: evil@example\.net X-Injected: yes,\n\nThank you for getting in touch/);
    expect(panel).toMatchObject({ customer: "ana@example.com", blocked: null, answers: "Re: Thank you for contacting Helios Windows & Doors", replyTo: BUSINESS });

    const sent = await replyAction(services, lead.id, OWNER, { intent: "reply", template: callBack.id, subject: "", body: panel.draft.body });
    expect(sent.status).toBeUndefined();
    expect(sent.result).toMatchObject({ tone: "success", message: expect.stringMatching(/^Reply sent to ana@example\.com/) });
    expect(woken).toHaveLength(1);
    const reply = (await outbox(store)).at(-1)!;
    expect(reply).toMatchObject({
      submission_id: lead.id,
      kind: "email",
      recipient: "ana@example.com",
      reply_to: BUSINESS,
      subject: "Re: Thank you for contacting Helios Windows & Doors",
      thread: JSON.stringify([confirmation!.id]),
      sent_at: null,
    });
    expect(reply.body).toContain("Kind regards,\nHelios Windows & Doors\nPhone:");

    // The raw message: one recipient, our headers only, threaded; the lead's words only in the body.
    const { head, text } = await rawMessage(reply, services.env);
    const headers = headerLines(head);
    expect(headers.filter((header) => header.name === "to").map((header) => header.value)).toEqual(["ana@example.com"]);
    expect(headers.map((header) => header.name)).not.toContain("bcc");
    expect(headers.map((header) => header.name)).not.toContain("x-injected");
    expect(head).not.toMatch(/evil|Injected|free money/i);
    expect(headers.find((header) => header.name === "in-reply-to")?.value).toBe(`<${confirmation!.id}@helioswindows.example>`);
    expect(headers.find((header) => header.name === "references")?.value).toBe(`<${confirmation!.id}@helioswindows.example>`);
    expect(headers.find((header) => header.name === "message-id")?.value).toBe(`<${reply.id}@helioswindows.example>`);
    expect(headers.find((header) => header.name === "reply-to")?.value).toBe(BUSINESS);
    expect(text).toContain("Thank you for getting in touch");

    // The reply on the lead's page and timeline; the audit log says who replied to which lead, not what.
    const again = await replyPanel(services, lead.id, null);
    expect(again.draft).toEqual({ template: "", subject: "", body: "" });
    expect(again.replies).toMatchObject([{ author: OWNER, subject: "Re: Thank you for contacting Helios Windows & Doors", status: "waiting" }]);
    expect(await replyTimelineEntries(store.db, [lead.id])).toEqual([
      expect.objectContaining({ kind: "reply", actor: OWNER, title: "Reply sent: Re: Thank you for contacting Helios Windows & Doors", detail: panel.draft.body, submissionId: lead.id }),
    ]);
    expect(await replyTimelineEntries(store.db, [])).toEqual([]);
    const audit = await store.db.selectFrom("audit_log").selectAll().where("action", "=", "lead-reply").execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toMatch(/getting in touch|Ana/);

    // A second reply, with a subject of staff's own, answers the first and names the whole conversation.
    await replyAction(services, lead.id, OWNER, { intent: "reply", subject: "Your measurements", body: "Hi Ana,\r\n\r\nSee you Tuesday." });
    const second = (await outbox(store)).at(-1)!;
    expect(second).toMatchObject({ subject: "Your measurements", body: expect.stringMatching(/^Hi Ana,\n\nSee you Tuesday\.\n/), thread: JSON.stringify([confirmation!.id, reply.id]) });
    const secondHead = headerLines((await rawMessage(second, services.env)).head);
    expect(secondHead.find((header) => header.name === "in-reply-to")?.value).toBe(`<${reply.id}@helioswindows.example>`);
    expect(secondHead.find((header) => header.name === "references")?.value).toBe(`<${confirmation!.id}@helioswindows.example> <${reply.id}@helioswindows.example>`);
  });

  it("refuses an empty or too long reply, a placeholder the lead has nothing for, a line break in the subject, and no mail set up, giving back what was typed", async () => {
    const { store, services, lead } = await setUp();
    const before = (await outbox(store)).length;
    const typed = { intent: "reply", template: "t1", subject: "About your visit", body: "" };
    expect(await replyAction(services, lead.id, OWNER, typed)).toEqual({
      result: { tone: "error", message: "Please enter the reply.", reply: { draft: { template: "t1", subject: "About your visit", body: "" }, errors: { body: "Please enter the reply." } } },
      status: 422,
    });
    const long = await replyAction(services, lead.id, OWNER, { ...typed, body: "x".repeat(6_001) });
    expect(long).toMatchObject({ status: 422, result: { reply: { draft: { body: "x".repeat(6_001) }, errors: { body: expect.stringMatching(/6,?000/) } } } });
    const visit = await replyAction(services, lead.id, OWNER, { ...typed, body: "See you on {visit time} at { Showroom }." });
    expect(visit).toMatchObject({
      status: 422,
      result: { message: "This lead has nothing for {visit time} and {showroom}: write it out, or take it away, before sending.", reply: { draft: { body: "See you on {visit time} at { Showroom }." } } },
    });
    const header = await replyAction(services, lead.id, OWNER, { ...typed, subject: `Hi${ATTACK}`, body: "Hello" });
    expect(header).toMatchObject({ status: 422, result: { reply: { errors: { subject: "The subject is one line." } } } });
    const placeholderSubject = await replyAction(services, lead.id, OWNER, { ...typed, subject: "For {first name}", body: "Hello" });
    expect(placeholderSubject).toMatchObject({ status: 422, result: { reply: { errors: { subject: expect.stringMatching(/^The subject takes no placeholders/) } } } });
    expect(await outbox(store)).toHaveLength(before);

    const { services: noMail, lead: other, store: otherStore } = await setUp({});
    expect((await replyPanel(noMail, other.id, null)).blocked).toMatch(/^Mail is not set up/);
    expect(await replyAction(noMail, other.id, OWNER, { ...typed, body: "Hello" })).toMatchObject({ status: 409, result: { reply: { draft: { body: "Hello" } } } });
    expect(await otherStore.db.selectFrom("lead_replies").selectAll().execute()).toEqual([]);
  });
});
