import { Link } from "react-router";
import type { AnnouncementItem } from "../lib/content/types";

/** An announcement's words and, when it has one, its link (a page of this site, or elsewhere in a new context). */
export function AnnouncementText({ announcement, linkClassName }: { announcement: AnnouncementItem; linkClassName: string }) {
  const { linkUrl, linkLabel } = announcement;
  return (
    <>
      {announcement.text}
      {linkUrl ? (
        <>
          {" "}
          {linkUrl.startsWith("/") ? (
            <Link to={linkUrl} className={linkClassName}>
              {linkLabel ?? "Read more"}
            </Link>
          ) : (
            <a href={linkUrl} className={linkClassName}>
              {linkLabel ?? "Read more"}
            </a>
          )}
        </>
      ) : null}
    </>
  );
}
