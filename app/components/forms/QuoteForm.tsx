import { useEffect, useMemo, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { useSite } from "#app/lib/content/root-content";
import { LIMITS } from "#app/lib/forms/limits";
import {
  ENERGY_TARGETS,
  MAX_OPENINGS,
  OPENING_PARTS,
  OPENINGS_FIELD,
  openingField,
  PROJECT_TYPES,
  QUOTE_FIELDS,
  QUOTE_LIMITS,
  scheduleOpenings,
  TIMELINES,
  type OpeningPart,
} from "#app/lib/forms/quote-fields";
import type { FieldErrors } from "#app/lib/forms/limits";
import type { FormResult } from "#app/lib/forms/results";
import { ADVISE, ADVISE_LABEL, findQuoteProduct, type QuoteCatalogue } from "#app/lib/quote/catalogue";
import { sizeGuidance, type GuidanceNote } from "#app/lib/quote/guidance";
import {
  applyRowAction,
  ROW_ACTION_FIELD,
  ROWS_FIELD,
  type OpeningRow,
  type RowAction,
} from "#app/lib/quote/rows";
import { quoteSummary, SUMMARY_FAMILY_LABELS, type QuoteSummary } from "#app/lib/quote/summary";
import { formatSize, isLengthUnit, parseLength, toWholeMm } from "#app/lib/quote/units";
import { useCaptchaGate } from "./CaptchaGate";
import { BackHome } from "./ThankYou";
import { FormSend, GuardedForm, useLeadResult } from "./GuardedForm";
import { ErrorSummary } from "./ErrorSummary";
import { controlProps, FieldShell, SelectField, TextArea, TextField } from "./Field";
import { FormErrorAlert, HeardOfUsAndNews, PERSON_LABELS, PersonFields } from "./PersonFields";
import { FormPart } from "./FormPart";
import { ColumnHeads } from "../ColumnHeads";
import { QuoteAttachments } from "./QuoteAttachments";
import { QuoteEnergyLines } from "./QuoteEnergy";
import { quoteEnergy } from "#app/lib/quote/energy";
import { quoteRebateEstimate } from "#app/lib/quote/rebate";
import type { RebateFigures } from "#app/lib/rebate-estimate";
import { RebateEstimateResult } from "../RebateEstimate";
import { ATTACHMENTS_ERROR_FIELD, fileFacts } from "#app/lib/quote/attachments";
import { quoteSchemaLoader } from "./schema-loaders";
import { HELD_RECEIVED } from "#app/lib/forms/held";
import { useFormValidation } from "./useFormValidation";

const PART_LABELS: Record<OpeningPart, string> = {
  product: "Product",
  configuration: "Configuration",
  width: "Width",
  height: "Height",
  unit: "Unit",
  quantity: "Quantity",
  note: "Room or note",
};

/** Every field's label, for the error summary ("Opening 3 width"). */
/** The buttons each opening of the schedule has, in order, and their words (the label adds the opening's number). */
const ROW_BUTTONS = ["duplicate", "remove"] as const;
const ROW_BUTTON_LABELS: Record<(typeof ROW_BUTTONS)[number], string> = { duplicate: "Duplicate", remove: "Remove" };

const LABELS: Record<string, string> = {
  ...PERSON_LABELS,
  project_location: "Project address or city",
  project_type: "Type of project",
  timeline: "Timeline",
  energy_target: "Energy target",
  [OPENINGS_FIELD]: "Openings",
  [ATTACHMENTS_ERROR_FIELD]: "Drawings and photos",
  how_did_you_hear: "How did you hear about us?",
  message: "Message",
  ...Object.fromEntries(
    Array.from({ length: MAX_OPENINGS }, (_, i) =>
      OPENING_PARTS.map((part) => [openingField(i + 1, part), `Opening ${i + 1} ${PART_LABELS[part].toLowerCase()}`]),
    ).flat(),
  ),
};

/** Fields in the order they appear, every row's included, for the error summary and the first error's focus. */
const ORDER: readonly string[] = QUOTE_FIELDS.flatMap((field) =>
  field === OPENINGS_FIELD
    ? [
        OPENINGS_FIELD,
        ...Array.from({ length: MAX_OPENINGS }, (_, i) => OPENING_PARTS.map((part) => openingField(i + 1, part))).flat(),
        ATTACHMENTS_ERROR_FIELD,
      ]
    : [field],
);

export type { QuoteActionData, RowActionData } from "#app/lib/forms/results";
import type { QuoteActionData } from "#app/lib/forms/results";

interface KeyedRow extends OpeningRow {
  key: number;
}

function rowFields(rows: readonly OpeningRow[]): Record<string, string> {
  return Object.fromEntries(rows.flatMap((row, i) => OPENING_PARTS.map((part) => [openingField(i + 1, part), row[part]])));
}

/** A size as typed, in whole mm, or 0 while it does not read as one. */
function typedMm(text: string, unit: string): number {
  const value = parseLength(text.trim(), isLengthUnit(unit) ? unit : "mm");
  return value !== undefined && Number.isFinite(value) && value > 0 ? toWholeMm(value, isLengthUnit(unit) ? unit : "mm") : 0;
}

function rowGuidance(row: OpeningRow, catalogue: QuoteCatalogue): GuidanceNote[] {
  return sizeGuidance(
    { product: row.product, configuration: row.configuration || null, widthMm: typedMm(row.width, row.unit), heightMm: typedMm(row.height, row.unit) },
    catalogue,
  );
}

const FAMILY_GROUPS = [
  { family: "doors", label: "Doors" },
  { family: "windows", label: "Windows" },
  { family: "curtain-walls", label: "Curtain walls" },
] as const;

function plural(count: number, one: string, many: string) {
  return `${count} ${count === 1 ? one : many}`;
}

/** "7 openings, 25.92 m² (278.95 ft²)", then each family that has any. */
export function SummaryLines({ summary }: { summary: QuoteSummary }) {
  const families = summary.families.filter((family) => family.openings > 0);
  return (
    <>
      <p className="font-semibold">
        {plural(summary.openings, "opening", "openings")}, {summary.areaM2.toFixed(2)} m² ({summary.areaFt2.toFixed(2)} ft²)
      </p>
      {families.length ? (
        <ul className="mt-1 space-y-0.5 text-sm">
          {families.map((family) => (
            <li key={family.family}>
              {family.label}: {family.openings}, {family.areaM2.toFixed(2)} m² ({family.areaFt2.toFixed(2)} ft²)
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** The quote form, sent by the page's island (QuoteRequest), which says when it is `submitting`. */
export function QuoteForm({
  catalogue,
  rebate,
  result,
  initialRows,
  initialValues,
  submitting,
  onSubmit,
}: {
  catalogue: QuoteCatalogue;
  /** The rebate's figures, for the summary's estimate. */
  rebate: RebateFigures;
  result?: QuoteActionData;
  initialRows: OpeningRow[];
  initialValues: Record<string, string>;
  submitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const failed = result && "ok" in result && !result.ok ? result : undefined;
  // Made when the form is first checked, not as the page hydrates.
  const rowResult = result && "rowAction" in result ? result : undefined;
  const { formRef, summaryRef, errors, validate } = useFormValidation(quoteSchemaLoader(catalogue), ORDER, failed?.errors ?? rowResult?.errors);
  const received = failed?.attachments ?? rowResult?.attachments ?? [];
  const captcha = useCaptchaGate();
  const nextKey = useRef(initialRows.length);
  const [rows, setRows] = useState<KeyedRow[]>(() => initialRows.map((row, key) => ({ ...row, key })));
  const [announcement, setAnnouncement] = useState(result && "rowAction" in result ? result.message : "");
  const [focusRow, setFocusRow] = useState<number | undefined>(result && "rowAction" in result ? result.focus : undefined);
  const values = initialValues;
  /** A field of the form's own (not a schedule line): its name, label, what was sent and its error. */
  const field = (name: string) => ({ name, label: LABELS[name]!, defaultValue: values[name] ?? "", error: errors[name] });

  useLeadResult(captcha, result);

  useEffect(() => {
    if (focusRow === undefined) return;
    document.getElementById(`field-${openingField(focusRow, "product")}`)?.focus();
  }, [focusRow]);

  const openings = useMemo(() => scheduleOpenings(rowFields(rows), catalogue), [rows, catalogue]);
  const summary = useMemo(() => quoteSummary(openings, catalogue), [openings, catalogue]);
  const [projectType, setProjectType] = useState(values.project_type ?? "");
  const energy = useMemo(() => quoteEnergy(rows, catalogue, projectType), [rows, catalogue, projectType]);
  const estimate = useMemo(() => quoteRebateEstimate(openings, catalogue, projectType, rebate), [openings, catalogue, projectType, rebate]);

  const update = (index: number, part: OpeningPart, value: string) =>
    setRows((current) =>
      current.map((row, i) => {
        if (i !== index) return row;
        const next = { ...row, [part]: value };
        // A configuration belongs to its product.
        if (part === "product") next.configuration = "";
        return next;
      }),
    );

  function rowButton(action: RowAction) {
    return (event: MouseEvent<HTMLButtonElement>) => {
      event.preventDefault();
      const applied = applyRowAction(rows, action);
      const keyed = applied.rows.map((row) => ("key" in row ? (row as KeyedRow) : { ...row, key: nextKey.current++ }));
      // A duplicate is a row of its own.
      if (action.kind === "duplicate") keyed[action.n] = { ...keyed[action.n]!, key: nextKey.current++ };
      setRows(keyed);
      setAnnouncement(applied.message);
      setFocusRow(undefined);
      requestAnimationFrame(() => setFocusRow(applied.focus));
    };
  }

  const errorFor = (errors: FieldErrors, n: number, part: OpeningPart) => errors[openingField(n, part)];

  return (
    <GuardedForm
      gate={captcha}
      formRef={formRef}
      validate={validate}
      onSubmit={onSubmit}
      action="/quote"
      encType="multipart/form-data"
      aria-labelledby="quote-heading"
      className="space-y-8"
    >
      <FormErrorAlert message={failed?.formError} />
      <ErrorSummary errors={errors} labels={LABELS} order={ORDER} summaryRef={summaryRef} />

      <FormPart legend="Your details">
        <PersonFields values={values} errors={errors} />
      </FormPart>

      <FormPart legend="The project">
        <TextField
          {...field("project_location")}
          hint="The street address, or the city if you prefer"
          limit={QUOTE_LIMITS.location}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            {...field("project_type")}
            placeholder="Select the type"
            options={PROJECT_TYPES}
            onChange={(event) => setProjectType(event.target.value)}
          />
          <SelectField
            {...field("timeline")}
            placeholder="Select when"
            options={TIMELINES}
          />
        </div>
        <SelectField
          {...field("energy_target")}
          hint="Step Code level or Passive House, if the project aims for one"
          optional
          placeholder="Select a target"
          options={ENERGY_TARGETS}
        />
      </FormPart>

      <FormPart legend="Openings" describedBy="schedule-hint">
        <p id="schedule-hint" className="text-sm text-muted">
          One line per opening: the product, its size in mm or inches, and how many. Not sure which product suits? Choose
          “{ADVISE_LABEL}”.
        </p>
        <p id={`field-${OPENINGS_FIELD}`} tabIndex={-1} className="text-sm font-medium text-danger empty:hidden focus:outline-none">
          {errors[OPENINGS_FIELD] ?? ""}
        </p>
        <input type="hidden" name={ROWS_FIELD} value={rows.length} />
        <ol className="space-y-5">
          {rows.map((row, index) => {
            const n = index + 1;
            const product = findQuoteProduct(catalogue, row.product);
            const notes = rowGuidance(row, catalogue);
            const noteId = `opening-${n}-guidance`;
            return (
              <li key={row.key} className="border border-stone bg-marble/40 p-4">
                <fieldset className="space-y-4">
                  <legend className="font-semibold">Opening {n}</legend>
                  <div className="grid gap-4 sm:grid-cols-2">
                    <FieldShell id={`field-${openingField(n, "product")}`} label={PART_LABELS.product} error={errorFor(errors, n, "product")}>
                      {(describedBy) => (
                        <select
                          {...controlProps(openingField(n, "product"), errorFor(errors, n, "product"), true, describedBy)}
                          value={row.product}
                          onChange={(event) => update(index, "product", event.target.value)}
                        >
                          <option value="">Choose a product</option>
                          {FAMILY_GROUPS.map((group) => (
                            <optgroup key={group.family} label={group.label}>
                              {catalogue
                                .filter((entry) => entry.family === group.family)
                                .map((entry) => (
                                  <option key={entry.id} value={entry.id}>
                                    {entry.title}
                                  </option>
                                ))}
                            </optgroup>
                          ))}
                          <option value={ADVISE}>{ADVISE_LABEL}</option>
                        </select>
                      )}
                    </FieldShell>
                    {product && product.configurations.length > 0 ? (
                      <FieldShell
                        id={`field-${openingField(n, "configuration")}`}
                        label={PART_LABELS.configuration}
                        optional
                        error={errorFor(errors, n, "configuration")}
                      >
                        {(describedBy) => (
                          <select
                            {...controlProps(openingField(n, "configuration"), errorFor(errors, n, "configuration"), true, describedBy)}
                            value={row.configuration}
                            onChange={(event) => update(index, "configuration", event.target.value)}
                          >
                            <option value="">Not decided</option>
                            {product.configurations.map((option) => (
                              <option key={option.value} value={option.value}>
                                {option.label}
                              </option>
                            ))}
                          </select>
                        )}
                      </FieldShell>
                    ) : null}
                  </div>
                  <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
                    {(["width", "height"] as const).map((part) => (
                      <TextField
                        key={part}
                        name={openingField(n, part)}
                        label={PART_LABELS[part]}
                        inputMode="decimal"
                        autoComplete="off"
                        limit={QUOTE_LIMITS.number}
                        value={row[part]}
                        onChange={(event) => update(index, part, event.target.value)}
                        error={errorFor(errors, n, part)}
                        aria-describedby={
                          [errorFor(errors, n, part) ? `field-${openingField(n, part)}-error` : "", notes.some((note) => note.part === part) ? noteId : ""]
                            .filter(Boolean)
                            .join(" ") || undefined
                        }
                        required={false}
                      />
                    ))}
                    <FieldShell id={`field-${openingField(n, "unit")}`} label={PART_LABELS.unit} error={errorFor(errors, n, "unit")}>
                      {(describedBy) => (
                        <select
                          {...controlProps(openingField(n, "unit"), errorFor(errors, n, "unit"), true, describedBy)}
                          value={row.unit}
                          onChange={(event) => update(index, "unit", event.target.value)}
                        >
                          <option value="mm">mm</option>
                          <option value="in">inches</option>
                        </select>
                      )}
                    </FieldShell>
                    <TextField
                      name={openingField(n, "quantity")}
                      label={PART_LABELS.quantity}
                      inputMode="numeric"
                      autoComplete="off"
                      limit={QUOTE_LIMITS.number}
                      value={row.quantity}
                      onChange={(event) => update(index, "quantity", event.target.value)}
                      error={errorFor(errors, n, "quantity")}
                      required={false}
                    />
                  </div>
                  {notes.length ? (
                    <ul id={noteId} className="space-y-1 border-l-4 border-bronze bg-white p-3 text-sm">
                      {notes.map((note) => (
                        <li key={note.part}>{note.message}</li>
                      ))}
                    </ul>
                  ) : null}
                  <TextField
                    name={openingField(n, "note")}
                    label={PART_LABELS.note}
                    optional
                    limit={QUOTE_LIMITS.note}
                    value={row.note}
                    onChange={(event) => update(index, "note", event.target.value)}
                    error={errorFor(errors, n, "note")}
                  />
                  <div className="flex flex-wrap gap-3">
                    {ROW_BUTTONS.map((kind) => (
                      <button
                        key={kind}
                        type="submit"
                        name={ROW_ACTION_FIELD}
                        value={`${kind}-${n}`}
                        formNoValidate
                        aria-label={`${ROW_BUTTON_LABELS[kind]} opening ${n}`}
                        className="btn btn-outline"
                        onClick={rowButton({ kind, n })}
                      >
                        {ROW_BUTTON_LABELS[kind]}
                      </button>
                    ))}
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        {rows.length < MAX_OPENINGS ? (
          <button type="submit" name={ROW_ACTION_FIELD} value="add" formNoValidate className="btn btn-outline" onClick={rowButton({ kind: "add" })}>
            Add another opening
          </button>
        ) : (
          <p className="text-sm text-muted">The schedule has room for {MAX_OPENINGS} openings; tell us about more in your message.</p>
        )}
        <p role="status" className="sr-only">
          {announcement}
        </p>
        <section aria-labelledby="summary-heading" className="border-l-4 border-aegean bg-white p-4">
          <h3 id="summary-heading" className="font-sans text-base font-semibold">
            Summary
          </h3>
          <div aria-live="polite" aria-atomic="true" className="mt-1">
            <SummaryLines summary={summary} />
          </div>
          <p className="mt-2 text-sm text-muted">Areas are width × height of each opening, frame included.</p>
          <QuoteEnergyLines energy={energy} headingLevel={4} />
          {estimate ? <RebateEstimateResult estimate={estimate} headingLevel={4} /> : null}
        </section>
      </FormPart>

      <QuoteAttachments key={received.map((file) => file.id).join()} received={received} error={errors[ATTACHMENTS_ERROR_FIELD]} />

      <FormPart legend="Anything else">
        <TextArea
          {...field("message")}
          hint="What the schedule cannot say: access, the site, drawings to follow"
          limit={LIMITS.message}
        />
        <HeardOfUsAndNews values={values} errors={errors} />
      </FormPart>
      <FormSend
        gate={captcha}
        privacy="We use your details only to answer your request, and never share them."
        submitting={submitting}
        label="SEND QUOTE REQUEST"
        busyLabel="Sending…"
      />
    </GuardedForm>
  );
}

/** The columns of what was sent, as the visitor reads them back. */
const SENT_COLUMNS = ["#", "Product", "Size", "Qty", "Room or note"];

/** What the visitor sees once the request is stored: what was sent, line by line, and the summary. */
export function QuoteSent({
  result,
  catalogue,
  rebate,
}: {
  result: Extract<FormResult, { ok: true }>;
  catalogue: QuoteCatalogue;
  rebate: RebateFigures;
}) {
  const site = useSite();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const quote = result.quote;
  const sentEstimate = quote ? quoteRebateEstimate(quote.openings, catalogue, quote.projectType, rebate) : null;
  return (
    <section aria-labelledby="thank-you-heading" className="border border-stone bg-white p-6 md:p-8">
      <h2 id="thank-you-heading" ref={heading} tabIndex={-1} className="text-4xl focus:outline-none">
        Thank You
      </h2>
      <p className="mt-4 text-lg">
        {result.held ? `We have your quote request. ${HELD_RECEIVED}` : "We have your quote request and will answer within one business day."} Questions in the meantime? Email{" "}
        <a href={`mailto:${site.email}`} className="text-aegean underline">
          {site.email}
        </a>
        .
      </p>
      {quote ? (
        <>
          <h3 className="mt-8 font-sans text-lg font-semibold">What you sent</h3>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[32rem] text-left text-sm">
              <thead>
                <ColumnHeads names={SENT_COLUMNS} className="border-b border-stone" cellClassName={(_, index) => (index < SENT_COLUMNS.length - 1 ? "py-2 pr-3" : "py-2")} />
              </thead>
              <tbody>
                {quote.openings.map((opening, index) => {
                  const product = findQuoteProduct(catalogue, opening.product);
                  const configuration = product?.configurations.find((option) => option.value === opening.configuration)?.label;
                  return (
                    <tr key={index} className="border-b border-stone/60 align-top">
                      <td className="py-2 pr-3">{index + 1}</td>
                      <td className="py-2 pr-3">
                        {product?.title ?? SUMMARY_FAMILY_LABELS[ADVISE]}
                        {configuration ? <span className="block text-muted">{configuration}</span> : null}
                      </td>
                      <td className="py-2 pr-3">{formatSize(opening.widthMm, opening.heightMm)}</td>
                      <td className="py-2 pr-3">{opening.quantity}</td>
                      <td className="py-2">{opening.note ?? ""}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <div className="mt-4 border-l-4 border-aegean p-4">
            <SummaryLines summary={quote.summary} />
            <QuoteEnergyLines energy={quoteEnergy(quote.openings, catalogue, quote.projectType)} headingLevel={4} />
            {sentEstimate ? <RebateEstimateResult estimate={sentEstimate} headingLevel={4} /> : null}
          </div>
          {quote.attachments.length ? (
            <>
              <h3 id="sent-files-heading" className="mt-6 font-sans text-lg font-semibold">
                Files you attached
              </h3>
              <ul aria-labelledby="sent-files-heading" className="mt-2 list-disc space-y-1 pl-5">
                {quote.attachments.map((file) => (
                  <li key={file.id}>
                    {file.name} ({fileFacts(file)})
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
      <BackHome />
    </section>
  );
}
