import type { Browser, BrowserContext, Page } from "@playwright/test";
import { axeViolations, expect, FAILED_RESOURCE, hydrateOnLoad, skipIntro, test } from "./fixtures";
import { startStaffServer, uniqueName } from "./support/staff";
import { SERVER_HOOK_TIMEOUT_MS } from "./support/processes";
import { signIn } from "../support/staff-sign-in";

/**
 * The channels the owners name (decision 077): they rename a shipped channel, add their own with a rule for a
 * campaign's source, and a lead from that campaign is in it on its page and in the inbox's channel filter. Renaming
 * channels changes what every lead page says, so these run against a server of their own, one at a time.
 */
test.describe.configure({ mode: "serial", timeout: 90_000 });

let staffServer: Awaited<ReturnType<typeof startStaffServer>>;
const contexts: BrowserContext[] = [];
/** Each page's console errors, and those its test expects (as the `page` fixture does for the shared server). */
const watched: { errors: string[]; expected: RegExp[] }[] = [];

test.beforeAll(async () => {
  test.setTimeout(SERVER_HOOK_TIMEOUT_MS);
  staffServer = await startStaffServer();
});

test.afterEach(() => {
  const unexpected = watched.splice(0).flatMap(({ errors, expected }) => errors.filter((error) => !expected.some((pattern) => pattern.test(error))));
  expect(unexpected, "console errors").toEqual([]);
});

test.afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await staffServer?.stop();
});

/** A page on this spec's server whose console errors fail the test, but those named in `expected`. */
async function newPage(browser: Browser, { javaScriptEnabled = true, expected = [] as RegExp[] } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: staffServer.server.url, javaScriptEnabled });
  contexts.push(context);
  const page = await context.newPage();
  const watch = { errors: [] as string[], expected };
  watched.push(watch);
  page.on("console", (message) => {
    if (message.type() === "error") watch.errors.push(message.text());
  });
  page.on("pageerror", (error) => watch.errors.push(`Uncaught: ${error.message}`));
  await skipIntro(page);
  return javaScriptEnabled ? hydrateOnLoad(page) : page;
}

const channelsForm = (page: Page) => page.getByRole("form", { name: "Edit the channels" });

test("an owner renames a channel and adds their own with a campaign's rule; a lead from that campaign is in it", async ({ browser }) => {
  const page = await newPage(browser);
  await signIn(page, { at: "/admin/channels" });
  await expect(page.getByRole("heading", { level: 1, name: "Channels" })).toBeVisible();
  const form = channelsForm(page);
  await form.getByLabel("Referral: name").fill("Word of mouth");
  await form.getByLabel("New channel").fill("Home shows");
  await form.getByRole("button", { name: "Add channel" }).click();
  await expect(page.getByText("The channel “Home shows” is added: save to keep it.")).toBeVisible();
  // What was typed before the row was added is still there.
  await expect(form.getByLabel("Referral: name")).toHaveValue("Word of mouth");
  await form.getByRole("button", { name: "Add a rule" }).click();
  await form.getByLabel("Rule 1: when").selectOption({ label: "Campaign source (utm_source) is" });
  await form.getByLabel("Rule 1: value").fill("spring-show");
  await form.getByLabel("Rule 1: channel").selectOption({ label: "Home shows" });
  await form.getByRole("button", { name: "Save channels" }).click();
  await expect(page.getByText("Channels saved: every lead is in its channel by them.")).toBeVisible();
  await expect(channelsForm(page).getByLabel("Your channel home-shows: name")).toHaveValue("Home shows");
  expect(await axeViolations(page), "axe on the channels page").toEqual([]);

  // A visit from the show's campaign sends the contact form.
  const visitor = await newPage(browser);
  await visitor.goto("/doors/swing/sd95?utm_source=spring-show&utm_campaign=door-sale");
  await visitor.goto("/contact");
  const first = uniqueName("Show");
  const contact = visitor.getByRole("form", { name: "Send us a message" });
  await contact.getByLabel("First name").fill(first);
  await contact.getByLabel("Last name").fill("Channel");
  await contact.getByLabel("Email").fill("show@example.com");
  await contact.getByLabel("Phone").fill("6045550111");
  await contact.getByLabel("Message").fill("We met you at the spring show.");
  await contact.getByLabel("How did you hear about us?").selectOption("Other");
  await expect(visitor.getByRole("status").filter({ hasText: "Verified" })).toBeAttached({ timeout: 15_000 });
  await contact.getByRole("button", { name: "SEND MESSAGE" }).click();
  await expect(visitor.getByRole("heading", { name: "Thank You" })).toBeFocused();

  // The inbox's channel filter finds it by the owners' channel, and its page names it.
  await page.goto("/admin/submissions");
  await page.getByLabel("Channel", { exact: true }).selectOption({ label: "Home shows" });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/channel=home-shows/);
  await page.getByRole("link", { name: `${first} Channel` }).click();
  const source = page.getByRole("region", { name: "Where they came from" });
  await expect(source.getByRole("definition").first()).toHaveText(/^Home shows \(campaign source spring-show\)/);
  // The renamed channel is in the filter's list by its new name.
  await page.goto("/admin/submissions");
  await expect(page.getByLabel("Channel", { exact: true }).getByRole("option", { name: "Word of mouth" })).toBeAttached();
});

