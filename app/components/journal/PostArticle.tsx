import { Link } from "react-router";
import { JOURNAL_PATH, postPath } from "#app/lib/content/journal";
import type { PostItem, PostSummary } from "#app/lib/content/types";
import { mediaImage } from "#app/lib/media";
import { formatPostDate } from "#app/lib/pacific-time";
import { LeadPicture } from "../Picture";

const COVER_SIZES = "(min-width: 52rem) 768px, calc(100vw - 2.5rem)";

/**
 * A journal post as visitors read it: title, date, summary, cover and body, with links to the posts either side.
 * The public page (routes/journal-post.tsx) and the staff preview of a draft (routes/admin/post.tsx) both render
 * this, so the preview is the page as it will look.
 */
export function PostArticle({ post, newer, older }: { post: PostItem; newer?: PostSummary | null; older?: PostSummary | null }) {
  return (
    <article className="container-site py-12 md:py-16">
      <div className="mx-auto max-w-3xl">
        <p className="text-sm">
          <Link to={JOURNAL_PATH} className="text-aegean underline">
            Journal
          </Link>
        </p>
        <h1 className="mt-4 break-words text-4xl sm:text-5xl">{post.title}</h1>
        <p className="mt-4 text-muted">
          <time dateTime={new Date(post.publishAt).toISOString()}>{formatPostDate(post.publishAt)}</time>
        </p>
        <p className="mt-6 text-lg">{post.summary}</p>
        {post.cover ? (
          <LeadPicture
            image={mediaImage(post.cover)}
            alt={post.coverAlt}
            sizes={COVER_SIZES}
            className="mt-8 h-auto w-full"
          />
        ) : null}
        {/* Sanitised when the post was loaded: Markdown rendered with an allow-list of elements and attributes. */}
        <div className="journal-body mt-10" dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
        {newer || older ? (
          <nav aria-label="More posts" className="mt-16 grid gap-6 border-t border-stone pt-8 sm:grid-cols-2">
            {older ? (
              <p>
                <span className="block text-sm text-muted">Previous post</span>
                <Link to={postPath(older)} rel="prev" className="font-display text-lg text-aegean underline">
                  {older.title}
                </Link>
              </p>
            ) : (
              <span />
            )}
            {newer ? (
              <p className="sm:text-right">
                <span className="block text-sm text-muted">Next post</span>
                <Link to={postPath(newer)} rel="next" className="font-display text-lg text-aegean underline">
                  {newer.title}
                </Link>
              </p>
            ) : null}
          </nav>
        ) : null}
      </div>
    </article>
  );
}
