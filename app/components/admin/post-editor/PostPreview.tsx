import { Link } from "react-router";
import { editorPath } from "#app/lib/admin/content-kinds";
import type { PostState } from "#app/lib/admin/post-state";
import type { PostItem } from "#app/lib/content/types";
import { PostArticle } from "#app/components/journal/PostArticle";
import { LiveSavedNotice } from "../EditorFrame";
import { Notice } from "../Notice";

type PreviewData = { id: string; state: PostState; publicPath: string | null; post: PostItem };

/** The post exactly as its public page will show it, under a staff banner. */
export function PostPreview({ data: loaded }: { data: PreviewData }) {
  return (
    <>
      <aside aria-label="About this preview" className="border-b-2 border-bronze bg-[#f6ead8]">
        <div className="container-site flex flex-wrap items-center justify-between gap-3 py-3">
          <p className="min-w-0">
            <span className="font-semibold">Preview.</span>{" "}
            {loaded.publicPath ? (
              <>
                This post is on the site:{" "}
                <a href={loaded.publicPath} className="text-aegean underline">
                  see it there
                </a>
                .
              </>
            ) : loaded.state.kind === "scheduled" ? (
              `${loaded.state.label}: visitors cannot see it until then.`
            ) : (
              "A draft: only staff can see it. This is how it will look once published."
            )}
          </p>
          <Link to={editorPath("post", loaded.id)} className="btn btn-outline bg-white">
            Back to the editor
          </Link>
        </div>
      </aside>
      <PostArticle post={loaded.post} />
    </>
  );
}

/** The notice after a save: where the post is now (live, scheduled, or a draft). */
export function PostSavedNotice({ data: loaded }: { data: { publicPath: string | null; scheduledFor: string | null } }) {
  if (loaded.publicPath) return <LiveSavedNotice path={loaded.publicPath} what="post" />;
  if (loaded.scheduledFor) return <Notice tone="success">Saved. Scheduled: it appears on the site on {loaded.scheduledFor}.</Notice>;
  return <Notice tone="success">Saved as a draft: it is not on the site.</Notice>;
}
