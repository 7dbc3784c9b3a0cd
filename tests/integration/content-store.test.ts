import { describe, expect, it, vi } from "vitest";
import { currentAnnouncement } from "#app/lib/content/announcements";
import { eventForPage, eventState } from "#app/lib/content/event-state";
import { publicPosts } from "#app/lib/content/journal";
import { announcementEditorSchema } from "#app/lib/forms/staff/announcement-editor";
import { eventEditorSchema } from "#app/lib/forms/staff/event-editor";
import { postEditorSchema } from "#app/lib/forms/staff/post-editor";
import { ContentService } from "#app/lib/server/content/content-service.server";
import { ContentConflict, listItemRows, listRevisions, setDeleted } from "#app/lib/server/content/content-store.server";
import { restoreVersion } from "#app/lib/server/content/owner-content.server";
import { saveAnnouncement } from "#app/lib/server/content/kinds/announcement-editor.server";
import { saveEvent } from "#app/lib/server/content/kinds/event-editor.server";
import { savePost } from "#app/lib/server/content/kinds/post-editor.server";
import { SEED_ACTOR } from "#app/lib/server/content/seed.server";
import { seedOwnerContent } from "#app/lib/server/content/kinds/event.server";
import { loadSnapshot } from "#app/lib/server/content/snapshot.server";
import { DIALECTS, useTestStore } from "./support/test-stores";

const STAFF = "owner@helios.example";
/** A short poll, so that a test sees another instance's change quickly. */
const TEST_POLL_MS = 25;

const eventInput = (overrides: Record<string, string> = {}) =>
  eventEditorSchema.parse({
    title: "Spring Open House",
    starts_at: "2027-04-17T10:00",
    ends_at: "2027-04-17T16:00",
    venue_name: "Okanagan Showroom",
    street_address: "",
    locality: "Kelowna",
    region: "BC",
    description: "Doors and windows, full size.",
    page_rsvp: "on",
    partner_1_name: "Alumil",
    ...overrides,
  });

const postInput = (overrides: Record<string, string> = {}) =>
  postEditorSchema.parse({
    title: "Why triple glazing",
    summary: "What a third pane buys in a BC winter.",
    body: "## The short answer\n\nWarmer glass.",
    status: "published",
    ...overrides,
  });

