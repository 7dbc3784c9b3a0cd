import type { UploadItem } from "./useMediaUpload";

/**
 * The files of an upload in progress: a bar each and what became of it. The live region (always in the page, so
 * screen readers follow it) says politely when an upload starts and how each file fared.
 */
export function UploadProgress({ items, announcement }: { items: UploadItem[]; announcement: string }) {
  return (
    <>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {items.length ? (
        <ul aria-label="Uploads" className="mt-4 space-y-3">
          {items.map((item) => (
            <li key={item.key} data-state={item.state} className="border border-stone bg-ivory px-3 py-2.5">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className="min-w-0 break-all font-medium">{item.name}</span>
                <span className={item.state === "error" ? "sr-only" : "text-muted"}>{item.state === "error" ? "Not uploaded" : item.message}</span>
              </p>
              {item.state === "error" ? (
                <p className="mt-1 text-sm font-medium text-danger">{item.message}</p>
              ) : (
                <progress
                  className="upload-progress mt-2 block h-2 w-full"
                  max={100}
                  value={item.state === "waiting" ? 0 : Math.round(item.progress * 100)}
                  aria-label={`Upload of ${item.name}`}
                />
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
