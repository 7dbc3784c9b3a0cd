import { Link } from "react-router";
import { ContactDetails } from "../components/ContactDetails";
import { OpeningHours } from "../components/OpeningHours";
import { CallOrEmail } from "../components/forms/CallOrEmail";
import { ContactForm } from "../components/forms/ContactForm";
import type { PostedFormProps } from "../components/forms/posted-form";
import { CONTACT_FORM_ISLAND } from "../components/island-names";
import { Island } from "../components/Island";
import { AnnouncementText } from "../components/AnnouncementText";
import { useRootContent } from "../lib/content/root-content";
import { jsonLd } from "../lib/meta";
import type { PageHandle } from "../lib/page-handle";
import type { PostedIsland } from "../lib/posted-island";
import { formAction, formPageHeaders } from "../lib/server/leads/form-routes.server";
import { businessJsonLd } from "../lib/structured-data";
import { rootSettings } from "../lib/content/root-content";
import { livePageMeta } from "#app/lib/content/live-meta";
import type { Route } from "./+types/contact";

/** The contact form, with the result of a post. */
const formProps = (result: Route.ComponentProps["actionData"]): PostedFormProps => ({ result });
const contactForm: PostedIsland<unknown, Route.ComponentProps["actionData"], PostedFormProps> = {
  name: CONTACT_FORM_ISLAND,
  props: ({ actionData }) => formProps(actionData),
};

/** The page hydrates only its form (app/islands/contact.client.tsx), with React alone. */
export const handle = { hydrate: false, islands: "contact", postedIsland: contactForm } satisfies PageHandle;

export function headers(args: Route.HeadersArgs) {
  return formPageHeaders(args);
}

export async function action({ request, context }: Route.ActionArgs) {
  return formAction("contact", request, context);
}

export function meta({ matches }: { matches: readonly ({ id: string; data?: unknown } | undefined)[] }) {
  return [...livePageMeta(matches, "contact"), jsonLd(businessJsonLd(rootSettings(matches)))];
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const { announcement } = useRootContent();
  return (
    <>
      {announcement ? (
        <aside aria-label="News" className="bg-aegean text-white">
          <div className="container-site py-5 text-center">
            <p className="font-display text-2xl">
              <AnnouncementText announcement={announcement} linkClassName="text-lg text-bronze-light underline hover:text-white" />
            </p>
          </div>
        </aside>
      ) : null}
      <div className="container-site grid gap-12 py-12 md:py-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div>
          <h1 className="text-4xl sm:text-5xl">CONTACT US</h1>
          <p className="mt-6 text-lg">
            Have a question about a project, some feedback for us, or just want to say hello? We would love to hear from
            you. Call, write, or send the form, and one of our team will get back to you within one business day.
          </p>
          <div className="mt-10">
            <ContactDetails />
          </div>
          <div className="mt-10">
            <OpeningHours />
          </div>
        </div>
        <section aria-labelledby="message-heading" className="border border-stone bg-white p-6 md:p-8">
          <h2 id="message-heading" className="text-3xl">
            Send us a message
          </h2>
          <p className="mt-3 text-muted">
            Tell us about your project: the kind of building, the openings you have in mind and your timeline. Prefer to
            talk? <CallOrEmail />.
          </p>
          <p className="mt-3 text-muted">
            Have a window and door schedule?{" "}
            <Link to="/quote" className="text-aegean underline">
              Request a quote opening by opening
            </Link>
            , in mm or inches. Want to see the doors and windows?{" "}
            <Link to="/visit" className="text-aegean underline">
              Book a showroom visit
            </Link>
            .
          </p>
          <div className="mt-8">
            <Island name={contactForm.name} component={ContactForm} props={formProps(actionData)} />
          </div>
        </section>
      </div>
    </>
  );
}
