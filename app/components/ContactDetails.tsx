import { useSite } from "#app/lib/content/root-content";
import { PhoneLink } from "./PhoneLink";

/** Phone, email and street address, as a definition of how to reach us. */
export function ContactDetails() {
  const site = useSite();
  return (
    <address className="not-italic">
      <dl className="space-y-5">
        <div>
          <dt className="eyebrow">Phone</dt>
          <dd className="mt-1 text-lg">
            <PhoneLink className="text-aegean underline underline-offset-4" />
          </dd>
        </div>
        <div>
          <dt className="eyebrow">Email</dt>
          <dd className="mt-1 text-lg">
            <a href={`mailto:${site.email}`} className="break-all text-aegean underline underline-offset-4">
              {site.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="eyebrow">Address</dt>
          <dd className="mt-1 text-lg">{site.address.display}</dd>
        </div>
      </dl>
    </address>
  );
}
