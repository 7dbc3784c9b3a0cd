import { ADVISE, findQuoteProduct, type QuoteCatalogue } from "../quote/catalogue";
import { groupThousands, isLengthUnit, MM_PER_INCH, parseLength, toWholeMm, type LengthUnit } from "../quote/units";

/*
 * The quote form without its schema (quote.ts): its limits, choices and rows, read the same way by the running
 * summary while the visitor types, by the schema in the browser and by the server.
 */

/** Rows the schedule of openings offers; each is a set of numbered fields (opening_1_product, …). */
export const MAX_OPENINGS = 60;
/** The largest width or height we accept for one opening; anything bigger is a project to discuss. */
export const MAX_OPENING_SIZE_MM = 10_000;
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;

export const QUOTE_LIMITS = {
  location: 200,
  note: 200,
  /** A typed size or quantity ("1 200", "47 1/4"). */
  number: 20,
  /** A product id or configuration key. */
  choice: 64,
} as const;

export const PROJECT_TYPES = [
  { value: "new-build", label: "New build" },
  { value: "renovation", label: "Renovation or replacement" },
  { value: "commercial", label: "Commercial" },
] as const;

export const TIMELINES = [
  { value: "asap", label: "As soon as possible" },
  { value: "within-3-months", label: "Within 3 months" },
  { value: "3-6-months", label: "3–6 months" },
  { value: "6-12-months", label: "6–12 months" },
  { value: "over-a-year", label: "More than a year" },
  { value: "exploring", label: "Just exploring" },
] as const;

export const ENERGY_TARGETS = [
  { value: "none", label: "No particular target" },
  { value: "step-code-3", label: "Step Code 3" },
  { value: "step-code-4", label: "Step Code 4" },
  { value: "step-code-5", label: "Step Code 5" },
  { value: "passive-house", label: "Passive House" },
] as const;

export type ProjectType = (typeof PROJECT_TYPES)[number]["value"];
export type Timeline = (typeof TIMELINES)[number]["value"];
export type EnergyTarget = (typeof ENERGY_TARGETS)[number]["value"];

/** The fields of one row of the schedule. */
export const OPENING_PARTS = ["product", "configuration", "width", "height", "unit", "quantity", "note"] as const;
export type OpeningPart = (typeof OPENING_PARTS)[number];

/** The name of one field of row n (1-based): openingField(3, "width") is "opening_3_width". */
export function openingField(n: number, part: OpeningPart): string {
  return `opening_${n}_${part}`;
}

/** Where the error "no opening at all" is reported. */
export const OPENINGS_FIELD = "openings";

/** One opening as stored: sizes in whole millimetres, whatever unit it was entered in. */
export interface QuoteOpening {
  /** A catalogue product id, or "advise". */
  product: string;
  /** A typology key of the product, or null. */
  configuration: string | null;
  widthMm: number;
  heightMm: number;
  quantity: number;
  note: string | null;
  enteredUnit: LengthUnit;
}

/** A row counts once it names a product or gives a size; a row left blank is ignored. */
export function isStartedRow(fields: Readonly<Record<string, unknown>>, n: number): boolean {
  return (["product", "width", "height"] as const).some((part) => {
    const value = fields[openingField(n, part)];
    return typeof value === "number" || (typeof value === "string" && value.trim() !== "");
  });
}

const MAX_SIZE_INCHES = Math.floor(MAX_OPENING_SIZE_MM / MM_PER_INCH);
const MAX_SIZE_TEXT = `${MAX_OPENING_SIZE_MM / 1000} m (${groupThousands(MAX_OPENING_SIZE_MM)} mm or ${MAX_SIZE_INCHES} in)`;

type Issue = { field: string; message: string };

