import type { APIRequestContext, Page } from "@playwright/test";
import { dashboardWeeks } from "#app/lib/server/dashboard/dashboard-weeks.server";
import { DESKTOP, expect, expectAxeCleanAtBothWidths, MOBILE, showAt, test } from "./fixtures";
import { solvedCaptcha } from "./support/captcha";
import { uniqueName } from "./support/staff";
import { signIn } from "../support/staff-sign-in";

/**
 * The owners' front page (issue 43, decision 075): this week's bar of contact enquiries and its row in the table
 * beneath say the same count, and the bar opens the inbox at that week and kind, where the enquiry just sent is; the
 * period form works without JavaScript; axe at both widths.
 */

/** A contact enquiry, as the hosted form service's clients post it; answers its sender's first name. */
async function postContact(request: APIRequestContext): Promise<string> {
  const first = uniqueName("Overview");
  const response = await request.post("/f/contact", {
    data: { first_name: first, last_name: "Lead", _replyto: `${first.toLowerCase()}@example.com`, phone: "6045550142", message: "New windows for the whole house", how_did_you_hear: "Google", altcha: await solvedCaptcha(request) },
  });
  expect(response.status(), await response.text()).toBe(200);
  return first;
}

/** This week (Monday to Sunday, Pacific time), as the page names it. */
const thisWeek = () => dashboardWeeks(Date.now(), 1)[0]!;

const kindsChart = (page: Page) => page.getByRole("figure", { name: "Leads per week by kind" });

test("this week's bar of contact enquiries matches its row in the table, and opens the inbox at that week and kind", async ({ page, request }) => {
  const first = await postContact(request);
  await signIn(page, { at: "/admin/overview" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overview");
  const week = thisWeek();
  const chart = kindsChart(page);
  const bar = chart.getByRole("link", { name: new RegExp(`^Week of ${week.label}: \\d+ contact enquir(y|ies)$`) });
  await expect(bar).toBeVisible();
  const count = /: (\d+) /.exec((await bar.getAttribute("aria-label"))!)![1]!;
  expect(Number(count)).toBeGreaterThanOrEqual(1);
  // The table beneath: this week's row, its first count the contact enquiries.
  const table = chart.getByRole("table", { name: "Leads per week by kind: the counts" });
  await expect(table.getByRole("columnheader").nth(1)).toHaveText("Contact enquiries");
  await expect(table.getByRole("row").last().getByRole("rowheader")).toHaveText(week.label);
  await expect(table.getByRole("row").last().getByRole("cell").first()).toHaveText(count);

  await bar.click();
  await expect(page).toHaveURL(new RegExp(`/admin/submissions\\?kind=contact&from=${week.from}&to=${week.to}$`));
  await expect(page.getByRole("link", { name: `${first} Lead` })).toBeVisible();
  const filters = page.getByRole("form", { name: "Filter submissions" });
  await expect(filters.getByLabel("Received from")).toHaveValue(week.from);
  await expect(filters.getByLabel("Received to")).toHaveValue(week.to);
  await expect(filters.getByLabel("Kind")).toHaveValue("contact");
  // The export carries the week too.
  await expect(page.getByRole("link", { name: /^Download CSV/ })).toHaveAttribute("href", `/admin/export.csv?kind=contact&from=${week.from}&to=${week.to}`);
});

test.describe("the overview without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("draws its charts and tables, and its period and channel form works", async ({ page }) => {
    await signIn(page, { at: "/admin/overview" });
    const chart = kindsChart(page);
    await expect(chart.getByRole("table").getByRole("row")).toHaveCount(13);
    for (const name of ["Leads per week by channel", "The pipeline: these leads by stage now"]) await expect(page.getByRole("figure", { name })).toBeVisible();
    for (const name of ["Quote requests won", "Showroom visits", "Figures to check"]) await expect(page.getByRole("region", { name })).toBeVisible();

    const form = page.getByRole("form", { name: "Period and channel" });
    await form.getByLabel("Period").selectOption({ label: "The last 4 weeks" });
    await form.getByLabel("Channel").selectOption({ label: "Search" });
    await form.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/\/admin\/overview\?weeks=4&channel=search$/);
    await expect(chart.getByRole("table").getByRole("row")).toHaveCount(5);
    await expect(form.getByLabel("Period")).toHaveValue("4");
    // The channel chart shows that channel alone, and the links to the inbox carry it and the period.
    await expect(page.getByRole("figure", { name: "Leads per week by channel" }).getByRole("columnheader")).toHaveText(["Week of", "Search", "Total"]);
    const [first, , , last] = dashboardWeeks(Date.now(), 4);
    await expect(page.getByRole("region", { name: "Quote requests won" }).getByRole("link", { name: "The won ones" })).toHaveAttribute(
      "href",
      `/admin/submissions?kind=quote&stage=won&from=${first!.from}&to=${last!.to}&channel=search`,
    );
  });
});

test("the overview passes axe and fits at 390 and 1280 px", async ({ page }, testInfo) => {
  await signIn(page, { at: "/admin/overview" });
  await expectAxeCleanAtBothWidths(page, "the overview", { fits: true });
  for (const viewport of [MOBILE, DESKTOP]) {
    await showAt(page, viewport);
    await page.screenshot({ path: testInfo.outputPath(`overview-${viewport.width}.png`), fullPage: true });
    await kindsChart(page).screenshot({ path: testInfo.outputPath(`overview-kinds-${viewport.width}.png`) });
  }
});
