import { describe, expect, it } from "vitest";
import { eraseForm, RETENTION_MAX_MONTHS, RETENTION_MIN_MONTHS, retentionForm } from "#app/lib/leads/person-data";
import { zipFilePath } from "#app/lib/server/leads/privacy/person-export.server";
import { retentionCutoff } from "#app/lib/server/leads/privacy/retention.server";

/** A person's data (decision 076): the forms' rules, the retention's cut-off, and the names of files in the export. */
describe("a person's data", () => {
  it("takes whole months from 6 to 120, or empty for off, and says why otherwise", () => {
    expect(retentionForm.parse({ retention_months: "" })).toEqual({ retention_months: null });
    expect(retentionForm.parse({ retention_months: String(RETENTION_MIN_MONTHS) })).toEqual({ retention_months: 6 });
    expect(retentionForm.parse({ retention_months: String(RETENTION_MAX_MONTHS) })).toEqual({ retention_months: 120 });
    const problem = (typed: string) => retentionForm.safeParse({ retention_months: typed }).error?.issues[0]?.message;
    expect(problem("5")).toBe("Keep leads at least 6 months: give 6 or more.");
    expect(problem("121")).toMatch(/^Give at most 120 months/);
    expect(problem("6.5")).toMatch(/^Give a whole number of months from 6 to 120/);
    expect(problem("six")).toMatch(/^Give a whole number of months from 6 to 120/);
    // A post without the field is refused, not read as "off".
    expect(retentionForm.safeParse({}).error?.issues[0]?.message).toMatch(/^Give a whole number of months from 6 to 120/);
  });

  it("erases only with the box ticked", () => {
    expect(eraseForm.safeParse({ confirm: "yes" }).success).toBe(true);
    expect(eraseForm.safeParse({ confirm: undefined }).error?.issues[0]?.message).toMatch(/^Tick the box/);
  });

  it("counts months on the calendar", () => {
    expect(retentionCutoff(Date.UTC(2026, 6, 31, 12), 6)).toBe(Date.UTC(2026, 0, 31, 12));
    expect(retentionCutoff(Date.UTC(2027, 1, 15), 120)).toBe(Date.UTC(2017, 1, 15));
  });

  it("names a file in the zip under its lead, without folders, controls or bidirectional marks", () => {
    expect(zipFilePath("lead-1", 2, "../../etc/passwd")).toBe("files/lead-1/2-passwd");
    expect(zipFilePath("lead-1", 1, "plans\u202Efdp.exe")).toBe("files/lead-1/1-plansfdp.exe");
    expect(zipFilePath("../x", 1, "")).toBe("files/x/1-file");
    expect(zipFilePath("lead-1", 1, "C:\\Users\\ana\\drawing.pdf")).toBe("files/lead-1/1-drawing.pdf");
  });
});
