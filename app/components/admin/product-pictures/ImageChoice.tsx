import { Picture } from "#app/components/Picture";
import { controlProps } from "#app/components/forms/Field";
import { mediaImage } from "#app/lib/media";

export interface LibraryChoice {
  id: string;
  name: string;
  width: number;
  height: number;
}

/**
 * A picture chosen from the image library (a list: its drawing, or one of the newest images), with a thumbnail of
 * the one chosen when the page was shown. Its error and hint are wired to the list for assistive technology.
 */
export function ImageChoice({
  name,
  label,
  value,
  choices,
  drawnLabel,
  error,
}: {
  name: string;
  label: string;
  value: string;
  choices: readonly LibraryChoice[];
  /** What "no uploaded picture" means here: "The drawn cover", "No picture (the drawing of its place)". */
  drawnLabel: string;
  error?: string;
}) {
  const chosen = choices.find((choice) => choice.id === value);
  const errorId = error ? `field-${name}-error` : undefined;
  const control = controlProps(name, error, true, errorId);
  return (
    <div className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <label htmlFor={control.id} className="block font-semibold text-ink">
          {label}
        </label>
        <select {...control} defaultValue={value} className={`${control.className} mt-1.5`}>
          <option value="">{drawnLabel}</option>
          {value && !chosen ? <option value={value}>An image no longer in the library</option> : null}
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name} ({choice.width} × {choice.height})
            </option>
          ))}
        </select>
        {error ? (
          <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
      </div>
      {chosen ? (
        <span className="block w-32 shrink-0 overflow-hidden border border-stone bg-marble">
          <Picture image={mediaImage(chosen)} alt="" sizes="128px" className="h-auto w-full" />
        </span>
      ) : null}
    </div>
  );
}
