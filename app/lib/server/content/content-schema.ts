/** The owner content tables (db/migrations/0004-owner-content.ts). Times are UTC milliseconds. */
import type { ProjectFacts } from "#app/lib/content/types";

export interface ContentVersionTable {
  id: number;
  version: number;
  changed_at: number;
}

/**
 * The bookkeeping columns every kind's table has (db/migrations): when the item was made and last changed, by whom
 * (a staff email), and when it was deleted (null: on the site), which the history, undo and the lists read.
 */
export interface ItemBookkeeping {
  created_at: number;
  updated_at: number;
  updated_by: string;
  deleted_at: number | null;
}

export interface EventsTable extends ItemBookkeeping {
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
  /** The most guests one reply may bring (1–20). */
  max_guests: number;
  rsvp_deadline: number | null;
  /** JSON: the RSVP pages (form ids) that show it. */
  pages: string;
}

export interface AnnouncementsTable extends ItemBookkeeping {
  id: string;
  text: string;
  link_url: string | null;
  link_label: string | null;
  /** Pacific dates, "YYYY-MM-DD", inclusive. */
  starts_on: string | null;
  ends_on: string | null;
}

export interface PostsTable extends ItemBookkeeping {
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
}

export interface ProjectsTable extends ItemBookkeeping, ProjectFacts {
  /** JSON: catalogue product ids, e.g. ["s700", "sd115"]. */
  products: string;
  /** JSON: [{ mediaId, alt, caption }] in the order staff gave them. */
  photos: string;
  /** The photo shown on the tile and in link previews; null: the first. */
  main_media_id: string | null;
  /** JSON: the drawn pictures of a project the site shipped with ({ key, imageCount, scene, alts }); null for none. */
  drawing: string | null;
  /** draft: hidden from the site. */
  status: "draft" | "published";
  /** Gallery order, smallest first. */
  position: number;
}

/** A catalogue product (db/migrations/0015-products.ts): `Product` of app/content/schema.ts, lists as JSON text. */
export interface ProductsTable extends ItemBookkeeping {
  id: string;
  /** The product's id in the catalogue ("sd95"): names its pictures and spec sheet. */
  slug: string;
  path: string;
  family: string;
  kind: string;
  manufacturer: string;
  title: string;
  subtitle: string;
  summary: string;
  description: string;
  /** JSON: [{ label, value, unit }] */
  specifications: string;
  /** JSON: { label, from, to }, or null for none. */
  step_code: string | null;
  /** Unused since migration 0018 (a certification without its source document is not an energy record). */
  certifications: string | null;
  /** JSON: [{ configuration, uValue, basis, certification?, source, checkedOn }] (migration 0018), or null for none. */
  energy_records: string | null;
  energy_notes: string;
  cover_alt: string;
  /** The library image shown as the cover (migration 0017); null: the drawn cover. */
  cover_image: string | null;
  /** JSON: [{ alt, image? }] (image: a library image id; without it, the drawn render) */
  renders: string;
  /** JSON: [{ kind, caption, image? }] */
  typologies: string;
  /** JSON: [{ caption, image? }] */
  sections: string;
  /** JSON: [{ label, href }] */
  related_files: string;
  /** JSON: ["…"], or null for none. */
  advantages: string | null;
  /** draft: not on the site yet (404); hidden: taken off the site, its page answers 410 (decision 036). */
  status: "draft" | "published" | "hidden";
  /** Catalogue order, smallest first. */
  position: number;
}

/** A catalogue landing page (db/migrations/0019-landings-and-pivot-designs.ts): `Landing` of landings.schema.ts. */
export interface LandingsTable extends ItemBookkeeping {
  id: string;
  /** Its address ("/doors/swing"); the set of landing addresses is fixed by the routes. */
  path: string;
  title: string;
  heading: string;
  eyebrow: string | null;
  description: string;
  /** JSON: ["paragraph", …] */
  intro: string;
  /** JSON: [{ heading?, cards: [{ product, note? } | { page, name, text }] }] */
  sections: string;
  /** JSON: product ids also listed under this landing's address (its alias addresses). */
  also_listed: string;
  /** 1: shows the Visit Our Showroom banner. */
  showroom_banner: number;
  /** 1: shows the pivot door designs. */
  pivot_gallery: number;
  position: number;
}

