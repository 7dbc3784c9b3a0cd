import { axeViolations, expect, FAILED_RESOURCE, test } from "./fixtures";
import { uniqueName } from "./support/staff";
import { fillOpening, fillQuoteDetails, QUOTE_FILES, QUOTE_FORM, quoteRequestFields } from "./support/quote";
import { signIn } from "../support/staff-sign-in";

const attached = (page: import("@playwright/test").Page) => page.getByRole("list", { name: "Attached" });

test.describe("quote request attachments with JavaScript", () => {
  test("a drawing and a photo are sent with the request, listed in the confirmation and downloaded by the staff", async ({ page, playwright, baseURL }) => {
    test.setTimeout(60_000);
    const first = uniqueName("Files");
    await page.goto("/quote");
    const form = await fillQuoteDetails(page, first);
    await fillOpening(page, 1, { product: "s91", width: "1200", height: "1500" });
    await form.getByLabel("Attach files").setInputFiles([QUOTE_FILES.pdf(), QUOTE_FILES.png()]);
    await expect(page.getByRole("status").filter({ hasText: "Verified" })).toBeAttached({ timeout: 15_000 });
    await form.getByRole("button", { name: "SEND QUOTE REQUEST" }).click();
    const thanks = page.getByRole("region", { name: "Thank You" });
    await expect(thanks).toBeVisible();
    await expect(thanks.getByRole("list", { name: "Files you attached" }).getByRole("listitem")).toHaveText(["elevations.pdf (PDF, 1 KB)", "opening.png (PNG, 1 KB)"]);

    await signIn(page, { at: `/admin/submissions?kind=quote&q=${first}` });
    await page.getByRole("row").filter({ hasText: first }).getByRole("link").first().click();
    const files = page.getByRole("list", { name: "Drawings and photos" });
    await expect(files.getByRole("listitem")).toHaveCount(2);
    const [download] = await Promise.all([page.waitForEvent("download"), files.getByRole("link", { name: "Download elevations.pdf" }).click()]);
    expect(download.suggestedFilename()).toBe("elevations.pdf");
    const saved = await download.path();
    const { readFile } = await import("node:fs/promises");
    expect((await readFile(saved)).toString("latin1")).toBe(QUOTE_FILES.pdf().buffer.toString("latin1"));
    // The request as a PDF, as its mails carry it.
    const [pdf] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Quote request (PDF)" }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^quote-request-[0-9a-f]{8}\.pdf$/);
    expect((await readFile(await pdf.path())).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // Only staff: the same addresses without a session are refused.
    const pdfHref = await page.getByRole("link", { name: "Quote request (PDF)" }).getAttribute("href");
    const href = await files.getByRole("link", { name: "Download elevations.pdf" }).getAttribute("href");
    const visitor = await playwright.request.newContext({ baseURL });
    expect((await visitor.get(href!)).status()).toBe(401);
    expect((await visitor.get(pdfHref!)).status()).toBe(401);
    await visitor.dispose();
  });

  test("a renamed program is refused from its bytes, the good file is kept, and the request then goes with it", async ({
    page,
    expectConsoleError,
  }) => {
    expectConsoleError(FAILED_RESOURCE(422));
    const first = uniqueName("Program");
    await page.goto("/quote");
    const form = await fillQuoteDetails(page, first);
    await fillOpening(page, 1, { product: "sd95", width: "900", height: "2100" });
    await form.getByLabel("Attach files").setInputFiles([QUOTE_FILES.pdf(), QUOTE_FILES.renamedProgram()]);
    await expect(page.getByRole("status").filter({ hasText: "Verified" })).toBeAttached({ timeout: 15_000 });
    await form.getByRole("button", { name: "SEND QUOTE REQUEST" }).click();
    // Nothing was sent; the reason is at the top (focused, linking to the file input) and by the input, and the drawing
    // that passed is kept.
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem with 1 field" });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link", { name: /"drawings\.pdf" is not a PDF, JPEG, PNG or HEIC file/ })).toHaveAttribute("href", "#field-attachments");
    const input = form.getByLabel("Attach more files");
    await expect(input).toHaveAccessibleDescription(/"drawings\.pdf" is not a PDF, JPEG, PNG or HEIC file, so it was not attached/);
    await expect(attached(page).getByRole("listitem")).toHaveCount(1);
    await expect(attached(page)).toContainText("elevations.pdf (PDF, 1 KB)");
    await expect(form.getByLabel("First name")).toHaveValue(first);
    // The kept file, its Remove button and the refusal, as every visitor meets them.
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole("button", { name: "SEND QUOTE REQUEST" }).click();
    const thanks = page.getByRole("region", { name: "Thank You" });
    await expect(thanks).toBeVisible();
    await expect(thanks.getByRole("list", { name: "Files you attached" }).getByRole("listitem")).toHaveText(["elevations.pdf (PDF, 1 KB)"]);
  });

  test("a file too large or of another kind is taken off the input as soon as it is chosen", async ({ page }) => {
    await page.goto("/quote");
    const form = page.getByRole("form", { name: QUOTE_FORM });
    const input = form.getByLabel("Attach files");
    await input.setInputFiles([
      QUOTE_FILES.png(),
      { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") },
      { name: "scan.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(15 * 1024 * 1024 + 1, 0x25) },
    ]);
    await expect(input).toHaveAccessibleDescription(/"notes\.txt" is not a PDF, JPEG, PNG or HEIC file.*"scan\.pdf" is larger than 15 MB/);
    expect(await input.evaluate((element: HTMLInputElement) => Array.from(element.files ?? []).map((file) => file.name))).toEqual(["opening.png"]);
  });
});

test.describe("quote request attachments without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a file chosen before adding a row is kept, listed and removed by the server; a renamed program is refused", async ({ page }) => {
    await page.goto("/quote");
    const form = await fillQuoteDetails(page, "Nojsfiles");
    await fillOpening(page, 1, { product: "s91", width: "1200", height: "1500" });
    await form.getByLabel("Attach files").setInputFiles([QUOTE_FILES.pdf(), QUOTE_FILES.renamedProgram()]);
    await form.getByRole("button", { name: "Add another opening" }).click();

    await expect(page.locator("#field-opening_2_product")).toBeAttached();
    await expect(attached(page).getByRole("listitem")).toHaveCount(1);
    await expect(attached(page)).toContainText("elevations.pdf (PDF, 1 KB)");
    const input = page.getByRole("form", { name: QUOTE_FORM }).getByLabel("Attach more files");
    await expect(input).toHaveAccessibleDescription(/"drawings\.pdf" is not a PDF, JPEG, PNG or HEIC file/);
    await expect(page.getByRole("form", { name: QUOTE_FORM }).getByLabel("First name")).toHaveValue("Nojsfiles");

    // Kept across another round trip, then removed.
    await input.setInputFiles([QUOTE_FILES.png()]);
    await page.getByRole("form", { name: QUOTE_FORM }).getByRole("button", { name: "Add another opening" }).click();
    await expect(page.locator("#field-opening_3_product")).toBeAttached();
    await expect(attached(page).getByRole("listitem")).toHaveCount(2);
    await attached(page).getByRole("button", { name: "Remove elevations.pdf" }).click();
    await expect(attached(page).getByRole("listitem")).toHaveCount(1);
    await expect(attached(page)).toContainText("opening.png (PNG, 1 KB)");
    await expect(page.locator("#field-opening_3_product")).toBeAttached();
  });
});

test.describe("quote request attachments to POST /f/quote", () => {
  test("a multipart request's program is refused with 422 and the attachments field's error", async ({ request }) => {
    const response = await request.post("/f/quote", {
      multipart: quoteRequestFields(
        { first: "Api", last: "Builder", email: "api@example.com", phone: "6045550177" },
        { message: "Drawings attached.", attachments: QUOTE_FILES.renamedProgram("setup.pdf") },
      ),
    });
    expect(response.status()).toBe(422);
    const body = await response.json();
    expect(body.errors).toEqual([{ field: "attachments", message: expect.stringContaining('"setup.pdf" is not a PDF') }]);
  });

});
