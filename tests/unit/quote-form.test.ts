import { describe, expect, it } from "vitest";
import { products } from "#app/content/products";
import { fieldErrors } from "#app/lib/forms/fields";
import { HONEYPOT_FIELD } from "#app/lib/forms/form-ids";
import {
  ENERGY_TARGETS,
  MAX_OPENINGS,
  openingField,
  OPENINGS_FIELD,
  type OpeningPart,
  PROJECT_TYPES,
  lazyQuoteSchema,
  quoteSchema,
  scheduleOpenings,
  TIMELINES,
} from "#app/lib/forms/quote";
import { ADVISE, quoteCatalogue } from "#app/lib/quote/catalogue";
import { quoteSummary } from "#app/lib/quote/summary";
import { POSTED_PERSON } from "../support/people";

const catalogue = quoteCatalogue(products);
const schema = quoteSchema(catalogue);

const CONTACT = {
  ...POSTED_PERSON,
  message: "Drawings to follow.",
  how_did_you_hear: "Referral",
};
const PROJECT = { project_location: "1234 Lakeshore Rd, Kelowna", project_type: "new-build", timeline: "3-6-months" };

type Row = Partial<Record<"product" | "configuration" | "width" | "height" | "unit" | "quantity" | "note", string | number>>;

/** Flat fields for rows 1, 2, … as the form posts them. */
function rows(...entries: Row[]): Record<string, string | number> {
  const fields: Record<string, string | number> = {};
  entries.forEach((row, i) => {
    for (const [part, value] of Object.entries(row)) fields[openingField(i + 1, part as OpeningPart)] = value!;
  });
  return fields;
}

const WINDOW: Row = { product: "s77", configuration: "tilt-turn", width: "1200", height: "1500", unit: "mm", quantity: "1" };

const errorsOf = (input: Record<string, unknown>) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};
const request = (...entries: Row[]) => ({ ...CONTACT, ...PROJECT, ...rows(...entries) });

