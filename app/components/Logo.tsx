import { site } from "../content/site";

/** The wordmark: the short name in the display face over the trade, with a small sun disc. */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const main = tone === "dark" ? "text-aegean-dark" : "text-white";
  const sub = tone === "dark" ? "text-bronze" : "text-bronze-light";
  return (
    <span className="flex items-center gap-2.5">
      <svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32" className="shrink-0">
        <circle cx="16" cy="16" r="7" fill="currentColor" className={sub} />
        <g stroke="currentColor" strokeWidth="2" strokeLinecap="round" className={sub}>
          <path d="M16 2v4M16 26v4M2 16h4M26 16h4M6.1 6.1l2.8 2.8M23.1 23.1l2.8 2.8M6.1 25.9l2.8-2.8M23.1 8.9l2.8-2.8" />
        </g>
      </svg>
      <span className="flex flex-col leading-none">
        <span className={`font-display text-2xl tracking-[0.18em] ${main}`}>{site.shortName}</span>{" "}
        <span className={`mt-1 text-xs font-semibold uppercase tracking-[0.12em] ${sub}`}>
          Windows &amp; Doors
        </span>
      </span>
    </span>
  );
}
