import { openStore } from "#app/lib/server/platform/database.server";
import { sql } from "kysely";
const store = openStore({ dataDir: "/tmp/dash-probe2" });
await sql.raw(`create index if not exists submissions_due_actions on submissions (status, next_action_due)`).execute(store.db);
await store.close();
