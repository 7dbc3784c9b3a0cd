import { data, Form, Link, redirect, useNavigation } from "react-router";
import { ClosedLinkCard, closedLinkMessage, LinkCard } from "#app/components/admin/account/LinkCard";
import { Notice } from "#app/components/admin/Notice";
import { EMAIL_PATH, LOGIN_PAGE } from "#app/lib/admin/staff-link-paths";
import { staffMeta } from "#app/lib/admin/staff-meta";
import type { MetaMatches } from "#app/lib/content/root-content";
import { requireServices } from "#app/lib/server/platform/services.server";
import { confirmEmailChange, linkPage } from "#app/lib/server/staff/staff-link-actions.server";
import { checkLink } from "#app/lib/server/staff/staff-links.server";
import { readSignedOutPost } from "#app/lib/server/staff/staff-post.server";
import type { Route } from "./+types/confirm-email";

export const meta = ({ matches }: { matches: MetaMatches }) => staffMeta("Confirm your new email", matches);

/**
 * The link mailed to a new address from Your account (decision 064, amended): the page shows the address, and a button
 * posts the confirmation, so that a mail program opening links to scan them changes nothing. 404 unknown, 410 used,
 * replaced or expired. Once confirmed, the page is sent on to itself with `?changed=1`, which says so (the link now
 * used is the proof).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = requireServices(context);
  if (new URL(request.url).searchParams.get(CHANGED) === "1") {
    const check = await checkLink(services.store.db, "email", params.token);
    if (check.state === "used" && check.link) return { state: "changed" as const, email: check.link.email };
  }
  const page = await linkPage(services, "email", params.token);
  return data(page, { status: page.state === "closed" ? page.status : 200 });
}

const CHANGED = "changed";

type ConfirmResult = { closed?: string; message: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  const post = await readSignedOutPost(request, context);
  if (!post.ok) return data<ConfirmResult>({ message: post.message }, { status: post.status });
  const result = await confirmEmailChange(post.services, params.token);
  if (result.ok) throw redirect(`${EMAIL_PATH}/${params.token}?${CHANGED}=1`, { status: 303 });
  if (result.closed) return data<ConfirmResult>({ closed: result.closed.message, message: result.closed.message }, { status: result.closed.status });
  return data<ConfirmResult>({ message: result.message }, { status: result.status });
}

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  if (loaderData.state === "changed") {
    return (
      <LinkCard title="Your email is changed" backToSignIn={false}>
        <Notice tone="success">Your staff account now signs in with {loaderData.email}. The old address was told.</Notice>
        <p>
          <Link to={LOGIN_PAGE} className="btn btn-primary w-full">
            Go to the staff pages
          </Link>
        </p>
      </LinkCard>
    );
  }
  const closed = closedLinkMessage(loaderData, actionData);
  if (closed || loaderData.state !== "open") return <ClosedLinkCard message={closed} />;
  return (
    <LinkCard title="Confirm your new email" intro={`Your staff account will sign in with ${loaderData.email} from now on.`}>
      {actionData?.message ? <Notice tone="error">{actionData.message}</Notice> : null}
      <Form method="post" aria-label="Confirm your new email">
        <button type="submit" disabled={submitting} className="btn btn-primary w-full disabled:cursor-wait disabled:opacity-80">
          {submitting ? "Saving…" : `Use ${loaderData.email}`}
        </button>
      </Form>
    </LinkCard>
  );
}
