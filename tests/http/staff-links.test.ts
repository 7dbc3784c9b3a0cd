import { afterAll, beforeAll, expect, test } from "vitest";
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
