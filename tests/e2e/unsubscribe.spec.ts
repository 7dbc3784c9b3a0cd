import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "./fixtures";
import { solvedCaptcha } from "./support/captcha";
import { uniqueName } from "./support/staff";
import { signIn } from "../support/staff-sign-in";

/**
 * Unsubscribing by the link of a mail (decision 074), in a browser without JavaScript (the page has none to run), and
 * the mailing-list export leaving the address out. The one-click post of mail programs, a forged link and the headers
 * are checked without a browser (tests/http/unsubscribe.test.ts, tests/unit/unsubscribe-links.test.ts).
 */

/** The unsubscribe link of the confirmation mailed to `first`, from the outbox log the server writes while SMTP_URL is unset. */
async function mailedUnsubscribeLink(first: string): Promise<string> {
  let link = "";
  await expect
    .poll(
      async () => {
        const log = await readFile(path.join("data", "e2e", "outbox.log"), "utf8").catch(() => "");
        link = new RegExp(`Hi ${first},[\\s\\S]*?https?://[^/\\s]+(/unsubscribe/[A-Za-z0-9_-]+)`).exec(log)?.[1] ?? "";
        return link !== "";
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return link;
}

test("a person unsubscribes by the link in their mail, and the mailing-list export leaves them out", async ({ page, browser, request }) => {
  const leaving = uniqueName("Leaving");
  const staying = uniqueName("Staying");
  for (const first of [leaving, staying]) {
    const response = await request.post("/f/contact", {
      data: {
        first_name: first,
        last_name: "Example",
        _replyto: `${first.toLowerCase()}@example.com`,
        phone: "6045550111",
        message: "Please keep me posted.",
        how_did_you_hear: "Google",
        marketing_consent: true,
        altcha: await solvedCaptcha(request),
      },
    });
    expect(response.status()).toBe(200);
  }
  const link = await mailedUnsubscribeLink(leaving);
  expect(link).not.toContain(leaving.toLowerCase());

  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  try {
    const visitor = await noScript.newPage();
    await visitor.goto(link);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("UNSUBSCRIBE");
    await expect(visitor.getByText(`${leaving.toLowerCase()}@example.com`)).toBeVisible();
    await visitor.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(visitor.getByRole("status")).toContainText("You are unsubscribed.");
  } finally {
    await noScript.close();
  }

  await signIn(page, { at: "/admin/submissions" });
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: /Mailing list CSV/ }).click()]);
  expect(download.suggestedFilename()).toBe("consenting-contacts.csv");
  const csv = readFileSync((await download.path())!, "utf8");
  expect(csv).toContain(`${staying.toLowerCase()}@example.com,${staying},Example,`);
  expect(csv).not.toContain(leaving.toLowerCase());
});
