import { useId, useRef, useState, type ChangeEvent, type ReactNode } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { Picture } from "#app/components/Picture";
import { FieldShell, controlProps } from "#app/components/forms/Field";
import { isMediaId, mediaImage } from "#app/lib/media";
import type { CoverChoice } from "#app/lib/server/content/journal-admin.server";
import { libraryUploadFor, PICK_PARAM } from "#app/lib/admin/media-library";
import { UPLOAD_ACCEPT, UPLOAD_FAILED, UPLOAD_GUIDANCE } from "#app/lib/media-upload";
import { useHydrated } from "#app/lib/hydrated";
import { ChoiceRadio } from "../ChoiceRadio";
import { UploadProgress } from "../UploadProgress";
import { useMediaUpload } from "../useMediaUpload";

/**
 * An image a picker offers: the library's newest, the chosen one among them, as coverChoices on the server gives them
 * (its `described`, what it shows in the words staff wrote where it is used, is searched with the name).
 */
export type PickerImage = CoverChoice;

/** The longest upload refusal shown from the address. */
const MAX_ERROR_SHOWN = 500;

const FRAMES = { square: "aspect-square", wide: "aspect-[3/2]" } as const;

const choiceClass =
  "relative flex min-w-0 cursor-pointer flex-col border-2 border-stone bg-white p-1.5 has-[:checked]:border-aegean has-[:checked]:bg-aegean-light has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-bronze";

/** The most of an image's description a list option shows (without JavaScript), so the list stays readable. */
const OPTION_DESCRIPTION_LENGTH = 80;

/**
 * Whether an image's name and description together have every word typed in the search (any case, any order: "lake
 * dusk" finds "IMG_2041.jpg" described as "The lake side at dusk").
 */
export function matchesSearch(image: Pick<PickerImage, "name" | "described">, query: string): boolean {
  const words = query.toLocaleLowerCase("en-CA").split(/\s+/).filter(Boolean);
  const haystack = `${image.name} ${image.described ?? ""}`.toLocaleLowerCase("en-CA");
  return words.every((word) => haystack.includes(word));
}

/** An image as a list option reads without JavaScript: its name, what it shows (shortened) and its size. */
export function optionLabel(image: Pick<PickerImage, "name" | "described" | "width" | "height">): string {
  const described = image.described
    ? image.described.length > OPTION_DESCRIPTION_LENGTH
      ? ` — ${image.described.slice(0, OPTION_DESCRIPTION_LENGTH - 1).trimEnd()}…`
      : ` — ${image.described}`
    : "";
  return `${image.name}${described} (${image.width} × ${image.height})`;
}

/**
 * A picture chosen from the image library where it is used (the team, a page, a product's cover). With JavaScript:
 * the chosen picture with its name, a search by name and description, the library as thumbnails to choose from (radio buttons, so the
 * keyboard moves through them) and an upload that puts the new picture first, chosen. Without JavaScript: a list of
 * the images by name, the chosen one's thumbnail, and a link to upload in the library, which comes back here with the
 * new picture chosen (?pick=field&uploaded=id). Either way the form posts `name` with the chosen image's id ("" for
 * none).
 */
