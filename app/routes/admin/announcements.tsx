import { Link, useNavigation } from "react-router";
import { AnnouncementPreview, ANNOUNCEMENT_TONES } from "../../components/admin/AnnouncementParts";
import { DeletedNotice, StateBadge, UndoDeleteForm } from "../../components/admin/ContentControls";
import { Notice } from "../../components/admin/Notice";
import { ANNOUNCEMENT_STATE_LABELS, type AnnouncementLine, type AnnouncementState } from "../../lib/admin/announcement-lines";
import { staffMeta } from "../../lib/admin/staff-meta";
import { contentListAction } from "../../lib/server/content/editor-actions.server";
import { announcementsForStaff } from "../../lib/server/content/staff-content.server";
import { requireServices } from "../../lib/server/platform/services.server";
import { requireStaff } from "../../lib/server/staff/auth.server";
import type { Route } from "./+types/announcements";

export const meta = () => staffMeta("Announcements");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const services = requireServices(context);
  const { announcements, deleted } = await announcementsForStaff(services.store, services.content.now());
  const deletedId = new URL(request.url).searchParams.get("deleted");
  const justDeleted = deleted.find((item) => item.id === deletedId);
  return { announcements, deleted, justDeleted: justDeleted ? { id: justDeleted.id, text: justDeleted.text } : null };
}

/** The list brings a deleted item back; deleting is done from the editor. */
export function action({ request, context }: Route.ActionArgs) {
  return contentListAction("announcement", request, context);
}

const link = "text-aegean underline decoration-aegean/40 underline-offset-2 hover:decoration-aegean";

const SECTIONS: { id: string; title: string; states: AnnouncementState[]; empty: string }[] = [
  { id: "live-heading", title: "Live now", states: ["shown", "live"], empty: "None: the footer and the contact page carry no announcement." },
  { id: "scheduled-heading", title: "Scheduled", states: ["scheduled"], empty: "None scheduled." },
  { id: "ended-heading", title: "Ended", states: ["ended"], empty: "None ended." },
];

function AnnouncementCard({ item }: { item: AnnouncementLine }) {
  return (
    <li className="border border-stone bg-white p-4 md:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <p className="min-w-0 flex-1 break-words text-lg">
          <AnnouncementPreview item={item} />
        </p>
        <StateBadge tone={ANNOUNCEMENT_TONES[item.state]}>{ANNOUNCEMENT_STATE_LABELS[item.state]}</StateBadge>
      </div>
      <p className="mt-1 text-sm text-muted">{item.datesLabel}</p>
      {item.state === "live" ? <p className="mt-1 text-sm text-muted">A newer live announcement is shown instead.</p> : null}
      <p className="mt-2">
        <Link to={`/admin/announcements/${item.id}`} className={`inline-flex min-h-11 items-center ${link}`}>
          Edit<span className="sr-only"> the announcement “{item.text}”</span>
        </Link>
      </p>
    </li>
  );
}

export default function Announcements({ loaderData, actionData }: Route.ComponentProps) {
  const { announcements, deleted, justDeleted } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <div className="container-site py-8 md:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-3xl md:text-4xl">Announcements</h1>
          <p className="mt-1 text-muted">
            Shown in the footer of every page and on the contact page; the newest live one wins. Each appears on its first
            day and goes after its last day by itself (Pacific time).
          </p>
        </div>
        <Link to="/admin/announcements/new" className="btn btn-primary">
          New announcement
        </Link>
      </div>

      {justDeleted || actionData ? (
        <div className="mt-6 space-y-3">
          {justDeleted ? <DeletedNotice what="Announcement" title={justDeleted.text} id={justDeleted.id} busy={busy} /> : null}
          {actionData ? <Notice tone={actionData.tone}>{actionData.message}</Notice> : null}
        </div>
      ) : null}

      {SECTIONS.map((section) => {
        const items = announcements.filter((item) => section.states.includes(item.state));
        return (
          <section key={section.id} aria-labelledby={section.id} className="mt-10">
            <h2 id={section.id} className="text-2xl">
              {section.title}
            </h2>
            {items.length ? (
              <ul className="mt-4 space-y-4">
                {items.map((item) => (
                  <AnnouncementCard key={item.id} item={item} />
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-muted">{section.empty}</p>
            )}
          </section>
        );
      })}

      {deleted.length ? (
        <section aria-labelledby="deleted-heading" className="mt-12">
          <h2 id="deleted-heading" className="text-2xl">
            Deleted announcements
          </h2>
          <ul className="mt-4 divide-y divide-stone border border-stone bg-white">
            {deleted.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <p className="break-words font-medium">{item.text}</p>
                  <p className="text-sm text-muted">
                    {item.datesLabel} · deleted <time dateTime={item.deletedAt.iso}>{item.deletedAt.label}</time>
                  </p>
                </div>
                <UndoDeleteForm id={item.id} busy={busy} label="Undo delete" title={item.text} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
