import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Who a staff request comes from, for the audit log's entries made anywhere below it (a content write deep in the
 * content store included): the pseudonymised client and the browser family, set once per staff request by the
 * server (server/app.ts) and read by recordAudit.
 */
export interface AuditScope {
  client?: string;
  browser?: string;
}

/**
 * One store for the process, shared by name: the server (build/node) and the pages' build (build/server) are bundled
 * apart, each with its own copy of this module, and the scope the server sets must be the one the pages read.
 */
const SCOPE_KEY = Symbol.for("helios.audit-scope");
const shared = globalThis as { [SCOPE_KEY]?: AsyncLocalStorage<AuditScope> };
const scope = (shared[SCOPE_KEY] ??= new AsyncLocalStorage<AuditScope>());

/** Runs `next` (and everything it starts) with `from` as the request's client and browser. */
export function withAuditScope<T>(from: AuditScope, next: () => T): T {
  return scope.run(from, next);
}

/** The client and browser of the staff request running now, or none (a script, the server's own schedule). */
export function currentAuditScope(): AuditScope {
  return scope.getStore() ?? {};
}
