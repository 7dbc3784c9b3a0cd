import { describe, expect, it } from "vitest";
import { createTransport } from "nodemailer";
import { parseEnv } from "#app/lib/env.server";
import {
  MAX_TOKEN_LENGTH,
  readUnsubscribeToken,
  unsubscribeKeys,
  unsubscribeLinker,
  unsubscribeToken,
} from "#app/lib/server/leads/consent/unsubscribe-links.server";
import { outgoingMail, unsubscribeLinkOf } from "#app/lib/server/leads/outbox-transport.server";
import { nodemailerMessage } from "#app/lib/server/leads/smtp-sender.server";
import type { OutboxRow } from "#app/lib/server/platform/db-schema";

/** The unsubscribe link (decision 074): no address in clear, no forging, one link per address, and its headers. */
const keys = unsubscribeKeys("a-shared-session-secret-of-enough-length");

describe("unsubscribe tokens", () => {
  it("give back the address they were made for, as compared, and do not show it", () => {
    const token = unsubscribeToken(keys, "  Ana.Lopes@Example.com ");
    expect(token).not.toMatch(/ana|lopes|example/i);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(readUnsubscribeToken(keys, token)).toBe("ana.lopes@example.com");
    // One address, one link: the same in every mail.
    expect(unsubscribeToken(keys, "ana.lopes@example.com")).toBe(token);
    expect(unsubscribeToken(keys, "ben@example.com")).not.toBe(token);
  });

  it("refuse a token changed, made with another key, cut short or too long", () => {
    const token = unsubscribeToken(keys, "ana@example.com");
    const flipped = token.slice(0, 20) + (token[20] === "A" ? "B" : "A") + token.slice(21);
    expect(readUnsubscribeToken(keys, flipped)).toBeUndefined();
    expect(readUnsubscribeToken(unsubscribeKeys("another-secret-another-secret-xx"), token)).toBeUndefined();
    expect(readUnsubscribeToken(keys, token.slice(0, -4))).toBeUndefined();
    expect(readUnsubscribeToken(keys, "x".repeat(MAX_TOKEN_LENGTH + 1))).toBeUndefined();
    expect(readUnsubscribeToken(keys, "not/a-token")).toBeUndefined();
    expect(readUnsubscribeToken(keys, "")).toBeUndefined();
  });
});

describe("a mail that is not a direct answer", () => {
  const env = parseEnv({ DATA_DIR: "/tmp", SITE_URL: "https://www.helios-windows.example" });
  const linker = unsubscribeLinker(env.SITE_URL, "a-shared-session-secret-of-enough-length");
  const row = {
    id: "0b8f6a52-2f0e-4c59-9d0b-7f0f7d0a1c11",
    submission_id: null,
    kind: "email",
    recipient: "ana@example.com",
    reply_to: "info@helios.example",
    subject: "Thank you for contacting us",
    body: "Hi Ana,\n\nThank you.\n",
    created_at: 0,
    attempts: 0,
    next_attempt_at: 0,
    locked_until: null,
    sent_at: null,
    last_error: null,
    attachments: null,
    company: null,
    thread: null,
    unsubscribe: 1,
  } satisfies OutboxRow;

  async function raw(mailRow: OutboxRow): Promise<string> {
    const composer = createTransport({ streamTransport: true, buffer: true, newline: "unix" });
    const link = unsubscribeLinkOf(mailRow, linker);
    const info = await composer.sendMail(nodemailerMessage(outgoingMail(env, mailRow, [], "Helios Windows & Doors", link)));
    return (info.message as Buffer).toString("utf8").replace(/=\n/g, "");
  }

  it("carries the link in its text and the one-click List-Unsubscribe headers", async () => {
    const message = await raw(row);
    const link = linker("ana@example.com");
    expect(link.startsWith("https://www.helios-windows.example/unsubscribe/")).toBe(true);
    const unfolded = message.replace(/\n[ \t]+/g, " ");
    expect(unfolded).toContain(`List-Unsubscribe: <${link}>`);
    expect(unfolded).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(message).toContain("To stop our occasional news, unsubscribe here");
    expect(message).toContain(link.slice(-20));
  });

  it("a direct answer (unmarked) carries neither", async () => {
    const message = await raw({ ...row, unsubscribe: 0 });
    expect(message).not.toContain("List-Unsubscribe");
    expect(message).not.toContain("unsubscribe");
    expect(unsubscribeLinkOf({ ...row, unsubscribe: null }, linker)).toBeUndefined();
  });
});
