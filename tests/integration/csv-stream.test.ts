import http from "node:http";
import type { AddressInfo } from "node:net";
import { writeReadableStreamToWritable } from "@react-router/node";
import { TableNode, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, type RootOperationNode, type UnknownRow } from "kysely";
import { describe, expect, it } from "vitest";
import { EXPORT_BATCH_SIZE } from "#app/lib/server/leads/inbox.server";
import { submissionsCsvStream } from "#app/lib/server/leads/submissions-csv.server";
import { csvStream } from "#app/lib/server/platform/csv-stream.server";
import type { Store } from "#app/lib/server/platform/database.server";
import { useTestStore } from "./support/test-stores";

/** Lets every pending callback and promise of the event loop run (no timer involved). */
async function settle(rounds = 20) {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setImmediate(resolve));
}

/** Batches of one line each, forever, counting how many were read and whether the reading was stopped. */
function endlessBatches() {
  const state = { read: 0, stopped: false };
  async function* batches() {
    try {
      for (;;) {
        state.read++;
        yield `line ${state.read}\r\n`;
      }
    } finally {
      state.stopped = true;
    }
  }
  return { state, batches: batches() };
}

describe("csvStream", () => {
  it("sends the BOM and header first, then one chunk per batch", async () => {
    async function* two() {
      yield "a,b\r\n";
      yield "";
      yield "c,d\r\ne,f\r\n";
    }
    const chunks: string[] = [];
    for await (const chunk of csvStream("A,B\r\n", two())) chunks.push(new TextDecoder("utf-8", { ignoreBOM: true }).decode(chunk));
    expect(chunks).toEqual(["\uFEFFA,B\r\n", "a,b\r\n", "c,d\r\ne,f\r\n"]);
  });

  it("reads the next batch only when the reader asks: a reader that waits holds one batch ahead", async () => {
    const { state, batches } = endlessBatches();
    const reader = csvStream("H\r\n", batches).getReader();
    await reader.read(); // the header
    await reader.read(); // batch 1
    await reader.read(); // batch 2
    await settle();
    expect(state.read).toBeLessThanOrEqual(3);
    await reader.cancel();
  });

  it("stops reading batches when the reader cancels", async () => {
    const { state, batches } = endlessBatches();
    const reader = csvStream("H\r\n", batches).getReader();
    for (let i = 0; i < 5; i++) await reader.read();
    await reader.cancel();
    const read = state.read;
    expect(state.stopped).toBe(true);
    await settle();
    expect(state.read).toBe(read);
  });
});

/** Counts the store's SELECTs of submissions: one per batch an export reads. */
function countingStore(store: Store) {
  const counter = { batches: 0 };
  const plugin: KyselyPlugin = {
    transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
      if (node.kind === "SelectQueryNode" && node.from?.froms.some((from) => TableNode.is(from) && from.table.identifier.name === "submissions")) counter.batches++;
      return node;
    },
    async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      return result;
    },
  };
  return { store: { ...store, db: store.db.withPlugin(plugin) } as Store, counter };
}

// On SQLite only: the stream asks the store for one batch at a time whatever the database, and the store's side of
// reading batches is pinned on both databases (csv-exports.test.ts). Twenty thousand rows of a kilobyte, each through
// the search index's triggers, are seconds of CPU per database.
describe("a download of the export that stops", () => {
  const stores = useTestStore("sqlite");

  it("stops reading the store when the client disconnects mid-export", async () => {
    const base = await stores.open();
    const batches = 40;
    const now = Date.UTC(2026, 10, 2);
    // Rows of about a kilobyte: the export (20 MB) is far more than the sockets' buffers hold, whatever the machine.
    const message = "We would like to replace eleven windows and the patio door, ideally triple glazed. ".repeat(12);
    const rows = Array.from({ length: batches * EXPORT_BATCH_SIZE }, (_, n) => ({
      id: `lead-${String(n).padStart(6, "0")}`,
      kind: "contact" as const,
      form_id: "contact",
      created_at: now + n,
      first_name: "Eleni",
      last_name: `Marsh ${n}`,
      email: `lead${n}@example.com`,
      phone: "6045550142",
      message,
      how_did_you_hear: null,
      company: null,
      guests: null,
      handled_at: null,
      handled_by: null,
      client_hash: "h",
      user_agent: null,
    }));
    for (let i = 0; i < rows.length; i += 1000) await base.db.insertInto("submissions").values(rows.slice(i, i + 1000)).execute();
    const { store, counter } = countingStore(base);

    // The response written as the server writes it (sendResponse: the stream piped with the socket's backpressure).
    let finished!: Promise<unknown>;
    const server = http.createServer((_request, response) => {
      finished = writeReadableStreamToWritable(submissionsCsvStream(store, {}), response).catch(() => undefined);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await new Promise<void>((resolve, reject) => {
        const request = http.get({ host: "127.0.0.1", port, path: "/" }, (response) => {
          response.once("data", () => {
            response.destroy(); // the download cancelled after its first bytes
            resolve();
          });
        });
        request.on("error", reject);
      });
      await finished;
      const read = counter.batches;
      await settle();
      expect(counter.batches).toBe(read);
      expect(read).toBeLessThan(batches);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
