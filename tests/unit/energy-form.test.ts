import { describe, expect, it } from "vitest";
import { ENERGY_FORM, energyFormSchema, formRows, recordFieldName, recordLabels, rowsAsValues, valuesAsRows } from "#app/lib/admin/energy-form";
import { fieldErrors } from "#app/lib/forms/fields";

const record = {
  configuration: "double glazing, warm-edge spacer",
  uValue: 1.1,
  basis: "uw-en-iso-10077",
  source: { name: "Technical sheet", url: "https://documents.example/sheet.pdf" },
  checkedOn: "2026-04-15",
} as const;

describe("the energy records page as an editor's form", () => {
  it("names each row's field by its row in the error summary, stored records apart from new ones", () => {
    const labels = recordLabels(1);
    expect(labels[recordFieldName(0, "uValue")]).toBe("U-value (W/m²K), record 1");
    expect(labels[recordFieldName(1, "uValue")]).toBe("U-value (W/m²K), new record 1");
    expect(ENERGY_FORM.order.slice(0, 2)).toEqual([recordFieldName(0, "configuration"), recordFieldName(0, "uValue")]);
  });

  it("keeps the rows and their Remove boxes through the form's values", () => {
    const rows = formRows([]);
    const values = rowsAsValues(rows, [1]);
    expect(valuesAsRows(values)).toEqual(rows.map((row, index) => ({ values: row, removed: index === 1 })));
  });

  it("checks kept rows as the save does, and leaves empty and removed rows alone", () => {
    const values = rowsAsValues(formRows([]));
    expect(energyFormSchema.safeParse(values).success).toBe(true);
    values[recordFieldName(0, "configuration")] = "triple glazing";
    values[recordFieldName(0, "uValue")] = "a lot";
    const result = energyFormSchema.safeParse(values);
    expect(result.success).toBe(false);
    expect(Object.keys(fieldErrors(result.error!))).toContain(recordFieldName(0, "uValue"));
    values[recordFieldName(0, "remove")] = "1";
    expect(energyFormSchema.safeParse(values).success).toBe(true);
  });

  it("takes a stored record's row as it is", () => {
    const values = rowsAsValues(formRows([record as never]));
    expect(energyFormSchema.safeParse(values).success).toBe(true);
  });
});
