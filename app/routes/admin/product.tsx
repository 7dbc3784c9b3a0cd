import { redirect } from "react-router";
import { StateBadge, StatusField } from "#app/components/admin/ContentControls";
import { EditorErrorBoundary, EditorFrame, LiveSavedNotice } from "#app/components/admin/EditorFrame";
import { useEditor } from "#app/components/admin/useEditor";
import { MarkdownField } from "#app/components/admin/MarkdownField";
import { Notice } from "#app/components/admin/Notice";
import { ProductPreview } from "#app/components/admin/product-editor/ProductPreview";
import { SpecificationRows } from "#app/components/admin/product-editor/SpecificationRows";
import { useProposedIds } from "#app/components/admin/product-editor/useProposedIds";
import { ProductTabs } from "#app/components/admin/ProductTabs";
import { SelectField, TextArea, TextField } from "#app/components/forms/Field";
import { PRODUCT_KINDS } from "#app/content/product-kinds";
import { editorPath, NEW_ID } from "#app/lib/admin/content-kinds";
import { PRODUCT_FORM, RECORD_FIELD, specRowCount } from "#app/lib/admin/product-form";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { PRODUCT_FAMILIES } from "#app/lib/catalogue-roots";
import { PRODUCT_DESCRIPTION_MAX_LENGTH } from "#app/lib/forms/staff/product-editor";
import { useHydrated } from "#app/lib/hydrated";
import { MARKDOWN_HELP, renderMarkdown } from "#app/lib/server/content/markdown.server";
import { specSheetLink } from "#app/lib/server/catalogue/spec-sheets.server";
import { productKind } from "#app/lib/server/catalogue/product-editor.server";
import { editorAction, editorData, loadItem } from "#app/lib/server/content/editor-page.server";
import { landingChoices, productPreview } from "#app/lib/server/catalogue/product-admin.server";
import { uploadedParts } from "#app/lib/server/content/product-pictures.server";
import { findProductRow } from "#app/lib/server/catalogue/product-row.server";
import { requireStaff } from "#app/lib/server/staff/auth.server";
import { isValidSlug } from "#app/lib/slug";
import { requireServices } from "#app/lib/server/platform/services.server";
import type { Route } from "./+types/product";
import { ViewOnSite } from "#app/components/admin/ViewOnSite";

/** The status choices: a draft is not on the site yet; a hidden product's page says it is no longer offered (HTTP 410). */
const STATUS_CHOICES = [
  { value: "published", label: "Shown on the site", hint: "At its address, on the sitemap and in the quote form; on its landing once placed there." },
  { value: "draft", label: "Draft", hint: "Only staff see it (Preview). Its address answers “not found” until it is shown." },
  { value: "hidden", label: "Hidden: no longer offered", hint: "Its page tells visitors it is no longer offered and links its collection page and related products; it leaves every list. Show it again at any time." },
] as const;

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  if (!loaded) return staffMeta("Product not found", matches);
  if (loaded.view === "preview") return staffMeta(`Preview: ${loaded.title}`, matches);
  return staffMeta(loaded.id ? `Edit: ${loaded.title}` : "New product", matches);
}

export async function loader(args: Route.LoaderArgs) {
  // The other parts of the editor are addressed by the catalogue id as well (/admin/products/sd95/pictures): the
  // Details part answers one with its stored address.
  const bySlug = await productAtCatalogueId(args);
  if (bySlug) throw redirect(`${editorPath("product", bySlug)}${new URL(args.request.url).search}`);
  const item = await loadItem(productKind, args);
  const { row, url } = item;
  // The product as visitors will see it, whatever its status: staff only.
  if (row && url.searchParams.get("view") === "preview") {
    const services = requireServices(args.context);
    const { path, page, problems } = productPreview(row, services.content.current().energy);
    const parts = page ? await uploadedParts(services.store, page.product) : null;
    // The sheet's address serves shown products only: a draft's or hidden product's preview leaves its link out.
    const specSheet = page && row.status === "published" ? await specSheetLink(page.product.id, { product: page.product, services }) : null;
    const withSheet = page && parts ? { ...page, ...parts, specSheet } : null;
    return { view: "preview" as const, id: row.id, title: row.title, status: row.status, path, page: withSheet, problems };
  }
  const edit = await editorData(productKind, item, () => ({
    title: row?.title ?? "",
    landings: landingChoices(),
    publicPath: row && row.status !== "draft" && row.deleted_at === null ? row.path : null,
    status: row?.status ?? "draft",
    markdownHelp: MARKDOWN_HELP,
    // The description as its page shows it; with JavaScript the preview then follows the typing.
    descriptionHtml: row ? renderMarkdown(row.description) : "",
  }));
  return { view: "edit" as const, ...edit };
}

export const action = (args: Route.ActionArgs) => editorAction(productKind, args);

/** The row id of the product whose catalogue id ("sd95") is the address's :id, for a signed-in staff member. */
async function productAtCatalogueId({ request, context, params }: Route.LoaderArgs): Promise<string | undefined> {
  if (!params.id || params.id === NEW_ID || !isValidSlug(params.id)) return undefined;
  await requireStaff(request, context);
  const row = await findProductRow(requireServices(context).store, params.id);
  return row && row.id !== params.id ? row.id : undefined;
}

type EditData = Extract<Route.ComponentProps["loaderData"], { view: "edit" }>;

export default function ProductEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.view === "preview") return <ProductPreview {...loaderData} />;
  // A new start after every stored change (a save, a restore): the form shows what is stored.
  return <ProductDetailsEditor key={`${loaderData.id ?? "new"}:${loaderData.version}`} data={loaderData} actionData={actionData} />;
}

