import { axeViolations, expect, test as base } from "./fixtures";
import { startStaffServer } from "./support/staff";
import { freePort } from "./support/processes";
import { E2E_ADMIN, PASSWORD_CHECK, signIn, signInThroughForm } from "../support/staff-sign-in";

/**
 * Passkeys (decision 067) with Chromium's virtual authenticator. WebAuthn takes no IP address for the relying party,
 * so this file's server has a SITE_URL of http://localhost:<port> and its pages are opened at that address.
 */
const test = base.extend<object, { passkeySite: { origin: string } }>({
  passkeySite: [
    async ({}, use) => {
      const port = await freePort();
      const origin = `http://localhost:${port}`;
      const running = await startStaffServer({ SITE_URL: origin }, { port });
      await use({ origin });
      await running.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ passkeySite }, use) => use(passkeySite.origin),
});

test("a passkey added on Your account signs in alone and as the second step, is in the audit log, stands in for the password, and is removed", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });

  await signIn(page, { at: "/admin/account" });
  const panel = page.getByRole("region", { name: "Passkeys" });
  await expect(panel).toContainText("You have no passkeys yet.");
  const add = panel.getByRole("form", { name: "Add a passkey" });
  await add.getByLabel("Name of the passkey").fill("Work laptop");
  await add.getByLabel("Your password").fill(E2E_ADMIN.password);
  await add.getByRole("button", { name: "Add a passkey" }).click();
  await expect(panel.getByRole("status")).toHaveText("The passkey “Work laptop” was added: it signs you in without your password.", PASSWORD_CHECK);
  const passkeys = panel.getByRole("list", { name: "Your passkeys" }).getByRole("listitem");
  await expect(passkeys).toHaveCount(1);
  await expect(passkeys.first()).toContainText(/^Work laptopAdded .+, not used yet/);
  await expect(add.getByLabel("Your password")).toHaveValue("");
  expect(await axeViolations(page), "axe: Your account with a passkey").toEqual([]);

  // Signed out, the passkey alone signs in: no email, no password, no code.
  await page.getByRole("button", { name: "Sign out" }).first().click();
  await expect(page).toHaveURL(/\/admin\/login\?signed-out=1$/);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/admin\/overview$/);

  await page.goto("/admin/audit");
  const log = page.getByRole("table", { name: "What staff did, newest first" });
  await expect(log.getByRole("row").nth(1)).toContainText("Signed in with the passkey “Work laptop”");
  await expect(log).toContainText("Added a passkey “Work laptop”");

  // With the password, the passkey is the second step.
  await page.getByRole("button", { name: "Sign out" }).first().click();
  await signInThroughForm(page, E2E_ADMIN, /\/admin\/login\/code$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Use your passkey");
  await page.getByRole("button", { name: "Use your passkey" }).click();
  await expect(page).toHaveURL(/\/admin\/overview$/);

  await page.goto("/admin/account");
  await expect(passkeys.first()).toContainText(/last used/);
  // The passkey stands in for the password: removing it asks for none once confirmed with it.
  await page.getByRole("button", { name: "Confirm with a passkey" }).click();
  await expect(page.getByRole("status").filter({ hasText: "You confirmed it is you with your passkey" })).toBeVisible();
  await panel.getByText("Rename or remove").click();
  const remove = panel.getByRole("form", { name: "Remove Work laptop" });
  await expect(remove.getByLabel("Your password")).toHaveCount(0);
  await remove.getByRole("button", { name: "Remove" }).click();
  await expect(panel.getByRole("status")).toHaveText("The passkey “Work laptop” was removed: it no longer signs you in.");
  await expect(panel).toContainText("You have no passkeys yet.");
});
