import { describe, expect, it } from "vitest";
import routes from "#app/routes";
import { navFor } from "#app/lib/admin/staff-nav";
import { mayOpen, refusalFor, rolesAt, STAFF_ROLES, STAFF_ROUTE_ROLES, staffRouteOf } from "#app/lib/admin/staff-roles";
import { PRODUCT_FILE_UPLOAD_ROUTE } from "#app/lib/product-files";
import { MEDIA_UPLOAD_PATH } from "../../server/uploads";

interface RouteEntry {
  path?: string;
  file: string;
  children?: RouteEntry[];
}
const flatten = (list: RouteEntry[]): RouteEntry[] => list.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);

/** Every staff route React Router serves (app/routes.ts), as a pattern. */
const routerStaffRoutes = flatten(routes as RouteEntry[])
  .filter((entry) => entry.path !== undefined && entry.file.startsWith("routes/admin/"))
  .map((entry) => `/${entry.path}`);
/** The staff routes the server answers itself (server/app.ts): the two uploads. */
const serverStaffRoutes = [MEDIA_UPLOAD_PATH, PRODUCT_FILE_UPLOAD_ROUTE];

describe("the staff roles table (app/lib/admin/staff-roles.ts)", () => {
  it("names every staff route, and no route that does not exist", () => {
    const served = [...routerStaffRoutes, ...serverStaffRoutes].sort();
    expect(routerStaffRoutes.length).toBeGreaterThan(40);
    expect(Object.keys(STAFF_ROUTE_ROLES).sort()).toEqual(served);
  });

  it("lets owners use every page a signed-in account may use, and keeps accounts, company details and backups to them", () => {
    for (const [pattern, roles] of Object.entries(STAFF_ROUTE_ROLES)) {
      if (roles) expect(roles, pattern).toContain("owner");
    }
    for (const path of ["/admin/accounts", "/admin/settings", "/admin/backups"]) expect(rolesAt(path)).toEqual(["owner"]);
  });

  it("gives editors the content and catalogue, and sales the leads, and neither the other's", () => {
    for (const path of ["/admin/products/new", "/admin/products/abc/files", "/admin/media/upload", "/admin/energy", "/admin/journal/abc", "/admin/pages/home"]) {
      expect(mayOpen("editor", path), path).toBe(true);
      expect(mayOpen("sales", path), path).toBe(false);
    }
    for (const path of ["/admin/submissions", "/admin/submissions/abc/quote.pdf", "/admin/export.csv", "/admin/quotes.csv", "/admin/consents.csv", "/admin/rsvps", "/admin/visits"]) {
      expect(mayOpen("sales", path), path).toBe(true);
      expect(mayOpen("editor", path), path).toBe(false);
    }
    for (const role of STAFF_ROLES) expect(mayOpen(role, "/admin/account")).toBe(true);
  });

  it("reads a client-side data request as its page, and refuses a path no staff route serves to every role", () => {
    expect(staffRouteOf("/admin/settings.data")).toBe("/admin/settings");
    expect(mayOpen("editor", "/admin/settings.data")).toBe(false);
    expect(staffRouteOf("/admin/products/new")).toBe("/admin/products/:id");
    expect(staffRouteOf("/admin/products/s700/pictures/")).toBe("/admin/products/:id/pictures");
    for (const role of STAFF_ROLES) expect(mayOpen(role, "/admin/no-such-page/at/all")).toBe(false);
    expect(rolesAt("/admin/login")).toBeNull();
  });

  it("says who may use a refused page and what the visitor is signed in as", () => {
    expect(refusalFor("sales", "/admin/products")).toBe(
      "This page is for owners and editors. You are signed in as sales staff; an owner can change your role on the Accounts page.",
    );
    expect(refusalFor("editor", "/admin/backups")).toMatch(/^This page is for owners\. You are signed in as an editor;/);
  });

  it("shows each role only the sections it may open, grouped", () => {
    const names = (role: (typeof STAFF_ROLES)[number]) => navFor(role).map((group) => [group.name, group.links.map((link) => link.name)]);
    expect(names("sales")).toEqual([
      ["Leads", ["Inbox", "RSVPs", "Visits"]],
      ["System", ["Your account"]],
    ]);
    expect(names("editor").map(([group]) => group)).toEqual(["Site", "Catalogue", "Company", "System"]);
    expect(names("editor").flatMap(([, links]) => links)).not.toContain("Company details");
    expect(navFor("owner").flatMap((group) => group.links).every((link) => mayOpen("owner", link.to))).toBe(true);
  });
});
