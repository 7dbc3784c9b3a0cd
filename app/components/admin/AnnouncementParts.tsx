import type { AnnouncementLine, AnnouncementState } from "#app/lib/admin/announcement-lines";
import type { BadgeTone } from "./ContentControls";

export const ANNOUNCEMENT_TONES: Record<AnnouncementState, BadgeTone> = { shown: "live", live: "waiting", scheduled: "warning", ended: "over" };

/** An announcement's words and link as the site shows them (the link goes where the site's would). */
export function AnnouncementPreview({ item }: { item: Pick<AnnouncementLine, "text" | "linkUrl" | "linkLabel"> }) {
  return (
    <>
      {item.text}
      {item.linkUrl ? (
        <>
          {" "}
          <a href={item.linkUrl} className="break-words text-aegean underline">
            {item.linkLabel ?? "Read more"}
          </a>
        </>
      ) : null}
    </>
  );
}
