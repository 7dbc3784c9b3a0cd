import { expect, test } from "./fixtures";
import { MAIL_SETUP_SECTION } from "#app/components/admin/MailNotSetUp";
import { startSmtp } from "./support/smtp";
import { freePort, SERVER_HOOK_TIMEOUT_MS } from "./support/processes";
import { startStaffServer } from "./support/staff";
import { signIn } from "../support/staff-sign-in";

/**
 * Mail not set up: while no mail server is configured (SMTP_URL unset, as on the shared test server) the inbox says
 * once, at its top, that mails wait in the outbox and where the README tells how to set one up; with a mail server
 * it says nothing of the kind.
 */

const notice = (page: import("@playwright/test").Page) => page.getByRole("note", { name: "Mail is not set up" });

test("without a mail server the inbox says once that mail waits in the outbox, and where to read how to set one up", async ({ page }) => {
  await signIn(page, { at: "/admin/submissions" });
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  await expect(notice(page)).toHaveCount(1);
  await expect(notice(page)).toContainText("No mail server is set up: emails to you and to visitors wait in the outbox and go out once one is.");
  await expect(notice(page)).toContainText(`the README, section “${MAIL_SETUP_SECTION}”`);
  await expect(page.getByText("Waiting to be sent")).toHaveCount(0);
});

test("with a mail server the inbox has no such notice", async ({ browser }) => {
  test.setTimeout(SERVER_HOOK_TIMEOUT_MS);
  const smtp = await startSmtp(await freePort());
  const own = await startStaffServer({ SMTP_URL: smtp.url });
  const page = await browser.newPage({ baseURL: own.server.url });
  try {
    await signIn(page, { at: "/admin/submissions" });
    await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
    await expect(notice(page)).toHaveCount(0);
  } finally {
    await page.close();
    await own.stop();
    await smtp.close();
  }
});
