import { chromium } from "@playwright/test";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
const base = "http://127.0.0.1:4711";
async function captcha() {
  const challenge = await (await fetch(base + "/captcha/challenge")).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
const post = process.env.SKIP_POST ? { status: "skipped" } : await fetch(base + "/f/contact", { method: "POST", headers: { "content-type": "application/json", origin: base }, body: JSON.stringify({ first_name: "Ana", last_name: "Lopes", _replyto: "ana@example.com", phone: "6045550111", message: "Triple glazing for a 1960s bungalow?", how_did_you_hear: "Google", altcha: await captcha() }) });
console.log("post", post.status);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const [width, js] of [[1280, true], [390, true], [390, false]]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: js });
  const page = await context.newPage();
  page.on("console", (m) => m.type() === "error" && console.log("console error", m.text()));
  await page.goto(base + "/admin/login");
  await page.getByLabel("Email").fill("e2e-admin@helios.example");
  await page.getByLabel("Password").fill("e2e staff password, never real");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL(/submissions/);
  await page.getByRole("link", { name: /Ana Lopes/ }).first().click();
  await page.getByRole("heading", { level: 1 }).waitFor();
  const reply = page.getByRole("region", { name: "Reply to the customer" });
  await reply.getByLabel("Start from a template").selectOption({ label: "See you at the showroom" });
  await reply.getByRole("button", { name: "Use this template" }).click();
  await reply.getByRole("note").waitFor();
  await reply.screenshot({ path: `/tmp/reply-shots/lead-${width}-${js ? "js" : "nojs"}.png` });
  if (width === 1280) {
    await reply.getByLabel("Your reply").fill("Hi Ana,\n\nThank you: we will call you tomorrow morning.\n\nKind regards,");
    await reply.getByRole("button", { name: "Send the reply" }).click();
    await reply.getByRole("status").waitFor();
    await page.getByRole("region", { name: "Reply to the customer" }).screenshot({ path: `/tmp/reply-shots/sent-${width}.png` });
    await page.goto(base + "/admin/reply-templates");
    await page.screenshot({ path: `/tmp/reply-shots/templates-${width}.png`, fullPage: true });
    await page.getByRole("link", { name: "See you at the showroom" }).first().click();
    await page.getByLabel("Text").fill("See you on {visit day}, {first name}.");
    await page.getByRole("button", { name: "Save template" }).click();
    await page.getByRole("alert").first().waitFor();
    await page.screenshot({ path: `/tmp/reply-shots/template-refused-${width}.png`, fullPage: true });
    await page.goto(base + "/admin/settings");
    await page.getByRole("group", { name: "Replies to leads" }).screenshot({ path: `/tmp/reply-shots/settings-${width}.png` });
  } else if (js) {
    await page.goto(base + "/admin/reply-templates/new");
    await page.screenshot({ path: `/tmp/reply-shots/template-new-${width}.png`, fullPage: true });
  } else {
    await reply.getByRole("button", { name: "Send the reply" }).click();
    await page.getByRole("region", { name: "Reply to the customer" }).screenshot({ path: `/tmp/reply-shots/refused-${width}-nojs.png` });
  }
  await context.close();
}
await browser.close();
