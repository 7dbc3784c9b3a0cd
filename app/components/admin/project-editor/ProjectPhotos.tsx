import { useState, type DragEvent, type MouseEvent } from "react";
import { ADD_PHOTO_ACTION, ADD_PHOTO_FIELD, photoActionValue, type PhotoAction, type PhotoRow } from "#app/lib/admin/project-form";
import {
  MAIN_PHOTO_FIELD,
  PROJECT_ALT_MAX_LENGTH,
  PROJECT_CAPTION_MAX_LENGTH,
  photoAltField,
  photoCaptionField,
  photoIdField,
} from "#app/lib/forms/staff/project-editor";
import { mediaImage } from "#app/lib/media";
import { TextField } from "#app/components/forms/Field";
import { Picture } from "#app/components/Picture";
import { UploadControl, type UploadsState } from "../UploadControl";
import { ChoiceRadio } from "../ChoiceRadio";
import { MediaPicker, type PickerImage } from "../media/MediaPicker";

/** The id of the (empty) upload form the file input and its button belong to; it sits outside the editor's form. */
export const PHOTO_UPLOAD_FORM = "project-photo-upload";
export const PHOTO_UPLOAD_INPUT = "project-photo-files";

/** An image a photo row shows (app/lib/server/content/kinds/project-editor.server.ts PhotoImage). */
export interface RowImage {
  id: string;
  width: number;
  height: number;
  name: string;
  available: boolean;
}

/** The id of a photo row's button, so focus can return to it once the row has moved. */
export const photoButtonId = (id: string, kind: PhotoAction["kind"]) => `photo-${kind}-${id}`;

const rowButton =
  "inline-flex min-h-11 items-center justify-center gap-1 whitespace-nowrap rounded-sm border-2 px-3 text-sm font-semibold aria-disabled:cursor-not-allowed aria-disabled:border-stone aria-disabled:text-muted aria-disabled:hover:bg-white";
const moveClass = `${rowButton} border-aegean bg-white text-aegean hover:bg-aegean hover:text-white`;
const removeClass = `${rowButton} border-danger bg-white text-danger hover:bg-danger hover:text-white`;

/**
 * The photos of a project: each with its thumbnail, its description (required), an optional caption, the choice of
 * main image, and buttons to move it up or down or remove it. Without JavaScript the buttons post the form (nothing
 * is saved; the editor answers with the photos rearranged); with JavaScript they act at once, and rows can be
 * dragged too. The upload's controls belong to a form of their own (PHOTO_UPLOAD_FORM).
 */
