import { describe, expect, it } from "vitest";
import { openingField } from "#app/lib/forms/quote";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { acceptQuoteAttachments, acceptRowPostAttachments, handleFormPost, submitFields } from "#app/lib/server/leads/form-handler.server";
import { createRateLimiter } from "#app/lib/server/leads/rate-limit.server";
import { listAttachments } from "#app/lib/server/leads/attachments.server";
import { resolveAttachments, rowCompany } from "#app/lib/server/leads/outbox-worker.server";
import { listSubmissions } from "#app/lib/server/leads/inbox.server";
import { QUOTE_CSV_COLUMNS, quoteCsvRows } from "#app/lib/server/leads/quotes-csv.server";

/** One CSV line's cells (quoted cells with doubled quotes, as csvRow writes them). */
function parseCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      cells.push(cell);
      cell = "";
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}
import { readQuote, setQuoteStatus } from "#app/lib/server/leads/quotes.server";
import { moveStage } from "#app/lib/server/leads/pipeline/pipeline.server";
import { DIALECTS, useTestStore } from "./support/test-stores";
import { shippedSettings } from "#app/content/settings";
import { settingsKind } from "#app/lib/server/content/kinds/settings-editor.server";
import { seedSettings } from "#app/lib/server/content/seed.server";
import { currentSettings, SETTINGS_ID } from "#app/lib/server/content/settings.server";
import { quoteRequestPdf } from "#app/lib/server/leads/quote-pdf.server";
import { pdfText } from "../support/pdf-text";
import { SEED_QUOTE_CATALOGUE } from "../support/seed-quote-catalogue";
import { formServicesFor } from "./support/form-services";
import { POSTED_PERSON } from "../support/people";

const CONTACT = {
  ...POSTED_PERSON,
  message: "Drawings to follow.",
  how_did_you_hear: "Google",
  altcha: "solution",
};
const PROJECT = { project_location: "1200 Main St, Kelowna", project_type: "new-build", timeline: "within-3-months", energy_target: "step-code-4" };

function row(n: number, values: Record<string, string | number>) {
  return Object.fromEntries(Object.entries(values).map(([part, value]) => [openingField(n, part as never), value]));
}

/** Three openings, one in inches, one left to our advice; row 2 blank (ignored). */
const SCHEDULE = {
  ...row(1, { product: "sd95", configuration: "single-swing-sidelite", width: "1 500", height: "2400", unit: "mm", quantity: "1", note: "Front door" }),
  ...row(3, { product: "s91", width: "47 1/4", height: "60", unit: "in", quantity: "4", note: "Bedrooms" }),
  ...row(4, { product: "advise", width: 3000, height: 2500, quantity: 2 }),
};

const servicesFor = formServicesFor;
const NEW_PHONE = "(250) 555-0199";

