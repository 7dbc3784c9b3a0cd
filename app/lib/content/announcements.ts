import { endOfPacificDay, parsePacificDate } from "../pacific-time";
import type { AnnouncementItem } from "./types";

/** The instant an announcement appears (start of its first day, Pacific) and disappears (end of its last day). */
function window(announcement: AnnouncementItem): [number, number] {
  const from = announcement.startsOn ? (parsePacificDate(announcement.startsOn) ?? -Infinity) : -Infinity;
  const until = announcement.endsOn ? (endOfPacificDay(announcement.endsOn) ?? Infinity) : Infinity;
  return [from, until];
}

export function isAnnouncementLive(announcement: AnnouncementItem, now: number): boolean {
  const [from, until] = window(announcement);
  return now >= from && now < until;
}

/**
 * The announcement the footer and the contact page carry: of those live now, the one that started last (an
 * open-ended one counts as the oldest), so a new announcement takes over from a standing one.
 */
export function currentAnnouncement(announcements: readonly AnnouncementItem[], now: number): AnnouncementItem | undefined {
  return announcements
    .filter((announcement) => isAnnouncementLive(announcement, now))
    .sort((a, b) => window(b)[0] - window(a)[0])[0];
}

/** The instants at which announcements appear or disappear by the clock alone. */
export function announcementBoundaries(announcement: AnnouncementItem): number[] {
  return window(announcement).filter(Number.isFinite);
}
