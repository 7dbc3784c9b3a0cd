import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { formatPacificTime } from "#app/lib/pacific-time";
import { axeViolations, DESKTOP, expect, FAILED_RESOURCE, MOBILE, showAt, test, waitForHydration } from "./fixtures";

const timeLabelOf = (time: number) => formatPacificTime(time);
import { solvedCaptcha } from "./support/captcha";
import { freeDay, racerBooking } from "./support/visit";
import { uniqueName } from "./support/staff";
import { signIn } from "../support/staff-sign-in";
import { TEST_PERSON } from "../support/people";

/** Chooses the showroom and purpose, then the nth free day and its first free time; returns the time's label. */
async function chooseTime(page: Page, showroom: RegExp, dayIndex = 0) {
  await page.getByRole("radio", { name: showroom }).check();
  await page.getByLabel("What is the visit about?").selectOption("custom-door");
  await page.getByRole("button", { name: "Show free days" }).click();
  await (await freeDay(page, dayIndex)).click();
  const time = page.getByRole("list", { name: "Free times", exact: true }).getByRole("link").first();
  const label = (await time.textContent())!.trim();
  await time.click();
  await expect(page.getByRole("heading", { name: "4. Your details" })).toBeVisible();
  return label;
}

test.describe("booking a showroom visit with JavaScript", () => {
  test("a visitor books a free time, sees it booked, and the staff find it in the inbox", async ({ page }) => {
    // Pages a week, solves the captcha and signs in: more than the default on a busy machine.
    test.setTimeout(60_000);
    const first = uniqueName("Visit");
    await page.goto("/visit");
    const time = await chooseTime(page, /Okanagan Showroom/, 3);
    const form = page.getByRole("form", { name: "4. Your details" });
    await form.getByLabel("First name").fill(first);
    await form.getByLabel("Last name").fill(TEST_PERSON.lastName);
    await form.getByLabel("Email").fill(TEST_PERSON.email);
    await form.getByLabel("Phone").fill(TEST_PERSON.phone);
    await form.getByLabel(/Anything we should know/).fill("A pivot door, 1.4 m wide");
    await expect(page.getByRole("status").filter({ hasText: "Verified" })).toBeAttached({ timeout: 15_000 });
    await form.getByRole("button", { name: "BOOK THE VISIT" }).click();
    const booked = page.getByRole("region", { name: "Your visit is booked" });
    await expect(booked).toBeVisible();
    await expect(booked).toContainText(`${time} –`);
    await expect(booked).toContainText("Okanagan Showroom");
    await expect(booked).toContainText("Custom door design");
    // As after a post without scripts, the address is the form's: reloading it does not offer the booked time again.
    await expect(page).toHaveURL(/\/visit$/);

    await signIn(page, { at: `/admin/submissions?kind=visit&q=${first}` });
    await expect(page.getByRole("row").filter({ hasText: first })).toContainText("Showroom visit");
  });

  test("each step is shown in place, the times brought into view with focus on them, and Back returns to the step before", async ({ page }) => {
    await page.goto("/visit");
    await waitForHydration(page);
    // A mark on this document: a page load would lose it.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole("radio", { name: /Surrey showroom/ }).check();
    await page.getByLabel("What is the visit about?").selectOption("doors");
    await page.getByRole("button", { name: "Show free days" }).click();
    await expect(page).toHaveURL(/\/visit\?showroom=surrey&purpose=doors$/);
    const day = page.getByRole("list", { name: "Days with free times", exact: true }).getByRole("link").nth(2);
    await day.click();
    await expect(day).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("heading", { name: /^3\. Time on / })).toBeFocused();
    await expect(page.getByRole("list", { name: "Free times", exact: true }).getByRole("link").first()).toBeInViewport();
    await expect(page).toHaveURL(/&date=\d{4}-\d{2}-\d{2}#time-heading$/);
    expect(await page.evaluate(() => "samePage" in window)).toBe(true);

    await page.goBack();
    await expect(page).toHaveURL(/\/visit\?showroom=surrey&purpose=doors$/);
    await expect(page.getByRole("heading", { name: /^3\. Time on / })).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/visit$/);
    await expect(page.getByRole("heading", { name: "2. Day" })).toHaveCount(0);
    expect(await page.evaluate(() => "samePage" in window)).toBe(true);
  });

  test("a time taken while the visitor fills in the form: the answer offers the next free times, one click away", async ({ page, request, expectConsoleError }) => {
    // The post's answer is the page with a 409.
    expectConsoleError(FAILED_RESOURCE(409));
    await page.goto("/visit?showroom=surrey&purpose=general");
    await (await freeDay(page, 6)).click();
    const time = page.getByRole("list", { name: "Free times", exact: true }).getByRole("link").first();
    const slot = new URL((await time.getAttribute("href"))!, "http://x").searchParams.get("slot")!;
    await time.click();
    const form = page.getByRole("form", { name: "4. Your details" });
    await form.getByLabel("First name").fill("Cleo");
    await form.getByLabel("Last name").fill("Late");
    await form.getByLabel("Email").fill("cleo@example.com");
    await form.getByLabel("Phone").fill("6045550112");
    // Someone else books that time meanwhile.
    const taken = await request.post("/f/visit", { data: racerBooking(slot, "Quick", await solvedCaptcha(request)) });
    expect(taken.status()).toBe(200);
    await expect(page.getByRole("status").filter({ hasText: "Verified" })).toBeAttached({ timeout: 15_000 });
    await form.getByRole("button", { name: "BOOK THE VISIT" }).click();

    await expect(form.getByRole("alert").first()).toContainText(/was just taken/);
    await expect(form.getByLabel("First name")).toHaveValue("Cleo");
    const next = page.getByRole("navigation", { name: "The next free times" }).getByRole("link");
    await expect(next.first()).toBeVisible();
    await next.first().click();
    await expect(page).toHaveURL(/\/visit\?showroom=surrey&purpose=general&date=[\d-]+&slot=\d+$/);
    await expect(page.getByRole("form", { name: "4. Your details" })).toBeVisible();
    await expect(page.getByText("That time is no longer free")).toHaveCount(0);
  });

  test("has no axe violations at 390 and 1280 px (loaded once, the window resized)", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/visit");
    await chooseTime(page, /Surrey showroom/, 5);
    for (const viewport of [MOBILE, DESKTOP]) {
      await showAt(page, viewport);
      expect(await axeViolations(page), `axe at ${viewport.width} px`).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`visit-${viewport.width}.png`), fullPage: true });
    }
  });
});

