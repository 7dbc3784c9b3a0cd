import { makeTemplateDataDir } from "#tests/e2e/support/staff";
import { HTTP_TEMPLATE_DATA_DIR } from "#tests/e2e/support/processes";

/**
 * Vitest's global setup when the HTTP tests run: one data folder migrated, seeded, given the first staff account and
 * every spec sheet, made once per run by the production server. Each app of a test starts from a copy of it
 * (tests/http/support/app.ts), instead of migrating, seeding, hashing the first password and typesetting fourteen
 * sheets in the background at each start.
 */
export default async function makeHttpTemplate(): Promise<void> {
  await makeTemplateDataDir(HTTP_TEMPLATE_DATA_DIR, { sessionFile: null });
}
