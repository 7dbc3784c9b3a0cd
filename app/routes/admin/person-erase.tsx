import { data, Form, isRouteErrorResponse, Link, redirect, useNavigation, useRouteError } from "react-router";
import { ItemErrorBoundary } from "#app/components/admin/ItemErrorBoundary";
import { Notice } from "#app/components/admin/Notice";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { eraseForm, NO_PERSON_MESSAGE, personExportPath } from "#app/lib/leads/person-data";
import { firstProblem } from "#app/lib/leads/stages";
import { erasePerson, erasurePreview } from "#app/lib/server/leads/privacy/person-erasure.server";
import { requireServices } from "#app/lib/server/platform/services.server";
import { requireStaff } from "#app/lib/server/staff/auth.server";
import { readStaffPost } from "#app/lib/server/staff/staff-post.server";
import type { Route } from "./+types/person-erase";

/**
 * Erasing everything held on a person (decision 076), owners only: what will go, the box that says they mean it, and
 * the button. A plain form post; the erasure is one transaction, audited with its counts, then the inbox.
 */

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  return staffMeta(loaded ? `Erase ${loaded.preview.name}` : "Person not found", matches);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const preview = await erasurePreview(requireServices(context).store.db, params.id);
  if (!preview) throw data(NO_PERSON_MESSAGE, { status: 404 });
  return { id: params.id, preview };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const post = await readStaffPost(request, context);
  if (!post.ok) return data({ message: post.message }, { status: post.status });
  const parsed = eraseForm.safeParse({ confirm: post.fields.confirm });
  if (!parsed.success) return data({ message: firstProblem(parsed.error) }, { status: 400 });
  const outcome = await erasePerson(post.services.store.db, params.id, { id: post.staff.userId, email: post.staff.email });
  if (!outcome.ok) throw data(outcome.message, { status: outcome.status });
  return redirect(`/admin/submissions?erased=${outcome.counts.leads}`);
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export default function PersonErase({ loaderData, actionData }: Route.ComponentProps) {
  const { id, preview } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <div className="container-site max-w-3xl py-8 md:py-10">
      <Link to={`/admin/people/${id}`} className="text-aegean underline">
        Back to {preview.name}
      </Link>
      <h1 className="mt-4 break-words text-3xl md:text-4xl">Erase everything held on {preview.name}</h1>
      <p className="mt-3" data-page-about>
        For a person who asked to be forgotten. This deletes, for good, {plural(preview.leads, "lead", "leads")} of every
        kind (enquiries, RSVPs, visits and quote requests) with their notes, replies, stage changes and consents,{" "}
        {plural(preview.visits, "visit", "visits")}, {plural(preview.files, "file", "files")} they sent, and{" "}
        {plural(preview.mails, "mail", "mails")} in the outbox (sent to them, or about them to staff).
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-6">
        <li>
          It cannot be undone. To give them a copy first, <a href={personExportPath(id)} className="text-aegean underline" download>download their data</a>.
        </li>
        <li>If they unsubscribed from the news, their address stays on the list of addresses never to send news to: only the address, when and how.</li>
        <li>Backups taken before now still hold their data until those backups are replaced in turn; a restore from one brings it back.</li>
        <li>The audit log keeps that you erased a person, when, and how many records: nothing of what was erased.</li>
      </ul>
      {actionData ? (
        <div className="mt-6">
          <Notice tone="error">{actionData.message}</Notice>
        </div>
      ) : null}
      <Form method="post" className="mt-6 grid gap-4 border border-stone bg-white p-4">
        <div className="flex items-start gap-3">
          <input
            id="erase-confirm"
            name="confirm"
            value="yes"
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-aegean"
            aria-invalid={actionData ? true : undefined}
            aria-describedby={actionData ? "erase-confirm-error" : undefined}
          />
          <label htmlFor="erase-confirm" className="min-h-11 flex-1 text-ink">
            I mean to erase everything held on {preview.name} ({preview.emails.join(", ") || "no email"}): it cannot be undone.
          </label>
        </div>
        {actionData ? (
          <p id="erase-confirm-error" className="sr-only">
            {actionData.message}
          </p>
        ) : null}
        <div>
          <button type="submit" disabled={busy} className="btn btn-primary">
            Erase this person
          </button>
        </div>
      </Form>
    </div>
  );
}

/** A person erased already (a second click, the back button) is told so, not "mistyped". */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ItemErrorBoundary what="person" back={{ to: "/admin/submissions", label: "Back to the inbox" }} />;
  return (
    <div className="container-site py-12">
      <h1 className="text-3xl">Person not found</h1>
      <p className="mt-3">{NO_PERSON_MESSAGE}</p>
      <p className="mt-6">
        <Link to="/admin/submissions" className="btn btn-primary">
          Back to the inbox
        </Link>
      </p>
    </div>
  );
}
