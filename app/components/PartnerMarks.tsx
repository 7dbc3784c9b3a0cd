import { grandOpening } from "../content/event";

/** The event partners as typographic marks made for this site (not the partners' own logos). */
export function PartnerMarks() {
  return (
    <ul className="flex flex-wrap items-center justify-center gap-x-8 gap-y-4">
      {grandOpening.partners.map((partner) => (
        <li key={partner} className="border-y border-stone px-2 py-1 font-display text-xl tracking-[0.12em] text-aegean-dark uppercase">
          {partner}
        </li>
      ))}
    </ul>
  );
}
