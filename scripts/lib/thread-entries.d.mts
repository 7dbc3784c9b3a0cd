/** The entries of the server's worker threads, by the name of the file the build writes next to server.mjs. */
export declare const THREAD_ENTRIES: {
  readonly "smtp-thread": string;
  readonly "wal-checkpoints": string;
};