export function MediaPicker({
  name,
  label,
  value,
  choices,
  emptyLabel,
  emptyPreview,
  hint,
  error,
  frame = "wide",
  onPicked,
  onUploaded,
  compact = false,
  uploadable = true,
}: {
  name: string;
  label: string;
  value: string;
  choices: readonly PickerImage[];
  /** What choosing no image means here: "No photo: their initials", "The drawn cover". */
  emptyLabel: string;
  /** What shows in the chosen picture's place with no image chosen (a monogram, the drawing); words when absent. */
  emptyPreview?: ReactNode;
  hint: string;
  error?: string;
  frame?: keyof typeof FRAMES;
  /** Told when an image is chosen (by a click, the keyboard or an upload). */
  onPicked?: (id: string) => void;
  /** Told when an upload has been chosen (after onPicked): the journal moves on to the cover's description. */
  onUploaded?: (id: string) => void;
  /**
   * For a picker repeated in rows (a product's renders, diagrams, sections): the library opens on a button, so a page
   * of rows does not show the library once per row. Closed, the choice travels in a hidden field.
   */
  compact?: boolean;
  /** False where the editor has an upload of its own next to the picker (a project's photos): the library only. */
  uploadable?: boolean;
}) {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const location = useLocation();
  const mine = params.get(PICK_PARAM) === name;
  const uploadedHere = mine ? (params.get("uploaded") ?? "").split(",").find(isMediaId) : undefined;
  const uploadError = mine ? (params.get("uploadError")?.slice(0, MAX_ERROR_SHOWN) ?? null) : null;
  const initial = uploadedHere && choices.some((choice) => choice.id === uploadedHere) ? uploadedHere : value;

  const [picked, setPicked] = useState(initial);
  const [list, setList] = useState<readonly PickerImage[]>(choices);
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(!compact);
  const uploads = useMediaUpload();
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = useId();
  const chosen = list.find((choice) => choice.id === picked);
  const frameClass = FRAMES[frame];
  const returnPath = `${location.pathname}${location.search}`;

  function pick(id: string) {
    setPicked(id);
    onPicked?.(id);
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.currentTarget.files ?? [])];
    if (!files.length) return;
    const stored = await uploads.upload(files);
    if (fileInput.current) fileInput.current.value = "";
    // A refusal shows in the upload's progress list, with the server's reason.
    if (!stored.length) return;
    const fresh = stored.map((image) => ({ id: image.id, name: image.originalName, width: image.width, height: image.height }));
    setList((current) => [...fresh, ...current.filter((choice) => !fresh.some((image) => image.id === choice.id))]);
    setQuery("");
    pick(fresh[0]!.id);
    onUploaded?.(fresh[0]!.id);
  }

  const preview = (
    <span className={`block w-32 shrink-0 overflow-hidden border border-stone bg-marble ${frameClass}`}>
      {chosen ? (
        <Picture image={mediaImage(chosen)} alt="" sizes="128px" className="h-full w-full object-cover" />
      ) : (
        (emptyPreview ?? <span className="flex h-full items-center justify-center p-2 text-center text-sm text-muted">No picture</span>)
      )}
    </span>
  );

  if (!hydrated) {
    // Without JavaScript: the images by name, and the upload in the library (it comes back with the picture chosen).
    const errorId = error ? `field-${name}-error` : undefined;
    return (
      <div className="flex min-w-0 flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <FieldShell id={`field-${name}`} label={label} error={error} hint={hint} optional>
            {(describedBy) => (
              <select {...controlProps(name, error, true, describedBy ?? errorId)} defaultValue={initial}>
                <option value="">{emptyLabel}</option>
                {initial && !choices.some((choice) => choice.id === initial) ? <option value={initial}>An image no longer in the library</option> : null}
                {choices.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {optionLabel(choice)}
                  </option>
                ))}
              </select>
            )}
          </FieldShell>
          {uploadError ? <UploadRefused message={uploadError} /> : null}
          {uploadedHere && initial === uploadedHere ? (
            <p className="mt-2 text-sm font-medium text-aegean-dark">The new picture is uploaded and chosen: save to keep it.</p>
          ) : null}
          {uploadable ? (
            <p className="mt-2 text-sm">
              <a href={libraryUploadFor(returnPath, name)} className="inline-flex min-h-11 items-center text-aegean underline">
                Upload a new picture (in the image library; save your other changes first)
              </a>
            </p>
          ) : null}
        </div>
        {preview}
      </div>
    );
  }

  const shown = list.filter((choice) => choice.id === picked || matchesSearch(choice, query));
  const matching = list.filter((choice) => matchesSearch(choice, query)).length;
  const hintId = `${ids}-hint`;
  const errorId = `field-${name}-error`;
  const searchId = `${ids}-search`;
  const uploadId = `${ids}-upload`;
  const panelId = `${ids}-library`;

  return (
    <fieldset
      id={`field-${name}`}
      tabIndex={-1}
      aria-describedby={[error ? errorId : "", hintId].filter(Boolean).join(" ")}
      className="min-w-0 focus:outline-none"
    >
      <legend className="font-semibold text-ink">
        {label} <span className="font-normal text-muted">(optional)</span>
      </legend>
      <p id={hintId} className="mt-0.5 text-sm text-muted">
        {hint}
      </p>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}

      <div className="mt-3 flex items-center gap-3">
        {preview}
        <p className="min-w-0 text-sm" aria-live="polite">
          <span className="block text-muted">Chosen:</span>
          <span className="block break-words font-semibold">{chosen ? chosen.name : emptyLabel}</span>
        </p>
      </div>

      {compact ? (
        <p className="mt-3">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((was) => !was)}
            className="min-h-11 rounded-sm border-2 border-aegean bg-white px-3 text-sm font-semibold text-aegean hover:bg-aegean hover:text-white"
          >
            {open ? "Close the image library" : "Choose from the image library"}
          </button>
        </p>
      ) : null}
      {/* Closed, the choice travels in a hidden field (the radio buttons carry it when the library is open). */}
      {open ? null : <input type="hidden" name={name} value={picked} />}
      <div id={panelId} hidden={!open}>
        {open ? (
          <>
          <div className="mt-4">
            <label htmlFor={searchId} className="block text-sm font-semibold">
              Search the library
            </label>
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              // Enter would send the editor's form: the list follows as you type.
              onKeyDown={(event) => {
                if (event.key === "Enter") event.preventDefault();
              }}
              autoComplete="off"
              aria-describedby={`${ids}-search-hint ${ids}-count`}
              className="mt-1 block min-h-11 w-full rounded-sm border border-[#8b8578] bg-white px-3 text-base sm:max-w-sm"
            />
            <p id={`${ids}-search-hint`} className="mt-0.5 text-sm text-muted">
          By file name or by what the picture shows (its descriptions where it is used).
        </p>
        <p id={`${ids}-count`} aria-live="polite" className="mt-1 text-sm text-muted">
              {query.trim() ? (matching ? `${matching} ${matching === 1 ? "image matches" : "images match"}.` : `No image's name or description has “${query.trim()}”.`) : `${list.length} ${list.length === 1 ? "image" : "images"}, newest first.`}
            </p>
          </div>

          {/* A long library scrolls within its box (arrow keys move through the choices and scroll with them). */}
          <div
            role="radiogroup"
            aria-label={`${label}: the image library`}
            className="mt-2 grid max-h-[26rem] grid-cols-2 gap-2 overflow-y-auto border border-stone bg-ivory p-2 sm:grid-cols-3 lg:grid-cols-4"
          >
            <label className={choiceClass}>
              <span className="flex min-w-0 items-center gap-2 p-1">
                <ChoiceRadio name={name} value="" chosen={picked} onChoose={pick} />
                <span className="min-w-0 break-words text-sm font-semibold">{emptyLabel}</span>
              </span>
            </label>
            {shown.map((choice) => (
              <label key={choice.id} className={choiceClass}>
                <span className="flex min-w-0 items-center gap-2 p-1">
                  <ChoiceRadio name={name} value={choice.id} chosen={picked} onChoose={pick} />
                  <span className="min-w-0 truncate text-sm font-semibold" title={choice.name}>
                    {choice.name}
                  </span>
                </span>
                {choice.described ? (
                  <span className="line-clamp-2 px-1 text-xs text-muted" title={choice.described}>
                    {choice.described}
                  </span>
                ) : null}
                <span className={`mt-1 block overflow-hidden bg-marble ${frameClass}`}>
                  <Picture image={mediaImage(choice)} alt="" sizes="160px" className="h-full w-full object-cover" />
                </span>
              </label>
            ))}
          </div>

          {uploadable ? (
          <div className="mt-4 border-t border-stone pt-4">
            <label htmlFor={uploadId} className="block font-semibold">
              Upload a new picture
            </label>
            <p id={`${uploadId}-hint`} className="mt-0.5 text-sm text-muted">
              {UPLOAD_GUIDANCE} It is added to the image library and chosen here; save to keep it.
            </p>
            {uploadError ? <UploadRefused message={uploadError} /> : null}
            {/* No name: the file goes to the library at once, never with the editor's form. */}
            <input
              ref={fileInput}
              id={uploadId}
              type="file"
              accept={UPLOAD_ACCEPT}
              disabled={uploads.busy}
              onChange={onFile}
              aria-describedby={`${uploadId}-hint`}
              className="mt-2 block min-h-11 w-full min-w-0 rounded-sm border border-[#8b8578] bg-white p-2 text-sm file:mr-3 file:min-h-9 file:rounded-sm file:border-0 file:bg-aegean-light file:px-3 file:font-semibold file:text-aegean-dark"
            />
            <UploadProgress items={uploads.items} announcement={uploads.announcement} />
            <p className="mt-2 text-sm">
              <Link to="/admin/media" className="inline-flex min-h-11 items-center text-aegean underline">
                Manage the image library (and set each picture's focal point)
              </Link>
            </p>
          </div>
          ) : null}
          </>
        ) : null}
      </div>
    </fieldset>
  );
}

function UploadRefused({ message }: { message: string }) {
  return (
    <p role="alert" className="mt-2 border-l-4 border-danger bg-danger-light px-3 py-2 text-sm font-medium text-danger-dark">
      {UPLOAD_FAILED} {message}
    </p>
  );
}
