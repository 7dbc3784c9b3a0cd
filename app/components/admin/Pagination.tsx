import { Link } from "react-router";

/** Pages shown either side of the current one; the first and last are always shown. */
const NEIGHBOURS = 2;

function pageList(page: number, pageCount: number): (number | "gap")[] {
  const pages: (number | "gap")[] = [];
  for (let n = 1; n <= pageCount; n++) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= NEIGHBOURS) pages.push(n);
    else if (pages[pages.length - 1] !== "gap") pages.push("gap");
  }
  return pages;
}

const item = "flex min-h-11 min-w-11 items-center justify-center rounded-sm border px-3 text-sm font-medium";

/** Links to the other pages of a list; `href(n)` gives page n's address. */
export function Pagination({ page, pageCount, href }: { page: number; pageCount: number; href: (page: number) => string }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-6">
      <ul className="flex flex-wrap items-center gap-1.5">
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} className={`${item} border-aegean text-aegean hover:bg-aegean hover:text-white`}>
              Previous<span className="sr-only"> page</span>
            </Link>
          </li>
        ) : null}
        {pageList(page, pageCount).map((n, index) =>
          n === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                aria-current={n === page ? "page" : undefined}
                className={`${item} ${n === page ? "border-aegean bg-aegean text-white" : "border-stone bg-white text-ink hover:border-aegean"}`}
              >
                <span className="sr-only">Page </span>
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link to={href(page + 1)} className={`${item} border-aegean text-aegean hover:bg-aegean hover:text-white`}>
              Next<span className="sr-only"> page</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
