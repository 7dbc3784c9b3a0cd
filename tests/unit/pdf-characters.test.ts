/**
 * The characters staff save that the PDFs cannot print (decision 053): read from the PDFs' own fonts and fallbacks, so
 * what is named is exactly what the spec sheet and quote PDF print as "?"; a line separator on a one-line place prints
 * as a space. Only the fields a PDF prints are read.
 */
import { describe, expect, it } from "vitest";
import { characterName, pdfFieldsOf, warningMessage } from "#app/lib/admin/pdf-fields";
import { pdfCharacterWarnings, unprintableCharacters } from "#app/lib/server/pdf/unprintable.server";

describe("characters the PDFs cannot print", () => {
  it("finds what no bundled font has, each once, and passes what a fallback sets", async () => {
    expect(await unprintableCharacters("Helios 🎉 Windows & Doors 🎉", "text")).toEqual(["🎉"]);
    expect(await unprintableCharacters("Thumbs 👍🏽 up", "display")).toEqual(["👍", "🏽"]);
    // Inter's other scripts, and the Symbol font's ≤, print; accents, dashes and quotes are in the Latin sets.
    for (const face of ["display", "text", "bold"] as const) {
      expect(await unprintableCharacters("Ελληνικά Привет Tiếng Việt Łódź “U ≤ 1.22” – café", face), face).toEqual([]);
    }
    // A line separator is a line break, and invisible marks are dropped: neither prints as "?".
    expect(await unprintableCharacters("12 Main St\u2028Unit 4\u200b", "text")).toEqual([]);
  });

  it("names the fields a PDF prints, with their characters, in plain words", async () => {
    const warnings = await pdfCharacterWarnings("settings", {
      name: "Helios 🎉",
      tagline: "Only on the website 🎉",
      address_street: "12 Main St\u2028Unit 4",
      email: "hello@helios.example",
    });
    expect(warnings).toEqual([
      { field: "name", message: "Trading name: “🎉” (U+1F389) prints as “?” in the spec sheets and quote PDFs. The site shows the text as typed." },
      {
        field: "address_street",
        message: "Head office street address: a line separator (U+2028) prints as a space in the spec sheets and quote PDFs. The site shows the text as typed.",
      },
    ]);
    const product = await pdfCharacterWarnings("product", { title: "S700 ★", description: "🎉 not on the sheet", spec_2_value: "1.1 ✓" });
    expect(product.map((warning) => warning.field)).toEqual(["title", "spec_2_value"]);
    expect(product[0]!.message).toBe("Name: “★” (U+2605) prints as “?” in its spec sheet and the quote PDFs. The site shows the text as typed.");
    expect(await pdfCharacterWarnings("post", { title: "🎉" })).toEqual([]);
  });

  it("lists the PDFs' fields only, and words several characters as one sentence", () => {
    expect(pdfFieldsOf("settings", { tagline: "x", name: "Helios" }).map((field) => field.field)).toEqual(["name"]);
    expect(characterName("\u2028")).toBe("a line separator (U+2028)");
    expect(characterName("é")).toBe("“é” (U+00E9)");
    expect(warningMessage("Summary", "its spec sheet", ["🎉", "★", "✓"], [])).toBe(
      "Summary: “🎉” (U+1F389), “★” (U+2605) and “✓” (U+2713) print as “?” in its spec sheet. The site shows the text as typed.",
    );
  });
});
