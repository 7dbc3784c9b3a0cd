import { useLayoutEffect, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { addPhotoRow, applyPhotoAction, moveTo, photoRows, type PhotoAction, type PhotoRow } from "#app/lib/admin/project-form";
import type { PickerImage } from "../media/MediaPicker";
import { MAIN_PHOTO_FIELD, MAX_PROJECT_PHOTOS, photoAltField } from "#app/lib/forms/staff/project-editor";
import { useMediaUpload } from "../useMediaUpload";
import { photoButtonId, PHOTO_UPLOAD_INPUT, type RowImage } from "./ProjectPhotos";

/**
 * The project editor's photos on the page: their rows, the main image, the images uploaded here, what screen readers
 * are told after a change, and the handlers of ProjectPhotos and of the upload form. With JavaScript a photo's
 * buttons act at once and focus follows the photo; without, they post the form (see the editor's action).
 */
export function useProjectPhotos(values: Record<string, string>, known: Record<string, RowImage>, hydrated: boolean) {
  const [photos, setPhotos] = useState<PhotoRow[]>(() => photoRows(values));
  const [main, setMain] = useState(values[MAIN_PHOTO_FIELD] ?? "");
  const [uploadedImages, setUploadedImages] = useState<Record<string, RowImage>>({});
  const [status, setStatus] = useState("");
  const uploads = useMediaUpload();

  // After a photo moves, focus goes back to the button that moved it (React may have moved its node).
  const focusNext = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  }, [photos]);

  function onAction({ kind, n }: PhotoAction, event: MouseEvent<HTMLButtonElement>) {
    if (!hydrated) return;
    event.preventDefault();
    const index = n - 1;
    const photo = photos[index];
    if (!photo) return;
    if ((kind === "up" && index === 0) || (kind === "down" && index === photos.length - 1)) return;
    const { rows, message } = applyPhotoAction(photos, { kind, n });
    if (kind === "remove") {
      const neighbour = rows[index] ?? rows[index - 1];
      focusNext.current = neighbour ? photoButtonId(neighbour.id, "remove") : PHOTO_UPLOAD_INPUT;
    } else {
      focusNext.current = photoButtonId(photo.id, kind);
    }
    setPhotos(rows);
    setStatus(message);
  }

  function onDrop(moved: string, target: string) {
    const from = photos.findIndex((photo) => photo.id === moved);
    const to = photos.findIndex((photo) => photo.id === target);
    if (from < 0 || to < 0) return;
    setPhotos(moveTo(photos, from, to));
    setStatus(`Photo ${from + 1} moved to position ${to + 1}.`);
  }

  // With JavaScript the upload stays on the page: each file with its progress, then a new row each, to describe.
  async function onUpload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = document.getElementById(PHOTO_UPLOAD_INPUT) as HTMLInputElement | null;
    const files = [...(input?.files ?? [])];
    if (!files.length) return;
    const room = MAX_PROJECT_PHOTOS - photos.length;
    const stored = (await uploads.upload(files.slice(0, Math.max(0, room)))).filter((image) => !photos.some((photo) => photo.id === image.id));
    if (input) input.value = "";
    if (!stored.length) return;
    setUploadedImages((current) => ({
      ...current,
      ...Object.fromEntries(stored.map((image) => [image.id, { id: image.id, width: image.width, height: image.height, name: image.originalName, available: true }])),
    }));
    setPhotos((current) => [...current, ...stored.map((image) => ({ id: image.id, alt: "", caption: "" }))]);
    setStatus(`${stored.length === 1 ? "1 photo" : `${stored.length} photos`} added at the end of the list: describe each, then save.`);
    focusNext.current = `field-${photoAltField(photos.length + 1)}`;
  }

  // A photo chosen from the library: a new row at the end, its description next (or why not). And what staff are told.
  function onAdd(image: PickerImage): { added: boolean; message: string } {
    const { rows, message, added } = addPhotoRow(photos, image.id, MAX_PROJECT_PHOTOS);
    setStatus(message);
    if (!added) return { added, message };
    setUploadedImages((current) => ({ ...current, [image.id]: { id: image.id, width: image.width, height: image.height, name: image.name, available: true } }));
    setPhotos(rows);
    focusNext.current = `field-${photoAltField(rows.length)}`;
    return { added, message };
  }

  return {
    status,
    onUpload,
    /** The props of ProjectPhotos that change as staff work. */
    photosProps: {
      photos,
      images: { ...known, ...uploadedImages },
      main,
      uploads,
      onChange: (id: string, change: Partial<PhotoRow>) => setPhotos((current) => current.map((photo) => (photo.id === id ? { ...photo, ...change } : photo))),
      onMain: setMain,
      onAction,
      onDrop,
      onAdd,
    },
  };
}
