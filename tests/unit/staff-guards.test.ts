import { describe, expect, it } from "vitest";
import { isStaffPath } from "#app/lib/admin/staff-paths";

describe("the staff guard", () => {
  it("covers the staff pages and their data requests, and nothing public", () => {
    for (const path of ["/admin", "/admin/", "/admin/login", "/admin/submissions/abc.data", "/admin.data", "/admin/export.csv"]) {
      expect(isStaffPath(path), path).toBe(true);
    }
    for (const path of ["/", "/administration", "/admin-tools", "/contact", "/f/rsvp", "/admin.html"]) {
      expect(isStaffPath(path), path).toBe(false);
    }
  });
});