describe("quote schema: contact and project", () => {
  it("takes the contact form's fields and rules", () => {
    const errors = errorsOf({ ...PROJECT, ...rows(WINDOW), phone: "604-555-011" });
    expect(Object.keys(errors).sort()).toEqual(["_replyto", "first_name", "how_did_you_hear", "last_name", "message", "phone"].sort());
    expect(errors.phone).toMatch(/^That's 9 digits: 604 555 011\./);
  });

  it("requires the project's address or city, type and timeline", () => {
    const errors = errorsOf({ ...CONTACT, ...rows(WINDOW) });
    expect(errors.project_location).toBe("Please enter the project's address or city.");
    expect(errors.project_type).toBe("Please choose the type of project.");
    expect(errors.timeline).toMatch(/when the project/);
    expect(errorsOf({ ...request(WINDOW), project_type: "garage" }).project_type).toBeDefined();
    expect(errorsOf({ ...request(WINDOW), timeline: "" }).timeline).toBeDefined();
  });

  it("offers the named options", () => {
    expect(PROJECT_TYPES.map((option) => option.label)).toEqual(["New build", "Renovation or replacement", "Commercial"]);
    expect(TIMELINES.map((option) => option.label)).toEqual([
      "As soon as possible",
      "Within 3 months",
      "3–6 months",
      "6–12 months",
      "More than a year",
      "Just exploring",
    ]);
    expect(ENERGY_TARGETS.map((option) => option.label)).toEqual([
      "No particular target",
      "Step Code 3",
      "Step Code 4",
      "Step Code 5",
      "Passive House",
    ]);
  });

  it("leaves the energy target optional, and refuses one not offered", () => {
    expect(schema.parse(request(WINDOW)).energy_target).toBeNull();
    expect(schema.parse({ ...request(WINDOW), energy_target: "" }).energy_target).toBeNull();
    expect(schema.parse({ ...request(WINDOW), energy_target: "step-code-5" }).energy_target).toBe("step-code-5");
    expect(errorsOf({ ...request(WINDOW), energy_target: "step-code-9" }).energy_target).toBeDefined();
  });

  it("keeps the captcha and honeypot out of the data, as the contact form does", () => {
    const parsed = schema.parse({ ...request(WINDOW), altcha: "solution", [HONEYPOT_FIELD]: "", marketing_consent: "on" });
    expect(parsed).not.toHaveProperty("altcha");
    expect(parsed).not.toHaveProperty(HONEYPOT_FIELD);
    expect(parsed.marketing_consent).toBe(true);
  });
});

describe("quote schema: the schedule of openings", () => {
  it("accepts a ten-row schedule and gives it back typed, in row order", () => {
    const schedule: Row[] = [
      { product: "sd95", configuration: "single-swing-sidelite", width: "1,400", height: "2400", quantity: "1", note: "Front entry" },
      { product: "sf85", configuration: "bifold-five", width: "5000", height: "2700", quantity: "1", note: "Living room to deck" },
      { product: "s77", configuration: "tilt-turn", width: "900", height: "1200", quantity: "6", note: "Bedrooms" },
      { product: "s77", configuration: "fixed", width: "1800", height: "2100", quantity: "2" },
      { product: "s77", configuration: "awning", width: "600", height: "400", quantity: "3", note: "Bathrooms" },
      { product: "s700", configuration: "lift-slide-two", width: "3600", height: "2600", quantity: "1" },
      { product: "m7", width: "6000", height: "5200", quantity: "1", note: "Stair tower" },
      { product: "rehau", configuration: "double-sash", width: "1500", height: "1200", quantity: "2", note: "Garage suite" },
      { product: ADVISE, width: "35 1/2", height: "47 1/4", unit: "in", quantity: "1", note: "Skylight-like window" },
      { product: "sd115", configuration: "pivot-centred", width: "1300", height: "2800", quantity: "1" },
    ];
    const parsed = schema.parse(request(...schedule));
    expect(parsed.openings).toHaveLength(10);
    expect(parsed.openings[0]).toEqual({
      product: "sd95",
      configuration: "single-swing-sidelite",
      widthMm: 1400,
      heightMm: 2400,
      quantity: 1,
      note: "Front entry",
      enteredUnit: "mm",
    });
    expect(parsed.openings.map((opening) => opening.product)).toEqual(schedule.map((row) => row.product));
    expect(parsed.openings[6]).toMatchObject({ product: "m7", configuration: null, note: "Stair tower" });
    expect(parsed.openings[3]!.note).toBeNull();
    expect(parsed).toMatchObject({ ...CONTACT, ...PROJECT, energy_target: null, marketing_consent: false });
  });

  it("stores inches as whole millimetres and remembers the unit entered", () => {
    const parsed = schema.parse(request({ product: "s67", width: "47 1/4", height: "59.5", unit: "in", quantity: "2" }));
    expect(parsed.openings).toEqual([
      { product: "s67", configuration: null, widthMm: 1200, heightMm: 1511, quantity: 2, note: null, enteredUnit: "in" },
    ]);
  });

  it("ignores blank rows, even with a quantity, unit or note left in them", () => {
    const blank: Row = { unit: "in", quantity: "1", note: "", configuration: "" };
    const parsed = schema.parse(request(blank, WINDOW, {}, blank, { ...WINDOW, note: "Kitchen" }, { note: "  " }));
    expect(parsed.openings).toHaveLength(2);
    expect(parsed.openings[1]!.note).toBe("Kitchen");
    expect(Object.keys(errorsOf(request(blank, WINDOW, {})))).toEqual([]);
  });

  it("requires at least one opening", () => {
    expect(errorsOf(request())[OPENINGS_FIELD]).toBe("Please add at least one opening: its product, width, height and quantity.");
    expect(errorsOf(request({ quantity: "1", unit: "mm" }))[OPENINGS_FIELD]).toBeDefined();
    expect(errorsOf(request(WINDOW))[OPENINGS_FIELD]).toBeUndefined();
  });

  it("asks a started row for its product, width, height and quantity, at the field", () => {
    expect(errorsOf(request({ width: "1200" }))).toEqual({
      [openingField(1, "product")]: "Please choose a product, or “Not sure, advise me”.",
      [openingField(1, "height")]: "Please enter the height.",
      [openingField(1, "quantity")]: "Please enter how many.",
    });
    expect(errorsOf(request(WINDOW, { product: "sd95" }))).toEqual({
      [openingField(2, "width")]: "Please enter the width.",
      [openingField(2, "height")]: "Please enter the height.",
      [openingField(2, "quantity")]: "Please enter how many.",
    });
  });

  it("reports the rows' problems together with the other fields'", () => {
    const errors = errorsOf({ ...rows({ product: "s67", width: "0", height: "1200", quantity: "1" }) });
    expect(errors.first_name).toBeDefined();
    expect(errors[openingField(1, "width")]).toBe("The width must be more than zero.");
    expect(errors[OPENINGS_FIELD]).toBeUndefined();
  });

  it.each([
    ["width", "0", "mm", "The width must be more than zero."],
    ["width", "-300", "mm", "The width must be more than zero."],
    ["width", "0.4", "mm", "The width must be more than zero."],
    ["height", "-12", "in", "The height must be more than zero."],
    ["width", "10001", "mm", /^The width can be at most 10 m \(10\u00a0000 mm or 393 in\); for anything larger, tell us in your message\.$/],
    ["height", "394", "in", /^The height can be at most 10 m/],
    ["width", "wide", "mm", "Please enter the width as a number, like 1200."],
    ["height", "1.2m", "mm", "Please enter the height as a number, like 1200."],
    ["width", "47 1/4", "mm", "Please enter the width as a number, like 1200."],
    ["width", "forty", "in", "Please enter the width as a number, like 47 1/4."],
  ] as const)("refuses the %s %j %s with a plain message", (part, value, unit, message) => {
    const sizes = unit === "in" ? { width: "36", height: "48" } : {};
    const errors = errorsOf(request({ ...WINDOW, ...sizes, unit, [part]: value }));
    expect(errors[openingField(1, part)]).toMatch(message);
    expect(Object.keys(errors)).toEqual([openingField(1, part)]);
  });

  it("accepts up to 10 m exactly, in either unit", () => {
    expect(schema.parse(request({ ...WINDOW, width: "10000", height: "10 000" })).openings[0]!.widthMm).toBe(10000);
    expect(schema.parse(request({ ...WINDOW, unit: "in", width: "393 11/16", height: "48" })).openings[0]!.widthMm).toBe(10000);
    expect(errorsOf(request({ ...WINDOW, unit: "in", width: "393 3/4", height: "48" }))[openingField(1, "width")]).toMatch(/at most 10 m/);
  });

  it.each([
    ["0", "The quantity must be at least 1."],
    ["-1", "The quantity must be at least 1."],
    ["100", "The quantity can be at most 99; for more, tell us in your message."],
    ["1.5", "Please enter how many as a whole number, like 2."],
    ["two", "Please enter how many as a whole number, like 2."],
  ])("refuses the quantity %j", (quantity, message) => {
    expect(errorsOf(request({ ...WINDOW, quantity }))[openingField(1, "quantity")]).toBe(message);
  });

  it("takes quantities from 1 to 99", () => {
    expect(schema.parse(request({ ...WINDOW, quantity: "99" })).openings[0]!.quantity).toBe(99);
    expect(schema.parse(request({ ...WINDOW, quantity: " 1 " })).openings[0]!.quantity).toBe(1);
  });

  it("takes a catalogue product or advice, and a configuration only from that product", () => {
    expect(errorsOf(request({ ...WINDOW, product: "s999" }))[openingField(1, "product")]).toBe("Please choose a product from the list.");
    expect(errorsOf(request({ ...WINDOW, product: "sd95", configuration: "tilt-turn" }))[openingField(1, "configuration")]).toBe(
      "Please choose one of the SD95 configurations, or leave it empty.",
    );
    expect(schema.parse(request({ ...WINDOW, configuration: "" })).openings[0]!.configuration).toBeNull();
    // Advice has no configurations: one left from another product is not kept.
    expect(schema.parse(request({ ...WINDOW, product: ADVISE })).openings[0]).toMatchObject({ product: ADVISE, configuration: null });
  });

  it("refuses a unit other than mm or inches, and reads a missing one as mm", () => {
    expect(errorsOf(request({ ...WINDOW, unit: "ft" }))[openingField(1, "unit")]).toBe("Please choose mm or inches.");
    const { unit: _unit, ...withoutUnit } = WINDOW;
    expect(schema.parse(request(withoutUnit)).openings[0]!.enteredUnit).toBe("mm");
  });

  it("bounds the note", () => {
    expect(errorsOf(request({ ...WINDOW, note: "a".repeat(201) }))[openingField(1, "note")]).toBe("1 character over the 200-character limit: please shorten it.");
  });

  it(`accepts all ${MAX_OPENINGS} rows, and no row beyond them`, () => {
    expect(MAX_OPENINGS).toBeGreaterThanOrEqual(50);
    const full = Array.from({ length: MAX_OPENINGS }, (_, i) => ({ ...WINDOW, width: String(500 + i), quantity: "2" }));
    const parsed = schema.parse(request(...full, WINDOW));
    expect(parsed.openings).toHaveLength(MAX_OPENINGS);
    expect(parsed.openings[MAX_OPENINGS - 1]!.widthMm).toBe(500 + MAX_OPENINGS - 1);
  });

  it("accepts numbers from a JSON client", () => {
    const parsed = schema.parse(request({ product: "s91", width: 1200, height: 1350.6, quantity: 4 }));
    expect(parsed.openings[0]).toMatchObject({ widthMm: 1200, heightMm: 1351, quantity: 4 });
  });
});

describe("the schedule while it is being typed", () => {
  it("reads the rows that are complete, for the running summary, skipping the others", () => {
    const fields = rows(
      { product: "s77", width: "1200", height: "1500", quantity: "2" },
      { product: "sd95", width: "1000" },
      {},
      { product: "sf85", width: "0", height: "2400", quantity: "1" },
      { product: ADVISE, width: "36", height: "48", unit: "in", quantity: "1" },
    );
    const openings = scheduleOpenings(fields, catalogue);
    expect(openings.map((opening) => opening.product)).toEqual(["s77", ADVISE]);
    expect(quoteSummary(openings, catalogue)).toMatchObject({ openings: 3, areaM2: 4.71 });
  });
});

describe("the browser's quote schema", () => {
  it("is made when first used and reads a request as the server's does", () => {
    const lazy = lazyQuoteSchema(catalogue);
    const good = { ...CONTACT, ...PROJECT, ...rows({ product: "s700", width: "2400", height: "2100", unit: "mm", quantity: "1" }) };
    expect(lazy.safeParse(good).success).toBe(true);
    expect(lazy.safeParse(good)).toEqual(schema.safeParse(good));
    const bad = { ...CONTACT, ...PROJECT, ...rows({ product: "s700", width: "wide", height: "2100", unit: "mm", quantity: "1" }) };
    const lazyResult = lazy.safeParse(bad);
    const serverResult = schema.safeParse(bad);
    expect(lazyResult.success).toBe(false);
    expect(fieldErrors(lazyResult.error!)).toEqual(fieldErrors(serverResult.error!));
  });
});
