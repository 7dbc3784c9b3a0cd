import { initials } from "#app/lib/people";

/**
 * Someone's initials in the theme's colours (ivory display serif on Aegean blue, inside a bronze rule), where their
 * picture would be until they have one. Hidden from assistive technology: the name is always written beside it.
 */
export function Monogram({ name, className = "" }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-monogram=""
      className={`flex aspect-square select-none items-center justify-center bg-aegean-dark text-ivory [container-type:inline-size] ${className}`}
    >
      <span className="flex aspect-square w-[82%] items-center justify-center rounded-full border border-bronze-light/60 font-display text-[clamp(1rem,34cqi,5rem)] leading-none tracking-wide">
        {initials(name)}
      </span>
    </span>
  );
}