test.describe("booking a showroom visit without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the steps work as plain pages; the request is held, not booked, until staff release it", async ({ page }) => {
    const first = uniqueName("Heldvisit");
    await page.goto("/visit");
    const time = await chooseTime(page, /Surrey showroom/, 1);
    await expect(page).toHaveURL(/\/visit\?showroom=surrey&purpose=custom-door&date=\d{4}-\d{2}-\d{2}&slot=\d+#details-heading$/);
    await expect(page.getByText("Your browser is not running JavaScript")).toContainText("The time you chose is booked once a person confirms it.");
    const form = page.getByRole("form", { name: "4. Your details" });
    await form.getByLabel("First name").fill(first);
    await form.getByLabel("Last name").fill("Lopes");
    await form.getByLabel("Email").fill("heldvisit@example.com");
    await form.getByLabel("Phone").fill("6045550111");
    await form.getByRole("button", { name: "BOOK THE VISIT" }).click();
    await expect(page.getByRole("heading", { name: "We have your request" })).toBeVisible();
    await expect(page.getByRole("region", { name: "We have your request" })).toContainText(time);
    await expect(page.getByText("this time is not booked yet: a person will check your request and confirm it by email or phone within one business day")).toBeVisible();

    await signIn(page, { at: "/admin/submissions" });
    await page.getByRole("link", { name: `${first} Lopes` }).click();
    await expect(page.getByText(new RegExp(`${time}, Surrey showroom \\(Custom door design\\)`))).toBeVisible();
    await page.getByRole("button", { name: `Release the Showroom visit from ${first} Lopes` }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Released: the visit on .+ is booked, and its confirmation is on its way\.$/ })).toBeVisible();
    const toVisitor = page.getByRole("region", { name: "Email delivery" }).getByRole("row").filter({ hasText: "heldvisit@example.com" });
    await expect(toVisitor.filter({ hasText: /Your visit to our Surrey showroom/ })).toHaveCount(1);
  });
});

test.describe("two visitors racing for the same time", () => {
  test("get one booking and one 409 with the next free times", async ({ page, request }) => {
    await page.goto("/visit?showroom=surrey&purpose=general");
    await (await freeDay(page, 8)).click();
    const href = (await page.getByRole("list", { name: "Free times", exact: true }).getByRole("link").first().getAttribute("href"))!;
    const slot = new URL(href, "http://x").searchParams.get("slot")!;
    const visitor = (name: string, altcha: string) => racerBooking(slot, name, altcha);
    const [a, b] = await Promise.all([solvedCaptcha(request), solvedCaptcha(request)]);
    const answers = await Promise.all([request.post("/f/visit", { data: visitor("Ann", a) }), request.post("/f/visit", { data: visitor("Ben", b) })]);
    expect(answers.map((answer) => answer.status()).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status() === 409)!;
    expect((await refused.json()).error).toMatch(/was just taken/);
    // The page no longer offers that time.
    await page.goto(href);
    await expect(page.getByRole("alert").filter({ hasText: "That time is no longer free" })).toBeVisible();
  });
});