test.describe("without JavaScript", () => {
  test("adding a rule row is a post that shows the form again with a new row; a bad rule is refused with its words kept", async ({ browser }) => {
    const page = await newPage(browser, { javaScriptEnabled: false, expected: [FAILED_RESOURCE(422)] });
    await signIn(page, { at: "/admin/channels" });
    const form = channelsForm(page);
    await expect(form.getByLabel("Rule 1: value")).toHaveValue("spring-show");
    await form.getByRole("button", { name: "Add a rule" }).click();
    await expect(page.getByText("Rule 2 is added below: fill it in, then save.")).toBeVisible();
    await channelsForm(page).getByLabel("Rule 2: when").selectOption({ label: "Referring site is" });
    await channelsForm(page).getByLabel("Rule 2: value").fill("not a site!");
    await channelsForm(page).getByLabel("Rule 2: channel").selectOption({ label: "Home shows" });
    await channelsForm(page).getByRole("button", { name: "Save channels" }).click();
    await expect(channelsForm(page).getByLabel("Rule 2: value")).toHaveAccessibleDescription(/Give the site's name, like homeshow.ca/);
    await expect(channelsForm(page).getByLabel("Rule 2: value")).toHaveValue("not a site!");
    await channelsForm(page).getByLabel("Rule 2: value").fill("https://www.HomeShow.ca/tickets");
    await channelsForm(page).getByRole("button", { name: "Save channels" }).click();
    await expect(page.getByText("Channels saved: every lead is in its channel by them.")).toBeVisible();
    await expect(channelsForm(page).getByLabel("Rule 2: value")).toHaveValue("www.homeshow.ca");
  });
});

test("what an attacker posts is refused with a message, and nothing is stored", async ({ browser }) => {
  const page = await newPage(browser);
  await signIn(page, { at: "/admin/channels" });
  const formValues = () => channelsForm(page).evaluate((element: HTMLFormElement) => Object.fromEntries(new FormData(element)) as Record<string, string>);
  const before = await formValues();
  const base: Record<string, string> = { ...before, intent: "save" };
  const post = (form: Record<string, string>) => page.request.post("/admin/channels", { form, headers: { origin: staffServer.server.url } });

  const long = await post({ ...base, channel_5_label: "x".repeat(10_000) });
  expect(long.status()).toBe(422);
  expect(await long.text()).toContain("Keep the name to 40 characters.");
  const html = await post({ ...base, channel_7_label: "<img src=x onerror=alert(1)>" });
  expect(html.status()).toBe(422);
  expect(await html.text()).toContain("A name cannot have &lt; or &gt; in it.");
  const unknown = await post({ ...base, rule_1_channel: "no-such-channel" });
  expect(unknown.status()).toBe(422);
  expect(await unknown.text()).toContain("Choose one of the channels for this rule.");
  const many: Record<string, string> = { ...base };
  for (let n = 1; n <= 1_000; n++) Object.assign(many, { [`rule_${n}_on`]: "source", [`rule_${n}_value`]: `show-${n}`, [`rule_${n}_channel`]: "direct" });
  const flood = await post(many);
  expect(flood.status()).toBe(400);
  expect(await flood.text()).toContain("The form sent too many fields.");

  await page.reload();
  expect(await formValues()).toEqual(before);
});
