import { describe, expect, it } from "vitest";
import { replyTemplates } from "#app/content/reply-templates";
import { replyTemplateSchema } from "#app/lib/admin/reply-template-form";
import { fillPlaceholders, placeholdersLeft, unknownPlaceholders } from "#app/lib/leads/reply-placeholders";

/** The reply templates' placeholders (decision 072): typed as people say them, refused when unknown, flagged when empty. */

const VALUES = { "first name": "Ana", product: "S700 Tilt & Turn", showroom: null, "visit time": null };

describe("reply placeholders", () => {
  it("fills the ones the lead has a value for, however they are spaced or capitalised, and leaves the others as typed", () => {
    expect(fillPlaceholders("Hi {first name}, {First  Name}, {first_name}: {product}.", VALUES)).toEqual({ text: "Hi Ana, Ana, Ana: S700 Tilt & Turn.", missing: [] });
    expect(fillPlaceholders("At our {showroom} on {visit time}, {showroom}.", VALUES)).toEqual({
      text: "At our {showroom} on {visit time}, {showroom}.",
      missing: ["showroom", "visit time"],
    });
    // Braces that name no placeholder are the writer's own text.
    expect(fillPlaceholders("Sizes {in mm} for {first name}", VALUES).text).toBe("Sizes {in mm} for Ana");
    expect(placeholdersLeft("See you {visit time}; {in mm}")).toEqual(["visit time"]);
  });

  it("refuses a template naming a placeholder that does not exist, saying which ones do", () => {
    expect(unknownPlaceholders("Hi {first name}")).toBeUndefined();
    expect(unknownPlaceholders("Hi {name}, {visit date}, {name}")).toBe(
      "{name}, {visit date} are not placeholders: use {first name}, {product}, {showroom} or {visit time}, or take the braces away.",
    );
    const saved = replyTemplateSchema.safeParse({ name: "Visit", subject: "", body: "See you on {visit day}." });
    expect(saved.success).toBe(false);
    expect(saved.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["body", "{visit day} is not a placeholder: use {first name}, {product}, {showroom} or {visit time}, or take the braces away."],
    ]);
  });

  it("keeps placeholders and line breaks out of a template's subject, a mail header", () => {
    const subject = (value: string) => replyTemplateSchema.safeParse({ name: "Quote", subject: value, body: "Hello" }).error?.issues[0]?.message;
    expect(subject("Your quote")).toBeUndefined();
    expect(subject("Your quote, {first name}")).toMatch(/^The subject takes no placeholders/);
    expect(subject("Your quote\r\nBcc: evil@example.net")).toBe("The subject is one line.");
  });

  it("ships templates that pass the editor's rules", () => {
    expect(replyTemplates.length).toBeGreaterThanOrEqual(2);
    for (const template of replyTemplates) expect(replyTemplateSchema.safeParse(template).error?.issues ?? [], template.name).toEqual([]);
  });
});
