import type { AddressInfo } from "node:net";
import express from "express";
import { data, redirect, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ISLAND_PROPS_HEADER, type PostedIsland } from "#app/lib/posted-island";
import { formPages, islandPosts } from "#server/island-posts";

interface Invitation {
  event: string;
  formAction: string;
  result: unknown;
}

/** Like an RSVP page: its props need the loader's event, and there are none once the event is gone. */
const invitation: PostedIsland<{ event: string | null }, unknown, Invitation> = {
  name: "invitation",
  props: ({ loaderData, actionData, pathname }) =>
    loaderData.event ? { event: loaderData.event, formAction: pathname, result: actionData } : undefined,
};

let eventOnPage: string | null = "Grand Opening";
const loaderUrls: string[] = [];

const route = (id: string, path: string, module: Record<string, unknown>, parentId = "root") => ({
  [id]: { id, path, parentId, module } as unknown as ServerBuild["routes"][string],
});

/** A server build with the route shapes the module has to tell apart. */
const build = {
  routes: {
    ...route("root", "", {}, undefined as unknown as string),
    ...route("rsvp", "rsvp", {
      handle: { hydrate: false, postedIsland: invitation },
      action: async ({ request }: { request: Request }) => {
        const fields = new URLSearchParams(await request.text());
        const ok = fields.get("first_name") !== "";
        return data({ ok, name: fields.get("first_name") }, { status: ok ? 200 : 422, headers: { "Cache-Control": "private, no-store" } });
      },
      loader: ({ request }: { request: Request }) => {
        loaderUrls.push(`${request.method} ${request.url}`);
        return { event: eventOnPage };
      },
      headers: ({ actionHeaders }: { actionHeaders: Headers }) => ({ "Cache-Control": actionHeaders.get("Cache-Control") ?? "" }),
    }),
    ...route("moved", "moved", {
      handle: { postedIsland: { name: "moved", props: () => ({}) } },
      action: () => redirect("/elsewhere"),
    }),
    ...route("gone", "gone", {
      handle: { postedIsland: { name: "gone", props: () => ({}) } },
      action: () => {
        throw new Response("Not Found", { status: 404 });
      },
    }),
    ...route("project", "projects/:slug", { handle: { postedIsland: { name: "project", props: () => ({}) } }, action: () => null }),
    ...route("nested", "nested", { handle: { postedIsland: { name: "nested", props: () => ({}) } }, action: () => null }, "layout"),
  },
} as unknown as ServerBuild;

describe("form islands' posts (server/island-posts.ts)", () => {
  let server: ReturnType<ReturnType<typeof express>["listen"]>;
  let base = "";

  beforeAll(async () => {
    const app = express();
    app.use(express.raw({ type: () => true }));
    app.use(islandPosts({ build, getLoadContext: () => ({ cspNonce: "" }) }));
    app.use((_req, res) => void res.type("text/plain").send("the page, from React Router"));
    await new Promise<void>((resolve) => {
      server = app.listen(0, "127.0.0.1", () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (path: string, body: string, island?: string) =>
    fetch(`${base}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...(island ? { [ISLAND_PROPS_HEADER]: island } : {}) },
      body,
    });

  it("knows the top-level pages with a static path whose handle names a posted island", () => {
    expect([...formPages(build).keys()].sort()).toEqual(["/gone", "/moved", "/rsvp"]);
  });

  it("answers an island's post with the props its page makes of the action's and the loader's data", async () => {
    const response = await post("/rsvp?from=test", "first_name=Ana", "invitation");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ props: { event: "Grand Opening", formAction: "/rsvp", result: { ok: true, name: "Ana" } } });
    // The loader runs after the action, as for a page: a GET of the page's address.
    expect(loaderUrls.at(-1)).toMatch(/^GET http:\/\/127\.0\.0\.1:\d+\/rsvp\?from=test$/);
  });

  it("keeps the action's status", async () => {
    const response = await post("/rsvp", "first_name=", "invitation");
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ props: { result: { ok: false } } });
  });

  it("answers {} when the page no longer shows the island, so that the island loads the page", async () => {
    eventOnPage = null;
    try {
      const response = await post("/rsvp", "first_name=Ana", "invitation");
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({});
    } finally {
      eventOnPage = "Grand Opening";
    }
  });

  it("sends a Response the action answers with or throws as it is", async () => {
    const moved = await post("/moved", "", "moved");
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe("/elsewhere");
    const gone = await post("/gone", "", "gone");
    expect(gone.status).toBe(404);
    expect(await gone.text()).toBe("Not Found");
  });

  it("leaves everything else to React Router", async () => {
    for (const response of [
      await post("/rsvp", "first_name=Ana"),
      await post("/rsvp", "first_name=Ana", "contact-form"),
      await post("/projects/lions-bay", "", "project"),
      await post("/nested", "", "nested"),
      await fetch(`${base}/rsvp`, { headers: { [ISLAND_PROPS_HEADER]: "invitation" } }),
    ]) {
      expect(await response.text()).toBe("the page, from React Router");
    }
  });
});
