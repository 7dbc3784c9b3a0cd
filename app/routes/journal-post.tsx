import { Link, redirect } from "react-router";
import { Picture } from "../components/Picture";
import { site } from "../content/site";
import { JOURNAL_PATH, postPath, publicPosts, summaryOf } from "../lib/content/journal";
import { mediaImage, mediaOgImage } from "../lib/media";
import { getMeta, jsonLd } from "../lib/meta";
import { formatPostDate } from "../lib/pacific-time";
import { requireServices } from "../lib/server/platform/services.server";
import { absoluteUrl } from "../lib/site-url";
import type { Route } from "./+types/journal-post";

const COVER_SIZES = "(min-width: 52rem) 768px, calc(100vw - 2.5rem)";

/** /journal/:slug: a published post; an earlier address of a post answers 301 to its current one. */
export function loader({ params, context }: Route.LoaderArgs) {
  const content = requireServices(context).content;
  const snapshot = content.current();
  const posts = publicPosts(snapshot.posts, content.now());
  const index = posts.findIndex((post) => post.slug === params.slug);
  if (index < 0) {
    const current = snapshot.redirects.get(params.slug);
    if (current && posts.some((post) => post.slug === current)) throw redirect(postPath({ slug: current }), 301);
    throw new Response("Not Found", { status: 404 });
  }
  const post = posts[index]!;
  const newer = posts[index - 1];
  const older = posts[index + 1];
  return { post, newer: newer ? summaryOf(newer) : null, older: older ? summaryOf(older) : null };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const { post } = data;
  const og = post.cover ? mediaOgImage(post.cover) : undefined;
  const image = og ? { ...og, alt: post.coverAlt } : undefined;
  return [
    ...getMeta({ title: post.title, description: post.summary, path: postPath(post), type: "article", image }),
    { property: "article:published_time", content: new Date(post.publishAt).toISOString() },
    { property: "article:modified_time", content: new Date(post.updatedAt).toISOString() },
    jsonLd({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: post.title,
      description: post.summary,
      datePublished: new Date(post.publishAt).toISOString(),
      dateModified: new Date(Math.max(post.updatedAt, post.publishAt)).toISOString(),
      mainEntityOfPage: absoluteUrl(postPath(post)),
      url: absoluteUrl(postPath(post)),
      ...(og ? { image: absoluteUrl(og.path) } : {}),
      author: { "@type": "Organization", name: site.name, url: absoluteUrl("/") },
      publisher: {
        "@type": "Organization",
        name: site.name,
        url: absoluteUrl("/"),
        logo: { "@type": "ImageObject", url: absoluteUrl("/apple-touch-icon.png") },
      },
    }),
  ];
}

export default function JournalPost({ loaderData }: Route.ComponentProps) {
  const { post, newer, older } = loaderData;
  return (
    <article className="container-site py-12 md:py-16">
      <div className="mx-auto max-w-3xl">
        <p className="text-sm">
          <Link to={JOURNAL_PATH} className="text-aegean underline">
            Journal
          </Link>
        </p>
        <h1 className="mt-4 text-4xl sm:text-5xl">{post.title}</h1>
        <p className="mt-4 text-muted">
          <time dateTime={new Date(post.publishAt).toISOString()}>{formatPostDate(post.publishAt)}</time>
        </p>
        <p className="mt-6 text-xl">{post.summary}</p>
        {post.cover ? (
          <Picture
            image={mediaImage(post.cover)}
            alt={post.coverAlt}
            sizes={COVER_SIZES}
            loading="eager"
            fetchPriority="high"
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
                <Link to={postPath(older)} rel="prev" className="font-display text-xl text-aegean underline">
                  {older.title}
                </Link>
              </p>
            ) : (
              <span />
            )}
            {newer ? (
              <p className="sm:text-right">
                <span className="block text-sm text-muted">Next post</span>
                <Link to={postPath(newer)} rel="next" className="font-display text-xl text-aegean underline">
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
