import { EditorErrorBoundary, EditorFrame, type fieldsOf } from "#app/components/admin/EditorFrame";
import { Notice } from "#app/components/admin/Notice";
import { useEditor } from "#app/components/admin/useEditor";
import { Checkbox, SelectField, TextArea, TextField } from "#app/components/forms/Field";
import { CERTIFIABLE_LEVELS, LEVEL_IDS, type LevelId } from "#app/content/energy-bases";
import { PRODUCT_KINDS } from "#app/content/product-kinds";
import {
  ENERGY_FIGURES_FORM,
  figureAnchor,
  isOptionalLevel,
  LEVEL_NAMES,
  levelField,
  levelKindField,
  STREAM_NAMES,
  STREAM_SOURCE_ROWS,
  STREAMS,
  streamField,
  streamSourceField,
  type StreamField,
} from "#app/lib/admin/energy-figures-form";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { energyKind } from "#app/lib/server/content/kinds/energy-editor.server";
import { editorAction, editorData, loadItem } from "#app/lib/server/content/editor-page.server";
import { ENERGY_FIGURES_ID } from "#app/lib/server/content/energy-figures.server";
import type { Route } from "./+types/energy";

/** The one record's address: /admin/energy names it without an id (decision 043). */
const ONE = { id: ENERGY_FIGURES_ID };

export const meta = () => staffMeta("Energy figures");

export async function loader(args: Route.LoaderArgs) {
  const item = await loadItem(energyKind, { ...args, params: ONE });
  return editorData(energyKind, item);
}

export async function action(args: Route.ActionArgs) {
  return editorAction(energyKind, { ...args, params: ONE }, { maxFields: ENERGY_FIGURES_FORM.maxFields });
}

const CHECKED_HINT = "The day you read the figure on that page, like Nov 27, 2026 or 2026-11-27.";
const URL_HINT = "The web address (starting https://) of the page that states it, not the site's home page.";
const CERTIFICATION_OPTIONS = CERTIFIABLE_LEVELS.map((id) => ({ value: id, label: LEVEL_NAMES[id] }));
const KIND_NAMES = (kind: string) => kind.replace(/-/g, " ");

type Field = ReturnType<typeof fieldsOf>;

const NOT_STATED_HINT =
  "Not stated while its highest U-value, source and checked day are all empty: no page mentions it and no product can claim it. Give all of them together to state it.";

function LevelFields({ id, field, values }: { id: LevelId; field: Field; values: Readonly<Record<string, string | undefined>> }) {
  const optional = isOptionalLevel(id);
  return (
    <fieldset id={figureAnchor(`levels.${id}`)} className="space-y-5">
      <legend className="font-display text-2xl text-aegean-dark">{LEVEL_NAMES[id]}</legend>
      {optional ? <p className="text-sm text-muted">{NOT_STATED_HINT}</p> : null}
      <TextField {...field(levelField(id, "name"))} limit={60} hint="As the page and the product statements name it." />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField {...field(levelField(id, "max_u"))} optional={optional} inputMode="decimal" hint="Like 1.22." />
        <TextField {...field(levelField(id, "installed_max_u"))} optional inputMode="decimal" hint="Passive House: once fitted in the wall." />
        <TextField {...field(levelField(id, "climate_zone"))} optional limit={40} hint="Passive House: like cool-temperate." />
      </div>
      <TextArea {...field(levelField(id, "explanation"))} rows={3} limit={400} hint="One or two sentences; the figures show from the fields above, so write none here." />
      {id === "bc-minimum" ? (
        <>
          <TextField {...field(levelField(id, "applies_products"))} limit={120} hint="Like windows and sliding glass doors for low-rise homes." />
          <TextField {...field(levelField(id, "applies_outside"))} limit={160} hint="Where a product that misses it can still be used." />
          <fieldset>
            <legend className="font-semibold text-ink">Kinds of product it covers</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {PRODUCT_KINDS.map((kind) => (
                <Checkbox key={`${kind}:${values[levelKindField(kind)] ?? ""}`} name={levelKindField(kind)} label={KIND_NAMES(kind)} defaultChecked={values[levelKindField(kind)] === "on"} />
              ))}
            </div>
          </fieldset>
        </>
      ) : null}
      <SourceFields name={field(levelField(id, "source_name"))} url={field(levelField(id, "source_url"))} optional={optional} />
      <TextField {...field(levelField(id, "checked_on"))} optional={optional} hint={CHECKED_HINT} />
    </fieldset>
  );
}

