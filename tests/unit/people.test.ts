import { describe, expect, it } from "vitest";
import { initials } from "#app/lib/people";

describe("initials (the monogram of someone without a photo)", () => {
  it("takes the first letters of the first and last names, in capitals", () => {
    expect(initials("Eleni Papadakis")).toBe("EP");
    expect(initials("  ioanna   maria petrou ")).toBe("IP");
    expect(initials("Madonna")).toBe("M");
  });
  it("keeps accented and non-Latin letters whole, and skips leading punctuation", () => {
    expect(initials("Élodie Ōtsuka")).toBe("ÉŌ");
    expect(initials("Σοφία Παππά")).toBe("ΣΠ");
    expect(initials("“Nick” O'Neil")).toBe("NO");
  });
  it("is empty for a name without letters", () => {
    expect(initials("   ")).toBe("");
    expect(initials("-- --")).toBe("");
  });
});
