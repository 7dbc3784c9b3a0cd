import { data, Form, redirect } from "react-router";
import { UnsavedChangesGuard } from "#app/components/admin/unsaved/UnsavedChangesGuard";
import { BackToList } from "#app/components/admin/ContentControls";
import { useSaving } from "#app/components/admin/EditorFrame";
import { Notice } from "#app/components/admin/Notice";
import { ProductTabs } from "#app/components/admin/ProductTabs";
import { Checkbox, SelectField } from "#app/components/forms/Field";
import { productTabPath } from "#app/lib/admin/product-tabs";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { notice } from "#app/lib/server/content/editor-actions.server";
import { readStaffPost } from "#app/lib/server/staff/staff-post.server";
import { listedField, placementField } from "#app/lib/admin/placement-fields";
import { productPlacements, savePlacement } from "#app/lib/server/catalogue/product-placement.server";
import { loadProduct } from "#app/lib/server/catalogue/product-row.server";
import { stringValues } from "#app/lib/server/platform/request-body.server";
import { requireServices } from "#app/lib/server/platform/services.server";
import { requireStaff } from "#app/lib/server/staff/auth.server";
import type { Route } from "./+types/product-placement";

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  return staffMeta(loaded ? `${loaded.title}: where it is shown` : "Product not found", matches);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { store } = requireServices(context);
  const product = await loadProduct(store, params.id);
  return {
    id: params.id!,
    title: product.title,
    path: product.path,
    shown: product.status === "published",
    landings: await productPlacements(store, product),
    saved: new URL(request.url).searchParams.get("saved") === "1",
  };
}

type Answer = { tone: "error"; message: string; errors: Record<string, string>; values: Record<string, string> };

export async function action({ request, params, context }: Route.ActionArgs) {
  const post = await readStaffPost(request, context);
  if (!post.ok) return notice("error", post.message, post.status);
  const product = await loadProduct(post.services.store, params.id);
  const { intent: _intent, ...values } = stringValues(post.fields);
  if (post.fields.intent !== "save") return data<Answer>({ tone: "error", message: "That action is not known.", errors: {}, values }, { status: 400 });
  const result = await savePlacement(post.services.store, product, values, post.staff.email);
  if ("errors" in result) return data<Answer>({ tone: "error", message: "Nothing was saved.", errors: result.errors, values }, { status: 422 });
  return redirect(`${productTabPath(params.id!, "placement")}?saved=1`, 303);
}

export default function ProductPlacement({ loaderData: loaded, actionData }: Route.ComponentProps) {
  const answer = actionData as Answer | undefined;
  const { busy, saving } = useSaving();
  const errors = answer?.errors ?? {};
  return (
    <div className="container-site py-8 md:py-10">
      <BackToList to="/admin/products" label="All products" />
      <h1 className="mt-4 break-words text-3xl md:text-4xl">{loaded.title}: where it is shown</h1>
      <p className="mt-1 max-w-2xl" data-page-about>
        The collection pages that show this product as a card, and where on them.
      </p>
      <p className="mt-1 max-w-2xl text-muted">
        Which landing pages show it as a card, and where; and under which collections&rsquo; addresses it is also listed
        (its page there names {loaded.path} as the original).
        {loaded.shown ? null : " It is not on the site now: its cards and listings show once it is."}
      </p>
      <div className="mt-6">
        <ProductTabs id={loaded.id} current="placement" />
      </div>
      <div className="space-y-3 empty:hidden">
        {loaded.saved && !answer ? <Notice tone="success">Saved. The landing pages show it as chosen.</Notice> : null}
        {answer ? <Notice tone="error">{answer.message}</Notice> : null}
      </div>
      <Form method="post" className="mt-6 space-y-6" aria-label="Where it is shown" key={answer ? "answered" : "stored"}>
        <UnsavedChangesGuard what={`where “${loaded.title}” is shown`} />
        {loaded.landings.map((landing) => {
          const place = placementField(landing.id);
          const listed = listedField(landing.id);
          return (
            <fieldset key={landing.id} className="space-y-4 border border-stone bg-white p-4 md:p-5">
              <legend className="px-1 font-display text-xl text-aegean-dark">
                {landing.heading} <span className="font-sans text-base text-muted">({landing.path})</span>
              </legend>
              <SelectField
                name={place}
                label={`Card on ${landing.heading}`}
                optional
                options={landing.choices.slice(1)}
                placeholder={landing.choices[0]!.label}
                defaultValue={(answer ? answer.values[place] : landing.current) === "none" ? "" : (answer?.values[place] ?? landing.current)}
                error={errors[place]}
              />
              {landing.alias ? (
                <>
                  <Checkbox
                    name={listed}
                    label={`Also listed under ${landing.heading}, at ${landing.alias}`}
                    defaultChecked={answer ? Boolean(answer.values[listed]) : landing.listed}
                  />
                  {errors[listed] ? <p className="text-sm font-medium text-danger-dark">{errors[listed]}</p> : null}
                </>
              ) : null}
            </fieldset>
          );
        })}
        <div className="flex flex-wrap items-center gap-3 border-t border-stone pt-6">
          <button type="submit" name="intent" value="save" disabled={busy} className="btn btn-primary">
            {saving ? "Saving…" : "Save where it is shown"}
          </button>
        </div>
      </Form>
    </div>
  );
}
