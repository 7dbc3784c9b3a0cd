import { openStore } from "#app/lib/server/platform/database.server";
import { sql } from "kysely";
const store = openStore({ dataDir: "/tmp/dash-probe2", databaseUrl: process.env.PG || undefined });
const today = new Date().toISOString().slice(0, 10);
const q = `select submissions.id from submissions left join users on users.id = submissions.owner_id and users.disabled_at is null where next_action_due <= '${today}' and next_action is not null and stage in ('new','contacted','visit','quoted') and status in ('new','handled') order by next_action_due, submissions.created_at limit 50`;
console.log((await sql.raw(`explain query plan ${q}`).execute(store.db)).rows.map((r: any) => r.detail));
console.log((await sql.raw(`select count(*) from sqlite_stat1`).execute(store.db).catch((e) => e.message)));
await store.close();
