import { site } from "../content/site";

/** The showroom's phone number as a link that dials it. */
export function PhoneLink({ className }: { className: string }) {
  return (
    <a href={site.phone.href} className={className}>
      {site.phone.display}
    </a>
  );
}
