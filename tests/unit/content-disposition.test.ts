import { describe, expect, it } from "vitest";
import { attachmentDisposition, downloadName } from "#app/lib/server/platform/content-disposition.server";

describe("a download's name", () => {
  it("keeps no bidirectional controls: a name that would read backwards is offered as written", () => {
    const spoof = "invoice\u202Efdp.exe";
    expect(downloadName(spoof)).toBe("invoicefdp.exe");
    for (const control of ["\u061C", "\u200E", "\u200F", "\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u2066", "\u2067", "\u2068", "\u2069"]) {
      expect(downloadName(`plan${control}.pdf`)).toBe("plan.pdf");
      expect(attachmentDisposition(`plan${control}.pdf`)).toBe(`attachment; filename="plan.pdf"; filename*=UTF-8''plan.pdf`);
    }
  });

  it("drops path parts, control characters and quotes, keeps other letters in the UTF-8 name and adds a missing extension", () => {
    expect(attachmentDisposition('../..\\etc/"Öl\u0007brochure\'s".pdf', { extension: "pdf" })).toBe(`attachment; filename="_lbrochures.pdf"; filename*=UTF-8''%C3%96lbrochures.pdf`);
    expect(downloadName("plan", { extension: "pdf" })).toBe("plan.pdf");
    expect(downloadName("PLAN.PDF", { extension: "pdf" })).toBe("PLAN.PDF");
    expect(downloadName("../\u202E", { fallback: "attachment" })).toBe("attachment");
    expect(downloadName("x".repeat(500))).toHaveLength(120);
  });
});
