import { mediaImage } from "#app/lib/media";
import { Picture } from "#app/components/Picture";
import { UploadControl, type UploadsState } from "../UploadControl";

export interface CoverChoice {
  id: string;
  name: string;
  width: number;
  height: number;
}

/** The id of the (empty) upload form the file input and its button belong to; it sits outside the editor's form. */
export const COVER_UPLOAD_FORM = "cover-upload";

const choiceClass =
  "relative flex cursor-pointer flex-col border-2 border-stone bg-white p-1.5 has-[:checked]:border-aegean has-[:checked]:bg-aegean-light has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-bronze";

/**
 * The cover: none, or one of the library's images (radio buttons with thumbnails), and an upload for a new one. The
 * upload's controls belong to a form of their own (COVER_UPLOAD_FORM): without JavaScript it posts the file and comes
 * back to the editor with the new image chosen; with JavaScript it uploads in place (the post is not left) and the
 * new image joins the choices, chosen.
 */
export function CoverPicker({
  choices,
  value,
  onChange,
  error,
  uploadError,
  uploads,
  hydrated,
}: {
  choices: CoverChoice[];
  value: string;
  onChange: (id: string) => void;
  error?: string;
  uploadError?: string | null;
  uploads: UploadsState;
  hydrated: boolean;
}) {
  const describedBy = [error ? "field-cover_media_id-error" : "", "cover-hint"].filter(Boolean).join(" ");
  return (
    <fieldset id="field-cover_media_id" tabIndex={-1} aria-describedby={describedBy} className="min-w-0 focus:outline-none">
      <legend className="font-medium text-ink">
        Cover image <span className="font-normal text-muted">(optional)</span>
      </legend>
      <p id="cover-hint" className="mt-0.5 text-sm text-muted">
        Shown at the top of the post, on the journal page and when the post is shared. Choose one of the newest uploaded
        images (the chosen one comes first), or upload one below.
      </p>
      {error ? (
        <p id="field-cover_media_id-error" className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      {/* A long library scrolls within its box (arrow keys move through the choices and scroll with them). */}
      <div className="mt-3 grid max-h-[30rem] grid-cols-2 gap-3 overflow-y-auto border border-stone bg-ivory p-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
        <label className={choiceClass}>
          <span className="flex items-center gap-2 px-1 py-1">
            <input type="radio" name="cover_media_id" value="" checked={value === ""} onChange={() => onChange("")} className="size-5 shrink-0 accent-aegean" />
            <span className="text-sm font-semibold">No cover</span>
          </span>
          <span aria-hidden="true" className="mt-1 flex aspect-[3/2] items-center justify-center bg-marble text-sm text-muted">
            No image
          </span>
        </label>
        {choices.map((choice) => (
          <label key={choice.id} className={choiceClass}>
            <span className="flex min-w-0 items-center gap-2 px-1 py-1">
              <input
                type="radio"
                name="cover_media_id"
                value={choice.id}
                checked={value === choice.id}
                onChange={() => onChange(choice.id)}
                className="size-5 shrink-0 accent-aegean"
              />
              <span className="min-w-0 truncate text-sm font-semibold" title={choice.name}>
                {choice.name}
              </span>
            </span>
            <span className="mt-1 block aspect-[3/2] overflow-hidden bg-marble">
              <Picture image={mediaImage(choice)} alt="" sizes="200px" className="h-full w-full object-cover" />
            </span>
          </label>
        ))}
      </div>

      <UploadControl
        formId={COVER_UPLOAD_FORM}
        inputId="cover-upload-file"
        hintId="cover-upload-hint"
        label="Upload an image"
        afterUpload={
          hydrated ? "It joins the choices above as the cover." : "The page reloads with the image chosen as the cover: save your other changes first."
        }
        uploads={uploads}
        uploadError={uploadError}
        className="mt-5 border-t border-stone pt-4"
        inputBackground="bg-ivory"
      />
    </fieldset>
  );
}
