import { useRef, useState, type FormEvent } from "react";
import { data, Form, Link, redirect, useNavigation, useRevalidator } from "react-router";
import { Notice } from "../../components/admin/Notice";
import { UploadProgress } from "../../components/admin/UploadProgress";
import { useMediaUpload } from "../../components/admin/useMediaUpload";
import { Picture } from "../../components/Picture";
import { markdownSnippet, MEDIA_LIBRARY_PATH, UPLOAD_ACCEPT, UPLOAD_GUIDANCE, uploadAction } from "../../lib/admin/media-library";
import { staffMeta } from "../../lib/admin/staff-meta";
import { staffTime } from "../../lib/business-time";
import { isMediaId, mediaImage } from "../../lib/media";
import { coverUses, mediaChanged } from "../../lib/server/content/journal-admin.server";
import { projectPhotoUses } from "../../lib/server/content/project-admin.server";
import { getMedia, listMedia, restoreMedia, softDeleteMedia } from "../../lib/server/media/media-store.server";
import { BodyError, readFields } from "../../lib/server/platform/request-body.server";
import { requireServices } from "../../lib/server/platform/services.server";
import { requireStaff } from "../../lib/server/staff/auth.server";
import type { Route } from "./+types/media";

export const meta = () => staffMeta("Images");

/** Deleted images listed for undoing (the newest deletions). */
const DELETED_SHOWN = 12;
const THUMB_SIZES = "(min-width: 64rem) 280px, (min-width: 40rem) 45vw, calc(100vw - 2.5rem)";


export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { store } = requireServices(context);
  const url = new URL(request.url);
  const [rows, everything, uses, projectUses] = await Promise.all([
    listMedia(store.db),
    listMedia(store.db, { includeDeleted: true }),
    coverUses(store),
    projectPhotoUses(store),
  ]);
  const deletedRows = everything
    .filter((row) => row.deleted_at !== null)
    .sort((a, b) => Number(b.deleted_at) - Number(a.deleted_at))
    .slice(0, DELETED_SHOWN);
  const named = (id: string | null) => (id ? everything.find((row) => row.id === id) : undefined);
  const deletedParam = named(url.searchParams.get("deleted"));
  const restoredParam = named(url.searchParams.get("restored"));
  const uploaded = (url.searchParams.get("uploaded") ?? "").split(",").filter(isMediaId);
  return {
    images: rows.map((row) => ({
      id: row.id,
      name: row.original_name,
      width: Number(row.width),
      height: Number(row.height),
      uploaded: staffTime(Number(row.created_at)),
      by: row.created_by,
      snippet: markdownSnippet({ id: row.id, width: Number(row.width) }),
      usedBy: uses.get(row.id) ?? [],
      inProjects: projectUses.get(row.id) ?? [],
    })),
    deleted: deletedRows.map((row) => ({ id: row.id, name: row.original_name, deleted: staffTime(Number(row.deleted_at)) })),
    uploaded,
    uploadError: url.searchParams.get("uploadError")?.slice(0, 500) ?? null,
    deletedNotice: deletedParam && deletedParam.deleted_at !== null ? { id: deletedParam.id, name: deletedParam.original_name } : null,
    restoredNotice: restoredParam && restoredParam.deleted_at === null ? { id: restoredParam.id, name: restoredParam.original_name } : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  const services = requireServices(context);
  let fields;
  try {
    fields = await readFields(request);
  } catch (error) {
    if (error instanceof BodyError) return data({ tone: "error" as const, message: error.message }, { status: error.status });
    throw error;
  }
  const id = typeof fields.id === "string" && isMediaId(fields.id) ? fields.id : undefined;
  const item = id ? await getMedia(services.store.db, id) : undefined;
  if (!item) return data({ tone: "error" as const, message: "That image is not in the library." }, { status: 404 });
  if (fields.intent === "delete") {
    await softDeleteMedia(services.store.db, item.id);
    await mediaChanged(services);
    return redirect(`${MEDIA_LIBRARY_PATH}?deleted=${encodeURIComponent(item.id)}`, 303);
  }
  if (fields.intent === "undelete") {
    await restoreMedia(services.store.db, item.id);
    await mediaChanged(services);
    return redirect(`${MEDIA_LIBRARY_PATH}?restored=${encodeURIComponent(item.id)}`, 303);
  }
  return data({ tone: "error" as const, message: "That action is not known." }, { status: 400 });
}

