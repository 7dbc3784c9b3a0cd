import { galleryPath, PROJECTS_PAGE_SIZE, type ProjectFilterValues } from "#app/lib/content/projects";
import { isPlainClick } from "#app/lib/plain-click";

interface ProjectPagesProps {
  filter: ProjectFilterValues;
  /** The first and the last page whose projects are on screen ("Show more" adds pages after the first). */
  firstPage: number;
  lastPage: number;
  pageCount: number;
  /** How many projects are on screen, and how many match the filter. */
  shown: number;
  total: number;
  /** Loads the next page in place (with JavaScript); without it, or on a modified click, the link is followed. */
  onMore?: (url: string) => void;
  /** Whether the next page is on its way. */
  loading: boolean;
}

const LINK_CLASS = "btn btn-outline";

/**
 * The gallery's pages: real links to the previous and next page, with the filter kept (rel=prev and rel=next, as the
 * journal's), and where the visitor is ("Projects 37–72 of 300"). With JavaScript, "Show more projects" loads the
 * next page under the projects already shown instead of leaving them.
 */
export function ProjectPages({ filter, firstPage, lastPage, pageCount, shown, total, onMore, loading }: ProjectPagesProps) {
  if (pageCount <= 1) return null;
  const from = (firstPage - 1) * PROJECTS_PAGE_SIZE + 1;
  const next = galleryPath(filter, lastPage + 1);
  return (
    <nav aria-label="Project pages" className="mt-12 flex flex-wrap items-center justify-between gap-4">
      {firstPage > 1 ? (
        <a href={galleryPath(filter, firstPage - 1)} rel="prev" className={LINK_CLASS}>
          Previous projects
        </a>
      ) : (
        <span />
      )}
      <p className="text-muted">{`Projects ${from}–${from + shown - 1} of ${total}`}</p>
      {lastPage < pageCount ? (
        <a
          href={next}
          rel="next"
          aria-disabled={loading || undefined}
          onClick={(event) => {
            if (!onMore || !isPlainClick(event)) return;
            event.preventDefault();
            if (!loading) onMore(next);
          }}
          className={LINK_CLASS}
        >
          Show more projects
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
