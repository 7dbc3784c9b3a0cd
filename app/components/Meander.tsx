import { useId } from "react";

/**
 * The meander (Greek key), the site's one recurring ornament: a 24 × 12 tile repeated across the width, drawn in
 * the text colour (bronze, or the light bronze of `tone="light"`). It is inline SVG rather than an SVG image in
 * the stylesheet: every SVG image costs the browser a document of its own before the first paint (7-11 ms each
 * in a new renderer process on the bench machine, more on a phone); an inline pattern costs nothing of the kind.
 */
export function Meander({ tone = "bronze", className }: { tone?: "bronze" | "light"; className?: string }) {
  const patternId = useId();
  const classes = ["meander", tone === "light" ? "meander-light" : null, className].filter(Boolean).join(" ");
  return (
    <svg className={classes} aria-hidden="true" focusable="false">
      <defs>
        <pattern id={patternId} width="24" height="12" patternUnits="userSpaceOnUse">
          <path d="M0 11h20V1H6v6h8V5h-6" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${patternId})`} />
    </svg>
  );
}
