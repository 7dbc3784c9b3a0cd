import { currentAnnouncement, isAnnouncementLive } from "../content/announcements";
import type { AnnouncementItem } from "../content/types";
import { endOfPacificDay, formatEventDate, parsePacificDate } from "../pacific-time";

/**
 * Where an announcement stands: shown (the one the footer and the contact page carry now), live (within its dates, but
 * a newer one is shown), scheduled (its first day is ahead) or ended (its last day is over).
 */
export type AnnouncementState = "shown" | "live" | "scheduled" | "ended";

export const ANNOUNCEMENT_STATE_LABELS: Record<AnnouncementState, string> = {
  shown: "Live now",
  live: "Live, not shown",
  scheduled: "Scheduled",
  ended: "Ended",
};

export const ANNOUNCEMENT_STATE_HINTS: Record<AnnouncementState, string> = {
  shown: "In the footer of every page and on the contact page now.",
  live: "Within its dates, but a newer live announcement is shown instead.",
  scheduled: "It appears by itself on its first day.",
  ended: "Its last day is over: it no longer shows.",
};

export interface AnnouncementLine extends AnnouncementItem {
  state: AnnouncementState;
  /** "From May 1st, 2027 to May 14th, 2027", "No last day", … */
  datesLabel: string;
}

const day = (value: string) => formatEventDate(parsePacificDate(value) ?? 0);

export function announcementDates(item: Pick<AnnouncementItem, "startsOn" | "endsOn">): string {
  if (item.startsOn && item.endsOn) return item.startsOn === item.endsOn ? `On ${day(item.startsOn)} only` : `From ${day(item.startsOn)} to ${day(item.endsOn)}`;
  if (item.startsOn) return `From ${day(item.startsOn)}, with no last day`;
  if (item.endsOn) return `Until ${day(item.endsOn)} (its last day)`;
  return "No dates: it stays up until it is deleted or replaced";
}

export function announcementState(item: AnnouncementItem, live: readonly AnnouncementItem[], now: number): AnnouncementState {
  if (isAnnouncementLive(item, now)) return currentAnnouncement(live, now)?.id === item.id ? "shown" : "live";
  const ends = item.endsOn ? endOfPacificDay(item.endsOn) : undefined;
  return ends !== undefined && now >= ends ? "ended" : "scheduled";
}

export function announcementLine(item: AnnouncementItem, live: readonly AnnouncementItem[], now: number): AnnouncementLine {
  return {
    id: item.id,
    text: item.text,
    linkUrl: item.linkUrl,
    linkLabel: item.linkLabel,
    startsOn: item.startsOn,
    endsOn: item.endsOn,
    state: announcementState(item, live, now),
    datesLabel: announcementDates(item),
  };
}

const STATE_ORDER: Record<AnnouncementState, number> = { shown: 0, live: 1, scheduled: 2, ended: 3 };

/** The staff list's order: shown, other live ones, scheduled (soonest first), ended (latest first). */
export function staffAnnouncementOrder(lines: readonly AnnouncementLine[]): AnnouncementLine[] {
  return [...lines].sort((a, b) => {
    if (a.state !== b.state) return STATE_ORDER[a.state] - STATE_ORDER[b.state];
    if (a.state === "scheduled") return (a.startsOn ?? "").localeCompare(b.startsOn ?? "");
    if (a.state === "ended") return (b.endsOn ?? "").localeCompare(a.endsOn ?? "");
    return (b.startsOn ?? "").localeCompare(a.startsOn ?? "");
  });
}