function SourceFields({ name, url, optional }: { name: ReturnType<Field>; url: ReturnType<Field>; optional?: boolean }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField {...name} optional={optional} limit={120} />
      <TextField {...url} optional={optional} inputMode="url" spellCheck={false} limit={300} hint={URL_HINT} />
    </div>
  );
}

function StreamFields({ stream, field }: { stream: StreamField; field: Field }) {
  return (
    <fieldset id={figureAnchor(`rebate.${STREAMS[stream]}`)} className="space-y-5">
      <legend className="font-display text-2xl text-aegean-dark">{STREAM_NAMES[stream]}</legend>
      <TextField {...field(streamField(stream, "name"))} limit={100} hint="As the programme names it." />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField {...field(streamField(stream, "per_unit"))} inputMode="numeric" hint="Whole dollars, like 100." />
        <TextField {...field(streamField(stream, "maximum"))} optional inputMode="numeric" hint="Where the programme states one." />
        <TextField {...field(streamField(stream, "cost_shares"))} optional limit={20} hint="Like 95, 60 (by income level)." />
      </div>
      <TextArea
        {...field(streamField(stream, "pre_registration"))}
        optional
        rows={2}
        limit={220}
        hint="What must happen before the work starts: shown first, as a warning, on the page and in every estimate."
      />
      <TextArea {...field(streamField(stream, "needs"))} rows={5} hint="One plain sentence a line, in the order a homeowner meets them (two to six)." />
      {Array.from({ length: STREAM_SOURCE_ROWS }, (_, i) => (
        <SourceFields key={i} name={field(streamSourceField(stream, i + 1, "name"))} url={field(streamSourceField(stream, i + 1, "url"))} optional={i > 0} />
      ))}
      <TextField {...field(streamField(stream, "checked_on"))} hint={CHECKED_HINT} />
    </fieldset>
  );
}

export default function EnergyEditor({ loaderData: loaded, actionData }: Route.ComponentProps) {
  const { field, values, frame } = useEditor(ENERGY_FIGURES_FORM, loaded, actionData);
  return (
    <EditorFrame
      {...frame}
      title="Energy and rebate figures"
      heading="Energy and rebate figures"
      intro={
        <p>
          Stated on the energy page, every product page and card, the rebate estimator, the quote summary and the spec sheets. Give each figure the page that
          states it and the day you checked it there: a figure not checked for 90 days is listed on the inbox until someone confirms or corrects it.
        </p>
      }
      saved={<Notice tone="success">Energy figures saved: they are live on the site.</Notice>}
      deletable={false}
    >
      {LEVEL_IDS.map((id) => (
        <LevelFields key={id} id={id} field={field} values={values} />
      ))}
      <fieldset className="space-y-5">
        <legend className="font-display text-2xl text-aegean-dark">The rebate</legend>
        <TextField {...field("rebate_programme")} limit={80} />
        <SelectField {...field("rebate_requires")} options={CERTIFICATION_OPTIONS} placeholder="Choose a certification" hint="Both streams pay only for products that hold it." />
      </fieldset>
      {(Object.keys(STREAMS) as StreamField[]).map((stream) => (
        <StreamFields key={stream} stream={stream} field={field} />
      ))}
      <fieldset id={figureAnchor("stepCode")} className="space-y-5">
        <legend className="font-display text-2xl text-aegean-dark">The Step Code for new houses</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...field("step_code_minimum")} inputMode="numeric" hint="From 1 to 5." />
          <TextField {...field("step_code_since")} hint="The month it applies from, like 2023-05." />
        </div>
        <SourceFields name={field("step_code_source_name")} url={field("step_code_source_url")} />
        <TextField {...field("step_code_checked_on")} hint={CHECKED_HINT} />
      </fieldset>
    </EditorFrame>
  );
}

export function ErrorBoundary() {
  return <EditorErrorBoundary kind="energy" />;
}
