import type { Page } from "@playwright/test";
import { axeViolations, expect, test } from "./fixtures";
import { solvedCaptcha } from "./support/captcha";
import { uniqueName } from "./support/staff";
import { signIn } from "../support/staff-sign-in";

/**
 * One person, all their leads (decision 071): two leads with one email, typed differently, are one person; another
 * person of the same name is merged in and the merge undone, and a lead split off, with plain form posts.
 */

/**
 * A phone number no other lead of the run has (672 is an area code no other test uses): two leads sharing a phone are
 * one person, so each call gives another. Its local number starts with 2 to 9, as every real one does.
 */
let phonesGiven = 0;
const PHONE_BASE = Date.now() + process.pid * 1000;
const ownPhone = () => `672${2_000_000 + ((PHONE_BASE + phonesGiven++) % 8_000_000)}`;

/** A contact message sent through the form service. */
async function sendLead(page: Page, baseURL: string, lead: { first: string; last: string; email: string; phone: string; message: string }) {
  const sent = await page.request.post("/f/contact", {
    data: { first_name: lead.first, last_name: lead.last, _replyto: lead.email, phone: lead.phone, message: lead.message, how_did_you_hear: "Google", altcha: await solvedCaptcha(baseURL) },
  });
  expect(sent.status()).toBe(200);
}

/** Sends the leads, then opens the newest (the last sent, first in the inbox) from the inbox. */
async function openNewestLead(page: Page, baseURL: string, last: string, leads: Parameters<typeof sendLead>[2][]) {
  for (const lead of leads) await sendLead(page, baseURL, lead);
  const newest = `${leads.at(-1)!.first} ${last}`;
  await signIn(page, { at: `/admin/submissions?q=${last}` });
  await page.getByRole("link", { name: newest }).filter({ visible: true }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest);
}

const leadList = (page: Page) => page.getByRole("region", { name: /Their leads/ }).getByRole("listitem");

test("two leads with one email are one person; another of the same name is merged in, and the merge undone", async ({ page, baseURL }) => {
  const last = uniqueName("Quesnel");
  const email = `${last.toLowerCase()}@example.com`;
  await openNewestLead(page, baseURL!, last, [
    { first: "Ana", last, email: `ana.${last.toLowerCase()}@work.example`, phone: ownPhone(), message: "From my work address: the office windows." },
    { first: "Ana", last, email, phone: ownPhone(), message: "Triple glazing for the kitchen?" },
    { first: "Ana", last, email: `  ${email.toUpperCase()}`, phone: ownPhone(), message: "And the patio door, please." },
  ]);

  await page.getByRole("link", { name: "All of this person's leads (2)" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Ana ${last}`);
  await expect(page.getByRole("heading", { name: "Their leads (2)" })).toBeVisible();
  await expect(leadList(page)).toHaveCount(2);
  await expect(page.getByRole("region", { name: "Timeline" })).toContainText("Received: Contact form");

  // The work address is another person of the same name: merged here.
  const merge = page.getByRole("region", { name: "Same person?" });
  await expect(merge).toContainText("Same name");
  await merge.getByRole("button", { name: `Merge into this person (Ana ${last})` }).click();
  await expect(page.getByRole("status")).toHaveText("Merged: 1 lead moved to this person.");
  await expect(leadList(page)).toHaveCount(3);
  await expect(page.getByRole("region", { name: "Timeline" })).toContainText(`People merged: 1 lead of Ana ${last} joined Ana ${last}`);
  expect(await axeViolations(page), "axe on the person page").toEqual([]);

  await merge.getByRole("button", { name: `Undo this merge (Ana ${last})` }).click();
  await expect(page.getByRole("status")).toContainText("Merge undone: 1 lead moved back to their own person.");
  await expect(leadList(page)).toHaveCount(2);
  await expect(page.getByRole("region", { name: "Timeline" })).toContainText(`Merge undone: 1 lead of Ana ${last} back to their own person`);
  await page.getByRole("status").getByRole("link", { name: "Open the other person" }).click();
  await expect(page.getByRole("heading", { name: "Their leads (1)" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a lead that is someone else's is split off to a new person", async ({ page, baseURL }) => {
    const last = uniqueName("Tofino");
    const email = `${last.toLowerCase()}@example.com`;
    await openNewestLead(page, baseURL!, last, [
      { first: "Rui", last, email, phone: ownPhone(), message: "Sliding doors for the deck." },
      { first: "Mia", last, email, phone: ownPhone(), message: "My father's email, my own flat's windows." },
    ]);
    await page.getByRole("link", { name: "All of this person's leads (2)" }).click();
    await leadList(page).filter({ hasText: `Mia ${last}` }).getByRole("checkbox").check();
    await page.getByRole("button", { name: "Move the chosen leads to a new person" }).click();
    await expect(page.getByRole("status")).toContainText("Split: 1 lead moved to a new person.");
    await expect(leadList(page)).toHaveCount(1);
    await page.getByRole("status").getByRole("link", { name: "Open the new person" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Mia ${last}`);
    await expect(page.getByRole("region", { name: "Timeline" })).toContainText(`Split: 1 lead moved to a new person, Mia ${last}`);
  });
});
