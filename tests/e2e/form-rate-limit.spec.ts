import { sendRsvpForm } from "./support/rsvp-form";
import { expect, FAILED_RESOURCE, test } from "./fixtures";
import { freePort, startServer, templateCopy, tempDir, type ServerProcess, SERVER_HOOK_TIMEOUT_MS } from "./support/processes";
import { openRsvpEvent } from "./support/events";

/**
 * The per-client limit on form posts, on a server of its own that allows two posts, so the shared test server's
 * generous limit is untouched. Without JavaScript the refusal is the whole page: it must keep what the guest typed,
 * say when to try again in the page and in Retry-After, and never be cached.
 */
// As every spec that starts a server of its own (its hook sets SERVER_HOOK_TIMEOUT_MS for the start).
test.describe.configure({ mode: "serial", timeout: 90_000 });
test.use({ javaScriptEnabled: false });

const LIMIT = 2;
let server: ServerProcess;
let data: ReturnType<typeof tempDir>;

test.beforeAll(async () => {
  test.setTimeout(SERVER_HOOK_TIMEOUT_MS);
  data = templateCopy("helios-limit-e2e-");
  server = startServer({ DATA_DIR: data.dir, FORM_RATE_LIMIT: String(LIMIT), ALTCHA_COST: "200" }, await freePort());
  await server.ready();
  await openRsvpEvent(server.url);
});

test.afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  data?.remove();
});

test("a guest over the limit gets 429, the message, the form filled in, Retry-After and no caching", async ({
  browser,
  expectConsoleError,
}) => {
  expectConsoleError(FAILED_RESOURCE(429));
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
  const page = await context.newPage();
  const send = (first: string) => sendRsvpForm(page, "/rsvp", first);

  for (let i = 0; i < LIMIT; i++) {
    const { response } = await send(`Eleni ${i}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("heading", { name: "Thank You" })).toBeVisible();
  }

  const { response, form } = await send("Eleni refused");
  expect(response.status()).toBe(429);
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  const retryAfter = Number(response.headers()["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(600);
  await expect(page.getByRole("alert").filter({ hasText: /Too many messages from your connection\. Please try again in \d+ minutes/ })).toBeVisible();
  await expect(form.getByLabel("First name")).toHaveValue("Eleni refused");
  await expect(form.getByLabel("Number of guests")).toHaveValue("2");
  await context.close();
});
