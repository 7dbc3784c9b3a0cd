import { test as setup } from "@playwright/test";
import { openRsvpEvent } from "./support/events";
import { makeTemplateDataDir } from "./support/staff";
import { SERVER_HOOK_TIMEOUT_MS } from "./support/processes";

/**
 * Before the browser tests, the shared test server gets what a live site has: an event whose RSVPs are open, on the
 * three RSVP pages (the seeded grand opening took place in October 2025). Tests that change events or move the
 * content clock run servers of their own.
 */
setup("the RSVP pages have an open event", async ({ baseURL }) => {
  await openRsvpEvent(baseURL!);
});

/** Servers of a test's own start from a copy of one data folder, migrated and seeded here once. */
setup("a migrated and seeded data folder for servers of their own", async () => {
  setup.setTimeout(SERVER_HOOK_TIMEOUT_MS);
  await makeTemplateDataDir();
});
