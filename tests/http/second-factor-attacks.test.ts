import { request } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, expect, test } from "vitest";
import { MAX_FAILURES_PER_ACCOUNT_AND_CLIENT } from "#app/lib/server/staff/login-throttle.server";
import { confirmSecondFactor, startSecondFactor } from "#app/lib/server/staff/second-factor.server";
import { createUser } from "#app/lib/server/staff/users.server";
import { startApp, type RunningApp } from "./support/app";

/**
 * Guessing the six digits of the second step (decision 066): a million codes, two or three of them right at any moment.
 * The code step is under the sign-in throttle, so after a few wrong codes from one client even the right one waits.
 */
let app: RunningApp;

beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

const PASSWORD = "a long password for the code test";

test(`after ${MAX_FAILURES_PER_ACCOUNT_AND_CLIENT} wrong codes from one client, the right code is refused with 429 and a Retry-After`, async () => {
  const user = await createUser(app.services.store, "codes@helios.example", PASSWORD, { role: "sales" });
  const { secret } = await startSecondFactor(app.services.store, user, app.services.sessionSecret);
  const totp = new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, "")), digits: 6, period: 30 });
  await confirmSecondFactor(app.services.store, user.id, totp.generate({ timestamp: Date.now() - 60_000 }), app.services.sessionSecret, Date.now() - 60_000);

  const browser = await request.newContext({ baseURL: app.url, extraHTTPHeaders: { origin: app.url } });
  const signedIn = await browser.post("/admin/login", { form: { email: user.email, password: PASSWORD, next: "/admin" }, maxRedirects: 0 });
  expect([signedIn.status(), signedIn.headers().location]).toEqual([303, "/admin/login/code"]);
  const tryCode = (code: string) => browser.post("/admin/login/code", { form: { code }, maxRedirects: 0 });
  const right = totp.generate();
  const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, "0");
  for (let attempt = 1; attempt <= MAX_FAILURES_PER_ACCOUNT_AND_CLIENT; attempt++) expect((await tryCode(wrong)).status(), `wrong code ${attempt}`).toBe(401);
  const refused = await tryCode(right);
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  expect(await app.services.store.db.selectFrom("sessions").select("id").where("user_id", "=", user.id).execute()).toEqual([]);
  await browser.dispose();
});
