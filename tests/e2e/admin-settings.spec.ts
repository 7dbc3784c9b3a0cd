import { readFile } from "node:fs/promises";
import path from "node:path";
import Database from "better-sqlite3";
import { staffPageWithoutJavaScript, test } from "./support/own-server";
import { axeViolations, expect, expectAxeCleanAtBothWidths, MOBILE, UNTIL_LIVE } from "./fixtures";
import { solvedCaptcha } from "./support/captcha";
import { uniqueName } from "./support/staff";
import { signIn } from "../support/staff-sign-in";
import { pdfText } from "../support/pdf-text";

/**
 * The company details at /admin/settings (decision 040): refusals by their fields without JavaScript, a new phone
 * number in the footer, the contact page, the structured data and a regenerated spec sheet within two seconds and in
 * a contact message's confirmation mail (decision 045), and a new showroom street in a visit's confirmation and its
 * calendar file; a character the PDFs cannot print named on save (decision 053). They change what every page says, so
 * they run on a server of their own.
 */

test.describe.configure({ mode: "serial", timeout: 90_000 });


const EDITOR = "/admin/settings";
const NEW_PHONE = "(250) 555-0199";
const NEW_STREET = "1550 Harvey Avenue";

test("without JavaScript: bad details are refused by their fields; saved ones reach the footer, contact page, structured data, a spec sheet, a visit's confirmation and calendar file, and a contact message's confirmation", async ({
  browser,
  staffServer,
  request,
}) => {
  const page = await staffPageWithoutJavaScript(browser, staffServer, EDITOR);
  const context = page.context();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Company details");

  // The showrooms have no phone of their own: each says it is the main phone's.
  const surreyPhone = page.getByRole("group", { name: "Surrey showroom" }).getByLabel("Phone");
  await expect(surreyPhone).toHaveValue("");
  await expect(surreyPhone).toHaveAttribute("placeholder", "Same as the main phone");
  await expect(surreyPhone).toHaveAccessibleDescription(/the main phone/);

  await page.getByLabel("Phone", { exact: true }).fill("555-01");
  await page.getByRole("group", { name: "Surrey showroom" }).getByLabel("Monday").fill("nine to five");
  await page.getByRole("button", { name: "Save company details" }).click();
  await expect(page.getByRole("alert").first()).toContainText("There are problems with 2 fields");
  await expect(page.getByLabel("Phone", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("555-01");
  await expect(page.getByRole("group", { name: "Surrey showroom" }).getByLabel("Monday")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Phone", { exact: true }).fill(NEW_PHONE);
  await page.getByRole("group", { name: "Surrey showroom" }).getByLabel("Monday").fill("09:00–12:00, 13:00–17:00");
  await page.getByRole("group", { name: "Okanagan showroom" }).getByLabel("Street address").fill(NEW_STREET);
  await page.getByRole("button", { name: "Save company details" }).click();
  await expect(page.getByRole("status").first()).toContainText("Company details saved");
  await context.close();

  const visitor = await browser.newPage({ baseURL: staffServer.server.url });
  await visitor.goto("/contact");
  await expect(visitor.getByRole("contentinfo").getByRole("link", { name: NEW_PHONE })).toBeVisible(UNTIL_LIVE);
  await expect(visitor.getByRole("main").getByRole("link", { name: NEW_PHONE }).first()).toBeVisible(UNTIL_LIVE);
  const jsonLd = await visitor.locator('script[type="application/ld+json"]').allTextContents();
  const business = jsonLd.map((text) => JSON.parse(text) as { "@type": string; telephone?: string; department?: { telephone?: string; address: { streetAddress?: string }; openingHoursSpecification: unknown[] }[] }).find((data) => data["@type"] === "HomeAndConstructionBusiness")!;
  expect(business.telephone).toBe("+12505550199");
  // A showroom left without a phone gives the main phone.
  expect(business.department!.map((showroom) => showroom.telephone)).toEqual(["+12505550199", "+12505550199"]);
  expect(business.department![1]!.address.streetAddress).toBe(NEW_STREET);
  expect(business.department![0]!.openingHoursSpecification.length).toBeGreaterThan(0);

  await visitor.goto("/doors/liftandslide/s700");
  const href = (await visitor.getByRole("region", { name: "Related Files" }).getByRole("link", { name: /S700 spec sheet/ }).getAttribute("href"))!;
  await expect
    .poll(async () => (await pdfText(await (await visitor.request.get(href)).body())).join(" ").replace(/\s+/g, " "), UNTIL_LIVE)
    .toContain(NEW_PHONE);

  // A visit booked at the Okanagan showroom: its confirmation and its calendar file give the new street.
  const first = uniqueName("Settler");
  await visitor.goto("/visit?showroom=okanagan&purpose=windows");
  await visitor.getByRole("list", { name: "Days with free times", exact: true }).getByRole("link").first().click();
  const slotHref = (await visitor.getByRole("list", { name: "Free times", exact: true }).getByRole("link").first().getAttribute("href"))!;
  const slot = new URL(slotHref, "http://x").searchParams.get("slot")!;
  const booked = await request.post("/f/visit", {
    data: { showroom: "okanagan", purpose: "windows", slot, first_name: first, last_name: "Lopes", _replyto: "settler@example.com", phone: "6045550111", altcha: await solvedCaptcha(request) },
  });
  expect(booked.status()).toBe(200);
  await expect
    .poll(async () => {
      const log = await readFile(path.join(staffServer.dataDir, "outbox.log"), "utf8").catch(() => "");
      return new RegExp(`Hi ${first},[\\s\\S]*?Where: [^\\n]*${NEW_STREET}`).test(log);
    }, { timeout: 20_000 })
    .toBe(true);
  expect(visitCalendarFile(staffServer.dataDir, "settler@example.com")).toMatch(new RegExp(`^LOCATION:[^\\n]*${NEW_STREET}`, "m"));

  // A contact message sent now: its confirmation mail gives the new phone number.
  const writer = uniqueName("Caller");
  const sent = await request.post("/f/contact", {
    data: { first_name: writer, last_name: "Lopes", _replyto: "caller@example.com", phone: "6045550111", message: "Do you install in Kelowna?", how_did_you_hear: "Google", altcha: await solvedCaptcha(request) },
  });
  expect(sent.status()).toBe(200);
  const confirmation = async () => {
    const log = await readFile(path.join(staffServer.dataDir, "outbox.log"), "utf8").catch(() => "");
    return log.split(/^----- /m).find((mail) => mail.includes(`Hi ${writer},`)) ?? "";
  };
  await expect.poll(confirmation, { timeout: 20_000 }).toContain(`call us at ${NEW_PHONE}`);
  expect(await confirmation()).toContain(`Phone: ${NEW_PHONE}`);
  await visitor.close();
});

/** The calendar file of the newest visit confirmation mailed to `recipient`, unfolded, read from the server's outbox. */
function visitCalendarFile(dataDir: string, recipient: string): string {
  const db = new Database(path.join(dataDir, "helios.db"), { readonly: true });
  try {
    const row = db.prepare("select attachments from outbox where recipient = ? and attachments is not null order by created_at desc limit 1").get(recipient) as { attachments: string } | undefined;
    const [file] = JSON.parse(row?.attachments ?? "[]") as { content: string }[];
    return (file?.content ?? "").replace(/\r\n[ \t]/g, "").replace(/\r\n/g, "\n");
  } finally {
    db.close();
  }
}

test("a trading name with a character the PDFs cannot print is saved, and the page names the field and the character that prints as “?”", async ({ page }) => {
  await signIn(page, { at: EDITOR });
  const name = page.getByLabel("Trading name");
  const street = page.getByLabel("Head office street address");
  const seeded = { name: await name.inputValue(), street: await street.inputValue() };
  await name.fill(`${seeded.name} 🎉`);
  await street.fill(`${seeded.street}\u2028Unit 4`);
  await page.getByRole("button", { name: "Save company details" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Company details saved" })).toBeVisible();
  const notice = page.getByRole("region", { name: "Saved, but some characters will not print in the PDFs" });
  await expect(notice.getByRole("link", { name: "Trading name: “🎉” (U+1F389) prints as “?” in the spec sheets and quote PDFs. The site shows the text as typed." })).toHaveAttribute(
    "href",
    "#field-name",
  );
  await expect(notice.getByRole("link", { name: /^Head office street address: a line separator \(U\+2028\) prints as a space/ })).toHaveAttribute("href", "#field-address_street");
  await expect(notice.getByRole("listitem")).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);
  await expect(name).toHaveValue(`${seeded.name} 🎉`);
  // The site shows the name as typed; the spec sheet prints the "?" the notice named.
  const visitor = await page.context().newPage();
  await visitor.goto("/doors/liftandslide/s700");
  await expect(visitor.getByRole("contentinfo")).toContainText(`${seeded.name} 🎉`);
  const href = (await visitor.getByRole("region", { name: "Related Files" }).getByRole("link", { name: /S700 spec sheet/ }).getAttribute("href"))!;
  await expect.poll(async () => (await pdfText(await (await visitor.request.get(href)).body())).join(" ").replace(/\s+/g, " "), UNTIL_LIVE).toContain(`${seeded.name} ?`);
  await visitor.close();

  // Put back: a save with nothing the PDFs cannot print says nothing more.
  await name.fill(seeded.name);
  await street.fill(seeded.street);
  await page.getByRole("button", { name: "Save company details" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Company details saved" })).toBeVisible();
  await expect(name).toHaveValue(seeded.name);
  await expect(notice).toHaveCount(0);
});

test("the company details editor has no axe violations at 390 and 1280 px", async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await signIn(page, { at: EDITOR });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Company details");
  await expectAxeCleanAtBothWidths(page, "the company details editor");
});
