import type { ReactNode } from "react";
import { Link } from "react-router";
import { MEDIA_LIBRARY_PATH } from "#app/lib/admin/media-library";
import { UPLOAD_ACCEPT, UPLOAD_FAILED, UPLOAD_GUIDANCE } from "#app/lib/media-upload";
import { UploadProgress } from "./UploadProgress";
import type { UploadItem } from "./useMediaUpload";

/** What an editor's upload control shows of the uploads under way (useMediaUpload). */
export interface UploadsState {
  items: UploadItem[];
  announcement: string;
  busy: boolean;
}

/** The refusal of the last upload, as an alert: "The upload did not work: …". */
function UploadFailed({ error }: { error: string }) {
  return (
    <p role="alert" className="mt-2 border-l-4 border-danger bg-danger-light px-3 py-2 text-sm font-medium text-danger-dark">
      {UPLOAD_FAILED} {error}
    </p>
  );
}

/**
 * An editor's upload: the file input and its button (both belonging to the empty form `formId`, which sits outside
 * the editor's form), the guidance and what becomes of the upload (`afterUpload`), the last refusal, a progress bar
 * per file and a link to the image library.
 */
export function UploadControl({
  formId,
  inputId,
  hintId,
  label,
  afterUpload,
  multiple = false,
  uploads,
  uploadError,
  className,
  inputBackground,
}: {
  formId: string;
  inputId: string;
  hintId: string;
  label: string;
  /** Said after the guidance: what the upload does, with and without JavaScript. */
  afterUpload: ReactNode;
  multiple?: boolean;
  uploads: UploadsState;
  uploadError?: string | null;
  className: string;
  inputBackground: "bg-ivory" | "bg-white";
}) {
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block font-medium text-ink">
        {label}
      </label>
      <p id={hintId} className="mt-0.5 text-sm text-muted">
        {UPLOAD_GUIDANCE} {afterUpload}
      </p>
      {uploadError ? <UploadFailed error={uploadError} /> : null}
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center">
        <input
          id={inputId}
          type="file"
          name="file"
          form={formId}
          accept={UPLOAD_ACCEPT}
          multiple={multiple || undefined}
          required
          aria-describedby={hintId}
          className={`block min-h-11 w-full min-w-0 rounded-sm border border-[#8b8578] ${inputBackground} p-2 text-sm file:mr-3 file:min-h-9 file:rounded-sm file:border-0 file:bg-aegean-light file:px-3 file:font-semibold file:text-aegean-dark sm:flex-1`}
        />
        <button type="submit" form={formId} disabled={uploads.busy} className="btn btn-outline shrink-0">
          {uploads.busy ? "Uploading…" : "Upload"}
        </button>
      </div>
      <UploadProgress items={uploads.items} announcement={uploads.announcement} />
      <p className="mt-3 text-sm">
        <Link to={MEDIA_LIBRARY_PATH} className="inline-flex min-h-11 items-center text-aegean underline">
          Manage the image library
        </Link>
      </p>
    </div>
  );
}
