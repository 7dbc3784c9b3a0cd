import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FIRST_TOUCH_QUERY_PARAMS, PAGE_QUERY_PARAMS, pageCacheKey, pageQueryParams } from "#server/page-query";

const APP = path.resolve("app");
/** Staff pages are never cached: what they read is theirs (their routes, and their pages' server modules, *-page.server.ts). */
const STAFF_SOURCES = /^(routes\/admin|lib\/server\/staff|lib\/admin|components\/admin)\/|^lib\/server\/[a-z]+\/[a-z-]+-page\.server\.ts$/;

function sources(dir = APP): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("the query parameters a page reads", () => {
  it("keeps only those in the cache's address, in a fixed order, first value each", () => {
    expect(pageCacheKey("/about", "?x=1")).toBe("/about");
    expect(pageCacheKey("/about", "")).toBe("/about");
    expect(pageCacheKey("/journal", "?utm_source=a&page=2&page=3")).toBe("/journal?page=2");
    expect(pageCacheKey("/journal", "?utm_source=a")).toBe("/journal");
    expect(pageCacheKey("/projects", "?project=old&area=okanagan&gclid=x&family=doors")).toBe("/projects?family=doors&area=okanagan&project=old");
    expect(pageCacheKey("/visit/manage/abc", "?done=moved&x=1")).toBe("/visit/manage/abc?done=moved");
    // Client navigation's data requests keep React Router's own parameters too.
    expect(pageCacheKey("/journal.data", "?page=2&_routes=routes%2Fjournal&x=1")).toBe("/journal.data?page=2&_routes=routes%2Fjournal");
    expect(pageCacheKey("/_root.data", "?_routes=root&x=1")).toBe("/_root.data?_routes=root");
    expect(pageQueryParams("/__manifest")).toEqual(["paths", "version"]);
    // The rebate estimator's counts, one parameter per product: kept by their pattern, in name order.
    expect(pageCacheKey("/energy-and-rebates", "?units-s91=2&utm_source=a&cost=9000&units-s700=4&units-S7=1&income=95")).toBe(
      "/energy-and-rebates?income=95&cost=9000&units-s700=4&units-s91=2",
    );
    expect(pageCacheKey("/energy-and-rebates", "?utm_source=a")).toBe("/energy-and-rebates");
    // A campaign's link is the one cached page: its first touch is read apart from the render (decision 073).
    expect(pageCacheKey("/doors/swing/sd95", "?utm_source=spring-show&utm_campaign=door-sale&gclid=x")).toBe("/doors/swing/sd95");
    expect(pageCacheKey("/quote", "?product=sd95&utm_source=spring-show")).toBe("/quote?product=sd95");
  });

  it("lists every parameter the public pages' code reads (a new one must be added to server/page-query.ts)", () => {
    const files = sources().filter((file) => !STAFF_SOURCES.test(path.relative(APP, file).split(path.sep).join("/")));
    const text = new Map(files.map((file) => [file, readFileSync(file, "utf8")]));
    const constants = new Map<string, string>();
    for (const source of text.values()) {
      for (const [, name, value] of source.matchAll(/export const ([A-Z_]+) = "([^"]+)"/g)) constants.set(name!, value!);
    }
    const read = new Set<string>();
    for (const source of text.values()) {
      for (const [, literal, constant] of source.matchAll(/\b(?:searchParams|params)\.(?:get|has|getAll)\(\s*(?:"([^"]+)"|([A-Z_]+)\b)/g)) {
        const name = literal ?? constants.get(constant!);
        expect(name, `the value of ${constant}`).toBeDefined();
        read.add(name!);
      }
    }
    // The scan finds the parameters of the journal, the projects' filter and the visit pages at least.
    for (const name of ["page", "family", "project", "showroom", "done"]) expect(read).toContain(name);
    const listed = new Set([...Object.values(PAGE_QUERY_PARAMS).flat(), ...pageQueryParams("/visit/manage/x"), ...FIRST_TOUCH_QUERY_PARAMS]);
    expect([...read].filter((name) => !listed.has(name))).toEqual([]);
  });
});
