import { z } from "#app/lib/zod";
import { PRODUCT_KINDS } from "#app/content/product-kinds";
import { SPEC_UNITS } from "#app/content/schema";
import { PRODUCT_FAMILIES } from "#app/lib/catalogue-roots";
import { isValidSlug, slugFromTitle } from "#app/lib/slug";
import { optionalText, requiredText } from "./editor-fields";

/**
 * The Details part of the product editor in the staff area (/admin/products/:id): one schema for the browser and
 * the server. It reads the form's text fields (the specification as numbered rows) into the fields of a catalogue
 * record (`Product`, app/content/schema.ts); the server then checks the whole record with the build's rules
 * (checkProduct) and shows each of its messages by the field it is about (decision 036).
 */

/** The description's limit in characters: 250 words of Markdown with room for its links. */
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 4000;

/** Specification lines one product may have; the form shows the stored ones and a few empty rows. */
export const MAX_SPEC_LINES = 16;
/** Empty rows the form adds after the stored ones (without JavaScript, the way to add lines). */
export const EMPTY_SPEC_ROWS = 3;
/** Advantages a product may list (one a line). */
export const MAX_ADVANTAGES = 12;

/** The longest id or last part of an address a product takes. */
export const PRODUCT_ID_MAX_LENGTH = 40;

/**
 * A new product's id and the last part of its address when staff leave them empty: made from its name ("S97" gives
 * s97, "Thermo Slide 90" thermo-slide-90), the same rule in the browser (proposed as the name is typed) and on the
 * server (a post without JavaScript). "" for a name with no letter or digit that has a plain form.
 */
export function proposedProductId(title: string): string {
  return slugFromTitle(title, PRODUCT_ID_MAX_LENGTH);
}

export const specLabelField = (n: number) => `spec_${n}_label`;
export const specValueField = (n: number) => `spec_${n}_value`;
export const specUnitField = (n: number) => `spec_${n}_unit`;

/** The unit choices as the select shows them: "" reads "no unit (a class such as RC2)". */
export const SPEC_UNIT_CHOICES = SPEC_UNITS.map((unit) => ({ value: unit === "" ? "none" : unit, label: unit === "" ? "no unit (a class such as RC2)" : unit }));

const unitOf = (value: string | null | undefined): (typeof SPEC_UNITS)[number] | undefined =>
  value === "none" ? "" : SPEC_UNITS.find((unit) => unit !== "" && unit === value);

const LANDING_MESSAGE = "Please choose the page the product is listed under.";

/** The last part of a product's address, under its landing: lowercase letters, digits and single hyphens. */
export const ADDRESS_HINT = "lowercase letters, digits and single hyphens, like s97";

const specShape = Object.fromEntries(
  Array.from({ length: MAX_SPEC_LINES }, (_, i) => [
    [specLabelField(i + 1), optionalText(60)],
    [specValueField(i + 1), optionalText(40)],
    [specUnitField(i + 1), optionalText(12)],
  ]).flat(),
) as Record<string, ReturnType<typeof optionalText>>;

const stepNumber = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z.coerce.number({ message: "Please enter a step from 1 to 6 (6 is Passive House)." }).int("Please enter a whole step.").optional(),
);

