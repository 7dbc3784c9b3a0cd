/**
 * The checkpoint thread's entry (built to build/node/wal-checkpoints.mjs; started by CheckpointThread,
 * wal-checkpoints.server.ts): a second connection to the SQLite file that checkpoints its write-ahead log at an
 * interval, in PASSIVE mode, so that the connection answering requests never copies the log's pages itself.
 */
import { parentPort, workerData } from "node:worker_threads";
import SQLite from "better-sqlite3";
import type { CheckpointCommand, CheckpointThreadData } from "./wal-checkpoints.server";

if (!parentPort) throw new Error("wal-checkpoint-entry runs as a worker thread (CheckpointThread)");
const port = parentPort;
const { file, intervalMs } = workerData as CheckpointThreadData;

const db = new SQLite(file, { fileMustExist: true });
// As the request connection: the log is synced before each checkpoint and the database file after it.
db.pragma("synchronous = NORMAL");
// This connection never writes rows, so it never needs to checkpoint on commit either.
db.pragma("wal_autocheckpoint = 0");

/**
 * Rounds of a checkpoint at most. A round copies the pages the log held when it began; posts add pages meanwhile, which
 * the round's result does not show. Only a log copied to its end lets the next commit start it again from the
 * beginning (otherwise it grows until the request connection's fallback checkpoint), so rounds follow each other until
 * one finds nothing new: each has only the few pages of the round before it to copy.
 */
const CATCH_UP_ROUNDS = 10;

interface CheckpointResult {
  /** Another connection held what the checkpoint needed. */
  busy: number;
  /** Pages in the log when the round began. */
  log: number;
  /** Pages of the log copied into the database file. */
  checkpointed: number;
}

// PASSIVE: copies what no reader still needs, without waiting for readers or the writer, nor blocking them. Busy
// (another connection holds what it needs this moment) is for the next interval; any other failure ends the thread,
// which is started again (the request connection's fallback checkpoint covers the meantime).
const checkpoint = () => {
  try {
    let pagesBefore = -1;
    for (let round = 0; round < CATCH_UP_ROUNDS; round++) {
      const [result] = db.pragma("wal_checkpoint(PASSIVE)") as CheckpointResult[];
      if (!result || result.busy || (result.log === pagesBefore && result.checkpointed >= result.log)) break;
      pagesBefore = result.log;
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code !== "SQLITE_BUSY" && code !== "SQLITE_LOCKED") throw error;
  }
};
const timer = setInterval(checkpoint, intervalMs);

port.on("message", (command: CheckpointCommand) => {
  if (command !== "stop") return;
  clearInterval(timer);
  db.close();
  port.close();
});
