/**
 * The content the owners edit in the staff area, as the pages see it (reshaped from the database rows by
 * app/lib/server/content/). Pure types: this module runs in the browser too.
 */

/** The RSVP pages an event can be shown on; each is also the id of the form it records. */
export const RSVP_PAGES = ["rsvp", "rsvp-cosentino", "rsvp-livingspace"] as const;
export type RsvpPage = (typeof RSVP_PAGES)[number];

export function isRsvpPage(value: string): value is RsvpPage {
  return (RSVP_PAGES as readonly string[]).includes(value);
}

/** An image uploaded by staff: enough to build its sources (app/lib/media.ts). */
export interface MediaRef {
  id: string;
  width: number;
  height: number;
  /** Where crops centre (app/lib/media.ts Focal); undefined: the middle. */
  focal?: { x: number; y: number };
}

/** A partner of an event: its name, and an uploaded mark or (for the site's own wordmarks) none. */
export interface EventPartner {
  name: string;
  mark: MediaRef | null;
}

export interface EventItem {
  id: string;
  title: string;
  /** UTC milliseconds; entered and shown in Pacific time. */
  startsAt: number;
  endsAt: number;
  venueName: string;
  streetAddress: string;
  locality: string;
  region: string;
  description: string;
  partners: EventPartner[];
  /** Guests the venue takes; null for no limit. */
  capacity: number | null;
  /** The most guests one reply may bring (the owner's setting, 1–20); larger groups call. */
  maxGuests: number;
  /** RSVPs close at this instant; null: when the event starts. */
  rsvpDeadline: number | null;
  pages: RsvpPage[];
  /** Guests of confirmed RSVPs, and of those on the waiting list (spam left out). */
  confirmedGuests: number;
  waitlistGuests: number;
}

/** upcoming: the form is open; full: new RSVPs join the waiting list; closed: past the deadline; past: it ended. */
export type EventState = "upcoming" | "full" | "closed" | "past";

export interface AnnouncementItem {
  id: string;
  text: string;
  linkUrl: string | null;
  linkLabel: string | null;
  /** Pacific dates "YYYY-MM-DD", both inclusive; null for open-ended. */
  startsOn: string | null;
  endsOn: string | null;
}

export interface PostSummary {
  id: string;
  slug: string;
  title: string;
  summary: string;
  cover: MediaRef | null;
  coverAlt: string;
  /** When it goes (or went) public, UTC milliseconds. */
  publishAt: number;
  updatedAt: number;
}

export interface PostItem extends PostSummary {
  /** Sanitised HTML of the Markdown body. */
  bodyHtml: string;
}

/** Parameters of a drawn picture set (scripts/images/scenes.mjs), for the projects the site shipped with. */
export interface ProjectScene {
  building: "house-modern" | "house-gable" | "townhouses" | "midrise" | "school" | "commercial-box" | "cabin";
  setting: "coast" | "mountain" | "forest" | "city" | "suburb" | "lake";
  timeOfDay: "morning" | "noon" | "dusk" | "overcast";
  storeys: number;
  glazing: "high" | "medium";
}

/** The drawn pictures of a project: generated at build time under /generated/projects/{key}/{n}. */
export interface ProjectDrawing {
  key: string;
  imageCount: number;
  scene: ProjectScene;
  /** Alt text by position for pictures replaced by drop-in photos; null keeps the drawing's own description. */
  alts: (string | null)[];
}

/** A photo of a project, uploaded by staff. */
export interface ProjectPhoto {
  image: MediaRef;
  alt: string;
  caption: string | null;
}

/** What a project is, as stored and as the site reads it. */
export interface ProjectFacts {
  id: string;
  slug: string;
  name: string;
  /** The city or area as visitors read it ("West Kelowna"). */
  place: string;
  /** One of PROJECT_AREAS (app/lib/content/projects.ts): what the gallery filters by. */
  area: string;
  year: number;
  type: string;
  scope: string;
}

export interface ProjectItem extends ProjectFacts {
  /** Catalogue product ids, in the order staff listed them. */
  products: string[];
  /** Uploaded photos, the main one first; when there are none, the drawing shows. */
  photos: ProjectPhoto[];
  drawing: ProjectDrawing | null;
}
