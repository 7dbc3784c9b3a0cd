import type { z } from "zod";

/**
 * The owner content kinds in the staff area: what each is called, where its pages are, and the words its editor
 * uses. A kind's editor (app/lib/admin/<kind>-form.ts: its schema, labels and field order; the server part in
 * app/lib/server/content/kinds/<kind>-editor.server.ts) and its routes build on this. Browser-safe: no server code.
 */
export const CONTENT_KINDS = {
  event: {
    one: "event",
    listPath: "/admin/events",
    listTitle: "Events",
    editorAbout: "One event of the RSVP pages: what guests read about it, and how many may come.",
    back: "All events",
    editName: "Edit the event",
    save: "Save event",
    confirmDelete: "Yes, delete this event",
    onDelete: "It leaves its RSVP pages at once, and the page shows the next event, if any. Its RSVPs stay in the inbox. You can bring it back from the events list.",
  },
  announcement: {
    one: "announcement",
    listPath: "/admin/announcements",
    listTitle: "Announcements",
    editorAbout: "The one line this announcement puts in the footer of every page and on the contact page, between its dates.",
    back: "All announcements",
    editName: "Edit the announcement",
    save: "Save announcement",
    confirmDelete: "Yes, delete this announcement",
    onDelete:
      "It leaves the footer and the contact page at once (an older live announcement, if any, shows instead). You can bring it back from the announcements list.",
  },
  post: {
    one: "post",
    listPath: "/admin/journal",
    listTitle: "Journal",
    editorAbout: "One post of the Journal page, at its own address once published.",
    back: "Back to the journal",
    editName: "Edit post",
    save: "Save",
    confirmDelete: "Yes, delete it",
    onDelete: "It leaves the site at once and its address stops working. You can bring it back from the journal list.",
  },
  project: {
    one: "project",
    listPath: "/admin/projects",
    listTitle: "Projects",
    editorAbout: "One project of the gallery: its card and its page, with its photos.",
    back: "All projects",
    editName: "Edit project",
    save: "Save project",
    confirmDelete: "Yes, delete it",
    onDelete: "It leaves the gallery at once and its page stops working. You can bring it back from the projects list.",
  },
  product: {
    one: "product",
    listPath: "/admin/products",
    listTitle: "Products",
    editorAbout: "One product of the catalogue: its page, its card on its collection page and its line in the quote form.",
    back: "All products",
    editName: "Edit the product's details",
    save: "Save details",
    confirmDelete: "Yes, delete this product",
    onDelete:
      "Its page stops working at once (as an address that never was: hide it instead to say it is no longer offered), and it leaves its landing, the sitemap and the quote form. You can bring it back from the products list.",
    },
  landing: {
    one: "landing page",
    listPath: "/admin/landings",
    listTitle: "Landing pages",
    editorAbout: "One collection page of the catalogue: its words and the product cards on it.",
    back: "All landing pages",
    editName: "Edit the landing page",
    save: "Save landing page",
    confirmDelete: "Yes, delete it",
    // Not offered: the landing pages' addresses are part of the site (decision 039).
    onDelete: "A landing page cannot be deleted; remove its cards instead.",
  },
  pivot_design: {
    one: "pivot design",
    listPath: "/admin/pivot-designs",
    listTitle: "Pivot door designs",
    editorAbout: "One door design of the pivot doors page: its name, picture and description.",
    back: "All pivot door designs",
    editName: "Edit the design",
    save: "Save design",
    confirmDelete: "Yes, take it off the gallery",
    // Not offered on its page: a design is taken off the gallery from the list, which keeps at least one (decision 039).
    onDelete: "It leaves the pivot doors page at once. You can bring it back from the pivot door designs page.",
  },
  team_member: {
    one: "team member",
    listPath: "/admin/team",
    listTitle: "Team",
    editorAbout: "One person of the About page's team: their name, role, sentence and photo.",
    back: "All team members",
    editName: "Edit the team member",
    save: "Save team member",
    confirmDelete: "Yes, take them off the About page",
    onDelete: "They leave the About page at once. You can bring them back from the team page.",
  },
  testimonial: {
    one: "testimonial",
    listPath: "/admin/testimonials",
    listTitle: "Testimonials",
    editorAbout: "One client's quote, as the home page shows it.",
    back: "All testimonials",
    editName: "Edit the testimonial",
    save: "Save testimonial",
    confirmDelete: "Yes, delete it",
    onDelete: "It leaves the home page at once. You can bring it back from the testimonials page.",
  },
  settings: {
    one: "company details",
    thisOne: "these company details",
    // One record, never deleted (decision 040): its editor is its own page, and its way back is the staff area.
    path: "/admin/settings",
    listPath: "/admin",
    listTitle: "Company details",
    editorAbout: "The company's name, phone, email, address and showrooms, as every page, mail and document shows them.",
    back: "Staff area",
    editName: "Edit the company details",
    save: "Save company details",
    confirmDelete: "",
    onDelete: "The company details cannot be deleted: change them instead.",
  },
  energy: {
    one: "energy figures",
    thisOne: "these energy figures",
    // One record, never deleted (decision 043), as the company details.
    path: "/admin/energy",
    listPath: "/admin",
    listTitle: "Energy figures",
    editorAbout: "The energy levels and rebate amounts the energy page, product pages and rebate estimator state.",
    back: "Staff area",
    editName: "Edit the energy and rebate figures",
    save: "Save energy figures",
    confirmDelete: "",
    onDelete: "The energy figures cannot be deleted: change them instead.",
  },
  page: {
    one: "page",
    listPath: "/admin/pages",
    listTitle: "Pages",
    editorAbout: "The words of this page of the site, and how search engines and link previews show it.",
    back: "All pages",
    editName: "Edit the page",
    save: "Save page",
    confirmDelete: "",
    // Not offered: the pages are the site's (decision 044); their words change, they are never deleted.
    onDelete: "A page cannot be deleted: change its words instead.",
  },
  reply_template: {
    one: "reply template",
    listPath: "/admin/reply-templates",
    listTitle: "Reply templates",
    editorAbout: "A reply staff start from on a lead's page: its name in the list there, and its words with placeholders.",
    back: "All reply templates",
    editName: "Edit the reply template",
    save: "Save template",
    confirmDelete: "Yes, delete this template",
    onDelete: "It leaves the lead pages' list of templates at once; replies already sent stay as they were. You can bring it back from the reply templates list.",
  },
  channels: {
    one: "channels",
    thisOne: "the channels",
    // One record, never deleted (decision 077), as the company details.
    path: "/admin/channels",
    listPath: "/admin",
    listTitle: "Channels",
    editorAbout: "The channels leads are grouped into by where they came from: their names, and your rules for campaigns and sites.",
    back: "Staff area",
    editName: "Edit the channels",
    save: "Save channels",
    confirmDelete: "",
    onDelete: "The channels cannot be deleted: change them instead.",
  },
} as const satisfies Record<string, KindWords>;

