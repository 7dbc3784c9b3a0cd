import { useSite } from "#app/lib/content/root-content";

/** The showroom's phone number as a link that dials it. */
export function PhoneLink({ className }: { className: string }) {
  const site = useSite();
  return (
    <a href={site.phone.href} className={className}>
      {site.phone.display}
    </a>
  );
}
