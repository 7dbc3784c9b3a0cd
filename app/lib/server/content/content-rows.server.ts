import type { AnnouncementItem, EventItem, MediaRef, PostSummary, ProjectDrawing, ProjectItem, RsvpPage } from "#app/lib/content/types";
import { isRsvpPage } from "#app/lib/content/types";
import type { AnnouncementsTable, EventsTable, PostsTable, ProjectsTable } from "./content-schema";

/** Raw rows reshaped into the types pages use (app/lib/content/types.ts). */

export interface StoredPartner {
  name: string;
  mediaId: string | null;
}

function parseJsonArray(text: string): unknown[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

export function storedPartners(row: Pick<EventsTable, "partners">): StoredPartner[] {
  return parseJsonArray(row.partners).flatMap((entry) => {
    const partner = entry as Partial<StoredPartner>;
    return typeof partner?.name === "string" ? [{ name: partner.name, mediaId: typeof partner.mediaId === "string" ? partner.mediaId : null }] : [];
  });
}

export function storedPages(row: Pick<EventsTable, "pages">): RsvpPage[] {
  return parseJsonArray(row.pages).filter((page): page is RsvpPage => typeof page === "string" && isRsvpPage(page));
}

export interface GuestCounts {
  confirmed: number;
  waitlist: number;
}

export function toEventItem(row: EventsTable, counts: GuestCounts, media: ReadonlyMap<string, MediaRef>): EventItem {
  return {
    id: row.id,
    title: row.title,
    startsAt: Number(row.starts_at),
    endsAt: Number(row.ends_at),
    venueName: row.venue_name,
    streetAddress: row.street_address,
    locality: row.locality,
    region: row.region,
    description: row.description,
    partners: storedPartners(row).map((partner) => ({
      name: partner.name,
      mark: partner.mediaId ? (media.get(partner.mediaId) ?? null) : null,
    })),
    capacity: row.capacity === null ? null : Number(row.capacity),
    maxGuests: Number(row.max_guests),
    rsvpDeadline: row.rsvp_deadline === null ? null : Number(row.rsvp_deadline),
    pages: storedPages(row),
    confirmedGuests: counts.confirmed,
    waitlistGuests: counts.waitlist,
  };
}

export function toAnnouncementItem(row: AnnouncementsTable): AnnouncementItem {
  return {
    id: row.id,
    text: row.text,
    linkUrl: row.link_url,
    linkLabel: row.link_label,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
  };
}

/** A post's public summary; a published post without a publish time went public when it was created. */
export function toPostSummary(row: PostsTable, media: ReadonlyMap<string, MediaRef>): PostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    cover: row.cover_media_id ? (media.get(row.cover_media_id) ?? null) : null,
    coverAlt: row.cover_alt,
    publishAt: Number(row.publish_at ?? row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

/** A photo of a project as stored: the image, its description and an optional caption. */
export interface StoredPhoto {
  mediaId: string;
  alt: string;
  caption: string | null;
}

export function storedPhotos(row: Pick<ProjectsTable, "photos">): StoredPhoto[] {
  return parseJsonArray(row.photos).flatMap((entry) => {
    const photo = entry as Partial<StoredPhoto>;
    if (typeof photo?.mediaId !== "string" || typeof photo.alt !== "string") return [];
    return [{ mediaId: photo.mediaId, alt: photo.alt, caption: typeof photo.caption === "string" && photo.caption ? photo.caption : null }];
  });
}

export function storedProducts(row: Pick<ProjectsTable, "products">): string[] {
  return parseJsonArray(row.products).filter((id): id is string => typeof id === "string");
}

export function storedDrawing(row: Pick<ProjectsTable, "drawing">): ProjectDrawing | null {
  if (!row.drawing) return null;
  try {
    const value = JSON.parse(row.drawing) as Partial<ProjectDrawing>;
    if (typeof value?.key !== "string" || typeof value.imageCount !== "number" || !value.scene) return null;
    return { key: value.key, imageCount: value.imageCount, scene: value.scene, alts: Array.isArray(value.alts) ? value.alts : [] };
  } catch {
    return null;
  }
}

/**
 * A project as pages show it: its photos whose images still exist, the main one first. A project with no photo
 * shows its drawing (the projects the site shipped with) until one is uploaded.
 */
export function toProjectItem(row: ProjectsTable, media: ReadonlyMap<string, MediaRef>): ProjectItem {
  const photos = storedPhotos(row).flatMap((photo) => {
    const image = media.get(photo.mediaId);
    return image ? [{ image, alt: photo.alt, caption: photo.caption }] : [];
  });
  const main = photos.findIndex((photo) => photo.image.id === row.main_media_id);
  if (main > 0) photos.unshift(...photos.splice(main, 1));
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    place: row.place,
    area: row.area,
    year: Number(row.year),
    type: row.type,
    scope: row.scope,
    products: storedProducts(row),
    photos,
    drawing: storedDrawing(row),
  };
}
