import type { APIRequestContext, Page } from "@playwright/test";
import { pacificDateOf } from "#app/lib/pacific-time";
import { axeViolations, expect, expectAxeCleanAtBothWidths, FAILED_RESOURCE, test } from "./fixtures";
import { solvedCaptcha } from "./support/captcha";
import { uniqueName } from "./support/staff";
import { E2E_ADMIN, signIn } from "../support/staff-sign-in";

/**
 * One pipeline for every lead (issue 42, decision 070): a contact enquiry taken from new to won on its page, with an
 * owner, a note and a next action that the inbox lists as due; on the board, a card dragged to another column, and a
 * lead moved to Lost without JavaScript only with a reason.
 */

/** A contact enquiry, as the hosted form service's clients post it; answers its sender's first name. */
async function postContact(request: APIRequestContext, prefix: string, phone = "6045550142"): Promise<string> {
  const first = uniqueName(prefix);
  const response = await request.post("/f/contact", {
    data: { first_name: first, last_name: "Lead", _replyto: `${first.toLowerCase()}@example.com`, phone, message: "New windows for the whole house", how_did_you_hear: "Google", altcha: await solvedCaptcha(request) },
  });
  expect(response.status(), await response.text()).toBe(200);
  return first;
}

async function moveTo(page: Page, stage: string, message: string) {
  const status = page.getByRole("region", { name: "Status" });
  await status.getByLabel("Stage").selectOption(stage);
  await status.getByRole("button", { name: "Move" }).click();
  await expect(page.getByRole("status")).toHaveText(message);
}

test("a contact enquiry moves from new to won, with an owner, a note and a next action the inbox lists as due", async ({ page, request }) => {
  const first = await postContact(request, "Pipeline");
  await signIn(page, { at: `/admin/submissions?q=${first}` });
  await page.getByRole("link", { name: `${first} Lead` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${first} Lead`);
  const status = page.getByRole("region", { name: "Status" });
  const timeline = page.getByRole("list", { name: "Timeline" });
  await expect(status).toContainText("New: nobody has taken it up yet.");
  await expect(timeline.getByRole("listitem").last()).toContainText("Received: Contact form");

  // An owner: the signed-in account.
  const owner = status.getByLabel("Owner");
  const mine = await owner.locator("option", { hasText: E2E_ADMIN.email }).getAttribute("value");
  await owner.selectOption(mine!);
  await status.getByRole("button", { name: "Save owner" }).click();
  await expect(page.getByRole("status")).toHaveText(/^Given to /);
  await expect(timeline.getByRole("listitem").first()).toContainText(`Given to ${E2E_ADMIN.email}`);

  // A next action due today: the inbox lists it at the top, with its lead.
  await status.getByLabel("What").fill("Call to book a visit");
  await status.getByLabel("When").fill(pacificDateOf(Date.now()));
  await status.getByRole("button", { name: "Save next action" }).click();
  await expect(page.getByRole("status")).toHaveText("Next action saved.");
  await expect(status).toContainText("Call to book a visit, due");

  // A note, kept as typed in the timeline.
  await page.getByRole("textbox", { name: "Note" }).fill("Prefers mornings.\nAsk about the patio door.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status")).toHaveText("Note added.");
  await expect(timeline.getByRole("listitem").first()).toContainText("Prefers mornings.");

  await page.goto("/admin/submissions?owner=mine");
  const due = page.getByRole("region", { name: /Next actions due/ });
  await expect(due.getByRole("listitem").filter({ hasText: first })).toContainText("Call to book a visit");
  await expect(page.getByRole("link", { name: "Mine" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("row").filter({ hasText: first }).getByRole("cell").nth(0)).toContainText("New");
  await due.getByRole("link", { name: `${first} Lead` }).click();

  // Every stage, to won: each dated and kept, and a won lead has no next action any more.
  await moveTo(page, "contacted", "Moved to Contacted.");
  await moveTo(page, "visit", "Moved to Visit booked.");
  await moveTo(page, "quoted", "Moved to Quoted.");
  await moveTo(page, "won", "Moved to Won.");
  await expect(status).toContainText("Won since");
  await expect(status.getByLabel("What")).toHaveCount(0);
  await expect(timeline.getByRole("listitem").filter({ hasText: "Moved to" })).toHaveText([
    /^Moved to Won/,
    /^Moved to Quoted/,
    /^Moved to Visit booked/,
    /^Moved to Contacted/,
  ]);
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(`/admin/submissions?q=${first}`);
  await expect(page.getByRole("region", { name: /Next actions due/ }).getByText(first)).toHaveCount(0);
  await expect(page.getByRole("row").filter({ hasText: first }).getByRole("cell").nth(0)).toContainText("Won");
});

test("the inbox finds a lead by the start of its name, and by its phone typed with dashes", async ({ page, request }) => {
  // A phone no other lead of this run has: 778, a local number starting with 2 to 9 (as every real one does), and
  // six digits of the clock.
  const clock = String(Date.now() % 1_000_000).padStart(6, "0");
  const digits = `778${2 + (Number(clock[0]) % 8)}${clock}`;
  const first = await postContact(request, "Sandhu", digits);
  await signIn(page, { at: "/admin/submissions" });
  const filters = page.getByRole("form", { name: "Filter submissions" });
  const lead = page.getByRole("link", { name: `${first} Lead` });
  for (const typed of [first.slice(0, -3).toLowerCase(), `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`]) {
    await filters.getByLabel("Search").fill(typed);
    await filters.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(typed)}`));
    await expect(lead).toBeVisible();
  }
});

