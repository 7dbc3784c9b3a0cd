import { pagePath } from "../pagination";
import type { PostItem, PostSummary } from "./types";

/** Posts on a page of /journal. */
export const JOURNAL_PAGE_SIZE = 10;
export const JOURNAL_PATH = "/journal";
export const JOURNAL_FEED_PATH = "/journal/feed.xml";

export function postPath(post: Pick<PostSummary, "slug">): string {
  return `${JOURNAL_PATH}/${post.slug}`;
}

/** The address of page `n` of the journal (the first is /journal itself). */
export function journalPagePath(n: number): string {
  return pagePath(JOURNAL_PATH, new URLSearchParams(), n);
}

/** Published posts whose time has come, newest first (the snapshot keeps them in that order). */
export function publicPosts<T extends PostSummary>(posts: readonly T[], now: number): T[] {
  return posts.filter((post) => post.publishAt <= now);
}

/** Only what a list shows: the snapshot's posts carry their whole body. */
export function summaryOf(post: PostItem): PostSummary {
  const { bodyHtml: _body, ...summary } = post;
  return summary;
}
