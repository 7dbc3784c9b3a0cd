// The entries of the server's worker threads, by the name of the file the build writes next to build/node/server.mjs
// (server/index.ts starts them from there): the outbox's mail, and SQLite's checkpoints.
export const THREAD_ENTRIES = {
  "smtp-thread": "app/lib/server/leads/smtp-thread-entry.server.ts",
  "wal-checkpoints": "app/lib/server/platform/wal-checkpoint-entry.server.ts",
};