type Image = Route.ComponentProps["loaderData"]["images"][number];

/** The Markdown that puts the image in a post, with a button that copies it (the field can be selected by hand too). */
function Snippet({ image }: { image: Image }) {
  const [copied, setCopied] = useState("");
  const input = useRef<HTMLTextAreaElement>(null);
  const id = `snippet-${image.id}`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(image.snippet);
      setCopied("Copied. Paste it into a post and describe the image between the brackets.");
    } catch {
      input.current?.select();
      setCopied("Selected: press Ctrl+C (or ⌘C) to copy it.");
    }
  }
  return (
    <div className="mt-3">
      <label htmlFor={id} className="block text-sm font-semibold">
        Markdown for a post
      </label>
      <textarea
        ref={input}
        id={id}
        readOnly
        rows={3}
        value={image.snippet}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-1 block w-full resize-none break-all rounded-sm border border-[#8b8578] bg-ivory px-2 py-1.5 font-mono text-xs leading-snug text-ink [field-sizing:content]"
      />
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <button type="button" onClick={copy} className="min-h-11 shrink-0 rounded-sm border-2 border-aegean px-3 text-sm font-semibold text-aegean hover:bg-aegean hover:text-white">
          Copy<span className="sr-only"> the Markdown for {image.name}</span>
        </button>
        <p aria-live="polite" className="min-w-0 flex-1 text-xs text-muted">
          {copied}
        </p>
      </div>
    </div>
  );
}

function ImageCard({ image, fresh, busy }: { image: Image; fresh: boolean; busy: boolean }) {
  return (
    <li className={`flex flex-col border bg-white ${fresh ? "border-aegean ring-2 ring-aegean/30" : "border-stone"}`}>
      {/* The whole image, letterboxed in a 3:2 frame, so every card lines up. */}
      <div className="relative aspect-[3/2] overflow-hidden bg-marble">
        <Picture image={mediaImage(image)} alt="" sizes={THUMB_SIZES} className="absolute inset-0 h-full w-full object-contain" />
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="break-words font-sans text-base font-semibold text-ink">
          {image.name}
          {fresh ? " " : null}
          {fresh ? <span className="ml-1 rounded-full bg-aegean px-2 py-0.5 align-middle text-xs font-bold text-white">New</span> : null}
        </h3>
        <p className="mt-1 text-sm text-muted">
          {image.width} × {image.height} px · Uploaded <time dateTime={image.uploaded.iso}>{image.uploaded.label}</time>
          <span className="break-words"> by {image.by}</span>
        </p>
        {image.usedBy.length ? (
          <p className="mt-1 text-sm">
            Cover of <span className="font-semibold">{image.usedBy.map((title) => `“${title}”`).join(", ")}</span>
          </p>
        ) : null}
        {image.inProjects.length ? (
          <p className="mt-1 text-sm">
            Photo of the {image.inProjects.length === 1 ? "project" : "projects"}{" "}
            <span className="font-semibold">{image.inProjects.map((name) => `“${name}”`).join(", ")}</span>
          </p>
        ) : null}
        {image.usedBy.length || image.inProjects.length ? (
          <p id={`in-use-${image.id}`} className="mt-1 text-sm text-danger-dark">
            In use: deleting it takes it off {image.usedBy.length + image.inProjects.length === 1 ? "that page" : "those pages"}.
          </p>
        ) : null}
        <Snippet image={image} />
        <Form method="post" className="mt-auto pt-3">
          <input type="hidden" name="id" value={image.id} />
          <button
            type="submit"
            name="intent"
            value="delete"
            disabled={busy}
            aria-describedby={image.usedBy.length || image.inProjects.length ? `in-use-${image.id}` : undefined}
            className="min-h-11 rounded-sm border-2 border-danger px-3 text-sm font-semibold text-danger hover:bg-danger hover:text-white">
            Delete<span className="sr-only"> {image.name}</span>
          </button>
        </Form>
      </div>
    </li>
  );
}

function UndoButton({ id, name }: { id: string; name: string }) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="intent" value="undelete" className="min-h-11 rounded-sm border-2 border-aegean bg-white px-3 text-sm font-semibold text-aegean hover:bg-aegean hover:text-white">
        Undo delete<span className="sr-only"> of {name}</span>
      </button>
    </Form>
  );
}

