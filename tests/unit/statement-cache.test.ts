import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { withStatementCache } from "#app/lib/server/platform/database.server";

describe("the SQLite statement cache", () => {
  it("prepares a query once and gives the same statement for the same SQL, which still runs with new values", () => {
    const sqlite = new SQLite(":memory:");
    const database = withStatementCache(sqlite);
    database.prepare("create table t (v integer)").run();
    const insert = database.prepare("insert into t (v) values (?)");
    expect(database.prepare("insert into t (v) values (?)")).toBe(insert);
    insert.run(1);
    database.prepare("insert into t (v) values (?)").run(2);
    expect(database.prepare("select v from t order by v").all()).toEqual([{ v: 1 }, { v: 2 }]);
    database.close();
  });

  it("keeps at most its size, dropping the least recently used", () => {
    const sqlite = new SQLite(":memory:");
    const database = withStatementCache(sqlite, 2);
    const one = database.prepare("select 1");
    const two = database.prepare("select 2");
    expect(database.prepare("select 1")).toBe(one); // now the most recently used
    database.prepare("select 3"); // drops "select 2"
    expect(database.prepare("select 1")).toBe(one);
    expect(database.prepare("select 2")).not.toBe(two);
    database.close();
  });
});
