import { describe, expect, it } from "vitest";
import { withAuditScope } from "#app/lib/server/audit/audit-scope.server";
import {
  auditPage,
  auditRows,
  AUDIT_FAILURES_PER_HOUR,
  AUDIT_PAGE_SIZE,
  purgeAuditLog,
  recordAudit,
  recordFailedSignIn,
} from "#app/lib/server/audit/audit-log.server";
import { auditFilterOf } from "#app/lib/server/audit/audit-page.server";
import { auditCsvStream } from "#app/lib/server/audit/audit-csv.server";
import { saveItem } from "#app/lib/server/content/content-store.server";
import type { Store } from "#app/lib/server/platform/database.server";
import { DIALECTS, useTestStore } from "./support/test-stores";

const T0 = Date.UTC(2026, 10, 2, 18);
const DAY = 24 * 60 * 60 * 1000;
const ANA = { id: "ana-id", email: "ana@helios.example" };
const BO = { id: "bo-id", email: "bo@helios.example" };

async function addUser(store: Store, user: { id: string; email: string }) {
  await store.db.insertInto("users").values({ ...user, password_hash: "none", created_at: T0, role: "owner" }).execute();
}

describe.each(DIALECTS)("the audit log on $dialect", ({ dialect }) => {
  const testStore = useTestStore(dialect);

  it("keeps who, what, when and from where, and finds entries by person, kind and Pacific dates, newest first", async () => {
    const store = await testStore.open();
    await withAuditScope({ client: "abcdef123456", browser: "Firefox on Linux" }, () =>
      recordAudit(store.db, { actor: ANA, action: "sign-in", subject: "to the staff area", at: T0 }),
    );
    await recordAudit(store.db, { actor: BO, action: "export", subject: "Submissions CSV", at: T0 + DAY });
    await recordAudit(store.db, { actor: ANA, action: "role-changed", subject: "bo@helios.example: Owner → Sales", link: "/admin/accounts", at: T0 + 2 * DAY });

    const all = await auditPage(store, {}, 1);
    expect(all.total).toBe(3);
    expect(all.entries.map((entry) => entry.action)).toEqual(["role-changed", "export", "sign-in"]);
    expect(all.entries[2]).toMatchObject({ actor_id: ANA.id, actor_email: ANA.email, area: "access", client: "abcdef123456", browser: "Firefox on Linux", at: T0 });
    expect(all.entries[1]).toMatchObject({ client: null, browser: null });

    expect((await auditPage(store, { actor: ANA.email }, 1)).total).toBe(2);
    expect((await auditPage(store, { area: "exports" }, 1)).entries.map((entry) => entry.actor_email)).toEqual([BO.email]);
    // 2026-11-03 in Pacific time: the export (T0 + 1 day, 10:00 Pacific) only.
    const day = auditFilterOf({ from: "2026-11-03", to: "2026-11-03", page: 1 });
    expect((await auditPage(store, day, 1)).entries.map((entry) => entry.action)).toEqual(["export"]);
  });

  it("pages by AUDIT_PAGE_SIZE and streams every entry to the CSV a batch at a time", async () => {
    const store = await testStore.open();
    const count = AUDIT_PAGE_SIZE + 7;
    for (let n = 0; n < count; n++) await recordAudit(store.db, { actor: ANA, action: "export", subject: `Export ${n}`, at: T0 + n });
    const second = await auditPage(store, {}, 2);
    expect(second.entries).toHaveLength(7);
    expect(second.entries[0]!.subject).toBe("Export 6");
    const streamed: string[] = [];
    for await (const entry of auditRows(store, {}, 10)) streamed.push(entry.subject);
    expect(streamed).toHaveLength(count);
    expect(new Set(streamed).size).toBe(count);
    const bytes = new Uint8Array(await new Response(auditCsvStream(store, { actor: ANA.email }, "https://www.helios-windows.example")).arrayBuffer());
    // A byte order mark first, so that spreadsheets read the file as UTF-8 (the decoder drops it).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trim().split("\r\n");
    expect(lines[0]).toBe("When (UTC),Who,Kind,What,Subject,Link,Client,Browser");
    expect(lines).toHaveLength(count + 1);
    expect(lines[1]).toBe(`${new Date(T0 + count - 1).toISOString()},ana@helios.example,Exports,Exported,Export ${count - 1},,,`);
  });

  it("logs every content write with its revision, by the account of the email it names, never the seeding", async () => {
    const store = await testStore.open();
    await addUser(store, ANA);
    const row = await saveItem(store, "announcement", undefined, { text: "Closed on Boxing Day", link_url: null, link_label: null, starts_on: null, ends_on: null }, { actor: ANA.email, now: T0 });
    await saveItem(store, "announcement", row.id, { text: "Closed on Boxing Day and New Year's Day", link_url: null, link_label: null, starts_on: null, ends_on: null }, { actor: "someone-removed@helios.example", now: T0 + 1 });
    const { entries } = await auditPage(store, { area: "content" }, 1);
    expect(entries.map(({ actor_id, actor_email, action, subject, link }) => ({ actor_id, actor_email, action, subject, link }))).toEqual([
      { actor_id: null, actor_email: "someone-removed@helios.example", action: "update", subject: "announcement “Closed on Boxing Day and New Year's Day”", link: `/admin/announcements/${row.id}` },
      { actor_id: ANA.id, actor_email: ANA.email, action: "create", subject: "announcement “Closed on Boxing Day”", link: `/admin/announcements/${row.id}` },
    ]);
  });

  it("records at most AUDIT_FAILURES_PER_HOUR failed sign-ins per account and hour, and purges entries past their keeping", async () => {
    const store = await testStore.open();
    for (let n = 0; n < AUDIT_FAILURES_PER_HOUR + 5; n++) await recordFailedSignIn(store, ANA, T0 + n);
    expect((await auditPage(store, { actor: ANA.email }, 1)).total).toBe(AUDIT_FAILURES_PER_HOUR);
    await recordFailedSignIn(store, ANA, T0 + 61 * 60 * 1000);
    expect((await auditPage(store, { actor: ANA.email }, 1)).total).toBe(AUDIT_FAILURES_PER_HOUR + 1);

    expect(await purgeAuditLog(store, 30, T0 + 30 * DAY + 1000)).toBe(AUDIT_FAILURES_PER_HOUR);
    expect((await auditPage(store, {}, 1)).total).toBe(1);
  });
});
