import { redirect } from "react-router";
import { PostArticle } from "../components/journal/PostArticle";
import { postPath, publicPosts, summaryOf } from "../lib/content/journal";
import { mediaOgImage } from "../lib/media";
import { jsonLd } from "../lib/meta";
import { requireServices } from "../lib/server/platform/services.server";
import { absoluteUrl } from "../lib/site-url";
import { siteMeta } from "#app/lib/content/live-meta";
import { rootSettings } from "#app/lib/content/root-content";
import type { Route } from "./+types/journal-post";
import { STATIC_PAGE } from "../lib/page-handle";

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

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const { post } = data;
  const { name } = rootSettings(matches);
  const og = post.cover ? mediaOgImage(post.cover) : undefined;
  const image = og ? { ...og, alt: post.coverAlt } : undefined;
  return [
    ...siteMeta(matches, { title: post.title, description: post.summary, path: postPath(post), type: "article", image }),
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
      author: { "@type": "Organization", name, url: absoluteUrl("/") },
      publisher: {
        "@type": "Organization",
        name,
        url: absoluteUrl("/"),
        logo: { "@type": "ImageObject", url: absoluteUrl("/apple-touch-icon.png") },
      },
    }),
  ];
}

export default function JournalPost({ loaderData }: Route.ComponentProps) {
  const { post, newer, older } = loaderData;
  return <PostArticle post={post} newer={newer} older={older} />;
}

/** Nothing on this page runs a script: it ships as HTML (docs/decisions/018-pages-without-javascript.md). */
export const handle = STATIC_PAGE;
