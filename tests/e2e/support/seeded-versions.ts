import type { Browser } from "@playwright/test";
import { expect } from "../fixtures";
import { signIn } from "../../support/staff-sign-in";

/**
 * Brings the records a spec changed back to what the server seeded, through each editor's history ("Restore this
 * version" on the version created at first start). The own server is the worker's: the next spec on it reads the
 * company details, the page copy and the energy figures as seeded.
 */
export async function restoreSeededVersions(browser: Browser, baseURL: string, editors: readonly string[]): Promise<void> {
  const page = await browser.newPage({ baseURL });
  await signIn(page);
  for (const editor of editors) {
    await page.goto(editor);
    const history = page.getByRole("region", { name: "History" });
    const seeded = history.getByRole("listitem").filter({ hasText: /^Created by/ });
    // Nothing to put back when the seeded version is still the current one.
    if (await seeded.getByRole("button", { name: /^Restore this version/ }).count()) {
      await seeded.getByRole("button", { name: /^Restore this version/ }).click();
      await expect(page.getByRole("status").first()).toContainText("is back, and live on the site.");
    }
  }
  await page.close();
}