/** A width or height in whole mm, or the problem with it. */
function readSize(raw: string, unit: LengthUnit, what: "width" | "height"): number | string {
  if (raw === "") return `Please enter the ${what}.`;
  const value = parseLength(raw, unit);
  const example = unit === "in" ? "47 1/4" : "1200";
  if (value === undefined || !Number.isFinite(value)) return `Please enter the ${what} as a number, like ${example}.`;
  const mm = toWholeMm(value, unit);
  if (value <= 0 || mm < 1) return `The ${what} must be more than zero.`;
  if (mm > MAX_OPENING_SIZE_MM) return `The ${what} can be at most ${MAX_SIZE_TEXT}; for anything larger, tell us in your message.`;
  return mm;
}

function readQuantity(raw: string): number | string {
  if (raw === "") return "Please enter how many.";
  if (!/^[-\u2212]?\d+$/.test(raw)) return "Please enter how many as a whole number, like 2.";
  const quantity = Number(raw.replace("\u2212", "-"));
  if (quantity < MIN_QUANTITY) return `The quantity must be at least ${MIN_QUANTITY}.`;
  if (quantity > MAX_QUANTITY) return `The quantity can be at most ${MAX_QUANTITY}; for more, tell us in your message.`;
  return quantity;
}

/** Reads row n: the opening, or the problems with it by field; undefined for a blank row. */
export function readOpening(
  fields: Readonly<Record<string, unknown>>,
  n: number,
  catalogue: QuoteCatalogue,
): { opening?: QuoteOpening; issues: Issue[] } | undefined {
  if (!isStartedRow(fields, n)) return undefined;
  const get = (part: OpeningPart) => {
    const value = fields[openingField(n, part)];
    return typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  };
  const issues: Issue[] = [];
  const fail = (part: OpeningPart, message: string) => issues.push({ field: openingField(n, part), message });

  const productId = get("product");
  const product = findQuoteProduct(catalogue, productId);
  if (productId === "") fail("product", "Please choose a product, or “Not sure, advise me”.");
  else if (!product && productId !== ADVISE) fail("product", "Please choose a product from the list.");

  const configurationValue = get("configuration");
  let configuration: string | null = null;
  if (product && product.configurations.length > 0 && configurationValue !== "") {
    if (product.configurations.some((option) => option.value === configurationValue)) configuration = configurationValue;
    else fail("configuration", `Please choose one of the ${product.title} configurations, or leave it empty.`);
  }

  const unitValue = get("unit") || "mm";
  const unit: LengthUnit = isLengthUnit(unitValue) ? unitValue : "mm";
  if (!isLengthUnit(unitValue)) fail("unit", "Please choose mm or inches.");

  const width = readSize(get("width"), unit, "width");
  if (typeof width === "string") fail("width", width);
  const height = readSize(get("height"), unit, "height");
  if (typeof height === "string") fail("height", height);
  const quantity = readQuantity(get("quantity"));
  if (typeof quantity === "string") fail("quantity", quantity);

  if (issues.length > 0 || typeof width !== "number" || typeof height !== "number" || typeof quantity !== "number") {
    return { issues };
  }
  const note = get("note");
  return {
    issues,
    opening: { product: productId, configuration, widthMm: width, heightMm: height, quantity, note: note || null, enteredUnit: unit },
  };
}

/**
 * The openings of every row that reads without a problem, in row order: once the schema has passed, the schedule;
 * while the visitor types, what the running summary and the size guidance count.
 */
export function scheduleOpenings(fields: Readonly<Record<string, unknown>>, catalogue: QuoteCatalogue): QuoteOpening[] {
  const openings: QuoteOpening[] = [];
  for (let n = 1; n <= MAX_OPENINGS; n++) {
    const opening = readOpening(fields, n, catalogue)?.opening;
    if (opening) openings.push(opening);
  }
  return openings;
}

/** Fields in the order they appear (the schedule's rows are at OPENINGS_FIELD), for focusing the first error. */
export const QUOTE_FIELDS = [
  "first_name",
  "last_name",
  "_replyto",
  "phone",
  "project_location",
  "project_type",
  "timeline",
  "energy_target",
  OPENINGS_FIELD,
  "how_did_you_hear",
  "message",
] as const;
