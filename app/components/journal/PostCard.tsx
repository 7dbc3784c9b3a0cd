import { Link } from "react-router";
import { postPath } from "#app/lib/content/journal";
import type { PostSummary } from "#app/lib/content/types";
import { mediaImage } from "#app/lib/media";
import { formatPostDate } from "#app/lib/pacific-time";
import { Picture } from "../Picture";

const CARD_SIZES = "(min-width: 76rem) 368px, (min-width: 64rem) 30vw, (min-width: 40rem) 46vw, calc(100vw - 2.5rem)";

/** A post in the journal's list: cover, date, title (the link) and summary. */
export function PostCard({ post, eager = false }: { post: PostSummary; eager?: boolean }) {
  return (
    <article className="flex flex-col border border-stone bg-white">
      {post.cover ? (
        <Picture
          image={mediaImage(post.cover)}
          alt={post.coverAlt}
          sizes={CARD_SIZES}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : undefined}
          className="aspect-[3/2] h-auto w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm text-muted">
          <time dateTime={new Date(post.publishAt).toISOString()}>{formatPostDate(post.publishAt)}</time>
        </p>
        <h2 className="mt-2 text-2xl">
          <Link to={postPath(post)} className="hover:underline">
            {post.title}
          </Link>
        </h2>
        <p className="mt-3 text-ink">{post.summary}</p>
      </div>
    </article>
  );
}