test("on the board a card dragged to another column moves its lead; dropped on Lost, it asks why", async ({ page, request }) => {
  const first = await postContact(request, "Board");
  await signIn(page, { at: "/admin/pipeline" });
  const column = (name: string) => page.getByRole("region", { name: new RegExp(`^${name} \\(`) });
  const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: `${first} Lead` }) });
  await expect(column("New").getByRole("link", { name: `${first} Lead` })).toBeVisible();
  await card.dragTo(column("Contacted"));
  await expect(column("Contacted").getByRole("link", { name: `${first} Lead` })).toBeVisible();
  await expect(column("New").getByRole("link", { name: `${first} Lead` })).toHaveCount(0);
  // Lost needs a reason: the card's form opens at it, and its Move sends it.
  await card.dragTo(column("Lost"));
  await expect(card.getByLabel("Why it was lost")).toBeFocused();
  await card.getByLabel("Why it was lost").selectOption("Timing");
  await card.getByRole("button", { name: `Move ${first} Lead` }).click();
  await expect(page.getByRole("status")).toHaveText("Moved to Lost (Timing).");
  await expect(column("Lost").getByRole("listitem").filter({ hasText: first })).toContainText("Lost: Timing");
  await expectAxeCleanAtBothWidths(page, "the pipeline board", { fits: true });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a card's Move form moves its lead, and Lost is refused without a reason, keeping the choice", async ({ page, request, expectConsoleError }) => {
    expectConsoleError(FAILED_RESOURCE(400));
    const first = await postContact(request, "Plain");
    await signIn(page, { at: "/admin/pipeline" });
    const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: `${first} Lead` }) });
    await card.locator("summary").click();
    await card.getByLabel("Stage").selectOption("lost");
    await card.getByRole("button", { name: `Move ${first} Lead` }).click();
    await expect(page.getByRole("alert")).toHaveText("Choose why the lead was lost.");
    await expect(card.getByLabel("Stage")).toHaveValue("lost");
    await expect(card.getByLabel("Why it was lost")).toHaveAccessibleDescription(/Choose why the lead was lost\./);
    await card.getByLabel("Why it was lost").selectOption("Price");
    await card.getByRole("button", { name: `Move ${first} Lead` }).click();
    await expect(page.getByRole("status")).toHaveText("Moved to Lost (Price).");
    await expect(page.getByRole("region", { name: /^Lost \(/ }).getByRole("listitem").filter({ hasText: first })).toContainText("Lost: Price");
  });
});
