import { useState } from "react";
import { SectionAbout } from "#app/components/admin/SectionAbout";
import { data, Link, useNavigation } from "react-router";
import { ImageCard } from "#app/components/admin/media/ImageCard";
import { LibraryUpload } from "#app/components/admin/media/LibraryUpload";
import { Notice } from "#app/components/admin/Notice";
import { ActionNotice, DeletedSection, UndoDeleteOf } from "#app/components/admin/StaffListPage";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { UPLOAD_FAILED } from "#app/lib/media-upload";
import { mediaChanged } from "#app/lib/server/content/journal-admin.server";
import { mediaUses } from "#app/lib/server/content/media-uses.server";
import { mediaLibraryAction, mediaLibraryPage, type ImageUse } from "#app/lib/server/media/library-page.server";
import { requireServices } from "#app/lib/server/platform/services.server";
import { requireStaff } from "#app/lib/server/staff/auth.server";
import { readStaffPost } from "#app/lib/server/staff/staff-post.server";
import type { Route } from "./+types/media";
import type { MetaMatches } from "#app/lib/content/root-content";

export const meta = ({ matches }: { matches: MetaMatches }) => staffMeta("Images", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { store } = requireServices(context);
  return mediaLibraryPage(store.db, new URL(request.url), mediaUses(store));
}

/** Deletes an image (never one in use) or brings it back; the content's pages follow. */
export async function action({ request, context }: Route.ActionArgs) {
  const post = await readStaffPost(request, context);
  if (!post.ok) return data({ tone: "error" as const, message: post.message }, { status: post.status });
  return mediaLibraryAction(post.services.store.db, post.fields, () => mediaChanged(post.services), () => mediaUses(post.services.store));
}

export default function MediaLibrary({ loaderData, actionData }: Route.ComponentProps) {
  const { images, deleted, uploaded, uploadError, deletedNotice, restoredNotice, focalNotice, returnTo } = loaderData;
  const busy = useNavigation().state === "submitting";
  // A delete refused because the image is in use names each use, linked to its editor.
  const refusedUses = (actionData as { uses?: readonly ImageUse[] } | undefined)?.uses ?? [];
  const [fresh, setFresh] = useState<string[]>([]);
  const freshIds = new Set([...uploaded, ...fresh]);

  return (
    <div className="container-site py-8 md:py-10">
      <h1 className="text-3xl md:text-4xl">Images</h1>
      <SectionAbout to="/admin/media" />
      <p className="mt-1 max-w-3xl text-muted">
        Photos for the journal, projects and events: choose one as a post's cover in the{" "}
        <Link to="/admin/journal" className="text-aegean underline">post editor</Link>, put one in a post's text by pasting the text under it,
        or choose one as a partner's logo in the <Link to="/admin/events" className="text-aegean underline">event editor</Link>.
      </p>

      <div className="mt-6 space-y-3">
        {uploadError ? <Notice tone="error">{UPLOAD_FAILED} {uploadError}</Notice> : null}
        {uploaded.length ? (
          <Notice tone="success">{uploaded.length === 1 ? "1 image uploaded: it is marked “New” below." : `${uploaded.length} images uploaded: they are marked “New” below.`}</Notice>
        ) : null}
        {actionData && refusedUses.length ? (
          // A Notice is a paragraph, which cannot hold the list: the same alert, as a block.
          <div role="alert" className="border-l-4 border-danger bg-danger-light px-4 py-3 font-medium text-danger-dark">
            <p>{actionData.message}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5 font-normal">
              {refusedUses.map((use) => (
                <li key={use.href + use.what}>
                  <Link to={use.href} className="underline">
                    {use.what}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : actionData ? (
          <Notice tone={actionData.tone}>{actionData.message}</Notice>
        ) : null}
        {deletedNotice ? (
          <ActionNotice action={<UndoDeleteOf id={deletedNotice.id} name={deletedNotice.name} busy={busy} />}>
            “{deletedNotice.name}” was deleted: it no longer shows on the site.
          </ActionNotice>
        ) : null}
        {restoredNotice ? <Notice tone="success">“{restoredNotice.name}” is back in the library and on the site.</Notice> : null}
        {focalNotice && !actionData ? <Notice tone="success">The focal point of “{focalNotice}” is saved: the site's crops of it follow.</Notice> : null}
        {returnTo ? (
          <Notice tone="success">
            Upload the picture here: you go back to the <a href={returnTo} className="underline">page you came from</a> with it chosen, to save there.
          </Notice>
        ) : null}
      </div>

      <LibraryUpload returnTo={returnTo} onUploaded={(ids) => setFresh((current) => [...current, ...ids])} />

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

      <DeletedSection
        heading="Recently deleted"
        intro="Deleted images are hidden from the site and the library; bring one back if it was a mistake."
        look="ruled"
        items={deleted.map((image) => ({
          id: image.id,
          title: image.name,
          detail: (
            <>
              deleted <time dateTime={image.deleted.iso}>{image.deleted.label}</time>
            </>
          ),
        }))}
      >
        {(image) => <UndoDeleteOf id={image.id} name={image.title} busy={busy} />}
      </DeletedSection>
    </div>
  );
}
