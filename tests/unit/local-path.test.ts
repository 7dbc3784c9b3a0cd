import { redirect, type ServerBuild } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { localPath, looksLikeAnotherSite } from "#app/lib/local-path";
import { offSiteRedirect, sameSiteRedirects } from "#server/redirect-guard";
import { withoutTrailingSlash } from "#server/trailing-slash";

/** Targets that would take a browser (or a decoding proxy) to another site, or are not paths at all. */
const OFF_SITE = [
  "//evil.example",
  "//evil.example/",
  "///evil.example/",
  "/\\evil.example",
  "\\\\evil.example",
  "/%5Cevil.example",
  "/%5cevil.example",
  "/%2F%2Fevil.example",
  "/%2f/evil.example",
  "/\t/evil.example",
  "/%09/evil.example",
  "/\n/evil.example",
  "/..//evil.example",
  "/.//evil.example",
  "/a/../..//evil.example",
  "https://evil.example/",
  "http:evil.example",
  "javascript:alert(1)",
  "JavaScript:alert(1)",
  "data:text/html,x",
  "evil.example",
  " /about",
  "",
  "/%E0%A4%A",
  "/" + "a".repeat(3000),
];

describe("localPath: the one test of a redirect's target", () => {
  it("keeps paths on this site, normalised, with their query and fragment", () => {
    expect(localPath("/about")).toBe("/about");
    expect(localPath("/")).toBe("/");
    expect(localPath("/journal/new-slug?x=1#top")).toBe("/journal/new-slug?x=1#top");
    expect(localPath("/a/./b/../c")).toBe("/a/c");
    // A query may hold anything a search does, backslashes included: it is not where the browser goes.
    expect(localPath("/admin/submissions?q=a%5Cb")).toBe("/admin/submissions?q=a%5Cb");
    expect(localPath("/admin/submissions?q=//x")).toBe("/admin/submissions?q=//x");
  });

  it("refuses every target that would leave the site", () => {
    for (const target of OFF_SITE) expect(localPath(target), JSON.stringify(target)).toBeUndefined();
    for (const target of [undefined, null, 1, ["/about"], { toString: () => "/about" }]) expect(localPath(target)).toBeUndefined();
  });

  it("tells a request path that reads as another site's address", () => {
    for (const path of ["//evil.example/", "/\\evil.example/", "/%5Cevil.example/", "/%2F%2Fevil.example/", "//evil.example/%2e%2e", "/%0d%0aX"]) {
      expect(looksLikeAnotherSite(path), path).toBe(true);
    }
    for (const path of ["/", "/about", "/about/", "/journal/a%20b", "/media/AbC-480.avif"]) expect(looksLikeAnotherSite(path), path).toBe(false);
  });

  it("takes the trailing slash off within the site only", () => {
    expect(withoutTrailingSlash("/about/", "?ref=x")).toBe("/about?ref=x");
    expect(withoutTrailingSlash("/about//", "")).toBe("/about");
    expect(withoutTrailingSlash("/./evil.example/", "")).toBe("/evil.example");
    expect(withoutTrailingSlash("//evil.example/", "")).toBeUndefined();
    expect(withoutTrailingSlash("/\\evil.example/", "")).toBeUndefined();
    expect(withoutTrailingSlash("/%2F%2Fevil.example/", "")).toBeUndefined();
  });
});

describe("the redirect guard of the build", () => {
  it("lets a redirect on the site through and turns one off it into a 404", () => {
    expect(offSiteRedirect(redirect("/journal/new", 301))).toBeUndefined();
    expect(offSiteRedirect(new Response("ok"))).toBeUndefined();
    expect(offSiteRedirect({ status: 302 })).toBeUndefined();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      for (const target of ["//evil.example", "https://evil.example/", "/\\evil.example"]) {
        expect(offSiteRedirect(redirect(target))?.status, target).toBe(404);
      }
      expect(errors).toHaveBeenCalledTimes(3);
    } finally {
      errors.mockRestore();
    }
  });

  it("wraps every loader and action, thrown and returned redirects alike, and keeps the rest of each module", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const module = {
        default: () => null,
        handle: { hydrate: false },
        loader: async ({ request }: { request: Request }) => {
          const to = new URL(request.url).searchParams.get("to")!;
          throw redirect(to);
        },
        action: async ({ request }: { request: Request }) => redirect(new URL(request.url).searchParams.get("to")!),
      };
      const build = { routes: { page: { id: "page", path: "page", module } } } as unknown as ServerBuild;
      const guarded = sameSiteRedirects(build).routes.page!.module;
      expect(guarded.default).toBe(module.default);
      expect(guarded.handle).toBe(module.handle);
      type Run = (args: unknown) => Promise<unknown>;
      const loader = guarded.loader as unknown as Run;
      const action = guarded.action as unknown as Run;
      const args = (to: string) => ({ request: new Request(`http://x/page?to=${encodeURIComponent(to)}`), params: {}, context: {} });
      /** What a handler answered with, returned or thrown. */
      const outcome = (run: Run, to: string) =>
        run(args(to)).then(
          (value) => value as Response,
          (thrown: unknown) => thrown as Response,
        );
      expect((await outcome(loader, "/ok")).headers.get("Location")).toBe("/ok");
      expect((await outcome(action, "/ok")).headers.get("Location")).toBe("/ok");
      for (const run of [loader, action]) {
        const answer = await outcome(run, "//evil.example/");
        expect(answer.status).toBe(404);
        expect(answer.headers.get("Location")).toBeNull();
        // Thrown, so that the page's error boundary answers, never returned as the page's data.
        await expect(run(args("//evil.example/"))).rejects.toBeInstanceOf(Response);
      }
      // A development build loader is wrapped each time it is asked.
      const loaded = await sameSiteRedirects(async () => build)();
      expect((await outcome(loaded.routes.page!.module.loader as unknown as Run, "https://evil.example/")).status).toBe(404);
    } finally {
      errors.mockRestore();
    }
  });
});
