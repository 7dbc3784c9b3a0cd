import { CACHE_REVALIDATE } from "../lib/cache-control";
import { JOURNAL_FEED_PATH, JOURNAL_PATH, postPath, publicPosts } from "../lib/content/journal";
import { mediaOgImage } from "../lib/media";
import { atomFeed } from "../lib/server/content/feed.server";
import { requireServices } from "../lib/server/platform/services.server";
import { absoluteUrl, SITE_URL } from "../lib/site-url";
import type { Route } from "./+types/journal-feed";

/** Posts in the feed: the newest, as feed readers expect. */
const FEED_SIZE = 20;

/** GET /journal/feed.xml: the journal as an Atom feed, linked from every page's head. */
export function loader({ context }: Route.LoaderArgs) {
  const content = requireServices(context).content;
  const posts = publicPosts(content.current().posts, content.now()).slice(0, FEED_SIZE);
  // The live trading name and tagline (decision 040): the feed's title and its entries' author.
  const { name, tagline } = content.current().settings;
  const xml = atomFeed({
    siteUrl: SITE_URL,
    title: `${name} Journal`,
    subtitle: tagline,
    authorName: name,
    feedPath: JOURNAL_FEED_PATH,
    alternatePath: JOURNAL_PATH,
    updatedMs: Math.max(0, ...posts.map((post) => Math.max(post.updatedAt, post.publishAt))),
    entries: posts.map((post) => ({
      url: absoluteUrl(postPath(post)),
      title: post.title,
      summary: post.summary,
      contentHtml: post.bodyHtml,
      publishedMs: post.publishAt,
      updatedMs: Math.max(post.updatedAt, post.publishAt),
      imageUrl: post.cover ? absoluteUrl(mediaOgImage(post.cover).path) : undefined,
    })),
  });
  return new Response(xml, {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8", "Cache-Control": CACHE_REVALIDATE },
  });
}
