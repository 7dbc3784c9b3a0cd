import { data, redirect } from "react-router";
import { EditorErrorBoundary, EditorFrame, partFrameData } from "#app/components/admin/EditorFrame";
import { Notice } from "#app/components/admin/Notice";
import { ProductTabs } from "#app/components/admin/ProductTabs";
import { useEditor } from "#app/components/admin/useEditor";
import { SelectField, TextField } from "#app/components/forms/Field";
import type { EditorNotice } from "#app/lib/admin/content-kinds";
import {
  BASIS_OPTIONS,
  CERTIFICATION_OPTIONS,
  ENERGY_FORM,
  formRows,
  MAX_ENERGY_FIELDS,
  postedRows,
  RECORD_LABELS,
  recordFieldName,
  recordLabels,
  rowsAsValues,
  valuesAsRows,
  type RecordValues,
} from "#app/lib/admin/energy-form";
import { productTabPath } from "#app/lib/admin/product-tabs";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { productEnergy } from "#app/lib/energy";
import { saveEnergyRecords, storedRecords } from "#app/lib/server/content/product-energy.server";
import { findProductRow } from "#app/lib/server/catalogue/product-row.server";
import { storedProduct } from "#app/lib/server/content/product-rows.server";
import { BodyError, postedBody, readPostedFields } from "#app/lib/server/platform/request-body.server";
import { requireServices } from "#app/lib/server/platform/services.server";
import { requireStaff } from "#app/lib/server/staff/auth.server";
import type { Route } from "./+types/product-energy";

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  return staffMeta(loaded ? `Energy: ${loaded.title}` : "Product not found", matches);
}

async function productOf(request: Request, context: Route.LoaderArgs["context"], id: string) {
  const staff = await requireStaff(request, context);
  const services = requireServices(context);
  const row = await findProductRow(services.store, id);
  if (!row) throw data("No product has this address.", { status: 404 });
  return { staff, services, row };
}

