import type { Page } from "@playwright/test";
import { DESKTOP, expect, MOBILE, test } from "./fixtures";
import { solvedCaptcha } from "./support/captcha";
import { uniqueName } from "./support/staff";
import { signIn, signInForRequests } from "../support/staff-sign-in";

/**
 * The staff area on a phone and a laptop (decision 051): the sections grouped (leads, site, catalogue, company,
 * system) behind one Menu button on a phone, with and without JavaScript, and beside the page on a laptop; the
 * inbox's first lead on a phone's first screen; no staff page wider than a phone; each page's one sentence of what it
 * changes on the site.
 */

// Each test signs in (a password check of a few seconds on a busy machine) and opens several pages.
test.describe.configure({ timeout: 90_000 });

const GROUPS = ["Leads", "Site", "Catalogue", "Company", "System"] as const;

/** The main staff pages: every section of the menu, and an editor of each kind that has one for every site. */
const STAFF_PAGES = [
  "/admin/overview",
  "/admin/submissions",
  "/admin/rsvps",
  "/admin/visits",
  "/admin/reply-templates",
  "/admin/channels",
  "/admin/reply-templates/new",
  "/admin/events",
  "/admin/events/new",
  "/admin/announcements",
  "/admin/journal",
  "/admin/journal/new",
  "/admin/projects",
  "/admin/projects/new",
  "/admin/pages",
  "/admin/pages/home",
  "/admin/team",
  "/admin/team/new",
  "/admin/testimonials",
  "/admin/media",
  "/admin/products",
  "/admin/products/sd95",
  "/admin/products/sd95/pictures",
  "/admin/products/sd95/energy",
  "/admin/products/sd95/placement",
  "/admin/landings",
  "/admin/pivot-designs",
  "/admin/settings",
  "/admin/energy",
  "/admin/backups",
  "/admin/accounts",
  "/admin/audit",
  "/admin/account",
];

const menuButton = (page: Page) => page.getByRole("banner").locator("summary");
const staffNav = (page: Page) => page.getByRole("navigation", { name: "Staff" });

/** A contact message sent through the form service, so the inbox has a lead of this test's own. */
async function sendLead(page: Page, baseURL: string): Promise<string> {
  const first = uniqueName("Phonelead");
  const sent = await page.request.post("/f/contact", {
    data: { first_name: first, last_name: "Lopes", _replyto: `${first}@example.com`, phone: "6045550111", message: "Can you measure on Friday?", how_did_you_hear: "Google", altcha: await solvedCaptcha(baseURL) },
  });
  expect(sent.status()).toBe(200);
  return first;
}

