import type { Page } from "@playwright/test";
import { test } from "./support/own-server";
import { expect, FAILED_RESOURCE } from "./fixtures";
import { signIn } from "../support/staff-sign-in";

/**
 * No edit is lost without a word: leaving a staff editor with unsaved changes asks first (a link, the browser's
 * reload), Stay keeps what was typed, Leave goes, and a save or the form's own refusal never asks; the history then
 * names the fields an edit changed. They save content, so they run on a server of their own.
 */

test.describe.configure({ mode: "serial", timeout: 90_000 });

const YANNIS = "Yannis Papadakis";
let yannisEditor = "";


const question = (page: Page) => page.getByRole("dialog", { name: "Unsaved changes" });
const staffLink = (page: Page, name: string) => page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name, exact: true });

test("a team member left with a changed title asks first: Stay keeps the text, Leave goes, and after a save nothing asks", async ({ page }) => {
  await signIn(page, { at: "/admin/submissions" });
  await staffLink(page, "Team").click();
  await page.getByRole("link", { name: YANNIS }).first().click();
  await expect(page).toHaveURL(/\/admin\/team\/[^/]+$/);
  yannisEditor = new URL(page.url()).pathname;
  const form = page.getByRole("form", { name: "Edit the team member" });
  const title = form.getByLabel("Title");
  const seeded = await title.inputValue();
  await title.fill("");
  await title.pressSequentially("Head of the workshop");

  await staffLink(page, "Inbox").click();
  await expect(question(page)).toBeVisible();
  await expect(question(page)).toContainText(`You have unsaved changes to the team member “${YANNIS}”. Leave without saving?`);
  await expect(question(page).getByRole("button", { name: "Stay" })).toBeFocused();
  await question(page).getByRole("button", { name: "Stay" }).click();
  await expect(question(page)).toBeHidden();
  await expect(page).toHaveURL(yannisEditor);
  await expect(title).toHaveValue("Head of the workshop");

  // Escape is Stay too.
  await page.getByRole("link", { name: "All team members" }).click();
  await expect(question(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(question(page)).toBeHidden();
  await expect(title).toHaveValue("Head of the workshop");

  await staffLink(page, "Inbox").click();
  await question(page).getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/admin\/submissions$/);
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();

  // Typed back to what it was: nothing to lose, nothing asked.
  await page.goto(yannisEditor);
  await title.fill("Head of the workshop");
  await title.fill(seeded);
  await staffLink(page, "Inbox").click();
  await expect(page).toHaveURL(/\/admin\/submissions$/);

  // Saved: the form starts again from what is stored, and leaving asks nothing.
  await page.goto(yannisEditor);
  await title.fill("Head of the workshop");
  await form.getByRole("button", { name: "Save team member" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await expect(title).toHaveValue("Head of the workshop");
  await staffLink(page, "Inbox").click();
  await expect(page).toHaveURL(/\/admin\/submissions$/);
  await expect(question(page)).toBeHidden();

  // The history names the field, before and after.
  await page.goto(yannisEditor);
  const latest = page.getByRole("region", { name: "History" }).getByRole("listitem").first();
  await expect(latest.getByText(`Title: ${seeded} → Head of the workshop`, { exact: true })).toBeVisible();
});

test("page copy refused by the server stays guarded, and reloading the tab with changes gets the browser's question", async ({ page, expectConsoleError }) => {
  expectConsoleError(FAILED_RESOURCE(422));
  await signIn(page, { at: "/admin/pages/about" });
  const editor = page.getByRole("form", { name: "Edit the page" });
  const description = editor.getByLabel("Search description");
  const stored = await description.inputValue();

  // Nothing changed: a reload asks nothing.
  const asked: string[] = [];
  page.on("dialog", async (dialog) => {
    asked.push(dialog.type());
    await dialog.accept();
  });
  await page.reload();
  await expect(editor).toBeVisible();
  expect(asked).toEqual([]);

  // Saving a refused value asks nothing (the form's own post), and the refused text is still unsaved.
  await description.fill("");
  await description.pressSequentially("Too short.");
  await editor.getByRole("button", { name: "Save page" }).click();
  await expect(editor.getByLabel("Search description")).toHaveAttribute("aria-invalid", "true");
  await expect(question(page)).toBeHidden();
  await page.getByRole("link", { name: "All pages" }).click();
  await expect(question(page)).toContainText("You have unsaved changes to the page “About Us”.");
  await question(page).getByRole("button", { name: "Stay" }).click();
  await expect(description).toHaveValue("Too short.");

  // Reload: the browser asks first (leaving, here, loads the page as stored).
  await page.reload();
  expect(asked).toEqual(["beforeunload"]);
  await expect(description).toHaveValue(stored);
});

test("a product's energy records and the company details ask too; the history tells the phone before and after", async ({ page }) => {
  await signIn(page, { at: "/admin/products/s700/energy" });
  await page.getByRole("group", { name: /^New record/ }).first().getByLabel("Configuration").fill("Triple glazing, warm edge");
  await page.getByRole("link", { name: "Details", exact: true }).click();
  await expect(question(page)).toContainText(/You have unsaved changes to the energy records of “.+”\. Leave without saving\?/);
  await question(page).getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/admin\/products\/[^/]+$/);

  await staffLink(page, "Company details").click();
  const form = page.getByRole("form", { name: "Edit the company details" });
  const phone = form.getByLabel("Phone", { exact: true });
  const seeded = await phone.inputValue();
  await phone.fill("(604) 555-0199");
  await staffLink(page, "Pages").click();
  await expect(question(page)).toContainText("You have unsaved changes to the company details. Leave without saving?");
  await question(page).getByRole("button", { name: "Stay" }).click();
  await form.getByRole("button", { name: "Save company details" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  const latest = page.getByRole("region", { name: "History" }).getByRole("listitem").first();
  await expect(latest).toContainText(/^Edited by/);
  await expect(latest.getByText(`Phone: ${seeded} → (604) 555-0199`, { exact: true })).toBeVisible();
  await staffLink(page, "Pages").click();
  await expect(page).toHaveURL(/\/admin\/pages$/);
});