export const productEditorSchema = z
  .object({
    // Empty: made from the name (proposedProductId).
    slug: optionalText(PRODUCT_ID_MAX_LENGTH),
    title: requiredText("the product's name", 60),
    subtitle: requiredText("the subtitle", 120),
    manufacturer: requiredText("the brand", 40),
    family: z.enum(PRODUCT_FAMILIES.map((family) => family.id) as [string, ...string[]], { message: "Please choose the family." }),
    kind: z.enum(PRODUCT_KINDS, { message: "Please choose the kind of system." }),
    summary: requiredText("the summary", 170),
    description: requiredText("the description", PRODUCT_DESCRIPTION_MAX_LENGTH),
    energy_notes: requiredText("the energy notes", 400),
    step_label: optionalText(60),
    step_from: stepNumber,
    step_to: stepNumber,
    advantages: optionalText(2400),
    // One of the catalogue's landings: the server checks it against the live ones (the choices the form offers).
    landing: z.string({ message: LANDING_MESSAGE }).regex(/^\/[a-z0-9/-]{1,80}$/, LANDING_MESSAGE),
    segment: optionalText(PRODUCT_ID_MAX_LENGTH),
    status: z.enum(["draft", "published", "hidden"], { message: "Please choose whether the product is on the site." }),
    ...specShape,
  })
  .superRefine((value, context) => {
    const record = value as Record<string, unknown>;
    const proposed = typeof value.title === "string" ? proposedProductId(value.title) : "";
    const id = value.slug || proposed;
    const segment = value.segment || proposed;
    // No id and a name that gives none: the name's own error, if any, says what to do first.
    if (!id) context.addIssue({ code: "custom", path: ["slug"], message: "Please enter the product's id, like s97." });
    else if (!isValidSlug(id)) context.addIssue({ code: "custom", path: ["slug"], message: `The id may use ${ADDRESS_HINT}.` });
    if (!segment) context.addIssue({ code: "custom", path: ["segment"], message: "Please enter the last part of the address." });
    else if (!isValidSlug(segment)) {
      context.addIssue({ code: "custom", path: ["segment"], message: `The address may use ${ADDRESS_HINT}.` });
    }
    let lines = 0;
    for (let n = 1; n <= MAX_SPEC_LINES; n++) {
      const [label, figure, unit] = [record[specLabelField(n)], record[specValueField(n)], record[specUnitField(n)]] as (string | null)[];
      if (!label && !figure) continue;
      lines++;
      if (!label) context.addIssue({ code: "custom", path: [specLabelField(n)], message: "Please name this line, like Uw." });
      if (!figure) context.addIssue({ code: "custom", path: [specValueField(n)], message: "Please enter the published value, without its unit." });
      if (unit && unitOf(unit) === undefined) context.addIssue({ code: "custom", path: [specUnitField(n)], message: "Please choose a unit from the list." });
    }
    if (!lines) context.addIssue({ code: "custom", path: [specLabelField(1)], message: "Please give at least one specification line." });
    const step = [value.step_label, value.step_from, value.step_to];
    if (step.some((part) => part !== null && part !== undefined) && !step.every((part) => part !== null && part !== undefined)) {
      const missing = !value.step_label ? "step_label" : value.step_from === undefined ? "step_from" : "step_to";
      context.addIssue({ code: "custom", path: [missing], message: "A Step Code recommendation needs its label, its first and its last step (or none of them)." });
    }
  })
  .transform((value) => {
    const record = value as Record<string, unknown>;
    const specifications: { label: string; value: string; unit: string }[] = [];
    for (let n = 1; n <= MAX_SPEC_LINES; n++) {
      const label = record[specLabelField(n)] as string | null;
      const figure = record[specValueField(n)] as string | null;
      if (!label && !figure) continue;
      specifications.push({ label: label ?? "", value: figure ?? "", unit: unitOf(record[specUnitField(n)] as string | null) ?? "" });
    }
    const advantages = value.advantages
      ?.split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .slice(0, MAX_ADVANTAGES);
    return {
      details: {
        id: value.slug || proposedProductId(value.title),
        path: `${value.landing}/${value.segment || proposedProductId(value.title)}`,
        family: value.family,
        kind: value.kind,
        manufacturer: value.manufacturer,
        title: value.title,
        subtitle: value.subtitle,
        summary: value.summary,
        description: value.description,
        specifications,
        stepCode:
          value.step_label && value.step_from !== undefined && value.step_to !== undefined
            ? { label: value.step_label, from: value.step_from, to: value.step_to }
            : undefined,
        energyNotes: value.energy_notes,
        advantages: advantages?.length ? advantages : undefined,
      },
      status: value.status,
    };
  });

export type ProductEditorInput = z.output<typeof productEditorSchema>;
/** The fields of a catalogue record the Details part writes. */
export type ProductDetails = ProductEditorInput["details"];
