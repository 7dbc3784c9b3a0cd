import { Form, Link } from "react-router";
import { editorPath } from "#app/lib/admin/content-kinds";
import { figureAnchor, STALE_AFTER_DAYS, type StaleFigure } from "#app/lib/energy-staleness";

/** The intent of Confirm (the server's CONFIRM_FIGURE_INTENT). */
const CONFIRM_INTENT = "confirm-figure";

/**
 * The staff front page's list of energy and rebate figures not checked for STALE_AFTER_DAYS (decision 043), one line
 * with their count until opened: each with
 * the page that states it, Confirm (a plain post: checked today) and Correct (its place in the editor). Nothing
 * when none is stale. `open` after a Confirm, so the next one is at hand (a page reloaded without JavaScript too).
 */
export function StaleFigures({ figures, busy, open = false }: { figures: readonly StaleFigure[]; busy: boolean; open?: boolean }) {
  if (!figures.length) return null;
  const count = `${figures.length} energy ${figures.length === 1 ? "figure" : "figures"} to check`;
  return (
    <section aria-labelledby="stale-figures-heading" className="mt-6 border-l-4 border-[#8a5a00] bg-[#fff3d6]">
      {/* One line until opened (a reminder, not the page's business); opens without JavaScript too. */}
      <details className="group" open={open || undefined}>
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 py-2 [&::-webkit-details-marker]:hidden">
          <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-90">
            ▸
          </span>
          <h2 id="stale-figures-heading" className="font-sans text-base font-semibold">
            {count}
          </h2>
        </summary>
        <div className="px-4 pb-3">
          <p className="max-w-prose">
            These figures have not been checked for more than {STALE_AFTER_DAYS} days. Open the page that states each one: if it still says the same, confirm
            it; if not, correct it. The site shows them as they are until then.
          </p>
          <ul className="mt-3 divide-y divide-[#e0c98f]">
            {figures.map((figure) => (
              <li key={figure.key} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2" data-stale-figure={figure.key}>
                <div className="min-w-0">
                  <p className="font-semibold">{figure.name}</p>
                  <p className="text-sm">
                    Last {figure.checkedText}.{" "}
                    <a href={figure.sourceUrl} className="text-aegean underline" rel="noreferrer">
                      The page that states it<span className="sr-only"> ({figure.name})</span>
                    </a>
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Form method="post">
                    <input type="hidden" name="figure" value={figure.key} />
                    <button
                      type="submit"
                      name="intent"
                      value={CONFIRM_INTENT}
                      disabled={busy}
                      className="min-h-11 rounded-sm border-2 border-aegean bg-aegean px-3 text-sm font-semibold text-white hover:bg-aegean-dark"
                    >
                      Confirm<span className="sr-only"> {figure.name}</span>
                    </button>
                  </Form>
                  <Link
                    to={`${editorPath("energy", null)}#${figureAnchor(figure.key)}`}
                    className="inline-flex min-h-11 items-center rounded-sm border-2 border-aegean px-3 text-sm font-semibold text-aegean hover:bg-aegean-light"
                  >
                    Correct<span className="sr-only"> {figure.name}</span>
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </details>
    </section>
  );
}