export default function MediaLibrary({ loaderData, actionData }: Route.ComponentProps) {
  const { images, deleted, uploaded, uploadError, deletedNotice, restoredNotice } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const revalidator = useRevalidator();
  const { items, announcement, busy: uploading, upload } = useMediaUpload();
  const [fresh, setFresh] = useState<string[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const freshIds = new Set([...uploaded, ...fresh]);

  // With JavaScript: each file with its own progress bar, then the new images join the grid (no page reload).
  async function onUpload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const files = [...(fileInput.current?.files ?? [])];
    if (!files.length) return;
    const stored = await upload(files);
    if (fileInput.current) fileInput.current.value = "";
    if (stored.length) {
      setFresh((current) => [...current, ...stored.map((image) => image.id)]);
      await revalidator.revalidate();
    }
  }

  return (
    <div className="container-site py-8 md:py-10">
      <h1 className="text-3xl md:text-4xl">Images</h1>
      <p className="mt-1 max-w-3xl text-muted">
        Photos for the journal, projects and events: choose one as a post's cover in the{" "}
        <Link to="/admin/journal" className="text-aegean underline">post editor</Link>, put one in a post's text with its Markdown,
        or choose one as a partner's mark in the <Link to="/admin/events" className="text-aegean underline">event editor</Link>.
      </p>

      <div className="mt-6 space-y-3">
        {uploadError ? <Notice tone="error">The upload did not work: {uploadError}</Notice> : null}
        {uploaded.length ? (
          <Notice tone="success">{uploaded.length === 1 ? "1 image uploaded: it is marked “New” below." : `${uploaded.length} images uploaded: they are marked “New” below.`}</Notice>
        ) : null}
        {actionData ? <Notice tone={actionData.tone}>{actionData.message}</Notice> : null}
        {deletedNotice ? (
          <div role="status" className="flex flex-wrap items-center gap-3 border-l-4 border-[#2f6b3a] bg-[#e8f1e8] px-4 py-3 font-medium text-[#1d4a26]">
            <p className="min-w-0 flex-1 break-words">“{deletedNotice.name}” was deleted: it no longer shows on the site.</p>
            <UndoButton id={deletedNotice.id} name={deletedNotice.name} />
          </div>
        ) : null}
        {restoredNotice ? <Notice tone="success">“{restoredNotice.name}” is back in the library and on the site.</Notice> : null}
      </div>

      <section aria-labelledby="upload-heading" className="mt-6 border border-stone bg-white p-5 md:p-6">
        <h2 id="upload-heading" className="text-2xl">
          Upload images
        </h2>
        <p id="upload-guidance" className="mt-1 text-sm text-muted">
          {UPLOAD_GUIDANCE}
        </p>
        <form
          method="post"
          action={uploadAction(MEDIA_LIBRARY_PATH)}
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

      <section aria-labelledby="library-heading" className="mt-10">
        <h2 id="library-heading" className="text-2xl">
          Library
        </h2>
        <p className="mt-1 text-sm text-muted">
          {images.length === 0 ? "No images yet: upload the first above." : `${images.length} ${images.length === 1 ? "image" : "images"}, newest first.`}
        </p>
        {images.length ? (
          <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {images.map((image) => (
              <ImageCard key={image.id} image={image} fresh={freshIds.has(image.id)} busy={busy} />
            ))}
          </ul>
        ) : null}
      </section>

      {deleted.length ? (
        <section aria-labelledby="deleted-heading" className="mt-12">
          <h2 id="deleted-heading" className="text-2xl">
            Recently deleted
          </h2>
          <p className="mt-1 text-sm text-muted">Deleted images are hidden from the site and the library; bring one back if it was a mistake.</p>
          <ul className="mt-3 divide-y divide-stone border-y border-stone">
            {deleted.map((image) => (
              <li key={image.id} className="flex flex-wrap items-center justify-between gap-3 py-2.5">
                <span className="min-w-0 break-words">
                  <span className="font-medium">{image.name}</span>{" "}
                  <span className="text-sm text-muted">
                    deleted <time dateTime={image.deleted.iso}>{image.deleted.label}</time>
                  </span>
                </span>
                <UndoButton id={image.id} name={image.name} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
