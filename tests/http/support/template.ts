import type { TestProject } from "vitest/node";
import { makeTemplateDataDir } from "#tests/e2e/support/staff";
import { HTTP_TEMPLATE_DATA_DIR } from "#tests/e2e/support/processes";

/**
 * Vitest's global setup when the HTTP tests run: one data folder migrated, seeded, given the first staff account and
 * every spec sheet, made once per run by the production server. Each app of a test starts from a copy of it
 * (tests/http/support/app.ts), instead of migrating, seeding, hashing the first password and typesetting fourteen
 * sheets in the background at each start.
 */
export default async function makeHttpTemplate(project: TestProject): Promise<void> {
  // Every project runs the global setup (see vitest.config.ts); one template for the run is enough.
  if (!project.isRootProject()) return;
  await makeTemplateDataDir(HTTP_TEMPLATE_DATA_DIR, { sessionFile: null });
}