describe.each(DIALECTS)("owner content on $dialect", ({ dialect }) => {
  const stores = useTestStore(dialect);

  it("seeds the grand opening and the showroom announcement once, and never again", async () => {
    const store = await stores.open();
    expect(await seedOwnerContent(store)).toBe(true);
    expect(await seedOwnerContent(store)).toBe(false);
    const snapshot = await loadSnapshot(store);
    expect(snapshot.events).toHaveLength(1);
    const [event] = snapshot.events;
    expect(event!.title).toBe("Grand Opening of HELIOS's Experience Centre");
    expect(event!.pages).toEqual(["rsvp", "rsvp-cosentino", "rsvp-livingspace"]);
    expect(new Date(event!.startsAt).toISOString()).toBe("2025-10-23T01:00:00.000Z");
    expect(snapshot.announcements).toHaveLength(1);
    // Ends with fall 2025: live in October 2025, gone a year later.
    expect(currentAnnouncement(snapshot.announcements, Date.parse("2025-10-01T12:00:00-07:00"))?.text).toMatch(/opens fall 2025/);
    expect(currentAnnouncement(snapshot.announcements, Date.parse("2026-11-23T12:00:00-08:00"))).toBeUndefined();
    expect((await listRevisions(store, "event", event!.id))[0]?.actor).toBe(SEED_ACTOR);

    // Deleting everything seeded does not bring it back at the next start.
    await setDeleted(store, "event", event!.id, true, { actor: STAFF });
    expect(await seedOwnerContent(store)).toBe(false);
    expect((await loadSnapshot(store)).events).toHaveLength(0);
  });

  it("keeps every edit as a revision, restores one, and undoes a delete", async () => {
    const store = await stores.open();
    const created = await saveEvent(store, undefined, eventInput(), STAFF);
    await saveEvent(store, created.id, eventInput({ title: "Spring Open House 2027", capacity: "40" }), "colleague@helios.example");
    let history = await listRevisions(store, "event", created.id);
    expect(history.map((revision) => [revision.action, revision.actor])).toEqual([
      ["update", "colleague@helios.example"],
      ["create", STAFF],
    ]);
    await restoreVersion(store, "event", created.id, history[1]!.id, STAFF);
    let [event] = (await loadSnapshot(store)).events;
    expect(event!.title).toBe("Spring Open House");
    expect(event!.capacity).toBeNull();

    await setDeleted(store, "event", created.id, true, { actor: STAFF });
    expect((await loadSnapshot(store)).events).toHaveLength(0);
    expect((await listItemRows(store, "event", { deleted: true })).map((row) => row.id)).toEqual([created.id]);
    await setDeleted(store, "event", created.id, false, { actor: STAFF });
    [event] = (await loadSnapshot(store)).events;
    expect(event!.title).toBe("Spring Open House");
    history = await listRevisions(store, "event", created.id);
    expect(history.map((revision) => revision.action)).toEqual(["undelete", "delete", "restore", "update", "create"]);
  });

  it("an event follows the clock in Pacific time", async () => {
    const store = await stores.open();
    await saveEvent(store, undefined, eventInput({ rsvp_deadline: "2027-04-10T17:00" }), STAFF);
    const [event] = (await loadSnapshot(store)).events;
    expect(eventState(event!, Date.parse("2027-04-10T16:59:00-07:00"))).toBe("upcoming");
    expect(eventState(event!, Date.parse("2027-04-10T17:00:00-07:00"))).toBe("closed");
    expect(eventState(event!, Date.parse("2027-04-17T16:00:00-07:00"))).toBe("past");
    expect(eventForPage([event!], "rsvp", Date.now())?.id).toBe(event!.id);
    expect(eventForPage([event!], "rsvp-cosentino", Date.now())).toBeUndefined();
  });

  it("a post's old address redirects, drafts and scheduled posts stay out, and an address is one post's only", async () => {
    const store = await stores.open();
    const now = Date.now();
    const post = await savePost(store, undefined, postInput(), STAFF, now);
    expect(post.slug).toBe("why-triple-glazing");
    await savePost(store, post.id, postInput({ slug: "triple-glazing-in-bc" }), STAFF, now);
    let snapshot = await loadSnapshot(store);
    expect(snapshot.redirects.get("why-triple-glazing")).toBe("triple-glazing-in-bc");
    // "## The short answer" is the post's top level: an h2 under the page's h1.
    expect(snapshot.posts[0]!.bodyHtml).toContain("<h2>The short answer</h2>");

    await savePost(store, undefined, postInput({ title: "Draft", status: "draft" }), STAFF, now);
    await savePost(store, undefined, postInput({ title: "Scheduled", publish_at: "2099-01-01T09:00" }), STAFF, now);
    snapshot = await loadSnapshot(store);
    expect(publicPosts(snapshot.posts, now).map((item) => item.title)).toEqual(["Why triple glazing"]);
    expect(publicPosts(snapshot.posts, Date.parse("2099-01-02T00:00:00Z")).map((item) => item.title)).toEqual([
      "Scheduled",
      "Why triple glazing",
    ]);

    await expect(savePost(store, undefined, postInput({ slug: "triple-glazing-in-bc" }), STAFF)).rejects.toBeInstanceOf(ContentConflict);
  });

  it("announcements are validated and one is current at a time", async () => {
    const store = await stores.open();
    expect(announcementEditorSchema.safeParse({ text: "x", starts_on: "2027-05-02", ends_on: "2027-05-01" }).success).toBe(false);
    await saveAnnouncement(store, undefined, announcementEditorSchema.parse({ text: "Standing line" }), STAFF);
    await saveAnnouncement(
      store,
      undefined,
      announcementEditorSchema.parse({ text: "Open house on Saturday", link_url: "/rsvp", starts_on: "2027-04-01", ends_on: "2027-04-17" }),
      STAFF,
    );
    const { announcements } = await loadSnapshot(store);
    expect(currentAnnouncement(announcements, Date.parse("2027-04-17T23:59:00-07:00"))?.text).toBe("Open house on Saturday");
    expect(currentAnnouncement(announcements, Date.parse("2027-04-18T00:00:00-07:00"))?.text).toBe("Standing line");
  });

  it("two instances on one database: a change made on one shows on the other within the poll", async () => {
    const [a, b] = [await stores.open(), await stores.open()];
    const [onA, onB] = [new ContentService(a, TEST_POLL_MS), new ContentService(b, TEST_POLL_MS)];
    await Promise.all([onA.start(), onB.start()]);
    try {
      const generation = onB.generation;
      await saveAnnouncement(a, undefined, announcementEditorSchema.parse({ text: "Now open in Kelowna" }), STAFF);
      await onA.refresh();
      expect(onA.current().announcements.map((item) => item.text)).toEqual(["Now open in Kelowna"]);
      await vi.waitFor(() => expect(onB.current().announcements.map((item) => item.text)).toEqual(["Now open in Kelowna"]), {
        timeout: 5_000,
      });
      expect(onB.generation).toBeGreaterThan(generation);
    } finally {
      onA.stop();
      onB.stop();
    }
  });

  it("a write through the content store shows on its own instance at once: no caller refreshes the content", async () => {
    const store = await stores.open();
    // A poll far longer than the test: only the store's own notice can show the changes.
    const service = new ContentService(store, 60_000);
    await service.start();
    try {
      const saved = await saveAnnouncement(store, undefined, announcementEditorSchema.parse({ text: "Open on Saturdays" }), STAFF);
      expect(service.current().announcements.map((item) => item.text)).toEqual(["Open on Saturdays"]);
      await setDeleted(store, "announcement", saved.id, true, { actor: STAFF });
      expect(service.current().announcements).toEqual([]);
      service.stop();
      // Stopped, it no longer listens.
      await setDeleted(store, "announcement", saved.id, false, { actor: STAFF });
      expect(service.current().announcements).toEqual([]);
    } finally {
      service.stop();
    }
  });

  it("knows when the clock next changes what pages show", async () => {
    const store = await stores.open();
    const service = new ContentService(store, TEST_POLL_MS);
    await saveEvent(store, undefined, eventInput({ rsvp_deadline: "2027-04-10T17:00" }), STAFF);
    await service.start();
    try {
      expect(service.nextChangeAt(Date.parse("2027-01-01T00:00:00Z"))).toBe(Date.parse("2027-04-10T17:00:00-07:00"));
      expect(service.nextChangeAt(Date.parse("2027-04-11T00:00:00Z"))).toBe(Date.parse("2027-04-17T16:00:00-07:00"));
      expect(service.nextChangeAt(Date.parse("2028-01-01T00:00:00Z"))).toBe(Infinity);
    } finally {
      service.stop();
    }
  });
});