/** What a kind is called in the staff area, and the words its list and editor use. */
export interface KindWords {
  /** One item, in a sentence: "event". */
  one: string;
  listPath: string;
  listTitle: string;
  /** What one item's editor changes on the site, in one sentence under its heading. */
  editorAbout: string;
  /** The editor's link back to the list. */
  back: string;
  /** The editor form's name for a stored item (a new one is "New <one>"). */
  editName: string;
  /** The save button. */
  save: string;
  /** The button that confirms a delete. */
  confirmDelete: string;
  /** What a delete does, said before it is confirmed. */
  onDelete: string;
  /** A kind of one record (the company details): its editor's address, with no id in it. */
  path?: string;
  /** "This <one>" in a sentence, where the words are plural: "these company details". */
  thisOne?: string;
}

export type StaffContentKind = keyof typeof CONTENT_KINDS;

/** The ":id" of an item not saved yet: /admin/events/new. */
export const NEW_ID = "new";

/** An item's editor (`id` null or NEW_ID: a new one), with an optional query ("saved=1"). */
export function editorPath(kind: StaffContentKind, id: string | null, query?: string): string {
  const words: KindWords = CONTENT_KINDS[kind];
  const path = words.path ?? `${words.listPath}/${id ?? NEW_ID}`;
  return `${path}${query ? `?${query}` : ""}`;
}

/**
 * A kind's editor form, shared by its page (the checks in the browser, the error summary) and its server part:
 * one zod schema, each field's name for people, and the fields in the order the form shows them.
 */
export interface EditorForm<S extends z.ZodType = z.ZodType> {
  kind: StaffContentKind;
  schema: S;
  labels: Readonly<Record<string, string>>;
  order: readonly string[];
}

/** What a staff action on owner content answers besides a redirect: a notice, or problems with fields and the values typed. */
export type EditorNotice = { tone: "success" | "error"; message: string; errors?: Record<string, string>; values?: Record<string, string> };

/** How a revision's action reads in an item's history. */
export const REVISION_LABELS = {
  create: "Created",
  update: "Edited",
  delete: "Deleted",
  undelete: "Brought back",
  restore: "Restored an earlier version",
  move: "Moved in the order",
} as const;
