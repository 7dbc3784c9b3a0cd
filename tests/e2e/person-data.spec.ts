import { readFile } from "node:fs/promises";
import path from "node:path";
import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { unzipSync } from "fflate";
import { axeViolations, expect, FAILED_RESOURCE } from "./fixtures";
import { staffPageWithoutJavaScript, test } from "./support/own-server";
import { solvedCaptcha } from "./support/captcha";
import { QUOTE_FILES, quoteRequestFields } from "./support/quote";
import { uniqueName } from "./support/staff";
import { E2E_ADMIN, signIn, signInApi } from "../support/staff-sign-in";

/**
 * A person's data (decision 076): an owner downloads everything held on a person from their page (person.json with
 * both their leads, and the file they sent) and erases them (a confirm step); then the inbox's search finds nothing, the
 * file's address answers 404 and the audit log says erased. Sales staff may do neither, a post from another site is
 * refused, and a second erasure says the person is not there. Retention: an owner sets the months, sees the preview's
 * count, saves, and the day's run (on the moved clock) deletes that many. They move the content clock and delete leads,
 * so they run one after the other on a server of their own.
 */

test.describe.configure({ mode: "serial", timeout: 90_000 });

const MONTH_MS = 31 * 24 * 60 * 60 * 1000;
const SALES = { email: "sales.erase@helios.example", password: "a sales passphrase for the erasure test", name: "Sam Sales" };
const clients: APIRequestContext[] = [];

test.afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
});

/** A phone no other lead on this file's server has (one phone is one person): 672, then a count. */
let phones = 0;
const ownPhone = () => `6725552${String(++phones).padStart(3, "0")}`;

/** A person's contact message and quote request (with a PDF), both with one email. */
async function sendTwoLeads(page: Page, baseURL: string, who: { first: string; last: string; email: string }) {
  const contact = await page.request.post("/f/contact", {
    data: { first_name: who.first, last_name: who.last, _replyto: who.email, phone: ownPhone(), message: "Triple glazing for the kitchen?", how_did_you_hear: "Google", altcha: await solvedCaptcha(baseURL) },
  });
  expect(contact.status()).toBe(200);
  const quote = await page.request.post("/f/quote", {
    multipart: quoteRequestFields({ ...who, phone: ownPhone() }, { message: "Drawings attached.", attachments: QUOTE_FILES.pdf(), altcha: await solvedCaptcha(baseURL) }),
  });
  expect(quote.status()).toBe(200);
}

/** Opens the person page of `last` from the inbox's search and the newest lead; answers its address. */
async function openPerson(page: Page, last: string): Promise<string> {
  await signIn(page, { at: `/admin/submissions?q=${last}` });
  await page.getByRole("link", { name: new RegExp(last) }).filter({ visible: true }).first().click();
  await page.getByRole("link", { name: "All of this person's leads (2)" }).click();
  await expect(page.getByRole("heading", { name: "Their leads (2)" })).toBeVisible();
  return new URL(page.url()).pathname;
}

/** An API client of the file's server; signed in as `account` when given. */
async function client(baseURL: string, account?: { email: string; password: string }) {
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  clients.push(context);
  if (account) await signInApi(context, baseURL, account);
  return context;
}

