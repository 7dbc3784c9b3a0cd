/**
 * The server's log: one JSON object a line on stdout (pino), or readable lines for a person under `npm run dev`
 * (LOG_FORMAT=pretty). Every line names the instance, and a line written while a request is answered carries that
 * request's id, so an error a visitor quotes ("reference …") is found with its stack.
 *
 * What is logged is the site's own wording (which page, which status, which job failed), never what a visitor or staff
 * member typed: no names, email addresses, phone numbers or messages (decision 029).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { hostname } from "node:os";
import { format } from "node:util";
import pino, { type DestinationStream, type Logger } from "pino";
import type { LOG_FORMATS, LOG_LEVELS } from "#app/lib/env.server";

export type { Logger };

export type LogLevel = (typeof LOG_LEVELS)[number];
export type LogFormat = (typeof LOG_FORMATS)[number];

/**
 * Fields that would hold personal data if an object carrying them were ever logged, at the top level or one level
 * down: written as "[redacted]". A "message" is redacted at the top level only: one level down it is an error's own.
 */
const PERSONAL_FIELDS = ["name", "email", "phone", "first_name", "last_name", "_replyto", "recipient", "reply_to", "subject", "body", "detail"];
const REDACTED_PATHS = ["message", ...PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`])];
export const REDACTED = "[redacted]";

/**
 * The request a line is written for (set by server/request-id.ts for the time a request is answered). One store per
 * process, whichever bundle (the server's, the router build's) loads this module.
 */
const CONTEXT_KEY = Symbol.for("helios.log.requestContext");
const requestContext: AsyncLocalStorage<{ reqId: string }> = ((globalThis as Record<symbol, unknown>)[CONTEXT_KEY] ??=
  new AsyncLocalStorage<{ reqId: string }>()) as AsyncLocalStorage<{ reqId: string }>;

/** Runs `work` as part of the request `reqId`: every line logged meanwhile carries it. */
export function withRequestId<T>(reqId: string, work: () => T): T {
  return requestContext.run({ reqId }, work);
}

/** The id of the request being answered, if any. */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.reqId;
}

/** This process among the site's instances: INSTANCE_ID, or host name and process id. */
export function instanceName(instanceId?: string): string {
  return instanceId || `${hostname()}:${process.pid}`;
}

export interface LoggerOptions {
  level?: LogLevel;
  format?: LogFormat;
  instance?: string;
  /** Where lines go (stdout by default); tests pass a stream of their own. */
  destination?: DestinationStream;
}

export async function createLogger(options: LoggerOptions = {}): Promise<Logger> {
  const settings: pino.LoggerOptions = {
    level: options.level ?? "info",
    base: { instance: instanceName(options.instance) },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    messageKey: "msg",
    errorKey: "err",
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    mixin() {
      const reqId = currentRequestId();
      return reqId ? { reqId } : {};
    },
  };
  if (options.destination) return pino(settings, options.destination);
  if (options.format === "pretty") {
    // A development dependency's worth of colour: loaded only when asked for.
    const { default: pretty } = await import("pino-pretty");
    return pino(settings, pretty({ colorize: true, translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname", sync: true }));
  }
  return pino(settings, pino.destination({ dest: 1, sync: true }));
}

let processLogger: Logger | undefined;

/** The process's logger once the server set one up (routeConsoleTo); before that, a JSON logger on stdout. */
export function log(): Logger {
  processLogger ??= pino({ base: { instance: instanceName() }, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label) => ({ level: label }) } });
  return processLogger;
}

const CONSOLE_LEVELS = { debug: "debug", log: "info", info: "info", warn: "warn", error: "error" } as const;

/**
 * Makes `logger` the process's logger and sends console.log/info/warn/error/debug through it, so that every line the
 * server writes (its own, React Router's, a library's) is a JSON line with the instance and request id. An Error among
 * the arguments is logged as `err`, with its stack.
 */
export function routeConsoleTo(logger: Logger): void {
  processLogger = logger;
  for (const [method, level] of Object.entries(CONSOLE_LEVELS) as [keyof typeof CONSOLE_LEVELS, pino.Level][]) {
    console[method] = (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      const rest = error ? args.filter((arg) => arg !== error) : args;
      const message = rest.length > 0 ? format(...rest) : error?.message ?? "";
      if (error) logger[level]({ err: error }, message);
      else logger[level](message);
    };
  }
}
