import { PICTURE_LABELS, PICTURE_LIST_NAMES, PICTURE_LISTS, rowField, type PictureList } from "#app/lib/admin/product-pictures-form";
import { SelectField, TextField } from "#app/components/forms/Field";
import { diagramChoices, type DiagramChoice } from "#app/lib/admin/diagram-choices";
import { MediaPicker, type PickerImage } from "../media/MediaPicker";

/** The rows shown: each stored or posted row, then one empty row to add (while the list has room). */
export function shownRows(list: PictureList, values: Readonly<Record<string, string>>): number[] {
  const { max, text } = PICTURE_LISTS[list];
  const used = Array.from({ length: max }, (_, i) => i + 1).filter((n) =>
    [...text, "image", "from"].some((part) => (values[rowField(list, n, part as "image")] ?? "") !== ""),
  );
  const free = Array.from({ length: max }, (_, i) => i + 1).find((n) => !used.includes(n));
  return free ? [...used, free] : used;
}

/** A row's name, as its legend says it: "Picture 2", or "New picture" for the empty row. */
function rowName(list: PictureList, values: Readonly<Record<string, string>>, n: number, index: number): string {
  const { one } = PICTURE_LISTS[list];
  return values[rowField(list, n, "from")] ? `${one} ${index + 1}` : `New ${one.toLowerCase()}`;
}

/** The labels of the rows' fields as the error summary names them: "Caption, section drawing 2". */
export function rowLabels(values: Readonly<Record<string, string>>): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const list of PICTURE_LIST_NAMES) {
    shownRows(list, values).forEach((n, index) => {
      const name = rowName(list, values, n, index);
      for (const part of ["image", ...PICTURE_LISTS[list].text] as ("image" | "alt" | "kind" | "caption")[]) {
        labels[rowField(list, n, part)] = `${PICTURE_LABELS[part]}, ${name.charAt(0).toLowerCase()}${name.slice(1)}`;
      }
    });
  }
  return labels;
}

const HINTS: Record<PictureList, string> = {
  renders:
    "Up to 4 pictures of the product, each with a description of what it shows for people who can't see it (10 to 140 characters). To add one, fill in the empty row with an uploaded picture; to change the order, give the places you want.",
  typologies:
    "The ways it is made to open (fixed, single or double sash…): the drawn diagram's key (e.g. fixed, single-sash) and its caption, with an uploaded picture of it if you have one. Up to 8.",
  sections: "Cross-section drawings of the profiles, each with its caption; upload a drawing to replace the drawn one. Up to 4.",
};

/**
 * One list of the product's pictures as rows: each row's picture, text, place and remove box. Rows are added (the
 * empty row), removed and put in order in one save, without JavaScript.
 */
export function PictureRows({
  list,
  values,
  errors,
  choices,
  diagrams,
}: {
  list: PictureList;
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
  choices: readonly PickerImage[];
  /** The opening diagrams the site draws, for a type's row. */
  diagrams: readonly DiagramChoice[];
}) {
  const { heading, text } = PICTURE_LISTS[list];
  const rows = shownRows(list, values);
  const listError = errors[`${list}-list`];
  return (
    <fieldset id={`field-${list}-list`} tabIndex={-1} aria-describedby={`${list}-hint${listError ? ` ${list}-list-error` : ""}`} className="min-w-0 border border-stone bg-white p-4 focus:outline-none md:p-6">
      <legend className="px-1 text-xl font-semibold text-ink">{heading}</legend>
      <p id={`${list}-hint`} className="text-sm text-muted">
        {HINTS[list]}
      </p>
      {listError ? (
        <p id={`${list}-list-error`} className="mt-2 text-sm font-medium text-danger">
          {listError}
        </p>
      ) : null}
      <ol className="mt-4 space-y-6">
        {rows.map((n, index) => {
          const field = (part: "alt" | "kind" | "caption" | "image" | "from" | "order" | "remove") => rowField(list, n, part);
          const isNew = !values[field("from")];
          return (
            <li key={n} className="border-t border-stone pt-4">
              <fieldset className="min-w-0">
              <legend className="text-base font-semibold">{isNew ? `${rowName(list, values, n, index)} (fill in to add)` : rowName(list, values, n, index)}</legend>
              <input type="hidden" name={field("from")} value={values[field("from")] ?? ""} />
              <div className="mt-3 grid gap-4 lg:grid-cols-2">
                <MediaPicker
                  compact
                  name={field("image")}
                  label={PICTURE_LABELS.image}
                  value={values[field("image")] ?? ""}
                  choices={choices}
                  emptyLabel={isNew ? "Choose an uploaded picture" : "No uploaded picture: the drawing"}
                  hint={isNew ? "An uploaded picture for the new row." : "An uploaded picture shows in place of the drawing."}
                  error={errors[field("image")]}
                />
                <div className="grid gap-4">
                  {text.map((part) =>
                    part === "kind" ? (
                      <SelectField
                        key={part}
                        name={field(part)}
                        label={PICTURE_LABELS[part]}
                        hint="The drawing of how it opens, shown until a picture is chosen."
                        placeholder="Choose how it opens"
                        options={diagramChoices(diagrams, values[field(part)] ?? "")}
                        defaultValue={values[field(part)] ?? ""}
                        error={errors[field(part)]}
                        optional={isNew}
                      />
                    ) : (
                    <TextField
                      key={part}
                      name={field(part)}
                      label={PICTURE_LABELS[part]}
                      defaultValue={values[field(part)] ?? ""}
                      error={errors[field(part)]}
                      optional={isNew}
                      limit={part === "alt" ? 140 : 80}
                    />
                    ),
                  )}
                </div>
              </div>
              <div className="mt-3 flex flex-wrap items-end gap-6">
                <div className="w-28">
                  <TextField name={field("order")} label={PICTURE_LABELS.order} defaultValue={values[field("order")] ?? String(n)} inputMode="numeric" optional />
                </div>
                {isNew ? null : (
                  <label className="flex min-h-11 items-center gap-3 text-sm">
                    <input type="checkbox" name={field("remove")} defaultChecked={Boolean(values[field("remove")])} className="size-5 accent-aegean" />
                    {PICTURE_LABELS.remove}
                  </label>
                )}
              </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}
