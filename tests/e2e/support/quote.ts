import type { Locator, Page } from "@playwright/test";

/** The quote request form's accessible name. */
export const QUOTE_FORM = "Your quote request";

export const openingControl = (page: Page, n: number, part: string) => page.locator(`#field-opening_${n}_${part}`);

/** Fills the contact and project fields of the quote request; returns the form. */
export async function fillQuoteDetails(page: Page, first: string): Promise<Locator> {
  const form = page.getByRole("form", { name: QUOTE_FORM });
  await form.getByLabel("First name").fill(first);
  await form.getByLabel("Last name").fill("Builder");
  await form.getByLabel("Email").fill("site@example.com");
  await form.getByLabel("Phone").fill("6045550177");
  await form.getByLabel("Project address or city").fill("2200 Lakeshore Rd, Kelowna");
  await form.getByLabel("Type of project").selectOption("new-build");
  await form.getByLabel("Timeline").selectOption("within-3-months");
  await form.getByLabel("Message").fill("Drawings to follow by email.");
  await form.getByLabel("How did you hear about us?").selectOption("Referral");
  return form;
}

export async function fillOpening(
  page: Page,
  n: number,
  row: { product: string; width: string; height: string; quantity?: string; unit?: string; note?: string },
) {
  await openingControl(page, n, "product").selectOption(row.product);
  await openingControl(page, n, "width").fill(row.width);
  await openingControl(page, n, "height").fill(row.height);
  if (row.unit) await openingControl(page, n, "unit").selectOption(row.unit);
  await openingControl(page, n, "quantity").fill(row.quantity ?? "1");
  if (row.note) await openingControl(page, n, "note").fill(row.note);
}

/** Small files of each kind a visitor sends, made here: a real PDF's first bytes, a 1×1 PNG, and a Windows program. */
export const QUOTE_FILES = {
  pdf: (name = "elevations.pdf") => ({
    name,
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"),
  }),
  png: (name = "opening.png") => ({
    name,
    mimeType: "image/png",
    buffer: Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    ),
  }),
  /** A program renamed to look like a drawing: its bytes say what it is. */
  renamedProgram: (name = "drawings.pdf") => ({
    name,
    mimeType: "application/pdf",
    buffer: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0]), Buffer.alloc(64), Buffer.from("PE\0\0"), Buffer.alloc(200)]),
  }),
};

/**
 * A complete quote request with one opening, as the form posts it (multipart or url-encoded): `who` names the
 * person (first, last, email, phone), `extra` adds or replaces fields (the message, the captcha, attachments).
 */
export function quoteRequestFields<T extends Record<string, unknown>>(who: { first: string; last: string; email: string; phone: string }, extra: T) {
  return {
    first_name: who.first,
    last_name: who.last,
    _replyto: who.email,
    phone: who.phone,
    project_location: "Kelowna",
    project_type: "new-build",
    timeline: "within-3-months",
    opening_1_product: "s91",
    opening_1_width: "1200",
    opening_1_height: "1500",
    opening_1_unit: "mm",
    opening_1_quantity: "1",
    how_did_you_hear: "Referral",
    ...extra,
  };
}
