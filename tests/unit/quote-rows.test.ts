import { describe, expect, it } from "vitest";
import { applyRowAction, emptyRow, readRowAction, rowsFromValues, ROWS_FIELD, valuesWithRows } from "#app/lib/quote/rows";

const posted = {
  first_name: "Ana",
  [ROWS_FIELD]: "3",
  opening_1_product: "sd95",
  opening_1_width: "900",
  opening_2_product: "s91",
  opening_2_width: "47 1/4",
  opening_2_unit: "in",
  opening_3_note: "Kitchen",
  row_action: "remove-2",
};

describe("the schedule's rows", () => {
  it("reads as many rows as the form showed, or up to the last one with a value", () => {
    expect(rowsFromValues(posted)).toHaveLength(3);
    expect(rowsFromValues({ opening_5_note: "x" })).toHaveLength(5);
    expect(rowsFromValues({})).toEqual([emptyRow()]);
    expect(rowsFromValues(posted)[1]).toMatchObject({ product: "s91", width: "47 1/4", unit: "in", quantity: "1" });
  });

  it("adds, duplicates and removes rows, keeping every other value and renumbering", () => {
    const rows = rowsFromValues(posted);
    const removed = applyRowAction(rows, readRowAction("remove-2")!);
    expect(removed.message).toBe("Opening 2 removed.");
    const values = valuesWithRows(posted, removed.rows);
    expect(values).toMatchObject({ first_name: "Ana", [ROWS_FIELD]: "2", opening_1_product: "sd95", opening_2_note: "Kitchen", opening_2_product: "" });
    expect(values).not.toHaveProperty("opening_3_note");
    expect(values).not.toHaveProperty("row_action");

    const duplicated = applyRowAction(rows, readRowAction("duplicate-1")!);
    expect(duplicated.rows.map((row) => row.product)).toEqual(["sd95", "sd95", "s91", ""]);
    expect(applyRowAction(rows, readRowAction("add")!).rows).toHaveLength(4);
    expect(applyRowAction([emptyRow()], { kind: "remove", n: 1 }).rows).toEqual([emptyRow()]);
  });

  it("ignores buttons it does not know", () => {
    for (const value of ["", "remove", "remove-0", "remove-61", "drop-1", 3]) expect(readRowAction(value)).toBeUndefined();
  });
});
