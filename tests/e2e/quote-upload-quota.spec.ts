import { expect, FAILED_RESOURCE, test } from "./fixtures";
import { fillOpening, fillQuoteDetails, openingControl } from "./support/quote";
import { freePort, startServer, templateCopy, tempDir, type ServerProcess, SERVER_HOOK_TIMEOUT_MS } from "./support/processes";
import { MB, rawPost } from "./support/upload-flood";

/**
 * What a person sees when the site has no room for their files (decision 022): a server of its own with a 10 MB
 * budget, 6 MB of which another client's files already hold. The quotas themselves (per client, per IPv6 /64, the
 * site's budget, chunked bodies, the disk) are checked without a browser in tests/http/quote-upload-quota.test.ts.
 */
test.describe.configure({ mode: "serial", timeout: 90_000 });

const BUDGET_MESSAGE = "We cannot take more files just now";

let server: ServerProcess;
let data: ReturnType<typeof tempDir>;

test.beforeAll(async () => {
  test.setTimeout(SERVER_HOOK_TIMEOUT_MS);
  data = templateCopy("helios-upload-quota-");
  server = startServer(
    { DATA_DIR: data.dir, TRUST_PROXY: "1", FORM_RATE_LIMIT: "10000", ALTCHA_COST: "200", PENDING_UPLOADS_PER_CLIENT_MB: "10", PENDING_UPLOADS_BUDGET_MB: "10" },
    await freePort(),
  );
  await server.ready();
  // Another client's 6 MB wait to be sent: the budget has 4 MB left, less than the visitor's 6 MB file.
  expect((await rawPost(server.url, "203.0.113.10", [6])).status).toBe(200);
});

test.afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  data?.remove();
});

test("with scripts, a request whose files find no room says why on the form, everything typed kept", async ({ page, expectConsoleError }) => {
  expectConsoleError(FAILED_RESOURCE(507));
  await page.goto(`${server.url}/quote`);
  const form = await fillQuoteDetails(page, "Roomless");
  await fillOpening(page, 1, { product: "s91", width: "1200", height: "1500" });
  const plans = { name: "plans.pdf", mimeType: "application/pdf", buffer: Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(6 * MB, 0x20)]) };
  await form.getByLabel("Attach files").setInputFiles([plans]);
  await expect(page.getByRole("status").filter({ hasText: "Verified" })).toBeAttached({ timeout: 15_000 });
  await form.getByRole("button", { name: "SEND QUOTE REQUEST" }).click();
  await expect(page.getByRole("alert").filter({ hasText: BUDGET_MESSAGE })).toBeVisible();
  await expect(form.getByLabel("First name")).toHaveValue("Roomless");
  await expect(openingControl(page, 1, "width")).toHaveValue("1200");
});
