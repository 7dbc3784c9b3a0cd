import { CONTENT_KINDS } from "./content-kinds";
import { mayOpen, type StaffRole } from "./staff-roles";

/**
 * The staff area's sections, as data: one list of groups, each with its links, in the order the menu shows them.
 * The header's menu (a phone) and side navigation (a laptop) both render this list, each role seeing the links its
 * role may open (navFor; app/lib/admin/staff-roles.ts says which). Each link says in one sentence what its page changes on the site: the page
 * shows that sentence under its heading. Browser-safe: no server code.
 */

export interface StaffNavLink {
  /** The section's address. */
  to: string;
  /** Its name in the menu, and its page's heading. */
  name: string;
  /** What the page changes on the site (or does for staff), in one sentence an owner reads under the heading. */
  about: string;
}

export interface StaffNavGroup {
  /** The group's name in the menu ("Leads"). */
  name: string;
  links: readonly StaffNavLink[];
}

/** The owners' front page: the business at a glance (decision 075). */
export const OVERVIEW_PATH = "/admin/overview";
/** The inbox: the menu shows how many submissions are new beside it. */
export const INBOX_PATH = "/admin/submissions";
/** The backups page: the header's warning about failing or late backups links to it. */
export const BACKUPS_PATH = "/admin/backups";

const kind = (key: keyof typeof CONTENT_KINDS, about: string): StaffNavLink => {
  const words = CONTENT_KINDS[key];
  return { to: "path" in words ? words.path : words.listPath, name: words.listTitle, about };
};

export const STAFF_NAV: readonly StaffNavGroup[] = [
  {
    name: "Leads",
    links: [
      {
        to: OVERVIEW_PATH,
        name: "Overview",
        about: "The business at a glance: leads per week by kind and channel, the pipeline, quotes won, visits, and what is due or needs checking. Nothing here is shown to visitors.",
      },
      {
        to: INBOX_PATH,
        name: "Inbox",
        about: "Every enquiry, quote request, RSVP and visit booked on the website, newest first: nothing here is shown to visitors.",
      },
      { to: "/admin/rsvps", name: "RSVPs", about: "How many guests have replied to each event, and who is on its waiting list." },
      { to: "/admin/visits", name: "Visits", about: "The showroom visits booked on the website, and the days and times the visit page offers." },
      kind("channels", "The channels leads are grouped into by where they came from: their names, and your rules for campaigns and sites."),
    ],
  },
  {
    name: "Site",
    links: [
      kind("event", "The events shown on the RSVP pages, with their dates, place and partners."),
      kind("announcement", "The one line shown in the footer of every page and on the contact page."),
      kind("post", "The posts of the Journal page and its feed."),
      kind("project", "The projects gallery and each project's page, in this order."),
      kind("page", "The words, search titles and link pictures of the home, About and other fixed pages."),
      kind("team_member", "The people shown on the About page, in this order."),
      kind("testimonial", "The quotes from clients that turn on the home page, in this order."),
      { to: "/admin/media", name: "Images", about: "The photos you upload, to use as covers, project photos, team photos and in posts." },
    ],
  },
  {
    name: "Catalogue",
    links: [
      kind("product", "The windows and doors of the catalogue: each product's page, pictures, files and energy figures."),
      kind("landing", "The collection pages (Doors, Windows, Passive…) and the product cards on them."),
      kind("pivot_design", "The door designs shown on the pivot doors page, in this order."),
    ],
  },
  {
    name: "Company",
    links: [
      kind("settings", "The company's name, phone, email, address and showrooms, as every page, mail and document shows them."),
      kind("energy", "The energy levels and rebate amounts the energy page, product pages and rebate estimator state."),
    ],
  },
  {
    name: "System",
    links: [
      {
        to: BACKUPS_PATH,
        name: "Backups",
        about: "Copies of everything the site holds, to bring it back after a mistake or a failure: nothing here is shown to visitors.",
      },
      {
        to: "/admin/audit",
        name: "Audit log",
        about: "Who signed in, and who changed what on the site, in the leads and in the accounts, when and from where: nothing here is shown to visitors.",
      },
      {
        to: "/admin/accounts",
        name: "Accounts",
        about: "Your colleagues' accounts and what each role may use: nothing here is shown to visitors.",
      },
      {
        to: "/admin/account",
        name: "Your account",
        about: "Your name, your password and where you are signed in: nothing here is shown to visitors.",
      },
    ],
  },
];

/** The groups and links a role may open, in the menu's order (a group with none is left out). */
export function navFor(role: StaffRole): StaffNavGroup[] {
  return STAFF_NAV.map((group) => ({ ...group, links: group.links.filter((link) => mayOpen(role, link.to)) })).filter((group) => group.links.length);
}

/** Every link of the menu, in its order. */
export const STAFF_NAV_LINKS: readonly StaffNavLink[] = STAFF_NAV.flatMap((group) => group.links);

/** What the section at `to` changes on the site, in one sentence (its page shows it under its heading). */
export function sectionAbout(to: string): string {
  const link = STAFF_NAV_LINKS.find((candidate) => candidate.to === to);
  if (!link) throw new Error(`No staff section at ${to}`);
  return link.about;
}
