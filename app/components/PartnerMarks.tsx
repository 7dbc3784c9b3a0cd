import { hasBuiltInPartnerMark } from "../content/event";
import type { EventPartner } from "../lib/content/types";
import { partnerMark } from "../lib/images";
import { mediaImage } from "../lib/media";
import { Picture } from "./Picture";

/**
 * An event's partners: an uploaded mark, the typographic wordmark made for this site (not the partner's own logo),
 * or else the name set in type. Named by alt text.
 */
export function PartnerMarks({ partners }: { partners: readonly EventPartner[] }) {
  return (
    <ul className="flex flex-wrap items-center justify-center gap-x-6 gap-y-4">
      {partners.map((partner) => (
        <li key={partner.name} className="w-36 sm:w-40">
          {partner.mark ? (
            <Picture image={mediaImage(partner.mark)} alt={partner.name} sizes="160px" loading="eager" className="h-auto w-full" />
          ) : hasBuiltInPartnerMark(partner.name) ? (
            <Picture image={partnerMark(partner.name)} alt={partner.name} sizes="160px" loading="eager" className="h-auto w-full" />
          ) : (
            <span className="block border border-stone px-3 py-4 text-center font-display text-lg text-aegean-dark">{partner.name}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