/** The stored records as rows (plus empty ones to add), and what the site says with them now. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { row, services } = await productOf(request, context, params.id);
  const energy = services.content.current().energy;
  const checked = storedProduct(row, energy);
  const records = storedRecords(row);
  return {
    ...partFrameData({ id: row.slug, version: Number(row.updated_at), saved: new URL(request.url).searchParams.get("saved") === "1" }),
    title: row.title,
    path: row.status === "published" ? row.path : null,
    values: rowsAsValues(formRows(records)),
    stored: records.length,
    statement: checked.product ? productEnergy(checked.product, energy).statement : null,
  };
}

/** Saves the records, or answers the rows as posted with a message next to each refused field. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { staff, services, row } = await productOf(request, context, params.id);
  let fields;
  try {
    fields = await readPostedFields(await postedBody(request), MAX_ENERGY_FIELDS);
  } catch (error) {
    if (error instanceof BodyError) return data<EditorNotice>({ tone: "error", message: error.message, values: rowsAsValues(formRows(storedRecords(row))) }, { status: error.status });
    throw error;
  }
  const posted = postedRows(fields);
  const saved = await saveEnergyRecords(services.store, row, posted, staff.email);
  if (saved.ok) throw redirect(`${productTabPath(row.slug, "energy")}?saved=1`, 303);
  const rows: RecordValues[] = [];
  for (const entry of posted) rows[entry.row] = entry.values;
  const filled = Array.from({ length: rows.length }, (_, index) => rows[index] ?? formRows([])[0]!);
  const removed = posted.filter((entry) => entry.remove).map((entry) => entry.row);
  // Problems with fields show by the fields and in the error summary; a refusal of the product as a whole, as a notice.
  const errors = Object.keys(saved.errors).length ? saved.errors : undefined;
  return data<EditorNotice>({ tone: "error", message: saved.message, errors, values: rowsAsValues(filled, removed) }, { status: saved.status });
}

export default function ProductEnergyPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductEnergyEditor key={loaderData.version} loaded={loaderData} actionData={actionData} />;
}

function ProductEnergyEditor({ loaded, actionData }: { loaded: Route.ComponentProps["loaderData"]; actionData: Route.ComponentProps["actionData"] }) {
  const { values, errors, frame } = useEditor(ENERGY_FORM, loaded, actionData);
  return (
    <EditorFrame
      {...frame}
      title={loaded.title}
      heading={loaded.title}
      about="What this product’s page, the energy page, its spec sheet and the quote say of its energy performance, from the documents that state it."
      intro={<ProductTabs id={loaded.id!} current="energy" />}
      saved={<Notice tone="success">Saved. The product page, the energy table, the spec sheet and the quote summary now say it.</Notice>}
      before={
        <div className="mt-6 max-w-3xl space-y-4">
          <p>
            One record per configuration (double or triple glazing, for example): its U-value, whether it is a European Uw or a certified U-factor,
            the certification it holds if any, and the document that states it with the day you checked it. Enter only what a document states:
            without a record the site says “ask us”, never a guess.
          </p>
          {loaded.statement ? (
            <div className="border border-stone bg-white px-4 py-3">
              <h2 className="text-lg">What the site says now</h2>
              <p className="mt-1 text-muted" data-energy="staff-statement">
                {loaded.statement}
              </p>
              {loaded.path ? (
                <a href={loaded.path} className="mt-2 inline-flex min-h-11 items-center text-aegean underline">
                  View the product page
                </a>
              ) : null}
            </div>
          ) : null}
        </div>
      }
      formName="Energy records"
      saveLabel="Save the energy records"
      unsaved={`the energy records of “${loaded.title}”`}
      labels={recordLabels(loaded.stored)}
      history={false}
    >
      {valuesAsRows(values).map((entry, row) => (
        <RecordFields key={row} row={row} values={entry.values} stored={row < loaded.stored} newNumber={row - loaded.stored + 1} removed={entry.removed} errors={errors} />
      ))}
    </EditorFrame>
  );
}

function RecordFields({
  row,
  values,
  stored,
  newNumber,
  removed,
  errors,
}: {
  row: number;
  values: RecordValues;
  stored: boolean;
  newNumber: number;
  removed: boolean;
  errors: Record<string, string>;
}) {
  const name = (field: keyof RecordValues) => recordFieldName(row, field);
  const common = (field: keyof RecordValues) => ({ name: name(field), label: RECORD_LABELS[field], error: errors[name(field)], defaultValue: values[field], required: false });
  return (
    <fieldset className="max-w-3xl border border-stone bg-white p-4 md:p-6">
      <legend className="px-1 font-display text-xl text-aegean-dark">
        {stored ? `Record ${row + 1}: ${values.configuration || "no configuration"}` : `New record ${newNumber} (leave empty to add none)`}
      </legend>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField {...common("configuration")} hint="As the document names it: operation, glazing, spacer" limit={160} />
        <TextField {...common("uValue")} hint="W/m²K, at most two decimals, e.g. 1.1" inputMode="decimal" autoComplete="off" />
        <SelectField {...common("basis")} options={BASIS_OPTIONS} placeholder="Choose" />
        <SelectField {...common("certification")} options={CERTIFICATION_OPTIONS} placeholder="Choose" hint="Only with the listing or certificate in hand" />
        <TextField {...common("certifiedBy")} optional hint="The body that certified it, e.g. CSA Group" limit={80} />
        <TextField {...common("reference")} optional hint="The NRCan reference (ENERGY STAR) or the certificate's id (Passive House)" limit={40} />
        <TextField {...common("sourceName")} hint="The document's title, e.g. the manufacturer's technical sheet" limit={120} />
        <TextField {...common("sourceUrl")} type="url" hint="The web address (starting https://) of the document itself, not a site's home page" limit={500} />
        <TextField {...common("checkedOn")} type="date" hint="The day you checked the figure in the document" />
      </div>
      {stored ? (
        <div className="mt-4 flex items-start gap-3">
          <input id={`field-${name("configuration")}-remove`} name={recordFieldName(row, "remove")} type="checkbox" value="1" defaultChecked={removed} className="mt-1 size-5 shrink-0 accent-aegean" />
          <label htmlFor={`field-${name("configuration")}-remove`} className="text-sm text-ink">
            Remove this record when saving
          </label>
        </div>
      ) : null}
    </fieldset>
  );
}

export function ErrorBoundary() {
  return <EditorErrorBoundary kind="product" />;
}