test.describe("on a phone", () => {
  test.use({ viewport: MOBILE });

  test("one Menu button opens the sections in their groups; a link goes there and closes it; Escape closes it and gives focus back", async ({ page }) => {
    await signIn(page, { at: "/admin/submissions" });
    await expect(staffNav(page)).toBeHidden();
    await menuButton(page).click();
    const nav = staffNav(page);
    await expect(nav).toBeVisible();
    for (const group of GROUPS) await expect(nav.getByRole("list", { name: group, exact: true })).toBeVisible();
    await expect(nav.getByRole("list", { name: "Site", exact: true }).getByRole("link", { name: "Team" })).toBeVisible();
    await expect(nav.getByRole("list", { name: "System", exact: true }).getByRole("button", { name: "Sign out" })).toBeVisible();
    await expect(nav.getByRole("link", { name: /^Inbox/ })).toHaveAttribute("aria-current", "page");

    await nav.getByRole("link", { name: "Team" }).click();
    await expect(page).toHaveURL(/\/admin\/team$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Team");
    await expect(staffNav(page)).toBeHidden();

    await menuButton(page).click();
    await expect(staffNav(page).getByRole("link", { name: "Team" })).toHaveAttribute("aria-current", "page");
    await page.keyboard.press("Escape");
    await expect(staffNav(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test("the inbox's newest lead is a card on the first screen, with the filters behind a button", async ({ page, baseURL }) => {
    const first = await sendLead(page, baseURL!);
    await signIn(page, { at: "/admin/submissions" });
    const cards = page.getByRole("list", { name: /^Submissions/ }).getByRole("listitem");
    // The first card (a held submission when there is one: they come first; else this newest lead) is in view.
    await expect(cards.first()).toBeInViewport();
    await expect(cards.first()).toContainText(/\(\d{3}\) \d{3}-\d{4}/);
    await expect(page.getByRole("table", { name: /^Submissions/ })).toBeHidden();

    const filters = page.getByRole("form", { name: "Filter submissions" });
    await expect(filters).toBeHidden();
    await page.getByText("Search and filters").click();
    await filters.getByLabel("Search").fill(first);
    await filters.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${first}`));
    await expect(page.getByText("Search and filters (1 in use)")).toBeVisible();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("(604) 555-0111");
    await expect(cards.first()).toBeInViewport();
    await cards.first().getByRole("link", { name: `${first} Lopes` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${first} Lopes`);
  });

  test("no staff page is wider than the phone", async ({ page }) => {
    test.setTimeout(180_000);
    await signInForRequests(page);
    for (const path of STAFF_PAGES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth), path).toBeLessThanOrEqual(MOBILE.width);
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the Menu button opens the sections and a link goes there", async ({ page }) => {
      await signIn(page, { at: "/admin/submissions" });
      await expect(staffNav(page)).toBeHidden();
      await menuButton(page).click();
      await expect(staffNav(page).getByRole("list", { name: "Catalogue", exact: true })).toBeVisible();
      await staffNav(page).getByRole("link", { name: "Products" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Products");
      await menuButton(page).click();
      await expect(staffNav(page).getByRole("link", { name: "Products" })).toHaveAttribute("aria-current", "page");
    });
  });
});

test.describe("on a laptop", () => {
  test.use({ viewport: DESKTOP });

  test("the groups are in view beside the page, with the current section marked, and no Menu button", async ({ page }) => {
    await signIn(page, { at: "/admin/submissions" });
    await expect(menuButton(page)).toBeHidden();
    const nav = staffNav(page);
    for (const group of GROUPS) await expect(nav.getByRole("list", { name: group, exact: true })).toBeInViewport();
    await expect(nav.getByRole("link", { name: /^Inbox/ })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Energy figures" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Energy and rebate figures");
    await expect(nav.getByRole("link", { name: "Energy figures" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: /^Inbox/ })).not.toHaveAttribute("aria-current", "page");
    // The inbox's filters stand open, and its leads are a table.
    await nav.getByRole("link", { name: /^Inbox/ }).click();
    await expect(page.getByRole("form", { name: "Filter submissions" }).getByLabel("Search")).toBeVisible();
    await expect(page.getByText("Search and filters")).toBeHidden();
  });

  test("each page says in one sentence what it changes on the site", async ({ page }) => {
    await signInForRequests(page);
    for (const [path, sentence] of [
      ["/admin/team", "The people shown on the About page, in this order."],
      ["/admin/testimonials", "The quotes from clients that turn on the home page, in this order."],
      ["/admin/announcements", "The one line shown in the footer of every page and on the contact page."],
      ["/admin/landings", "The collection pages (Doors, Windows, Passive…) and the product cards on them."],
      ["/admin/backups", "Copies of everything the site holds"],
      ["/admin/settings", "The company's name, phone, email, address and showrooms, as every page, mail and document shows them."],
      ["/admin/team/new", "One person of the About page's team: their name, role, sentence and photo."],
      ["/admin/products/sd95/placement", "The collection pages that show this product as a card, and where on them."],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 }).locator("xpath=following-sibling::p[1]"), path).toContainText(sentence);
    }
  });
});
