import { Link } from "react-router";
import { PostCard } from "../components/journal/PostCard";
import { pageMeta } from "../content/page-meta";
import { JOURNAL_FEED_PATH, JOURNAL_PAGE_SIZE, journalPagePath, publicPosts, summaryOf } from "../lib/content/journal";
import { PAGE_PARAM, pageCountOf, pageItems, readPageNumber } from "../lib/pagination";
import { requireServices } from "../lib/server/platform/services.server";
import { livePageMeta, rootPageSeo } from "#app/lib/content/live-meta";
import type { Route } from "./+types/journal";
import { STATIC_PAGE } from "../lib/page-handle";

/** The words under the heading: the journal's description as shipped (its search entry is the owners', decision 044). */
const DESCRIPTION = pageMeta.journal.description;

/** /journal and /journal?page=N: published posts, newest first. */
export function loader({ request, context }: Route.LoaderArgs) {
  const content = requireServices(context).content;
  const posts = publicPosts(content.current().posts, content.now());
  const pageCount = pageCountOf(posts.length, JOURNAL_PAGE_SIZE);
  const page = readPageNumber(new URL(request.url).searchParams.get(PAGE_PARAM), pageCount);
  if (page === null) throw new Response("Not Found", { status: 404 });
  const shown = pageItems(posts, page, JOURNAL_PAGE_SIZE).map(summaryOf);
  return { posts: shown, page, pageCount };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const page = data?.page ?? 1;
  const { title } = rootPageSeo(matches, "journal");
  return livePageMeta(matches, "journal", page > 1 ? { title: `${title}, page ${page}`, path: journalPagePath(page) } : {});
}

export default function Journal({ loaderData }: Route.ComponentProps) {
  const { posts, page, pageCount } = loaderData;
  return (
    <div className="container-site py-12 md:py-16">
      <p className="eyebrow">News and notes</p>
      <h1 className="mt-3 text-4xl sm:text-5xl">JOURNAL</h1>
      <p className="mt-6 max-w-2xl text-lg">{DESCRIPTION}</p>
      {posts.length ? (
        <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <li key={post.id} className="flex">
              <PostCard post={post} eager={page === 1 && index === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-12 text-lg text-muted">
          No posts yet. In the meantime, see our work on the <Link to="/projects" className="text-aegean underline">projects</Link> page.
        </p>
      )}
      {pageCount > 1 ? (
        <nav aria-label="Journal pages" className="mt-12 flex items-center justify-between gap-4">
          {page > 1 ? (
            <Link to={journalPagePath(page - 1)} rel="prev" className="btn btn-outline">
              Newer posts
            </Link>
          ) : (
            <span />
          )}
          <p className="text-muted">
            Page {page} of {pageCount}
          </p>
          {page < pageCount ? (
            <Link to={journalPagePath(page + 1)} rel="next" className="btn btn-outline">
              Older posts
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
      <p className="mt-10 text-sm text-muted">
        <a href={JOURNAL_FEED_PATH} className="text-aegean underline">
          Subscribe to the journal
        </a>{" "}
        (Atom feed)
      </p>
    </div>
  );
}

/** Nothing on this page runs a script: it ships as HTML (docs/decisions/018-pages-without-javascript.md). */
export const handle = STATIC_PAGE;
