import { Form, useNavigation } from "react-router";
import { StateBadge } from "#app/components/admin/ContentControls";
import { EditAndView, EmptyList, ItemList, ItemRow, StaffListPage } from "#app/components/admin/StaffListPage";
import { editorPath } from "#app/lib/admin/content-kinds";
import { contentList, deletedLine, justDeleted } from "#app/lib/admin/list-page";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { staffTime } from "#app/lib/business-time";
import { PRODUCT_FAMILIES } from "#app/lib/catalogue-roots";
import { ContentNotFound, listItemRows } from "#app/lib/server/content/content-store.server";
import { contentListAction, notice } from "#app/lib/server/content/editor-actions.server";
import type { StaffPost } from "#app/lib/server/staff/staff-post.server";
import { setProductStatus } from "#app/lib/server/catalogue/product-admin.server";
import { specSheets } from "#app/lib/server/catalogue/spec-sheets.server";
import { requireServices } from "#app/lib/server/platform/services.server";
import { requireStaff } from "#app/lib/server/staff/auth.server";
import type { Route } from "./+types/products";
import type { MetaMatches } from "#app/lib/content/root-content";

export const meta = ({ matches }: { matches: MetaMatches }) => staffMeta("Products", matches);

const STATUS_WORDS = { published: "Shown", draft: "Draft", hidden: "Hidden" } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const services = requireServices(context);
  const { store } = services;
  const requested = new URL(request.url).searchParams.get("family");
  const family = PRODUCT_FAMILIES.find((entry) => entry.id === requested)?.id ?? null;
  const [rows, deletedRows] = await Promise.all([listItemRows(store, "product", { deleted: false }), listItemRows(store, "product", { deleted: true })]);
  return {
    family,
    products: rows
      .filter((row) => !family || row.family === family)
      .sort((a, b) => Number(a.position) - Number(b.position) || Number(a.created_at) - Number(b.created_at))
      .map((row) => ({
        id: row.id,
        title: row.title,
        subtitle: row.subtitle,
        path: row.path,
        family: PRODUCT_FAMILIES.find((entry) => entry.id === row.family)?.name ?? row.family,
        status: row.status,
        publicPath: row.status === "draft" ? null : row.path,
        updatedBy: row.updated_by,
        updated: staffTime(Number(row.updated_at)),
      })),
    deleted: deletedRows.map((row) => deletedLine(row, row.title)),
    justDeleted: justDeleted(request, deletedRows, (row) => row.title),
    sheetsFailed: specSheets(services)
      .failures()
      .map((failure) => rows.find((row) => row.id === failure.productId)?.title ?? failure.productId),
  };
}

/** Hiding a product (its page answers 410) or showing it again; bringing a deleted one back is shared. */
async function productListAction({ staff, services, fields }: StaffPost) {
  if (fields.intent !== "hide" && fields.intent !== "show") return undefined;
  const id = typeof fields.id === "string" ? fields.id : "";
  try {
    const row = await setProductStatus(services.store, id, fields.intent === "show" ? "published" : "hidden", staff.email);
    return notice(
      "success",
      fields.intent === "show" ? `“${row.title}” is shown on the site again.` : `“${row.title}” is hidden: its page says it is no longer offered.`,
    );
  } catch (error) {
    if (error instanceof ContentNotFound) return notice("error", "That product is not in the list: it may have been deleted.", 404);
    throw error;
  }
}

export function action({ request, context }: Route.ActionArgs) {
  return contentListAction("product", request, context, productListAction);
}

const PRODUCTS_LIST = contentList("product", {
  intro: "The catalogue, in its order. Drafts and hidden products are only seen here; a hidden product's page tells visitors it is no longer offered.",
  deleted: { heading: "Deleted products", intro: "Not on the site. Bring one back with its record and history as they were.", look: "ruled" },
});

export default function ProductsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { products, deleted, justDeleted, family, sheetsFailed } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <StaffListPage definition={PRODUCTS_LIST} justDeleted={justDeleted} answer={actionData} deleted={deleted}>
      {sheetsFailed.length ? (
        <div className="mt-6 border-l-4 border-danger bg-danger-light px-4 py-3 text-danger-dark">
          <h2 className="font-sans text-base font-semibold">
            {sheetsFailed.length === 1 ? "One spec sheet could not be made" : `${sheetsFailed.length} spec sheets could not be made`}
          </h2>
          <p className="mt-1 text-sm">
            {sheetsFailed.join(", ")}: visitors who open {sheetsFailed.length === 1 ? "it" : "them"} are asked to call or email instead. Saving the product
            again tries once more; if it keeps failing, the server's log says why.
          </p>
        </div>
      ) : null}
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="family-filter" className="block font-semibold text-ink">
            Family
          </label>
          <select
            id="family-filter"
            name="family"
            defaultValue={family ?? ""}
            className="mt-1.5 block min-h-11 rounded-sm border border-[#8b8578] bg-white px-3 py-2 text-base text-ink focus-visible:outline-3 focus-visible:outline-offset-1"
          >
            <option value="">All families</option>
            {PRODUCT_FAMILIES.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-outline">
          Filter
        </button>
      </Form>
      <ItemList
        label="Products"
        items={products}
        empty={<EmptyList text={family ? "No products in this family." : "No products yet."} link="Add one" to={editorPath("product", "new")} />}
      >
        {(product) => (
          <ItemRow
            key={product.id}
            title={product.title}
            after={
              <>
                {" "}
                <span className="font-normal text-muted">{product.subtitle}</span>
              </>
            }
            edit={editorPath("product", product.id)}
            edited={{ by: product.updatedBy, at: product.updated }}
            links={
              <div className="flex flex-wrap items-center gap-x-5">
                <EditAndView title={product.title} edit={editorPath("product", product.id)} view={product.status === "published" ? product.publicPath : null} />
                {product.status !== "draft" ? (
                  <Form method="post">
                    <input type="hidden" name="id" value={product.id} />
                    <button type="submit" name="intent" value={product.status === "hidden" ? "show" : "hide"} disabled={busy} className="btn btn-outline">
                      {product.status === "hidden" ? "Show" : "Hide"}
                      <span className="sr-only"> “{product.title}”</span>
                    </button>
                  </Form>
                ) : null}
              </div>
            }
          >
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <StateBadge tone={product.status === "published" ? "live" : product.status === "hidden" ? "over" : "waiting"}>
                {STATUS_WORDS[product.status]}
              </StateBadge>
              <span>{product.family}</span>
              <span className="break-all font-mono">{product.path}</span>
            </p>
          </ItemRow>
        )}
      </ItemList>
    </StaffListPage>
  );
}