/** The newest manage link mailed to a visitor, from the outbox log the server writes while SMTP_URL is unset. */
async function mailedLink(first: string, after?: string): Promise<string> {
  let link = "";
  await expect
    .poll(
      async () => {
        const log = await readFile(path.join("data", "e2e", "outbox.log"), "utf8").catch(() => "");
        const links = [...log.matchAll(new RegExp(`Hi ${first},[\\s\\S]*?(/visit/manage/[A-Za-z0-9_-]{43})`, "g"))].map((match) => match[1]!);
        link = links.at(-1) ?? "";
        return link !== "" && link !== after;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return link;
}

test.describe("the visitor's link to move or cancel", () => {
  test("moves the visit (the old link is then used up), then cancels it (the link then says so)", async ({ page, request, expectConsoleError }) => {
    expectConsoleError(FAILED_RESOURCE(410));
    const first = uniqueName("Mover");
    await page.goto("/visit?showroom=okanagan&purpose=windows");
    await (await freeDay(page, 10)).click();
    const href = (await page.getByRole("list", { name: "Free times", exact: true }).getByRole("link").first().getAttribute("href"))!;
    const slot = new URL(href, "http://x").searchParams.get("slot")!;
    const booked = await request.post("/f/visit", {
      data: { showroom: "okanagan", purpose: "windows", slot, first_name: first, last_name: "Lopes", _replyto: "mover@example.com", phone: "6045550111", altcha: await solvedCaptcha(request) },
    });
    expect(booked.status()).toBe(200);

    const link = await mailedLink(first);
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 2 }).first()).toContainText(timeLabelOf(Number(slot)));
    const move = page.getByRole("region", { name: "Move it to another time" });
    await move.getByRole("link").nth(12).click();
    await move.getByRole("button", { name: "Move the visit" }).click();
    await expect(page.getByRole("heading", { name: "Your visit is moved" })).toBeVisible();

    await page.goto(link);
    await expect(page.getByRole("alert")).toContainText("This link was already used");
    const newLink = await mailedLink(first, link);
    await page.goto(newLink);
    await page.getByRole("button", { name: "Cancel the visit" }).click();
    await expect(page.getByRole("heading", { name: "Your visit is cancelled" })).toBeVisible();
    await page.goto(newLink);
    await expect(page.getByRole("alert")).toContainText("This visit was cancelled.");
  });
});

test("the showroom banner, the pivot and swing door pages, the contact page and the footer lead to the booking", async ({ page }) => {
  await page.goto("/doors/swing/sd95");
  await page.getByRole("link", { name: "Book a design visit" }).click();
  await expect(page).toHaveURL(/\/visit\?purpose=custom-door$/);
  await expect(page.getByLabel("What is the visit about?")).toHaveValue("custom-door");
  await page.goto("/doors/pivotdoors/sd115");
  await expect(page.getByRole("link", { name: "Book a design visit" })).toHaveAttribute("href", "/visit?purpose=custom-door");
  await page.goto("/doors/pivotdoors");
  await expect(page.getByRole("complementary", { name: "Visit Our Showroom" }).getByRole("link", { name: "Book a visit" })).toHaveAttribute("href", "/visit?purpose=custom-door");
  await page.goto("/contact");
  await expect(page.getByRole("main").getByRole("link", { name: "Book a showroom visit" })).toHaveAttribute("href", "/visit");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Book a Showroom Visit" })).toHaveAttribute("href", "/visit");
  // Window pages have no design visit.
  await page.goto("/windows/alumil/s91");
  await expect(page.getByRole("link", { name: "Book a design visit" })).toHaveCount(0);
});

test.describe("the visitor's link without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("moves and cancels the visit with plain links and forms", async ({ page, request }) => {
    const first = uniqueName("Nojsmover");
    // The third week's days (a week at a time): the 15th free day is in it or the next.
    const firstWeek = await (await request.get("/visit?showroom=surrey&purpose=doors")).text();
    const weekAfter = (html: string) => /week=(\d{4}-\d{2}-\d{2})/.exec(html)![1]!;
    const second = await (await request.get(`/visit?showroom=surrey&purpose=doors&week=${weekAfter(firstWeek)}`)).text();
    const third = await (await request.get(`/visit?showroom=surrey&purpose=doors&week=${[...second.matchAll(/week=(\d{4}-\d{2}-\d{2})/g)].at(-1)![1]!}`)).text();
    const date = [...third.matchAll(/date=(\d{4}-\d{2}-\d{2})/g)][2]![1]!;
    const slot = /slot=(\d+)/.exec(await (await request.get(`/visit?showroom=surrey&purpose=doors&date=${date}`)).text())![1]!;
    const booked = await request.post("/f/visit", {
      data: { showroom: "surrey", purpose: "doors", slot, first_name: first, last_name: "Lopes", _replyto: "nojs@example.com", phone: "6045550111", altcha: await solvedCaptcha(request) },
    });
    expect(booked.status()).toBe(200);
    const link = await mailedLink(first);
    await page.goto(link);
    const move = page.getByRole("region", { name: "Move it to another time" });
    await move.getByRole("link").nth(15).click();
    await page.getByRole("button", { name: "Move the visit" }).click();
    await expect(page.getByRole("heading", { name: "Your visit is moved" })).toBeVisible();
    const newLink = await mailedLink(first, link);
    await page.goto(newLink);
    await page.getByRole("button", { name: "Cancel the visit" }).click();
    await expect(page.getByRole("heading", { name: "Your visit is cancelled" })).toBeVisible();
  });
});