test("an owner downloads a person's data, then erases it; the inbox, the file and the audit log agree", async ({ page, baseURL, expectConsoleError }) => {
  const last = uniqueName("Erasmo");
  const who = { first: "Ana", last, email: `${last.toLowerCase()}@example.com` };
  await sendTwoLeads(page, baseURL!, who);
  const personPath = await openPerson(page, last);

  // The download: person.json with both leads, and the file they sent.
  const data = page.getByRole("region", { name: "Their data" });
  const downloading = page.waitForEvent("download");
  await data.getByRole("link", { name: "Download their data (zip)" }).click();
  const download = await downloading;
  const zip = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  const person = JSON.parse(new TextDecoder().decode(zip["person.json"])) as { leads: { last_name: string; form_id: string }[]; files: { id: string; lead: string; path: string }[] };
  expect(person.leads.map((lead) => lead.form_id).sort()).toEqual(["contact", "quote"]);
  expect(person.leads.every((lead) => lead.last_name === last)).toBe(true);
  expect(person.files).toHaveLength(1);
  expect(person.files[0]!.path).toMatch(/^files\/[^/]+\/1-elevations\.pdf$/);
  expect(Buffer.from(zip[person.files[0]!.path]!)).toEqual(QUOTE_FILES.pdf().buffer);
  const fileUrl = `/admin/submissions/${person.files[0]!.lead}/files/${person.files[0]!.id}`;
  expect((await page.request.get(fileUrl)).status()).toBe(200);

  // A post from another site is refused, and nothing changes.
  const erasePath = `${personPath}/erase`;
  const foreign = await page.request.post(erasePath, { form: { confirm: "yes" }, headers: { Origin: "https://attacker.example" }, maxRedirects: 0 });
  expect(foreign.status()).toBe(403);

  // The confirm step: without the box ticked, nothing is erased.
  await data.getByRole("link", { name: "Erase this person…" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Erase everything held on Ana ${last}`);
  await expect(page.getByText("Backups taken before now still hold their data")).toBeVisible();
  expect(await axeViolations(page), "axe on the erase page").toEqual([]);
  // The refused post (400) is reported by the browser.
  expectConsoleError(FAILED_RESOURCE(400));
  await page.getByRole("button", { name: "Erase this person" }).click();
  await expect(page.getByRole("alert")).toContainText("Tick the box");
  await page.getByLabel(/I mean to erase everything held on/).check();
  await page.getByRole("button", { name: "Erase this person" }).click();
  await expect(page).toHaveURL(/\/admin\/submissions\?erased=2$/);
  await expect(page.getByRole("status").filter({ hasText: "The person was erased: 2 leads" })).toBeVisible();

  await page.goto(`/admin/submissions?q=${last}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(last) })).toHaveCount(0);
  expect((await page.request.get(fileUrl)).status()).toBe(404);
  expect((await page.request.get(`${personPath}/export.zip`)).status()).toBe(404);
  // Erased twice: not found, and why.
  const again = await page.request.post(erasePath, { form: { confirm: "yes" }, headers: { Origin: new URL(baseURL!).origin }, maxRedirects: 0 });
  expect(again.status()).toBe(404);
  expect(await again.text()).toContain("they may have been erased already");

  await page.goto("/admin/audit?kind=leads");
  await expect(page.getByRole("table")).toContainText(/Erased everything held on a person: Person [\w-]+: 2 leads/);
  await expect(page.getByRole("table")).not.toContainText(last);
  await page.goto("/admin/audit?kind=exports");
  await expect(page.getByRole("table")).toContainText("Exported everything held on a person:");
});

