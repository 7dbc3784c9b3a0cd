import { describe, expect, it } from "vitest";
import { emailKey, phoneKey } from "#app/lib/leads/person-keys";

/** How leads are compared to be one person (decision 071). */
describe("a lead's email and phone as compared", () => {
  it("reads an email trimmed and in lower case, and a Gmail address without its dots and +tag", () => {
    expect(emailKey("  Ana@Example.COM ")).toBe("ana@example.com");
    expect(emailKey("ana.lopes@example.com")).toBe("ana.lopes@example.com");
    expect(emailKey("ana+quotes@example.com")).toBe("ana+quotes@example.com");
    for (const typed of ["Ana.Lopes@gmail.com", "analopes@GMAIL.com", "a.n.a.lopes+windows@googlemail.com", "ANALOPES+x+y@gmail.com"]) {
      expect(emailKey(typed), typed).toBe("analopes@gmail.com");
    }
    expect(emailKey("")).toBeNull();
    expect(emailKey("   ")).toBeNull();
  });

  it("reads a phone by its digits, a North American country code dropped, and too short a number as no one's", () => {
    for (const typed of ["604-555-0101", "+1 (604) 555 0101", "6045550101", "1 604 555 0101", "16045550101"]) {
      expect(phoneKey(typed), typed).toBe("6045550101");
    }
    expect(phoneKey("+442079460958")).toBe("442079460958");
    expect(phoneKey("555-0101")).toBe("5550101");
    expect(phoneKey("0101")).toBeNull();
    expect(phoneKey("12-34-56")).toBeNull();
    expect(phoneKey("")).toBeNull();
  });
});
