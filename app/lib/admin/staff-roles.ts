import { matchPath } from "react-router";

/**
 * Who may use which staff page (decision 062). Every staff route, those of React Router and the server's own, is
 * listed here once with the roles it allows; the server checks every loader, action and resource route against this
 * table (requireStaff), the navigation shows only what a role may open, and a route missing from the table is refused
 * to everyone (tests/unit/staff-roles.test.ts fails first). Browser-safe: no server code.
 */

export const STAFF_ROLES = ["owner", "editor", "sales"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The role of the first account and of accounts made before roles existed. */
export const FIRST_ROLE: StaffRole = "owner";

export const ROLE_NAMES: Record<StaffRole, string> = { owner: "Owner", editor: "Editor", sales: "Sales" };

/** What each role may do, in a sentence an owner reads when choosing one. */
export const ROLE_ABOUT: Record<StaffRole, string> = {
  owner: "Everything, and the only role that manages accounts, company details, backups and restores.",
  editor: "The site's content: catalogue, collections, projects, journal, events, announcements, team, testimonials, pages, images and energy figures. No leads, no accounts.",
  sales: "Leads: the inbox, replies and their templates, RSVPs, showroom visits, quote requests and their exports. No content, no accounts.",
};

/** The plural a refusal names ("This page is for owners and editors."). */
const ROLE_PLURALS: Record<StaffRole, string> = { owner: "owners", editor: "editors", sales: "sales staff" };
/** One of a role ("You are signed in as an editor."). */
const ROLE_ONE: Record<StaffRole, string> = { owner: "an owner", editor: "an editor", sales: "sales staff" };

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

const EVERYONE: readonly StaffRole[] = STAFF_ROLES;
const OWNERS: readonly StaffRole[] = ["owner"];
const CONTENT: readonly StaffRole[] = ["owner", "editor"];
const LEADS: readonly StaffRole[] = ["owner", "sales"];

/**
 * Every staff route and the roles it allows. `null`: open before signing in (the sign-in page, signing out, and the
 * pages of the links mailed to staff).
 * Patterns are React Router's (app/routes.ts) and the server's own routes (server/app.ts), matched whole.
 */
export const STAFF_ROUTE_ROLES: Readonly<Record<string, readonly StaffRole[] | null>> = {
  "/admin/login": null,
  "/admin/login/code": null,
  "/admin/logout": null,
  // The staff links (decision 064): asking for a reset link, and the mailed links themselves.
  "/admin/forgot-password": null,
  "/admin/invitation/:token": null,
  "/admin/reset-password/:token": null,
  "/admin/confirm-email/:token": null,
  // The staff front page sends each role to its own first page.
  "/admin": EVERYONE,
  // The owners' front page: the business at a glance (decision 075).
  "/admin/overview": OWNERS,
  // Each staff member's own name, password and sessions.
  "/admin/account": EVERYONE,

  // Leads.
  "/admin/submissions": LEADS,
  "/admin/submissions/:id": LEADS,
  "/admin/submissions/:id/files/:file": LEADS,
  "/admin/submissions/:id/quote.pdf": LEADS,
  // One person, all their leads (decision 071).
  "/admin/people/:id": LEADS,
  // A person's data, exported whole or erased (decision 076): the owners answer for what the business holds.
  "/admin/people/:id/export.zip": OWNERS,
  "/admin/people/:id/erase": OWNERS,
  "/admin/pipeline": LEADS,
  "/admin/export.csv": LEADS,
  "/admin/quotes.csv": LEADS,
  // The people who agreed to the news and have not unsubscribed (decision 074).
  "/admin/consents.csv": LEADS,
  "/admin/rsvps": LEADS,
  "/admin/visits": LEADS,
  // The replies sales staff start from (decision 072): theirs to edit, as the leads are.
  "/admin/reply-templates": LEADS,
  "/admin/reply-templates/:id": LEADS,

  // The site's content.
  "/admin/events": CONTENT,
  "/admin/events/:id": CONTENT,
  "/admin/announcements": CONTENT,
  "/admin/announcements/:id": CONTENT,
  "/admin/journal": CONTENT,
  "/admin/journal/:id": CONTENT,
  "/admin/markdown-preview": CONTENT,
  "/admin/projects": CONTENT,
  "/admin/projects/:id": CONTENT,
  "/admin/team": CONTENT,
  "/admin/team/:id": CONTENT,
  "/admin/testimonials": CONTENT,
  "/admin/testimonials/:id": CONTENT,
  "/admin/pages": CONTENT,
  "/admin/pages/:id": CONTENT,
  "/admin/media": CONTENT,
  "/admin/media/upload": CONTENT,
  "/admin/energy": CONTENT,

  // The catalogue.
  "/admin/products": CONTENT,
  "/admin/products/:id": CONTENT,
  "/admin/products/:id/placement": CONTENT,
  "/admin/products/:id/pictures": CONTENT,
  "/admin/products/:id/files": CONTENT,
  "/admin/products/:id/energy": CONTENT,
  "/admin/landings": CONTENT,
  "/admin/landings/:id": CONTENT,
  "/admin/pivot-designs": CONTENT,
  "/admin/pivot-designs/:id": CONTENT,

  // The company and the system.
  "/admin/settings": OWNERS,
  // The channels' names and rules (decision 077): the owners', as the company details.
  "/admin/channels": OWNERS,
  "/admin/accounts": OWNERS,
  "/admin/backups": OWNERS,
  "/admin/audit": OWNERS,
  "/admin/audit.csv": OWNERS,
};

const PATTERNS = Object.keys(STAFF_ROUTE_ROLES);

/** A client-side data request (`/admin/products.data`) asks for the route of its page. */
function routePath(pathname: string): string {
  const path = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
  return path === "/_root" ? "/" : path.replace(/\/+$/, "") || "/";
}

/** The pattern of the staff route at `pathname`, or undefined for a path no staff route serves. */
export function staffRouteOf(pathname: string): string | undefined {
  const path = routePath(pathname);
  // A fixed segment wins over a parameter ("/admin/products/new" is the product editor, not a pattern of its own).
  return PATTERNS.find((pattern) => pattern === path) ?? PATTERNS.find((pattern) => matchPath({ path: pattern, end: true }, path));
}

/**
 * The roles allowed at `pathname`: a list, `null` for the pages open before signing in, or an empty list for a path
 * the table does not name (refused to everyone: a new route must be added to the table to be reached at all).
 */
export function rolesAt(pathname: string): readonly StaffRole[] | null {
  const pattern = staffRouteOf(pathname);
  return pattern === undefined ? [] : STAFF_ROUTE_ROLES[pattern]!;
}

/** Whether a staff member of `role` may open (and post to) `pathname`. */
export function mayOpen(role: StaffRole, pathname: string): boolean {
  const roles = rolesAt(pathname);
  return roles === null || roles.includes(role);
}

/** "owners and editors": who may use a page, for its refusal. */
export function rolesInWords(roles: readonly StaffRole[]): string {
  const names = roles.map((role) => ROLE_PLURALS[role]);
  if (names.length <= 1) return names[0] ?? "no one";
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** Why `role` may not use `pathname`, in a sentence for the 403 page. */
export function refusalFor(role: StaffRole, pathname: string): string {
  const roles = rolesAt(pathname) ?? [];
  const who = roles.length ? `This page is for ${rolesInWords(roles)}.` : "This page is not open to any staff role.";
  return `${who} You are signed in as ${ROLE_ONE[role]}; an owner can change your role on the Accounts page.`;
}

/** Who posts to one of the server's own staff routes (an upload): `refused` says why their role may not. */
export interface UploadingStaff {
  email: string;
  refused?: string;
}

/** Where each role starts: the staff front page (`/admin`) and a sign-in without a page asked for lead here. */
export const ROLE_HOME: Record<StaffRole, string> = {
  owner: "/admin/overview",
  editor: "/admin/products",
  sales: "/admin/submissions",
};
