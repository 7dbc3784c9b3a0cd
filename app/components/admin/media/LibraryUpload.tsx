import { useRef, type FormEvent } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { MEDIA_LIBRARY_PATH, uploadAction, withUploaded } from "#app/lib/admin/media-library";
import { UPLOAD_ACCEPT, UPLOAD_GUIDANCE } from "#app/lib/media-upload";
import { UploadProgress } from "../UploadProgress";
import { useMediaUpload } from "../useMediaUpload";

/**
 * The image library's upload: without JavaScript the form posts the files and the library comes back with them marked
 * "New"; with JavaScript each file has its own progress bar, then the new images join the grid (no page reload) and
 * `onUploaded` gets their ids. Come from a picker (`returnTo`), the upload goes back there with the new picture chosen.
 */
export function LibraryUpload({ onUploaded, returnTo }: { onUploaded: (ids: string[]) => void; returnTo?: string | null }) {
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const { items, announcement, busy: uploading, upload } = useMediaUpload();
  const fileInput = useRef<HTMLInputElement>(null);

  async function onUpload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const files = [...(fileInput.current?.files ?? [])];
    if (!files.length) return;
    const stored = await upload(files);
    if (fileInput.current) fileInput.current.value = "";
    if (stored.length && returnTo) {
      await navigate(withUploaded(returnTo, stored.map((image) => image.id)));
      return;
    }
    if (stored.length) {
      onUploaded(stored.map((image) => image.id));
      await revalidator.revalidate();
    }
  }

  return (
    <section aria-labelledby="upload-heading" className="mt-6 border border-stone bg-white p-5 md:p-6">
      <h2 id="upload-heading" className="text-2xl">
        Upload images
      </h2>
      <p id="upload-guidance" className="mt-1 text-sm text-muted">
        {UPLOAD_GUIDANCE}
      </p>
      <form
        method="post"
        action={uploadAction(returnTo ?? MEDIA_LIBRARY_PATH)}
        encType="multipart/form-data"
        onSubmit={onUpload}
        aria-labelledby="upload-heading"
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="min-w-0 flex-1">
          <label htmlFor="upload-files" className="block font-medium">
            Images to upload
          </label>
          <input
            ref={fileInput}
            id="upload-files"
            type="file"
            name="file"
            multiple
            required
            accept={UPLOAD_ACCEPT}
            aria-describedby="upload-guidance"
            className="mt-1.5 block min-h-11 w-full rounded-sm border border-[#8b8578] bg-ivory p-2 text-sm file:mr-3 file:min-h-9 file:rounded-sm file:border-0 file:bg-aegean-light file:px-3 file:font-semibold file:text-aegean-dark"
          />
        </div>
        <button type="submit" disabled={uploading} className="btn btn-primary">
          {uploading ? "Uploading…" : "Upload"}
        </button>
      </form>
      <UploadProgress items={items} announcement={announcement} />
    </section>
  );
}
