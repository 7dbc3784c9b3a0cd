import { data } from "react-router";
import { useSite } from "../lib/content/root-content";
import { siteMeta } from "#app/lib/content/live-meta";
import { isSuppressed, suppressAddress } from "../lib/server/leads/consent/consents.server";
import { readUnsubscribeToken, unsubscribeKeys } from "../lib/server/leads/consent/unsubscribe-links.server";
import { BodyError, readFields } from "../lib/server/platform/request-body.server";
import { requireServices } from "../lib/server/platform/services.server";
import { STATIC_PAGE } from "../lib/page-handle";
import type { Route } from "./+types/unsubscribe";

/**
 * /unsubscribe/:token, the link of every mail that is not a direct answer (decision 074). Opening it only asks (mail
 * scanners follow links: a GET changes nothing); the button posts, and so does a mail program's one-click
 * unsubscribe (RFC 8058: `List-Unsubscribe=One-Click`, without cookies or an Origin of this site, exempt from the
 * same-origin check in server/post-guards.ts). Either adds the address to the suppression list, once. A link not made
 * by this site is a 404 and writes nothing.
 */
const NO_STORE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export function headers() {
  return NO_STORE;
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...siteMeta(matches, { title: "Unsubscribe", description: "Stop our occasional news.", path: "/unsubscribe" }),
    { name: "robots", content: "noindex" },
  ];
}

function addressOf(context: Route.LoaderArgs["context"], token: string): string | undefined {
  const { sessionSecret } = requireServices(context);
  return readUnsubscribeToken(unsubscribeKeys(sessionSecret), token);
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const email = addressOf(context, params.token);
  if (!email) return data({ state: "invalid" as const }, { status: 404, headers: NO_STORE });
  const { store } = requireServices(context);
  const already = await isSuppressed(store.db, email);
  return data({ state: already ? ("done" as const) : ("ask" as const), email }, { headers: NO_STORE });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const email = addressOf(context, params.token);
  if (!email) return data({ state: "invalid" as const }, { status: 404, headers: NO_STORE });
  let fields: Record<string, unknown>;
  try {
    fields = await readFields(request);
  } catch (error) {
    if (error instanceof BodyError) return data({ state: "unreadable" as const, email, message: error.message }, { status: error.status, headers: NO_STORE });
    throw error;
  }
  const { store, content } = requireServices(context);
  const oneClick = fields["List-Unsubscribe"] === "One-Click";
  await suppressAddress(store.db, email, oneClick ? "one-click" : "page", content.now());
  return data({ state: "done" as const, email }, { headers: NO_STORE });
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const site = useSite();
  const shown = actionData ?? loaderData;
  const contact = (
    <>
      write to{" "}
      <a href={`mailto:${site.email}`} className="text-aegean underline">
        {site.email}
      </a>{" "}
      or call{" "}
      <a href={site.phone.href} className="text-aegean underline">
        {site.phone.display}
      </a>
    </>
  );
  return (
    <div className="container-site max-w-3xl py-12 md:py-16">
      <h1 className="text-4xl sm:text-5xl">UNSUBSCRIBE</h1>
      <div className="mt-8 space-y-6 text-lg">
        {shown.state === "invalid" ? (
          <p role="alert" className="border-l-4 border-bronze bg-marble p-4">
            This unsubscribe link is not one we sent, or it was cut short when it was copied. To stop our news, {contact}.
          </p>
        ) : shown.state === "done" ? (
          <div role="status" className="space-y-4 border border-stone bg-white p-6">
            <p className="font-semibold">You are unsubscribed.</p>
            <p>
              We will send no more news to {shown.email}. Mails about something you ask us for, such as a quote or a visit you book, still reach you.
            </p>
            <p>
              Changed your mind? Tick the news box the next time you write to us through the site. Questions: {contact}.
            </p>
          </div>
        ) : (
          <div className="space-y-4 border border-stone bg-white p-6">
            {shown.state === "unreadable" ? (
              <p role="alert" className="border-l-4 border-danger bg-danger-light p-4 font-medium text-danger-dark">
                {shown.message} Please press the button again.
              </p>
            ) : null}
            <p>
              Stop the occasional news from {site.name} (showroom events, new products) to <span className="font-semibold">{shown.email}</span>?
            </p>
            <form method="post">
              <button type="submit" className="btn btn-primary">
                Unsubscribe
              </button>
            </form>
            <p className="text-base text-muted">
              Nothing changes until you press the button. Read how we keep your details in our{" "}
              <a href="/privacy" className="text-aegean underline">
                privacy notice
              </a>
              .
            </p>
          </div>
        )}
      </div>
    </div>
  );
}

/** Nothing on this page runs a script: the button is a plain form post (decision 018). */
export const handle = STATIC_PAGE;
