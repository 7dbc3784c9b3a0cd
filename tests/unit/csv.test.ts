import { submissionRow } from "#tests/support/submission-row";
import { describe, expect, it } from "vitest";
import { csvCell, csvRow, neutralise, UTF8_BOM } from "#app/lib/server/platform/csv.server";
import type { Submission } from "#app/lib/server/platform/db-schema";
import { CSV_COLUMNS, csvHeader, exportFileName, submissionCsvRow } from "#app/lib/server/leads/submissions-csv.server";

describe("CSV cells", () => {
  it.each([
    ["=1+2", "'=1+2"],
    ["+16045550142", "'+16045550142"],
    ["-2", "'-2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=cmd", "'\t=cmd"],
    ["\r=cmd", "'\r=cmd"],
    ["Eleni", "Eleni"],
    ["a=b", "a=b"],
    ["", ""],
  ])("neutralises formulas: %j → %j", (value, expected) => {
    expect(neutralise(value)).toBe(expected);
  });

  it("quotes by RFC 4180 only when needed, doubling quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("cr\rlf")).toBe('"cr\rlf"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(3)).toBe("3");
  });

  it("neutralises before quoting", () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    expect(csvCell("\r\n=1")).toBe("\"'\r\n=1\"");
  });

  it("ends every record with CRLF", () => {
    expect(csvRow(["a", "b,c", null])).toBe('a,"b,c",\r\n');
  });

  it("has a BOM constant for spreadsheets", () => {
    expect(UTF8_BOM).toBe("\uFEFF");
  });
});

describe("the submissions export", () => {
  const created = Date.UTC(2025, 9, 23, 1, 1, 5); // 6:01:05 PM on Oct 22 in Vancouver
  const row: Submission = submissionRow({
    id: "s1",
    kind: "rsvp",
    form_id: "rsvp-cosentino",
    created_at: created,
    first_name: "<img src=x onerror=alert(1)>",
    last_name: "=cmd|' /C calc'!A0",
    email: "eleni@example.com",
    phone: "6045550199",
    company: '@Marsh, "Design"',
    guests: 3,
    status: "handled",
    handled_at: created + 60_000,
    handled_by: "staff@helios.example",
    client_hash: "h",
    stage: "contacted",
    source_referrer: "www.google.com",
    source_landing: "/doors/swing/sd95",
    source_utm_source: "=spring-show",
    source_utm_campaign: "door-sale",
    source_paid: 1,
    source_channel: "ads",
    source_base_channel: "ads",
  });

  it("has a header naming every field", () => {
    const header = csvHeader();
    expect(header.endsWith("\r\n")).toBe(true);
    for (const name of ["ID", "Received (UTC)", "Received (America/Vancouver)", "Form ID", "Status", "Guests", "Event", "Event starts (America/Vancouver)", "RSVP status", "Showroom", "Visit starts (America/Vancouver)", "Visit status", "Marketing consent", "Handled by", "Handled at (UTC)", "Channel", "Referring site", "Landing page", "utm_source", "utm_campaign", "Paid click"]) {
      expect(header).toContain(name);
    }
    expect(header.split(",")).toHaveLength(CSV_COLUMNS.length);
  });

  it("writes a row with ISO and local times, guests, consent and neutralised visitor text", () => {
    expect(submissionCsvRow(row)).toBe(
      [
        "s1",
        "2025-10-23T01:01:05.000Z",
        "2025-10-22 18:01:05",
        "rsvp",
        "rsvp-cosentino",
        "RSVP (Cosentino)",
        "handled",
        "Contacted",
        "",
        "",
        "",
        "",
        "",
        "<img src=x onerror=alert(1)>",
        "'=cmd|' /C calc'!A0",
        "eleni@example.com",
        "6045550199",
        '"\'@Marsh, ""Design"""',
        "3",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "no",
        "staff@helios.example",
        "2025-10-23T01:02:05.000Z",
        "2025-10-22 18:02:05",
        "Ads",
        "www.google.com",
        "/doors/swing/sd95",
        "'=spring-show",
        "",
        "door-sale",
        "yes",
      ].join(",") + "\r\n",
    );
  });

  it("names an RSVP's event, when it starts in Vancouver, and whether it is confirmed or on the waiting list", () => {
    const eventId = "0b0c5a1e-5d2a-4f5e-9a38-3f1c2d4e5f60";
    const events = new Map([[eventId, { title: "=Spring Open House, 2027", startsAt: Date.UTC(2027, 3, 18, 1) }]]);
    const waiting = { ...row, event_id: eventId, rsvp_status: "waitlist" as const, company: null };
    // Staff typed the title: it is neutralised and quoted like any visitor's text.
    expect(submissionCsvRow(waiting, events)).toContain(`,3,"'=Spring Open House, 2027",2027-04-17 18:00:00,waitlist,`);
    expect(submissionCsvRow({ ...waiting, rsvp_status: "confirmed" }, events)).toContain(",2027-04-17 18:00:00,confirmed,");
    // An event the export does not know (never, while deleting is soft) is named by its id.
    expect(submissionCsvRow(waiting)).toContain(`,3,${eventId},,waitlist,`);
  });

  it("names the file after the filter and the local date", () => {
    const evening = Date.UTC(2025, 9, 23, 5); // still Oct 22 in Vancouver
    expect(exportFileName({}, evening)).toBe("helios-submissions-2025-10-22.csv");
    expect(exportFileName({ kind: "rsvp" }, evening)).toBe("helios-rsvps-2025-10-22.csv");
    expect(exportFileName({ kind: "contact" }, evening)).toBe("helios-contact-2025-10-22.csv");
    expect(exportFileName({ form: "rsvp-livingspace" }, evening)).toBe("helios-rsvp-livingspace-2025-10-22.csv");
  });
});
