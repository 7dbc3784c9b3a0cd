import { data, Link, useNavigation, useSearchParams } from "react-router";
import { ErasedNotice } from "#app/components/admin/lead/person/ErasedNotice";
import { MailNotSetUp } from "#app/components/admin/MailNotSetUp";
import { SectionAbout } from "#app/components/admin/SectionAbout";
import { Notice } from "#app/components/admin/Notice";
import { Pagination } from "#app/components/admin/Pagination";
import { StaleFigures } from "#app/components/admin/StaleFigures";
import { DueActions, OwnerViews } from "#app/components/admin/lead/DueActions";
import { InboxCards } from "#app/components/admin/submission/InboxCards";
import { FiltersDisclosure, InboxFilters } from "#app/components/admin/submission/InboxFilters";
import { InboxTable } from "#app/components/admin/submission/InboxTable";
import { filterSearch, isFiltered, NO_EVENT, PAGE_SIZE } from "#app/lib/admin/inbox-filter";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { heldIntent, heldStaffAction } from "#app/lib/server/leads/held.server";
import { inboxPage } from "#app/lib/server/leads/inbox-page.server";
import { requireServices } from "#app/lib/server/platform/services.server";
import { CONFIRM_FIGURE_INTENT, confirmFigure, staleFiguresNow } from "#app/lib/server/content/energy-confirm.server";
import { requireStaff } from "#app/lib/server/staff/auth.server";
import { readStaffPost } from "#app/lib/server/staff/staff-post.server";
import type { Route } from "./+types/submissions";
import { loadChannels } from "#app/lib/server/leads/channels.server";
import type { MetaMatches } from "#app/lib/content/root-content";

export const meta = ({ matches }: { matches: MetaMatches }) => staffMeta("Inbox", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const services = requireServices(context);
  // The energy figures past their check, on the content clock (decision 043): first thing staff see.
  return {
    ...(await inboxPage(services, new URL(request.url), staff.userId)),
    staleFigures: staleFiguresNow(services.content),
    mailSetUp: Boolean(services.env.SMTP_URL),
    // The channels as the owners name them, for the channel filter (decision 077).
    channels: (await loadChannels(services.store.db)).map(({ key, label }) => ({ key, label })),
  };
}

type ActionResult = { tone: "success" | "error"; message: string; figures?: true };

/** Release or Discard of a held submission, from its row; Confirm of an energy figure past its check. */
export async function action({ request, context }: Route.ActionArgs) {
  const post = await readStaffPost(request, context);
  if (!post.ok) return data<ActionResult>({ tone: "error", message: post.message }, { status: post.status });
  const { fields } = post;
  if (fields.intent === CONFIRM_FIGURE_INTENT) {
    const confirmed = await confirmFigure(post.services.store, fields.figure, post.staff.email, post.services.content.now());
    return data<ActionResult>({ tone: confirmed.ok ? "success" : "error", message: confirmed.message, figures: true }, { status: confirmed.ok ? 200 : confirmed.status });
  }
  const intent = heldIntent(fields.intent);
  if (!intent || typeof fields.id !== "string") return data<ActionResult>({ tone: "error", message: "That action is not known." }, { status: 400 });
  const result = await heldStaffAction(post.services, intent, fields.id, post.staff.email);
  return data<ActionResult>({ tone: result.ok ? "success" : "error", message: result.message }, { status: result.status ?? 200 });
}

export default function Submissions({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, total, pageCount, event, held } = loaderData;
  const busy = useNavigation().state === "submitting";
  const [searchParams] = useSearchParams();
  const first = total === 0 ? 0 : (filter.page - 1) * PAGE_SIZE + 1;
  const last = Math.min(total, filter.page * PAGE_SIZE);
  const exportHref = `/admin/export.csv${filterSearch(filter, { page: 1 })}`;
  return (
    <div className="container-site py-8 md:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl md:text-4xl">Inbox</h1>
          <SectionAbout to="/admin/submissions" />
        </div>
        <div className="flex flex-wrap gap-3">
          <a href={exportHref} className="btn btn-outline">
            Download CSV<span className="sr-only"> of {isFiltered(filter) ? "the filtered submissions" : "all submissions"}</span>
          </a>
          {filter.kind === "quote" ? (
            <a href={`/admin/quotes.csv${filterSearch(filter, { page: 1 })}`} className="btn btn-outline">
              Quote CSV, one row per opening
            </a>
          ) : null}
        </div>
      </div>

      {filter.event ? (
        <p className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-1 border-l-4 border-aegean bg-aegean-light/50 px-4 py-2">
          <span>
            {filter.event === NO_EVENT ? (
              "RSVPs sent before RSVPs belonged to an event"
            ) : event ? (
              <>
                RSVPs for <span className="font-semibold">{event.title}</span> ({event.dateLabel})
              </>
            ) : (
              "RSVPs for an event that no longer exists"
            )}
          </span>
          <Link to={`/admin/submissions${filterSearch(filter, { event: undefined, page: 1 })}`} className="inline-flex min-h-11 items-center text-sm text-aegean underline">
            Show every event
          </Link>
        </p>
      ) : null}

      {actionData ? (
        <div className="mt-6">
          <Notice tone={actionData.tone}>{actionData.message}</Notice>
        </div>
      ) : null}
      <ErasedNotice erased={searchParams.get("erased")} />

      {loaderData.mailSetUp ? null : <MailNotSetUp />}

      <StaleFigures figures={loaderData.staleFigures} busy={busy} open={Boolean(actionData?.figures)} />

      <DueActions due={loaderData.due} />

      {held > 0 ? (
        <details className="group mt-6 border-l-4 border-[#8a5a00] bg-[#fff3d6]">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 py-2 [&::-webkit-details-marker]:hidden">
            <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-90">
              ▸
            </span>
            <span className="font-semibold">
              {held} held {held === 1 ? "submission waits" : "submissions wait"} for you, first in the list.
            </span>
          </summary>
          <p className="px-4 pb-3">
            They were sent from browsers that could not run the spam check (JavaScript off), so nobody was emailed and they
            take no place or time. <span className="font-semibold">Release</span> handles one as if the check had passed
            (mails, RSVP place, visit time if still free); <span className="font-semibold">Discard</span> deletes it. The
            sender was told a person would confirm within one business day.
          </p>
        </details>
      ) : null}

      <OwnerViews filter={filter} />

      <div className="mt-6">
        <FiltersDisclosure filter={filter}>
          <InboxFilters filter={filter} channels={loaderData.channels} />
        </FiltersDisclosure>
      </div>

      <p className="mt-6 text-sm text-muted" aria-live="polite">
        {total === 0
          ? isFiltered(filter)
            ? "No submissions match these filters."
            : "No submissions yet."
          : `Showing ${first}–${last} of ${total} ${total === 1 ? "submission" : "submissions"}`}
      </p>

      <InboxCards page={loaderData} busy={busy} />
      <InboxTable page={loaderData} busy={busy} />

      <Pagination page={filter.page} pageCount={pageCount} href={(page) => `/admin/submissions${filterSearch(filter, { page })}`} />

      <p className="mt-8 text-sm">
        For the mailing tool:{" "}
        <a href="/admin/consents.csv" className="inline-flex min-h-11 items-center font-semibold text-aegean underline">
          Mailing list CSV
        </a>
        , everyone who agreed to the occasional news and has not unsubscribed since.
      </p>
    </div>
  );
}
