import { useState, type FormEvent } from "react";
import { Notice } from "#app/components/admin/Notice";
import { fileDeleteField, fileOrderField, SAVE_FILES } from "#app/lib/admin/product-pictures-form";
import {
  MAX_FILES_PER_PRODUCT,
  MAX_PRODUCT_FILE_BYTES,
  MAX_PRODUCT_FILE_MB,
  MAX_PRODUCT_FILES_MB,
  PRODUCT_FILE_ACCEPT,
  PRODUCT_FILE_TYPES,
  fileSummary,
  productFileMessages,
  productFileUploadPath,
  type ProductFileFormat,
  type ProductFileType,
} from "#app/lib/product-files";

export interface StaffProductFile {
  id: string;
  label: string;
  type: ProductFileType;
  format: ProductFileFormat;
  bytes: number;
  originalName: string;
  href: string;
}

const selectClass = "block w-full rounded-sm border border-[#8b8578] bg-white px-3 py-2.5 text-base text-ink";

/**
 * The product's files: the upload (a label, a type and the file; a plain form post that comes back to this page,
 * with the upload's progress shown when JavaScript runs) and the list, put in order or deleted in one save.
 */
export function ProductFiles({
  productId,
  files,
  added,
  error,
  busy,
}: {
  productId: string;
  files: readonly StaffProductFile[];
  added: string | null;
  error: string | null;
  busy: boolean;
}) {
  const [progress, setProgress] = useState<string>("");
  const [clientError, setClientError] = useState<string>("");

  // With JavaScript: refuse a file over the limit before sending it, and say how far the upload is.
  function onUpload(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const file = (form.elements.namedItem("file") as HTMLInputElement | null)?.files?.[0];
    if (file && file.size > MAX_PRODUCT_FILE_BYTES) {
      event.preventDefault();
      setClientError(productFileMessages.tooLarge(file.name));
      return;
    }
    event.preventDefault();
    setClientError("");
    const xhr = new XMLHttpRequest();
    xhr.open("POST", form.action);
    xhr.upload.onprogress = (progressEvent) => {
      if (progressEvent.lengthComputable) setProgress(`Uploading: ${Math.floor((progressEvent.loaded / progressEvent.total) * 100)}%`);
    };
    xhr.upload.onload = () => setProgress("Sent; checking the file…");
    // The answer is the page to go back to (with its notice), as without JavaScript.
    xhr.onload = () => window.location.assign(xhr.responseURL || window.location.href);
    xhr.onerror = () => {
      setProgress("");
      setClientError("The upload did not reach the server. Check the connection and try again.");
    };
    setProgress("Uploading: 0%");
    xhr.send(new FormData(form));
  }

  return (
    <section id="files" aria-labelledby="files-heading" tabIndex={-1} className="mt-10 border border-stone bg-white p-4 focus:outline-none md:p-6">
      <h2 id="files-heading" className="text-2xl">
        Files
      </h2>
      <p className="mt-1 text-sm text-muted">
        Brochures, installation guides and CAD details (PDF, DWG or DXF, up to {MAX_PRODUCT_FILE_MB} MB each; up to {MAX_FILES_PER_PRODUCT} files and{" "}
        {MAX_PRODUCT_FILES_MB} MB for a product), listed under Related Files on the product's page and downloaded from this site.
      </p>
      <div className="mt-4 space-y-3">
        {added ? <Notice tone="success">“{added}” uploaded: it is listed under Related Files now.</Notice> : null}
        {error ? <Notice tone="error">The file was not uploaded: {error}</Notice> : null}
        {clientError ? <Notice tone="error">The file was not uploaded: {clientError}</Notice> : null}
      </div>

      <form method="post" aria-label="Upload a file" action={productFileUploadPath(productId)} encType="multipart/form-data" onSubmit={onUpload} className="mt-4 grid gap-4 lg:grid-cols-3">
        <div>
          <label htmlFor="file-label" className="block font-semibold text-ink">
            Label
          </label>
          <p id="file-label-hint" className="mt-0.5 text-sm text-muted">
            As the list shows it, e.g. Alumil S91 brochure
          </p>
          <input id="file-label" name="label" required aria-describedby="file-label-hint" className={`${selectClass} mt-1.5`} />
        </div>
        <div>
          <label htmlFor="file-type" className="block font-semibold text-ink">
            What it is
          </label>
          <select id="file-type" name="type" required defaultValue="" className={`${selectClass} mt-1.5 lg:mt-[1.6rem]`}>
            <option value="" disabled>
              Choose
            </option>
            {Object.entries(PRODUCT_FILE_TYPES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="file-file" className="block font-semibold text-ink">
            File
          </label>
          <input id="file-file" type="file" name="file" required accept={PRODUCT_FILE_ACCEPT} className={`${selectClass} mt-1.5 p-2 text-sm lg:mt-[1.6rem]`} />
        </div>
        <p className="lg:col-span-3">
          <button type="submit" className="btn btn-outline" disabled={Boolean(progress)}>
            Upload the file
          </button>
          <span aria-live="polite" className="ml-4 text-sm text-muted">
            {progress}
          </span>
        </p>
      </form>

      {files.length ? (
        <form method="post" aria-label="Files in order" className="mt-6">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">The product's files, in the order the page lists them</caption>
            <thead>
              <tr className="border-b border-stone">
                <th scope="col" className="py-2 pr-3">File</th>
                <th scope="col" className="py-2 pr-3">What it is</th>
                <th scope="col" className="py-2 pr-3">Place</th>
                <th scope="col" className="py-2">Delete</th>
              </tr>
            </thead>
            <tbody>
              {files.map((file, index) => (
                <tr key={file.id} className="border-b border-stone align-top">
                  <td className="py-3 pr-3">
                    <a href={file.href} className="font-semibold text-aegean underline">
                      {file.label}
                    </a>
                    <span className="block text-muted">
                      {fileSummary(file.format, file.bytes)} · {file.originalName}
                    </span>
                  </td>
                  <td className="py-3 pr-3">{PRODUCT_FILE_TYPES[file.type]}</td>
                  <td className="py-3 pr-3">
                    <label className="sr-only" htmlFor={fileOrderField(file.id)}>
                      Place of {file.label}
                    </label>
                    <input id={fileOrderField(file.id)} name={fileOrderField(file.id)} defaultValue={index + 1} inputMode="numeric" className={`${selectClass} w-20`} />
                  </td>
                  <td className="py-3">
                    <label className="flex min-h-11 items-center gap-2">
                      <input type="checkbox" name={fileDeleteField(file.id)} className="size-5 accent-aegean" />
                      <span className="sr-only">Delete {file.label}</span>
                    </label>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-4">
            <button type="submit" name="intent" value={SAVE_FILES} className="btn btn-outline" disabled={busy}>
              Save the list of files
            </button>
          </p>
        </form>
      ) : (
        <p className="mt-6 text-sm text-muted">No files yet.</p>
      )}
    </section>
  );
}
