import { useSite } from "#app/lib/content/root-content";

/** "Call 604 … or email …": the business's phone and email as links, for the sentence around a lead form. */
export function CallOrEmail() {
  const site = useSite();
  return (
    <>
      Call{" "}
      <a href={site.phone.href} className="text-aegean underline">
        {site.phone.display}
      </a>{" "}
      or email{" "}
      <a href={`mailto:${site.email}`} className="break-all text-aegean underline">
        {site.email}
      </a>
    </>
  );
}
