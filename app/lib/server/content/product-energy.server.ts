/**
 * A stored product's energy records, read for its staff page and saved from it (issue 33 point 2, decision 038). The
 * records are checked by the schema and then, as part of the whole product, by the rules the build runs
 * (checkProduct: a certified U above its level's figure is refused); a refusal names the row's field. A save is one
 * revisioned write of the product (updateItemFields, kind "product"), so history, restore and live publishing cover it,
 * and the transaction checks the stored product again, so a concurrent edit cannot leave an invalid one.
 */
import type { Energy } from "#app/content/energy.schema";
import { currentEnergy } from "./energy-figures.server";
import { energyRecordSchema, type EnergyRecordEntry } from "#app/content/energy.schema";
import { checkProduct } from "#app/content/validate";
import { fieldOfPath, isEmptyRow, recordFieldName, rowRecord, type PostedRow } from "#app/lib/admin/energy-form";
import type { Store } from "../platform/database.server";
import { contentDb, updateItemFields, type ContentRow } from "./content-store.server";
import { productRecord, storedProduct } from "./product-rows.server";

export type ProductRow = ContentRow<"product">;

/** A row's stored records, those the schema takes (a row whose records cannot be read shows none, to be entered again). */
export function storedRecords(row: ProductRow): EnergyRecordEntry[] {
  const records = productRecord(row).energyRecords;
  const parsed = energyRecordSchema.array().safeParse(records ?? []);
  return parsed.success ? parsed.data : [];
}

export type EnergySave =
  | { ok: true; records: EnergyRecordEntry[] }
  | { ok: false; status: 400 | 409; message: string; errors: Record<string, string> };

/** Thrown inside the save's transaction when the product as stored would break the rules: nothing is written. */
class RefusedProduct extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join("; "));
  }
}

const REFUSED = "The records were not saved: correct the fields marked below.";

/**
 * Checks the posted rows and, when every kept row is a valid record and the product with them meets the rules, saves
 * them. Rows left empty or marked for removal are dropped; the others are kept in their order.
 */
export async function saveEnergyRecords(store: Store, row: ProductRow, posted: readonly PostedRow[], actor: string): Promise<EnergySave> {
  const kept = posted.filter((entry) => !entry.remove && !isEmptyRow(entry.values));
  const errors: Record<string, string> = {};
  const records: EnergyRecordEntry[] = [];
  for (const entry of kept) {
    const result = energyRecordSchema.safeParse(rowRecord(entry.values));
    if (result.success) records.push(result.data);
    else for (const issue of result.error.issues) errors[recordFieldName(entry.row, fieldOfPath(issue.path))] ??= issue.message;
  }
  if (records.length > 12) return { ok: false, status: 400, message: "A product holds at most 12 energy records.", errors };
  if (Object.keys(errors).length) return { ok: false, status: 400, message: REFUSED, errors };

  const lines = productLines({ ...productRecord(row), energyRecords: records.length ? records : undefined }, await currentEnergy(contentDb(store)));
  if (lines.length) return refusal(lines, kept);
  try {
    await updateItemFields(
      store,
      "product",
      row.id,
      { energy_records: records.length ? JSON.stringify(records) : null },
      {
        actor,
        hook: async (trx, _before, after) => {
          const { errors: stored } = storedProduct(after, await currentEnergy(trx));
          if (stored.length) throw new RefusedProduct(stored);
        },
      },
    );
  } catch (error) {
    if (error instanceof RefusedProduct) return refusal(error.lines, kept, 409);
    throw error;
  }
  return { ok: true, records };
}

/** The build's lines for a product record ("Invalid product "s700": energyRecords.0.uValue: …"). */
function productLines(record: Record<string, unknown>, energy: Energy): string[] {
  return checkProduct(record, energy).errors;
}

const RECORD_LINE = /^Invalid product "[^"]*": energyRecords\.(\d+)\.([^:]+): (.*)$/;
const LIST_LINE = /^Invalid product "[^"]*": energyRecords: (.*)$/;

/** The build's lines as field errors: a record's line next to its row's field, the others in the notice. */
function refusal(lines: string[], kept: readonly PostedRow[], status: 400 | 409 = 400): EnergySave {
  const errors: Record<string, string> = {};
  const others: string[] = [];
  for (const line of lines) {
    const match = RECORD_LINE.exec(line);
    const entry = match ? kept[Number(match[1])] : undefined;
    if (match && entry) {
      errors[recordFieldName(entry.row, fieldOfPath(match[2]!.split(".")))] ??= match[3]!;
      continue;
    }
    const list = LIST_LINE.exec(line);
    if (list && kept[0]) errors[recordFieldName(kept.at(-1)!.row, "configuration")] ??= list[1]!;
    else others.push(line.replace(/^Invalid product "[^"]*": /, ""));
  }
  const message = others.length
    ? `The records were not saved: the product itself needs correcting first (${others.join("; ")}).`
    : REFUSED;
  return { ok: false, status, message, errors };
}
