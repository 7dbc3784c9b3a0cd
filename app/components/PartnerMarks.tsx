import { grandOpening } from "../content/event";
import { partnerMark } from "../lib/images";
import { Picture } from "./Picture";

/** The event partners as typographic marks made for this site (not the partners' own logos), named by alt text. */
export function PartnerMarks() {
  return (
    <ul className="flex flex-wrap items-center justify-center gap-x-6 gap-y-4">
      {grandOpening.partners.map((partner) => (
        <li key={partner} className="w-36 sm:w-40">
          <Picture image={partnerMark(partner)} alt={partner} sizes="160px" loading="eager" className="h-auto w-full" />
        </li>
      ))}
    </ul>
  );
}