describe.each(DIALECTS)("quote requests on $dialect", ({ dialect }) => {
  const stores = useTestStore(dialect);

  it("stores the request as a lead with its project, summary and one row per opening, with its mails, in one go", async () => {
    const store = await stores.open();
    const result = await submitFields("quote", { ...CONTACT, ...PROJECT, ...SCHEDULE }, servicesFor(store), { clientHash: "client-1" });
    expect(result).toMatchObject({ ok: true, formId: "quote", quote: { summary: { openings: 7 } } });

    const submission = await store.db.selectFrom("submissions").selectAll().executeTakeFirstOrThrow();
    expect(submission).toMatchObject({ kind: "quote", form_id: "quote", status: "new", message: "Drawings to follow." });
    const quote = await readQuote(store.db, submission.id);
    expect(quote?.request).toMatchObject({
      project_location: "1200 Main St, Kelowna",
      project_type: "new-build",
      timeline: "within-3-months",
      energy_target: "step-code-4",
      quote_status: "new",
      status_changed_at: null,
      status_changed_by: null,
    });
    // 1.5 × 2.4 + 4 × 1.2 × 1.524 + 2 × 3 × 2.5 m²
    expect(quote?.request.summary).toMatchObject({ openings: 7, areaM2: 25.92 });
    expect(quote?.request.summary.families.map((family) => [family.family, family.openings])).toEqual([
      ["doors", 1],
      ["windows", 4],
      ["curtain-walls", 0],
      ["advise", 2],
    ]);
    expect(quote?.openings.map((opening) => ({ ...opening, submission_id: undefined }))).toEqual([
      { submission_id: undefined, position: 1, product: "sd95", configuration: "single-swing-sidelite", width_mm: 1500, height_mm: 2400, quantity: 1, note: "Front door", entered_unit: "mm" },
      { submission_id: undefined, position: 2, product: "s91", configuration: null, width_mm: 1200, height_mm: 1524, quantity: 4, note: "Bedrooms", entered_unit: "in" },
      { submission_id: undefined, position: 3, product: "advise", configuration: null, width_mm: 3000, height_mm: 2500, quantity: 2, note: null, entered_unit: "mm" },
    ]);
    const mail = await store.db
      .selectFrom("outbox")
      .select(["recipient", "subject", "body"])
      .where("submission_id", "=", submission.id)
      .orderBy("recipient")
      .execute();
    expect(mail.map((m) => m.recipient)).toEqual(["ana@example.com", "leads@helios.example"]);
    const [confirmation, lead] = mail;
    expect(lead!.subject).toBe("New quote request from Ana Lopes: 7 openings, 25.92 m²");
    expect(lead!.body).toContain("Project: 1200 Main St, Kelowna\nType: New build\nTimeline: Within 3 months\nEnergy target: Step Code 4");
    expect(lead!.body).toContain("Schedule: 7 openings, 25.92 m² (278.95 ft²)");
    expect(lead!.body).toContain("1  | SD95 | Single door with sidelite | 1\u00a0500 × 2\u00a0400\u00a0mm (59 1/16 × 94 1/2\u00a0in) | 1 | 3.60 m² | Front door");
    expect(lead!.body).toContain("2  | S91 | - | 1\u00a0200 × 1\u00a0524\u00a0mm (47 1/4 × 60\u00a0in), entered in inches | 4 | 7.32 m² | Bedrooms");
    expect(lead!.body).toContain("3  | Not sure, advise me | - |");
    expect(confirmation!.subject).toBe("Your quote request to Helios Windows & Doors");
    expect(confirmation!.body).toContain("Thank you for your quote request for 7 openings.");
    // The confirmation does not repeat what the visitor typed.
    expect(confirmation!.body).not.toContain("Front door");
    expect(lead!.body).toContain("Drawings and photos: none attached.");
  });

  it("exports one CSV row per opening with the request's details repeated, and filters by stage and project", async () => {
    const store = await stores.open();
    const services = servicesFor(store);
    const schedule = { ...SCHEDULE, [openingField(4, "note")]: "=HYPERLINK(\"x\")" };
    await submitFields("quote", { ...CONTACT, ...PROJECT, ...schedule }, services, { clientHash: "client-1" });
    await submitFields("quote", { ...CONTACT, first_name: "Bo", ...PROJECT, project_location: "Revelstoke", ...SCHEDULE }, services, { clientHash: "client-1" });
    const [sent] = await store.db.selectFrom("submissions").selectAll().where("first_name", "=", "Ana").execute();
    expect(await moveStage(store.db, sent!.id, "won", undefined, "staff@helios.example", 1_800_000_000_000)).toMatchObject({ ok: true, changed: true });
    const ana = await store.db.selectFrom("submissions").selectAll().where("id", "=", sent!.id).executeTakeFirst();

    const won = await listSubmissions(store, { stage: "won", page: 1 });
    expect(won.rows.map((row) => row.first_name)).toEqual(["Ana"]);
    expect((await listSubmissions(store, { q: "revelstoke", page: 1 })).rows.map((row) => row.first_name)).toEqual(["Bo"]);

    const rows = (await quoteCsvRows(store.db, ana!, SEED_QUOTE_CATALOGUE)).trimEnd().split("\r\n");
    expect(rows).toHaveLength(3);
    const header = QUOTE_CSV_COLUMNS.map(([name]) => name);
    const cells = (row: string) => Object.fromEntries(header.map((name, i) => [name, parseCsvLine(row)[i]]));
    const [first, second, third] = rows.map(cells);
    for (const row of [first, second, third]) {
      expect(row).toMatchObject({ Stage: "Won", "Stage changed at (America/Vancouver)": "2027-01-15 01:00:00", "Project address or city": "1200 Main St, Kelowna", "First name": "Ana" });
    }
    expect(first).toMatchObject({ Line: "1", Product: "SD95", Configuration: "Single door with sidelite", "Width (mm)": "1500", "Width (in)": "59 1/16", Quantity: "1", "Area (m²)": "3.60" });
    expect(second).toMatchObject({ Line: "2", Product: "S91", "Height (mm)": "1524", "Height (in)": "60", "Entered in": "inches" });
    // A note that a spreadsheet would run as a formula is neutralised.
    expect(third!["Room or note"]).toBe("'=HYPERLINK(\"x\")");
  });

  it("gives the request the files received with it, in its transaction, and lists them in the staff mail", async () => {
    const store = await stores.open();
    const dir = mkdtempSync(path.join(tmpdir(), "helios-quote-files-"));
    try {
      const filePath = path.join(dir, "plan.upload");
      writeFileSync(filePath, Buffer.from("%PDF-1.7\n%%EOF\n"));
      const services = servicesFor(store);
      const files = await acceptQuoteAttachments(services, { clientHash: "client-1" }, {}, {
        files: [{ originalName: "Site plan.pdf", path: filePath, bytes: 15 }],
        problems: [],
      });
      const result = await submitFields("quote", { ...CONTACT, ...PROJECT, ...SCHEDULE }, services, { clientHash: "client-1" }, files);
      expect(result).toMatchObject({ ok: true, quote: { attachments: [{ name: "Site plan.pdf", contentType: "application/pdf" }] } });
      const submission = await store.db.selectFrom("submissions").select("id").executeTakeFirstOrThrow();
      expect((await listAttachments(store.db, submission.id)).map((file) => file.name)).toEqual(["Site plan.pdf"]);
      const lead = await store.db.selectFrom("outbox").select("body").where("recipient", "=", "leads@helios.example").executeTakeFirstOrThrow();
      expect(lead.body).toContain("Drawings and photos (1), to download from the request's page:\n  Site plan.pdf (PDF, 1 KB)");

      // Both mails carry the request's PDF, made by the worker when it sends them.
      const rows = await store.db.selectFrom("outbox").selectAll().where("submission_id", "=", submission.id).execute();
      const name = `quote-request-${submission.id.split("-")[0]}.pdf`;
      for (const row of rows) {
        expect(JSON.parse(row.attachments!)).toEqual([{ filename: name, contentType: "application/pdf", generated: "quote-pdf" }]);
        const [pdf] = await resolveAttachments(store, row, "https://www.helios.example", await rowCompany(store, row));
        expect(pdf).toMatchObject({ filename: name, contentType: "application/pdf" });
        expect((pdf!.content as Buffer).subarray(0, 5).toString("latin1")).toBe("%PDF-");
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("prints in a mailed request's PDF the company details its mail was queued with; a staff download prints those stored now", async () => {
    const store = await stores.open();
    await seedSettings(store);
    const services = servicesFor(store);
    const quote = { ...CONTACT, ...PROJECT, ...SCHEDULE };
    expect(await submitFields("quote", quote, services, { clientHash: "client-1" })).toMatchObject({ ok: true });
    await settingsKind.save(store, SETTINGS_ID, { ...shippedSettings, name: "Helios Glazing & Doors Ltd", phone: NEW_PHONE }, "owner@example.com");
    expect(await submitFields("quote", { ...quote, last_name: "After" }, services, { clientHash: "client-1" })).toMatchObject({ ok: true });

    const mailedPdfText = async (submissionId: string) => {
      const row = await store.db.selectFrom("outbox").selectAll().where("submission_id", "=", submissionId).where("recipient", "=", "leads@helios.example").executeTakeFirstOrThrow();
      const [pdf] = await resolveAttachments(store, row, "https://www.helios.example", await rowCompany(store, row));
      return (await pdfText(pdf!.content as Buffer)).join(" ");
    };
    const submissions = await store.db.selectFrom("submissions").select(["id", "last_name"]).execute();
    const before = submissions.find((submission) => submission.last_name !== "After");
    const after = submissions.find((submission) => submission.last_name === "After");
    const first = await mailedPdfText(before!.id);
    expect(first).toContain(shippedSettings.phone);
    expect(first).not.toContain(NEW_PHONE);
    const second = await mailedPdfText(after!.id);
    expect(second).toContain(`Helios Glazing & Doors Ltd`);
    expect(second).toContain(NEW_PHONE);
    const download = (await pdfText((await quoteRequestPdf(store.db, before!.id, "https://www.helios.example", await currentSettings(store.db)))!)).join(" ");
    expect(download).toContain(NEW_PHONE);
  });

  it("counts a row button's post that brings files against the form limit, and past it (or past the limit of a request) stores none", async () => {
    const store = await stores.open();
    const dir = mkdtempSync(path.join(tmpdir(), "helios-quote-files-"));
    try {
      const upload = (name: string) => {
        const filePath = path.join(dir, `${name}.upload`);
        writeFileSync(filePath, Buffer.from("%PDF-1.7\n%%EOF\n"));
        return { files: [{ originalName: name, path: filePath, bytes: 15 }], problems: [] };
      };
      const services = { ...servicesFor(store), formLimiter: createRateLimiter(null, { keyPrefix: "form", points: 2, durationSeconds: 600 }) };
      const meta = { clientHash: "client-1" };
      // Rows added without files cost nothing; the first post with a file takes a point and keeps it.
      for (let n = 0; n < 3; n++) expect((await acceptRowPostAttachments(services, meta, {}, undefined)).errors).toEqual([]);
      const first = await acceptRowPostAttachments(services, meta, {}, upload("a.pdf"));
      expect([first.attachments.map((file) => file.name), first.errors]).toEqual([["a.pdf"], []]);
      expect((await acceptRowPostAttachments(services, meta, {}, upload("b.pdf"))).errors).toEqual([]);
      // The limit is used up: the kept file stays on the form, the new one is not stored.
      const kept = { attachment_1: first.attachments[0]!.id };
      const third = await acceptRowPostAttachments(services, meta, kept, upload("c.pdf"));
      expect(third.attachments.map((file) => file.name)).toEqual(["a.pdf"]);
      expect(third.errors).toEqual([expect.stringContaining("Too many files from your connection just now")]);
      // So does a request over the limit: refused with 429, its new file not stored, the one it kept listed.
      const body = { contentType: "application/x-www-form-urlencoded", bytes: new TextEncoder().encode(new URLSearchParams(kept).toString()) };
      const refused = await handleFormPost("quote", body, services, meta, upload("d.pdf"));
      expect(refused).toMatchObject({ ok: false, status: 429, attachments: [{ name: "a.pdf" }], errors: { attachments: expect.stringContaining("Too many files") } });
      const names = await store.db.selectFrom("lead_attachments").select("original_name").execute();
      expect(names.map((row) => row.original_name).sort()).toEqual(["a.pdf", "b.pdf"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("stores nothing when a row is impossible, and says which field", async () => {
    const store = await stores.open();
    const result = await submitFields(
      "quote",
      { ...CONTACT, ...PROJECT, ...row(1, { product: "sf85", width: "0", height: "abc", quantity: "1" }) },
      servicesFor(store),
      { clientHash: "client-1" },
    );
    expect(result).toMatchObject({
      ok: false,
      status: 422,
      errors: { opening_1_width: expect.stringMatching(/more than zero/), opening_1_height: expect.stringMatching(/as a number/) },
    });
    expect(await store.db.selectFrom("submissions").select("id").execute()).toEqual([]);
    expect(await store.db.selectFrom("quote_openings").select("position").execute()).toEqual([]);
  });

  it("checks sizes and statuses in the database too, and deletes a request's rows with it", async () => {
    const store = await stores.open();
    await submitFields("quote", { ...CONTACT, ...PROJECT, ...SCHEDULE }, servicesFor(store), { clientHash: "client-1" });
    const { id } = await store.db.selectFrom("submissions").select("id").executeTakeFirstOrThrow();
    const opening = { submission_id: id, product: "s91", configuration: null, height_mm: 1000, quantity: 1, note: null, entered_unit: "mm" as const };
    await expect(store.db.insertInto("quote_openings").values({ ...opening, position: 9, width_mm: 0 }).execute()).rejects.toThrow();
    await expect(store.db.insertInto("quote_openings").values({ ...opening, position: 9, width_mm: 10_001 }).execute()).rejects.toThrow();
    await expect(store.db.insertInto("quote_openings").values({ ...opening, position: 1, width_mm: 900 }).execute()).rejects.toThrow();
    await expect(
      store.db.updateTable("quote_requests").set({ quote_status: "maybe" as never }).where("submission_id", "=", id).execute(),
    ).rejects.toThrow();
    expect(await setQuoteStatus(store.db, id, "quoted", "owner@helios.example", 1_800_000_000_000)).toBe(true);
    expect(await setQuoteStatus(store.db, id, "quoted", "other@helios.example", 1_800_000_000_001)).toBe(false);
    expect((await readQuote(store.db, id))?.request).toMatchObject({
      quote_status: "quoted",
      status_changed_by: "owner@helios.example",
      status_changed_at: 1_800_000_000_000,
    });
    const sf85 = await store.db.selectFrom("quote_openings").select("position").where("product", "=", "s91").execute();
    expect(sf85).toEqual([{ position: 2 }]);

    await store.db.deleteFrom("submissions").where("id", "=", id).execute();
    expect(await store.db.selectFrom("quote_requests").select("submission_id").execute()).toEqual([]);
    expect(await store.db.selectFrom("quote_openings").select("position").execute()).toEqual([]);
  });
});