function ProductDetailsEditor({ data: loaded, actionData }: { data: EditData; actionData: Route.ComponentProps["actionData"] }) {
  const { field, values, errors, checks, frame } = useEditor(PRODUCT_FORM, loaded, actionData);
  const stored = Boolean(loaded.id);
  const hydrated = useHydrated();
  useProposedIds(checks.formRef, !stored);
  const badge =
    loaded.status === "published" ? (
      <StateBadge tone="live">Shown</StateBadge>
    ) : loaded.status === "hidden" ? (
      <StateBadge tone="over">Hidden</StateBadge>
    ) : (
      <StateBadge tone="waiting">Draft</StateBadge>
    );
  return (
    <EditorFrame
      {...frame}
      title={loaded.title}
      heading={stored ? loaded.title : "New product"}
      intro={
        stored ? (
          <ProductTabs id={loaded.id!} current="details" />
        ) : (
          <p>
            A new product starts as a draft: preview it, then show it on the site. Its pictures, energy records and place on its landing are
            given on the product's other pages once it is saved.
          </p>
        )
      }
      badge={stored ? badge : null}
      actions={
        stored ? (
          <>
            <a href={editorPath("product", loaded.id, "view=preview")} className="btn btn-outline">
              Preview
            </a>
            <ViewOnSite path={loaded.publicPath} />
          </>
        ) : null
      }
      saved={
        loaded.status === "published" && loaded.publicPath ? (
          <LiveSavedNotice path={loaded.publicPath} what="product" />
        ) : (
          <Notice tone="success">Saved. {loaded.status === "hidden" ? "It is hidden: its page says it is no longer offered." : "It is a draft: only staff see it."}</Notice>
        )
      }
    >
      {errors[RECORD_FIELD] ? (
        <p id={`field-${RECORD_FIELD}`} tabIndex={-1} className="border-l-4 border-danger bg-danger-light px-4 py-3 text-danger-dark">
          {errors[RECORD_FIELD]}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <TextField {...field("title")} hint="As pages and cards name it, e.g. S97" limit={60} />
        <TextField {...field("subtitle")} hint="A few words under the name, e.g. Thermally broken casement window" limit={120} />
        <TextField {...field("manufacturer")} hint="The system's maker, e.g. Alumil" limit={40} />
        <SelectField {...field("family")} options={PRODUCT_FAMILIES.map((family) => ({ value: family.id, label: family.name }))} placeholder="Choose the family" />
        <SelectField {...field("kind")} hint="Picks its drawings and the energy rules that apply" options={PRODUCT_KINDS} placeholder="Choose the kind" />
        <TextField
          {...field("slug")}
          hint={
            stored
              ? "Names its pictures, spec sheet and energy records: it cannot change."
              : "Names its pictures, spec sheet and energy records, e.g. s97; made from the name unless you type one. It cannot change later."
          }
          readOnly={stored}
          required={stored}
          limit={40}
          autoComplete="off"
        />
      </div>
      <fieldset className="grid gap-6 border border-stone p-4 md:p-6 lg:grid-cols-2">
        <legend className="px-1 font-display text-2xl text-aegean-dark">Address</legend>
        <SelectField {...field("landing")} hint="The page it is listed under" options={loaded.landings} placeholder="Choose the page" />
        <TextField
          {...field("segment")}
          hint={`The last part of its address, e.g. s97 for ${values.landing || "/windows/alumil"}/s97${stored ? "" : ", made from the name unless you type one"}. Changing it later keeps the old address working (it redirects).`}
          required={stored}
          limit={40}
          autoComplete="off"
        />
      </fieldset>
      <TextArea {...field("summary")} hint="One or two sentences (60 to 170 characters): the cards, search results and link previews show it." rows={3} limit={170} />
      <MarkdownField
        name="description"
        label={PRODUCT_FORM.labels.description!}
        hint="120 to 250 words in Markdown: paragraphs separated by a blank line, **bold**, lists and links. Cleaned as journal posts are."
        rows={12}
        limit={PRODUCT_DESCRIPTION_MAX_LENGTH}
        emptyNote="Nothing to preview yet: the description is empty."
        defaultValue={values.description ?? ""}
        initialHtml={loaded.descriptionHtml}
        error={errors.description}
        help={loaded.markdownHelp}
        previewNote={hydrated ? "Updates as you type" : "The saved description: save, or open Preview, to see a change"}
      />
      <SpecificationRows values={values} errors={errors} rows={specRowCount(values)} />
      <fieldset className="grid gap-6 border border-stone p-4 md:p-6 md:grid-cols-3">
        <legend className="px-1 font-display text-2xl text-aegean-dark">Step Code recommendation</legend>
        <p className="text-sm text-muted md:col-span-3">Leave all three empty for none. Steps run from 1 to 5; 6 stands for Passive House.</p>
        <TextField {...field("step_label")} optional hint="Starts with “Step Code” and the first step, e.g. Step Code 3-5" limit={60} />
        <TextField {...field("step_from")} optional inputMode="numeric" autoComplete="off" />
        <TextField {...field("step_to")} optional inputMode="numeric" autoComplete="off" />
      </fieldset>
      <TextArea
        {...field("energy_notes")}
        hint="What is particular to this product's energy performance (40 to 400 characters). The energy levels and the Step Code explanation are added by the site."
        rows={4}
        limit={400}
      />
      {values.advantages !== undefined ? <TextArea {...field("advantages")} hint="One advantage a line." rows={6} limit={2400} /> : null}
      <StatusField
        boxed
        label={PRODUCT_FORM.labels.status!}
        error={errors.status}
        choices={STATUS_CHOICES.map((choice) => ({ ...choice, checked: (values.status ?? "draft") === choice.value }))}
      />
    </EditorFrame>
  );
}

export function ErrorBoundary() {
  return <EditorErrorBoundary kind="product" />;
}