test("sales staff can neither download nor erase a person's data; an owner erases without JavaScript", async ({ page, browser, baseURL, fileServer }) => {
  const last = uniqueName("Salesproof");
  await sendTwoLeads(page, baseURL!, { first: "Rui", last, email: `${last.toLowerCase()}@example.com` });
  const personPath = await openPerson(page, last);

  // An owner invites a sales colleague, who accepts from the link in the (logged) mail.
  const owner = await client(baseURL!, E2E_ADMIN);
  const invited = await owner.post("/admin/accounts", {
    form: { intent: "invite", email: SALES.email, invite_name: SALES.name, invite_role: "sales", invite_your_password: E2E_ADMIN.password },
  });
  expect(invited.status()).toBe(200);
  let link = "";
  await expect
    .poll(async () => {
      const log = await readFile(path.join(fileServer.dataDir, "outbox.log"), "utf8").catch(() => "");
      link = /https?:\/\/[^/\s]+(\/admin\/invitation\/[A-Za-z0-9_-]+)/.exec(log)?.[1] ?? "";
      return link;
    })
    .not.toBe("");
  const accepted = await (await client(baseURL!)).post(link, { form: { display_name: SALES.name, new_password: SALES.password, new_password_again: SALES.password }, maxRedirects: 0 });
  expect(accepted.status()).toBe(303);

  const sales = await client(baseURL!, SALES);
  expect((await sales.get(`${personPath}/export.zip`)).status()).toBe(403);
  expect((await sales.post(`${personPath}/erase`, { form: { confirm: "yes" }, maxRedirects: 0 })).status()).toBe(403);
  const page403 = await sales.get(personPath);
  expect(page403.status()).toBe(200);
  expect(await page403.text()).not.toContain("Download their data");
  // Nothing changed: the owner still sees both leads.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Their leads (2)" })).toBeVisible();

  // The owner erases them in a browser without JavaScript: the confirm step is a plain form.
  const noScript = await staffPageWithoutJavaScript(browser, fileServer, `${personPath}/erase`);
  try {
    await noScript.getByLabel(/I mean to erase everything held on/).check();
    await noScript.getByRole("button", { name: "Erase this person" }).click();
    await expect(noScript.getByRole("status").filter({ hasText: "The person was erased: 2 leads" })).toBeVisible();
  } finally {
    await noScript.context().close();
  }
});

test("retention: the preview's count of leads past the months set is what the day's run deletes", async ({ page, baseURL }) => {
  const last = uniqueName("Oldwon");
  const sent = await page.request.post("/f/contact", {
    data: { first_name: "Wyn", last_name: last, _replyto: `${last.toLowerCase()}@example.com`, phone: ownPhone(), message: "Windows, long ago.", how_did_you_hear: "Google", altcha: await solvedCaptcha(baseURL!) },
  });
  expect(sent.status()).toBe(200);
  await signIn(page, { at: `/admin/submissions?q=${last}` });
  await page.getByRole("link", { name: new RegExp(last) }).filter({ visible: true }).first().click();
  const status = page.getByRole("region", { name: "Status" });
  await status.getByLabel("Stage").selectOption("won");
  await status.getByRole("button", { name: "Move" }).click();
  await expect(page.getByRole("status")).toHaveText("Moved to Won.");

  // Seven months on: the won lead is past six months untouched.
  const clock = await page.request.post("/__test/clock", { data: { offsetMs: 7 * MONTH_MS } });
  expect(clock.status()).toBe(200);
  try {
    await page.goto("/admin/pipeline");
    const setting = page.getByRole("region", { name: "How long leads are kept" });
    await expect(setting).toContainText("every lead is kept");
    await setting.getByLabel(/Delete leads won, lost or handled and untouched for/).fill("6");
    await setting.getByRole("button", { name: "Preview" }).click();
    const preview = setting.getByRole("status");
    await expect(preview).toContainText(/it would delete \d+ leads? now/);
    const count = Number(/delete (\d+) lead/.exec((await preview.textContent()) ?? "")![1]);
    expect(count).toBeGreaterThanOrEqual(1);
    await setting.getByRole("button", { name: "Save how long leads are kept" }).click();
    await expect(setting.getByRole("status")).toContainText(`Saved: leads won, lost or handled and untouched for 6 months are deleted once a day`);

    const run = await page.request.post("/__test/retention");
    expect(await run.json()).toEqual({ deleted: count });
    await page.goto(`/admin/submissions?q=${last}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(last) })).toHaveCount(0);
    await page.goto("/admin/audit?kind=leads");
    await expect(page.getByRole("table")).toContainText(`Deleted leads kept past the retention period: ${count} ${count === 1 ? "lead" : "leads"} won, lost or handled`);
  } finally {
    await page.request.post("/__test/clock", { data: { offsetMs: 0 } });
  }
});
