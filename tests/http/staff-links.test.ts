import { request } from "@playwright/test";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createUser } from "#app/lib/server/staff/users.server";
import { FORGOT_PASSWORD_PATH } from "#app/lib/admin/staff-link-paths";
import { FORGOT_SENT } from "#app/lib/admin/staff-link-messages";
import { E2E_ADMIN } from "#tests/support/staff-sign-in";
import { startApp, type RunningApp } from "./support/app";

/**
 * "Forgot your password?" (decision 064) tells nobody whether an address has a staff account: an address with one and
 * an address without get the same status and the same words, posted as a browser without JavaScript posts the form;
 * only the account is mailed.
 */
let app: RunningApp;

beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

async function ask(email: string) {
  const response = await fetch(`${app.url}${FORGOT_PASSWORD_PATH}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email }).toString(),
  });
  const text = await response.text();
  return {
    status: response.status,
    cacheControl: response.headers.get("cache-control"),
    notice: /<p role="status"[^>]*>([^<]*)<\/p>/.exec(text)?.[1],
    alert: /<p role="alert"[^>]*>([^<]*)<\/p>/.exec(text)?.[1],
    form: text.includes('aria-label="Ask for a link to set a new password"'),
  };
}

test("answers an address with an account and one without alike, and mails only the account", async () => {
  const known = await ask(E2E_ADMIN.email);
  const unknown = await ask("nobody-at-all@helios.example");
  expect(known).toEqual({ status: 200, cacheControl: "private, no-store", notice: FORGOT_SENT, alert: undefined, form: false });
  expect(unknown).toEqual(known);
  const sent = await app.services.store.db.selectFrom("outbox").select(["recipient", "subject"]).where("subject", "like", "Set a new password%").execute();
  expect(sent).toEqual([{ recipient: E2E_ADMIN.email, subject: "Set a new password for the Helios Windows & Doors staff pages" }]);
});

test("says what is wrong with an address that is not one, and keeps the form", async () => {
  const answer = await ask("not an address");
  expect(answer.status).toBe(422);
  expect(answer.form).toBe(true);
});

/** Signs an account in over HTTP, as a browser without JavaScript does; the answer's redirect says whether it worked. */
async function signedInAs(email: string, password: string) {
  const staff = await request.newContext({ baseURL: app.url, extraHTTPHeaders: { origin: app.url } });
  const response = await staff.post("/admin/login", { form: { email, password, next: "/admin/account" }, maxRedirects: 0 });
  return { staff, signedIn: response.status() === 303 && response.headers().location === "/admin/account" };
}

test("a staff member changes their email: the password first, a link to the new address, the change when it is opened, the old address told", async () => {
  const password = "an editor's long password";
  await createUser(app.services.store, "ana@helios.example", password, { role: "editor" });
  await createUser(app.services.store, "taken@helios.example", "another long password");
  const { staff, signedIn } = await signedInAs("ana@helios.example", password);
  expect(signedIn).toBe(true);
  const ask = (fields: Record<string, string>) => staff.post("/admin/account", { form: { intent: "email", ...fields }, maxRedirects: 0 });

  // Not without the password, not to another account's address, not to the same one.
  expect((await ask({ new_email: "ana.new@helios.example", email_your_password: "not my password" })).status()).toBe(422);
  const taken = await ask({ new_email: "Taken@helios.example", email_your_password: password });
  expect(taken.status()).toBe(422);
  expect(await taken.text()).toContain("Another staff account uses this address.");
  expect((await ask({ new_email: "ana@helios.example", email_your_password: password })).status()).toBe(422);
  const mailsTo = (to: string) => app.services.store.db.selectFrom("outbox").select(["subject", "body"]).where("recipient", "=", to).execute();
  expect(await mailsTo("ana.new@helios.example")).toEqual([]);

  const asked = await ask({ new_email: " Ana.New@Helios.example ", email_your_password: password });
  expect(asked.status()).toBe(200);
  expect(await asked.text()).toContain("A link is on its way to ana.new@helios.example.");
  const [mail] = await mailsTo("ana.new@helios.example");
  expect(mail?.subject).toBe("Confirm your new email for the Helios Windows & Doors staff pages");
  const path = /\/admin\/confirm-email\/[A-Za-z0-9_-]{43}/.exec(mail!.body)![0];
  // Until the link is opened, the account keeps its address; opening it (a GET, as a mail scanner does) changes nothing.
  const page = await fetch(`${app.url}${path}`);
  const pageText = await page.text();
  expect(page.status).toBe(200);
  expect(pageText).toContain("Use ana.new@helios.example");
  expect((await signedInAs("ana@helios.example", password)).signedIn).toBe(true);

  const confirm = () => fetch(`${app.url}${path}`, { method: "POST", redirect: "manual", headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" }, body: "" });
  const confirmed = await confirm();
  expect([confirmed.status, confirmed.headers.get("location")]).toEqual([303, `${path}?changed=1`]);
  const done = await fetch(`${app.url}${path}?changed=1`);
  expect(done.status).toBe(200);
  expect(await done.text()).toContain("Your staff account now signs in with <!-- -->ana.new@helios.example<!-- -->.");
  expect((await signedInAs("ana.new@helios.example", password)).signedIn).toBe(true);
  expect((await signedInAs("ana@helios.example", password)).signedIn).toBe(false);
  expect((await mailsTo("ana@helios.example")).map((row) => row.subject)).toEqual(["The email of your Helios Windows & Doors staff account was changed"]);
  // Once only.
  expect((await confirm()).status).toBe(410);
  const logged = await app.services.store.db.selectFrom("audit_log").select(["action", "subject"]).where("action", "like", "email-%").orderBy("at").execute();
  expect(logged).toEqual([
    { action: "email-change-asked", subject: "ana.new@helios.example" },
    { action: "email-changed", subject: "ana@helios.example → ana.new@helios.example" },
  ]);
  await staff.dispose();
});
