import { data, Form, redirect } from "react-router";
import { UnsavedChangesGuard } from "#app/components/admin/unsaved/UnsavedChangesGuard";
import { Notice } from "#app/components/admin/Notice";
import { ProductTabs } from "#app/components/admin/ProductTabs";
import { SelectField, TextField } from "#app/components/forms/Field";
import {
  BASIS_OPTIONS,
  CERTIFICATION_OPTIONS,
  formRows,
  MAX_ENERGY_FIELDS,
  postedRows,
  RECORD_LABELS,
  recordFieldName,
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
  return {
    id: row.slug,
    title: row.title,
    path: row.status === "published" ? row.path : null,
    rows: formRows(storedRecords(row)),
    stored: storedRecords(row).length,
    statement: checked.product ? productEnergy(checked.product, energy).statement : null,
    saved: new URL(request.url).searchParams.get("saved") === "1",
  };
}

interface EnergyAnswer {
  message: string;
  errors: Record<string, string>;
  rows: RecordValues[];
  removed: number[];
}

/** Saves the records, or answers the rows as posted with a message next to each refused field. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { staff, services, row } = await productOf(request, context, params.id);
  let fields;
  try {
    fields = await readPostedFields(await postedBody(request), MAX_ENERGY_FIELDS);
  } catch (error) {
    if (error instanceof BodyError) return data<EnergyAnswer>({ message: error.message, errors: {}, rows: formRows(storedRecords(row)), removed: [] }, { status: error.status });
    throw error;
  }
  const posted = postedRows(fields);
  const saved = await saveEnergyRecords(services.store, row, posted, staff.email);
  if (saved.ok) throw redirect(`${productTabPath(row.slug, "energy")}?saved=1`, 303);
  const rows: RecordValues[] = [];
  for (const entry of posted) rows[entry.row] = entry.values;
  const filled = Array.from({ length: rows.length }, (_, index) => rows[index] ?? formRows([])[0]!);
  return data<EnergyAnswer>(
    { message: saved.message, errors: saved.errors, rows: filled, removed: posted.filter((entry) => entry.remove).map((entry) => entry.row) },
    { status: saved.status },
  );
}

export default function ProductEnergyPage({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as EnergyAnswer | undefined;
  const rows = answer?.rows ?? loaderData.rows;
  const errors = answer?.errors ?? {};
  return (
    <div className="container-site py-8 md:py-10">
      <p className="text-sm text-muted">Products</p>
      <h1 className="text-3xl md:text-4xl">{loaderData.title}</h1>
      <p className="mt-1 max-w-3xl" data-page-about>
        What this product&rsquo;s page, the energy page, its spec sheet and the quote say of its energy performance, from the documents that state it.
      </p>
      <ProductTabs id={loaderData.id} current="energy" />
      <div className="max-w-3xl space-y-4">
        {answer ? <Notice tone="error">{answer.message}</Notice> : loaderData.saved ? <Notice tone="success">Saved. The product page, the energy table, the spec sheet and the quote summary now say it.</Notice> : null}
        <p>
          One record per configuration (double or triple glazing, for example): its U-value, whether it is a European Uw or a certified U-factor, the
          certification it holds if any, and the document that states it with the day you checked it. Enter only what a document states: without a
          record the site says “ask us”, never a guess.
        </p>
        {loaderData.statement ? (
          <div className="border border-stone bg-white px-4 py-3">
            <h2 className="text-lg">What the site says now</h2>
            <p className="mt-1 text-muted" data-energy="staff-statement">
              {loaderData.statement}
            </p>
            {loaderData.path ? (
              <a href={loaderData.path} className="mt-2 inline-flex min-h-11 items-center text-aegean underline">
                View the product page
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
      <Form method="post" noValidate className="mt-8 max-w-3xl space-y-8">
        <UnsavedChangesGuard what={`the energy records of “${loaderData.title}”`} />
        {rows.map((values, row) => (
          <RecordFields key={row} row={row} values={values} stored={row < loaderData.stored} removed={answer?.removed.includes(row) ?? false} errors={errors} />
        ))}
        <button type="submit" className="btn btn-primary">
          Save the energy records
        </button>
      </Form>
    </div>
  );
}

function RecordFields({ row, values, stored, removed, errors }: { row: number; values: RecordValues; stored: boolean; removed: boolean; errors: Record<string, string> }) {
  const name = (field: keyof RecordValues) => recordFieldName(row, field);
  const common = (field: keyof RecordValues) => ({ name: name(field), label: RECORD_LABELS[field], error: errors[name(field)], defaultValue: values[field], required: false });
  return (
    <fieldset className="border border-stone bg-white p-4 md:p-6">
      <legend className="px-1 font-display text-xl text-aegean-dark">{stored ? `Record ${row + 1}: ${values.configuration || "no configuration"}` : "New record (leave empty to add none)"}</legend>
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
