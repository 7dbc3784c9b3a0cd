/** The owner content tables (db/migrations/0004-owner-content.ts). Times are UTC milliseconds. */

export interface ContentVersionTable {
  id: number;
  version: number;
  changed_at: number;
}

export interface EventsTable {
  id: string;
  title: string;
  starts_at: number;
  ends_at: number;
  venue_name: string;
  street_address: string;
  locality: string;
  region: string;
  description: string;
  /** JSON: [{ name, mediaId }] */
  partners: string;
  capacity: number | null;
  rsvp_deadline: number | null;
  /** JSON: the RSVP pages (form ids) that show it. */
  pages: string;
  created_at: number;
  updated_at: number;
  updated_by: string;
  deleted_at: number | null;
}

export interface AnnouncementsTable {
  id: string;
  text: string;
  link_url: string | null;
  link_label: string | null;
  /** Pacific dates, "YYYY-MM-DD", inclusive. */
  starts_on: string | null;
  ends_on: string | null;
  created_at: number;
  updated_at: number;
  updated_by: string;
  deleted_at: number | null;
}

export interface PostsTable {
  id: string;
  slug: string;
  title: string;
  summary: string;
  /** Markdown. */
  body: string;
  cover_media_id: string | null;
  cover_alt: string;
  status: "draft" | "published";
  /** When a published post goes public (a future time schedules it). */
  publish_at: number | null;
  created_at: number;
  updated_at: number;
  updated_by: string;
  deleted_at: number | null;
}

export interface PostSlugsTable {
  slug: string;
  post_id: string;
  created_at: number;
}

export interface RevisionsTable {
  id: string;
  kind: ContentKind;
  item_id: string;
  action: RevisionAction;
  /** JSON: the item's row after the change. */
  snapshot: string;
  actor: string;
  created_at: number;
}

export type ContentKind = "event" | "announcement" | "post";
export type RevisionAction = "create" | "update" | "delete" | "undelete" | "restore";

export interface ContentDatabase {
  content_version: ContentVersionTable;
  events: EventsTable;
  announcements: AnnouncementsTable;
  posts: PostsTable;
  post_slugs: PostSlugsTable;
  revisions: RevisionsTable;
}