export function ProjectPhotos({
  photos,
  images,
  main,
  errors,
  hydrated,
  hasDrawing,
  uploads,
  uploadError,
  onChange,
  onMain,
  onAction,
  onDrop,
  library,
  onAdd,
}: {
  photos: PhotoRow[];
  images: Readonly<Record<string, RowImage>>;
  main: string;
  errors: Readonly<Record<string, string | undefined>>;
  hydrated: boolean;
  hasDrawing: boolean;
  uploads: UploadsState;
  uploadError: string | null;
  onChange: (id: string, change: Partial<PhotoRow>) => void;
  onMain: (id: string) => void;
  onAction: (action: PhotoAction, event: MouseEvent<HTMLButtonElement>) => void;
  onDrop: (moved: string, target: string) => void;
  /** The library's newest images, to add as photos (with their thumbnails and search). */
  library: readonly PickerImage[];
  /** Adds a library image as the last photo, or says why it cannot be added (already a photo, the list full). */
  onAdd: (image: PickerImage) => { added: boolean; message: string };
}) {
  const [dragging, setDragging] = useState<string | null>(null);
  // The add-from-library picker starts afresh after each photo it adds (nothing chosen, closed).
  const [adding, setAdding] = useState(0);
  const [toAdd, setToAdd] = useState("");
  const [refusal, setRefusal] = useState("");
  const [over, setOver] = useState<string | null>(null);
  const [armed, setArmed] = useState<string | null>(null);
  const chosen = photos.some((photo) => photo.id === main) ? main : (photos[0]?.id ?? "");

  function drop(event: DragEvent<HTMLLIElement>, target: string) {
    event.preventDefault();
    const moved = dragging ?? event.dataTransfer.getData("text/plain");
    setDragging(null);
    setOver(null);
    setArmed(null);
    if (moved && moved !== target) onDrop(moved, target);
  }

  return (
    <fieldset id="photos" aria-describedby="photos-hint" className="min-w-0 border border-stone bg-white p-4 md:p-6">
      <legend className="float-left w-full font-display text-2xl text-aegean-dark">Photos</legend>
      <p id="photos-hint" className="clear-left pt-1 text-sm text-muted">
        The main image leads the project&apos;s tile and page; the others follow in this order. Each photo needs a
        description for people who cannot see it.
        {hydrated ? " Move a photo with its buttons (on a wide screen, you can also drag it by its handle)." : ""}
      </p>
      {hasDrawing && photos.length === 0 ? (
        <p className="mt-3 border-l-4 border-bronze bg-marble px-3 py-2 text-sm">This project shows its drawn pictures until you add a photo.</p>
      ) : null}

      {photos.length ? (
        <ol aria-label="Photos of the project" className="mt-4 space-y-4">
          {photos.map((photo, index) => {
            const n = index + 1;
            const image = images[photo.id];
            const rowError = errors[photoIdField(n)];
            return (
              <li
                key={photo.id}
                // Only a drag that starts on the handle moves the row (text in the fields stays selectable).
                draggable={armed === photo.id}
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = "move";
                  event.dataTransfer.setData("text/plain", photo.id);
                  setDragging(photo.id);
                }}
                onDragEnd={() => {
                  setDragging(null);
                  setOver(null);
                  setArmed(null);
                }}
                onDragOver={(event) => {
                  if (!dragging) return;
                  event.preventDefault();
                  if (over !== photo.id) setOver(photo.id);
                }}
                onDrop={(event) => drop(event, photo.id)}
                data-photo={photo.id}
                className={`border bg-ivory p-3 md:p-4 ${rowError ? "border-2 border-danger" : "border-stone"} ${dragging === photo.id ? "opacity-50" : ""} ${
                  over === photo.id && dragging !== photo.id ? "outline-3 outline-offset-2 outline-bronze" : ""
                }`}
              >
                <fieldset
                  id={`field-${photoIdField(n)}`}
                  tabIndex={-1}
                  aria-describedby={rowError ? `field-${photoIdField(n)}-error` : undefined}
                  className="min-w-0 focus:outline-none"
                >
                  <legend className="float-left flex w-full min-w-0 items-center gap-2">
                    {hydrated ? (
                      <span
                        aria-hidden="true"
                        title="Drag to move"
                        data-drag-handle=""
                        onPointerDown={() => setArmed(photo.id)}
                        onPointerUp={() => setArmed(null)}
                        className="hidden cursor-grab select-none px-1 text-xl leading-none text-muted md:inline">
                        ⠿
                      </span>
                    ) : null}
                    <span className="shrink-0 whitespace-nowrap font-semibold">Photo {n}</span>
                    {image ? <span className="min-w-0 truncate text-sm text-muted">{image.name}</span> : null}
                  </legend>
                  <input type="hidden" name={photoIdField(n)} value={photo.id} />
                  <div className="clear-left grid gap-4 pt-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
                    <div>
                      <span className="block aspect-[5/3] max-w-48 overflow-hidden bg-marble sm:max-w-none">
                        {image?.available ? (
                          <Picture image={mediaImage(image)} alt="" sizes="160px" className="pointer-events-none h-full w-full object-cover" />
                        ) : (
                          <span className="flex h-full items-center justify-center p-2 text-center text-sm text-muted">Not in the library</span>
                        )}
                      </span>
                      <label className="mt-2 flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
                        <ChoiceRadio name={MAIN_PHOTO_FIELD} value={photo.id} chosen={chosen} onChoose={onMain} label={`Main image: photo ${n}`} />
                        Main image
                      </label>
                    </div>
                    <div className="min-w-0 space-y-4">
                      {rowError ? (
                        <p id={`field-${photoIdField(n)}-error`} className="text-sm font-medium text-danger">
                          {rowError}
                        </p>
                      ) : null}
                      <TextField
                        name={photoAltField(n)}
                        label="Description for people who can't see the photo"
                        hint="What the photo shows, e.g. “The lake side at dusk, lift-and-slide doors open”."
                        value={photo.alt}
                        onChange={(event) => onChange(photo.id, { alt: event.target.value })}
                        limit={PROJECT_ALT_MAX_LENGTH}
                        error={errors[photoAltField(n)]}
                      />
                      <TextField
                        name={photoCaptionField(n)}
                        label="Caption"
                        optional
                        value={photo.caption}
                        onChange={(event) => onChange(photo.id, { caption: event.target.value })}
                        limit={PROJECT_CAPTION_MAX_LENGTH}
                        error={errors[photoCaptionField(n)]}
                      />
                      <div className="flex flex-wrap gap-2">
                        <PhotoButton photo={photo} n={n} kind="up" edge={index === 0} onAction={onAction}>
                          <span aria-hidden="true">↑</span> Move up
                        </PhotoButton>
                        <PhotoButton photo={photo} n={n} kind="down" edge={index === photos.length - 1} onAction={onAction}>
                          <span aria-hidden="true">↓</span> Move down
                        </PhotoButton>
                        <PhotoButton photo={photo} n={n} kind="remove" edge={false} onAction={onAction}>
                          Remove
                        </PhotoButton>
                      </div>
                    </div>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="mt-4 text-sm">No photos yet: upload some below.</p>
      )}

      <div className="mt-6 border-t border-stone pt-4">
        <MediaPicker
          key={adding}
          compact
          uploadable={false}
          name={ADD_PHOTO_FIELD}
          label="Add a photo from the image library"
          value=""
          choices={library}
          emptyLabel="None"
          hint="A photo already uploaded (search it by name or description with JavaScript): choose it, then Add this photo. It joins the end of the list, to describe; nothing is saved until you save."
          onPicked={(id) => {
            setToAdd(id);
            setRefusal("");
          }}
        />
        {/* A button, not the choice itself: the arrow keys move through the choices without adding each one. */}
        <button
          type="submit"
          name="photo_action"
          value={ADD_PHOTO_ACTION}
          formNoValidate
          onClick={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            const image = library.find((choice) => choice.id === toAdd);
            if (!image) return;
            // Refused (already a photo of the project, or the list is full): said here, and the choice stays.
            const { added, message } = onAdd(image);
            setRefusal(added ? "" : message);
            if (!added) return;
            setToAdd("");
            setAdding((count) => count + 1);
          }}
          aria-disabled={hydrated && !toAdd ? true : undefined}
          className={`${moveClass} mt-3`}
        >
          Add this photo
        </button>
        {/* Screen readers hear it from the editor's live region; here it is for the eyes. */}
        {refusal ? <p className="mt-2 text-sm font-medium text-danger">{refusal}</p> : null}
      </div>

      <UploadControl
        formId={PHOTO_UPLOAD_FORM}
        inputId={PHOTO_UPLOAD_INPUT}
        hintId="photo-upload-hint"
        label="Upload photos"
        afterUpload={
          <>
            Choose several at once if you like.{" "}
            {hydrated
              ? "They join the list above; describe each, then save."
              : "The page reloads with the photos added to the list: changes you have not saved are lost, so save them first."}
          </>
        }
        multiple
        uploads={uploads}
        uploadError={uploadError}
        className="mt-6 border-t border-stone pt-4"
        inputBackground="bg-white"
      />
    </fieldset>
  );
}

/**
 * A row's button: a submit button of the editor's form ("up:3"), which the page handles at once with JavaScript. At
 * either end of the list it stays focusable but does nothing (aria-disabled), so focus is not lost after a move.
 */
function PhotoButton({
  photo,
  n,
  kind,
  edge,
  onAction,
  children,
}: {
  photo: PhotoRow;
  n: number;
  kind: PhotoAction["kind"];
  edge: boolean;
  onAction: (action: PhotoAction, event: MouseEvent<HTMLButtonElement>) => void;
  children: React.ReactNode;
}) {
  const label = { up: "Move up", down: "Move down", remove: "Remove" }[kind];
  return (
    <button
      id={photoButtonId(photo.id, kind)}
      type="submit"
      name="photo_action"
      value={photoActionValue(kind, n)}
      formNoValidate
      aria-disabled={edge || undefined}
      aria-label={`${label}: photo ${n}`}
      onClick={(event) => onAction({ kind, n }, event)}
      className={kind === "remove" ? removeClass : moveClass}
    >
      {children}
    </button>
  );
}
