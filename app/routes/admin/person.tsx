import { data, Link, useNavigation } from "react-router";
import { ItemErrorBoundary } from "#app/components/admin/ItemErrorBoundary";
import { Notice } from "#app/components/admin/Notice";
import { PersonLeads } from "#app/components/admin/lead/person/PersonLeads";
import { PersonData } from "#app/components/admin/lead/person/PersonData";
import { PersonMerge } from "#app/components/admin/lead/person/PersonMerge";
import { PersonTimeline } from "#app/components/admin/lead/person/PersonTimeline";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { PERSON_POST_MAX_FIELDS, personAction, personPage, type PersonActionResult } from "#app/lib/server/leads/people/person-page.server";
import { requireServices } from "#app/lib/server/platform/services.server";
import { requireStaff } from "#app/lib/server/staff/auth.server";
import { readStaffPost } from "#app/lib/server/staff/staff-post.server";
import { BackToInbox } from "#app/components/admin/BackToInbox";
import type { Route } from "./+types/person";

/** One person, all their leads (decision 071): their leads, the timeline of them all, merge, undo and split. */

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  return staffMeta(loaded ? `${loaded.person.name} (person)` : "Person not found", matches);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const find = new URL(request.url).searchParams.get("find")?.trim() || null;
  // Exporting and erasing a person's data is the owners' (decision 076).
  return { ...(await personPage(requireServices(context).store.db, params.id, find)), canManageData: staff.role === "owner" };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const post = await readStaffPost(request, context, { maxFields: PERSON_POST_MAX_FIELDS });
  if (!post.ok) return data<PersonActionResult>({ tone: "error", message: post.message }, { status: post.status });
  const { result, status } = await personAction(post.services.store.db, params.id, post.staff.email, post.fields);
  return data<PersonActionResult>(result, status ? { status } : undefined);
}

export default function PersonPage({ loaderData, actionData }: Route.ComponentProps) {
  const { person } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <div className="container-site py-8 md:py-10">
      <BackToInbox />
      <div className="mt-4 min-w-0">
        <p className="eyebrow">Person</p>
        <h1 className="mt-1 break-words text-3xl md:text-4xl">{person.name}</h1>
        <p className="mt-1 max-w-3xl" data-page-about>
          One person, all their leads: every enquiry, RSVP, visit and quote request sent with the same email or phone,
          and what happened with them. Nothing here is shown to visitors.
        </p>
        <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">{person.emails.length === 1 ? "Email" : "Emails"}</dt>
          <dd className="break-words">{person.emails.join(", ") || "None"}</dd>
          <dt className="font-semibold">{person.phones.length === 1 ? "Phone" : "Phones"}</dt>
          <dd>{person.phones.join(", ") || "None"}</dd>
        </dl>
      </div>

      {actionData ? (
        <div className="mt-6">
          <Notice tone={actionData.tone}>
            {actionData.message}
            {actionData.link ? (
              <>
                {" "}
                <Link to={actionData.link.to} className="underline">
                  {actionData.link.label}
                </Link>
              </>
            ) : null}
          </Notice>
        </div>
      ) : null}

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-8">
          <PersonLeads page={loaderData} busy={busy} />
          <PersonTimeline page={loaderData} />
        </div>
        <div className="min-w-0 space-y-8 self-start">
          <PersonMerge page={loaderData} busy={busy} />
          {loaderData.canManageData ? <PersonData id={person.id} /> : null}
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <ItemErrorBoundary what="person" back={{ to: "/admin/submissions", label: "Back to the inbox" }} />;
}
