import { Link } from "react-router";
import { AnnouncementPreview, ANNOUNCEMENT_TONES } from "#app/components/admin/AnnouncementParts";
import { StateBadge } from "#app/components/admin/ContentControls";
import { Notice } from "#app/components/admin/Notice";
import { ListSection, StaffListPage, TITLE_LINK } from "#app/components/admin/StaffListPage";
import { contentList, justDeleted } from "#app/lib/admin/list-page";
import { ANNOUNCEMENT_STATE_LABELS, type AnnouncementLine, type AnnouncementState } from "#app/lib/admin/announcement-lines";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { contentListAction } from "#app/lib/server/content/editor-actions.server";
import { announcementsForStaff } from "#app/lib/server/content/staff-content.server";
import { requireServices } from "#app/lib/server/platform/services.server";
import { requireStaff } from "#app/lib/server/staff/auth.server";
import type { Route } from "./+types/announcements";
import type { MetaMatches } from "#app/lib/content/root-content";

export const meta = ({ matches }: { matches: MetaMatches }) => staffMeta("Announcements", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const services = requireServices(context);
  const { announcements, deleted } = await announcementsForStaff(services.store, services.content.now());
  return { announcements, deleted, justDeleted: justDeleted(request, deleted, (item) => item.text) };
}

/** The list brings a deleted item back; deleting is done from the editor. */
export function action({ request, context }: Route.ActionArgs) {
  return contentListAction("announcement", request, context);
}

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
        <Link to={`/admin/announcements/${item.id}`} className={`inline-flex min-h-11 items-center ${TITLE_LINK}`}>
          Edit<span className="sr-only"> the announcement “{item.text}”</span>
        </Link>
      </p>
    </li>
  );
}

const ANNOUNCEMENTS_LIST = contentList("announcement", {
  intro:
    "Shown in the footer of every page and on the contact page; the newest live one wins. Each appears on its first day and goes after its last day by itself (Pacific time).",
  deleted: { heading: "Deleted announcements", look: "boxed" },
});

export default function Announcements({ loaderData, actionData }: Route.ComponentProps) {
  const { announcements, deleted, justDeleted } = loaderData;
  return (
    <StaffListPage
      definition={ANNOUNCEMENTS_LIST}
      justDeleted={justDeleted}
      notice={actionData ? <Notice tone={actionData.tone}>{actionData.message}</Notice> : null}
      deleted={deleted.map((item) => ({
        id: item.id,
        title: item.text,
        detail: (
          <>
            {item.datesLabel} · deleted <time dateTime={item.deletedAt.iso}>{item.deletedAt.label}</time>
          </>
        ),
      }))}
    >
      {SECTIONS.map((section) => (
        <ListSection key={section.id} {...section} items={announcements.filter((item) => section.states.includes(item.state))}>
          {(item) => <AnnouncementCard key={item.id} item={item} />}
        </ListSection>
      ))}
    </StaffListPage>
  );
}
