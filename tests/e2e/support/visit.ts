import { expect, type Locator, type Page } from "@playwright/test";
/** A visitor's booking of `slot` as POST /f/visit takes it, for the racing tests. */
export function racerBooking(slot: string, name: string, altcha: string) {
  return {
    showroom: "surrey",
    purpose: "general",
    slot,
    first_name: name,
    last_name: "Racer",
    _replyto: `${name.toLowerCase()}@example.com`,
    phone: "6045550111",
    altcha,
  };
}

/**
 * The link of the nth free day (0-based) from the first week on, paging to the next week as a visitor does: /visit
 * shows a week at a time.
 */
export async function freeDay(page: Page, n: number): Promise<Locator> {
  const days = page.getByRole("list", { name: "Days with free times", exact: true }).getByRole("link");
  const weekLabel = page.locator("#week-label");
  let left = n;
  for (;;) {
    await expect(weekLabel).toBeVisible();
    const count = await days.count();
    if (left < count) return days.nth(left);
    left -= count;
    const shown = (await weekLabel.textContent())!;
    await page.getByRole("navigation", { name: "Weeks" }).getByRole("link", { name: /Next week/ }).click();
    await expect(weekLabel).not.toHaveText(shown);
  }
}