/** A pivot door design (db/migrations/0019-landings-and-pivot-designs.ts). */
export interface PivotDesignsTable extends ItemBookkeeping {
  id: string;
  name: string;
  /** What the panel shows: the picture's alt text. */
  description: string;
  /** A photo from the image library; null: the drawn panel. */
  media_id: string | null;
  /** The name of the panel the build draws for a shipped design; null for one added later. */
  drawing: string | null;
  /** Gallery order, smallest first. */
  position: number;
}

/** A team member on the About page (db/migrations/0021-people.ts): `TeamMember` of team.schema.ts. */
export interface TeamMembersTable extends ItemBookkeeping {
  id: string;
  name: string;
  title: string;
  bio: string;
  /** A photo from the image library; null: the drawn portrait. */
  media_id: string | null;
  /** The id of the portrait the build draws for a shipped member; null for one added later. */
  drawing: string | null;
  /** Grid order, smallest first. */
  position: number;
}

/** A reply template of the leads' pages (decision 072): staff-only, never on the site. */
export interface ReplyTemplatesTable extends ItemBookkeeping {
  id: string;
  name: string;
  /** Empty: the reply answers "Re: " the customer's confirmation. Never has placeholders (it is a mail header). */
  subject: string;
  /** The text, with placeholders such as {first name} (app/lib/admin/reply-template-form.ts). */
  body: string;
}

/** A testimonial in the home carousel (db/migrations/0021-people.ts): `Testimonial` of testimonials.schema.ts. */
export interface TestimonialsTable extends ItemBookkeeping {
  id: string;
  author: string;
  /** A company or a label: "Homeowner, North Vancouver". */
  label: string;
  text: string;
  /** The project it speaks of (its current address), or null. */
  project_slug: string | null;
  status: "published" | "hidden";
  /** Carousel order, smallest first. */
  position: number;
}

/** The company details (db/migrations/0020-settings.ts): one row, id "company", the record as JSON in `data`. */
export interface SettingsTable extends ItemBookkeeping {
  id: string;
  data: string;
}

/** The energy and rebate figures (db/migrations/0022-energy-figures.ts): one row, id "figures", the record as JSON in `data`. */
export type EnergyFiguresTable = SettingsTable;

/** The owners' channels and their rules (db/migrations/0042-lead-channels.ts, decision 077): one row, id "channels". */
export type LeadChannelsTable = SettingsTable;

/** The page copy (db/migrations/0023-page-copy.ts): one row a page, id its key ("home"), the record as JSON in `data`. */
export interface PageCopyTable extends ItemBookkeeping {
  id: string;
  data: string;
}

export interface ProjectSlugsTable {
  slug: string;
  project_id: string;
  created_at: number;
}

/** A product's earlier page addresses (db/migrations/0016-product-paths.ts): each answers 301 to its current one. */
export interface ProductPathsTable {
  path: string;
  product_id: string;
  created_at: number;
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

/**
 * Each content kind's table: a kind is named here once, with its table (its row type is the table's interface above,
 * its line in ContentDatabase below). What the kind is and can do is its definition (kinds/<kind>.server.ts, 056).
 */
export const CONTENT_TABLES = {
  event: "events",
  announcement: "announcements",
  post: "posts",
  project: "projects",
  product: "products",
  landing: "landings",
  pivot_design: "pivot_designs",
  team_member: "team_members",
  testimonial: "testimonials",
  settings: "settings",
  energy: "energy_figures",
  page: "page_copy",
  reply_template: "reply_templates",
  channels: "lead_channels",
} as const satisfies Record<string, keyof ContentDatabase>;

export type ContentKind = keyof typeof CONTENT_TABLES;
export type RevisionAction = "create" | "update" | "delete" | "undelete" | "restore" | "move";

export interface ContentDatabase {
  content_version: ContentVersionTable;
  events: EventsTable;
  announcements: AnnouncementsTable;
  posts: PostsTable;
  post_slugs: PostSlugsTable;
  projects: ProjectsTable;
  project_slugs: ProjectSlugsTable;
  products: ProductsTable;
  product_paths: ProductPathsTable;
  landings: LandingsTable;
  pivot_designs: PivotDesignsTable;
  team_members: TeamMembersTable;
  testimonials: TestimonialsTable;
  settings: SettingsTable;
  energy_figures: EnergyFiguresTable;
  page_copy: PageCopyTable;
  reply_templates: ReplyTemplatesTable;
  lead_channels: LeadChannelsTable;
  revisions: RevisionsTable;
}
