import path from "node:path";
import { z } from "#app/lib/zod";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./admin/password-rules";
// Extension written out, as Vite's native config loader will want: vite.config.ts loads this module.
import { CAPTCHA_PROVIDERS, DEFAULT_CAPTCHA_PROVIDER } from "./captcha-config.ts";
import { DEFAULT_SITE_URL, siteUrlSchema } from "./site-url-schema";

/** PBKDF2 iterations per attempt, chosen so the widget solves in about a second (see npm run bench). */
export const ALTCHA_DEFAULT_COST = 5_000;

/** Pending quote files the site keeps at most (1 GB), and one client: a full request (5 × 15 MB) and some margin. */
export const PENDING_UPLOADS_BUDGET_DEFAULT_MB = 1024;
export const PENDING_UPLOADS_PER_CLIENT_DEFAULT_MB = 100;

/** A real visitor, even a dozen posts in ten minutes, is never limited; a flood is refused from the 21st post. */
export const FORM_POSTS_PER_WINDOW = 20;

/** How to write a password with @, /, # or : in a URL, said wherever a URL-valued variable does not parse. */
const ENCODE_HINT = "percent-encode any @ / # ? : % in the user name or password (%40 %2F %23 %3F %3A %25)";

/**
 * Whether node-postgres can read a connection URL: it encodes spaces and stray "%" first, takes "user@/db" (no host:
 * the local socket) by trying again with a placeholder host, and decodes the user name and password.
 */
function parsesAsPostgresUrl(value: string): boolean {
  const encoded = / |%[^a-f0-9]|%[a-f0-9][^a-f0-9]/i.test(value) ? encodeURI(value).replace(/%25(\d\d)/g, "%$1") : value;
  const parsed = [encoded, encoded.replace("@/", "@placeholder/")].find((candidate) => URL.canParse(candidate));
  return parsed !== undefined && credentialsDecode(parsed);
}

/** Whether a URL parses, names a host (nodemailer connects to it) and its user name and password decode. */
function hasHost(value: string): boolean {
  return URL.canParse(value) && new URL(value).hostname !== "" && credentialsDecode(value);
}

/** Whether a URL's user name and password are valid percent-encoding (both drivers decode them). */
function credentialsDecode(value: string): boolean {
  if (!URL.canParse(value)) return true;
  const { username, password } = new URL(value);
  try {
    decodeURIComponent(username);
    decodeURIComponent(password);
    return true;
  } catch {
    return false;
  }
}

/**
 * A URL as an error message may show it: nothing between "://" and the last "@" (the user name and password, however
 * they are written, encoded or not) and no query or fragment (a query may hold one: "?password=…"). Never the credential.
 */
export function withoutCredentials(value: string): string {
  const withoutQuery = (part: string) => {
    const query = part.search(/[?#]/);
    return query < 0 ? part : `${part.slice(0, query)}?…`;
  };
  const scheme = value.indexOf("://");
  const authority = scheme >= 0 ? scheme + 3 : 0;
  const at = value.lastIndexOf("@");
  if (at >= authority) return `${value.slice(0, authority)}***${withoutQuery(value.slice(at))}`;
  return withoutQuery(value);
}

/** What LOG_LEVEL and LOG_FORMAT accept (app/lib/server/platform/logger.server.ts). */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export const LOG_FORMATS = ["json", "pretty"] as const;

/** Backups (decision 028): one a day, the newest two weeks kept. */
export const BACKUP_INTERVAL_HOURS_DEFAULT = 24;
export const BACKUP_KEEP_DEFAULT = 14;
/** How long the audit log keeps an entry: two years (issue 41). */
export const AUDIT_RETENTION_DAYS_DEFAULT = 730;

/** Held submissions (sent without the captcha) waiting for staff: at most this many from one client… */
export const HELD_PER_CLIENT_DEFAULT = 3;
/** …and this many in all; beyond either, a post that would be held gets 429 with a plain message (decision 027). */
export const HELD_SITE_LIMIT_DEFAULT = 100;

const port = z.coerce
  .number({ message: "must be a number" })
  .int("must be a whole number")
  .min(1, "must be between 1 and 65535")
  .max(65535, "must be between 1 and 65535");

export const envSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: port.default(3000),
  HOST: z.string().trim().min(1, "must not be empty").default("0.0.0.0"),
  SITE_URL: siteUrlSchema.default(DEFAULT_SITE_URL),
  DATA_DIR: z.string().trim().min(1, "must not be empty").default("./data"),
  /** How many proxies to trust for the client address (X-Forwarded-For); 0 when served directly. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** How much the server logs: fatal, error, warn, info (the default), debug, trace or silent. */
  LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(", ")}` }).default("info"),
  /** json: one JSON object a line (for a log collector); pretty: readable lines (npm run dev sets it). */
  LOG_FORMAT: z.enum(LOG_FORMATS, { message: `must be ${LOG_FORMATS.join(" or ")}` }).default("json"),
  /** This instance's name in every log line; host name and process id when unset. */
  INSTANCE_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._:-]{1,64}$/, "must be 1 to 64 letters, digits or . _ : -")
    .optional(),
  /** postgres://… switches the store from the embedded SQLite file to PostgreSQL. */
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .refine(parsesAsPostgresUrl, `is not a URL that can be read: ${ENCODE_HINT}`)
    .optional(),
  /** smtp://user:pass@host:587 or smtps://…; unset keeps mail in the outbox (logged, visible to staff). */
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .refine(hasHost, `is not a URL with a host that can be read: ${ENCODE_HINT}`)
    .optional(),
  MAIL_FROM: z.string().trim().min(3).optional(),
  /** Where leads are sent; the site's public email address by default. */
  NOTIFY_TO: z.string().trim().min(3).optional(),
  CAPTCHA_PROVIDER: z
    .enum(CAPTCHA_PROVIDERS, { message: `must be ${CAPTCHA_PROVIDERS.slice(0, -1).join(", ")} or ${CAPTCHA_PROVIDERS.at(-1)}` })
    .default(DEFAULT_CAPTCHA_PROVIDER),
  RECAPTCHA_SITE_KEY: z.string().trim().min(10).optional(),
  RECAPTCHA_SECRET: z.string().trim().min(10).optional(),
  /** Proof-of-work signing key; when unset, one generated key is kept in the database (see shared-secrets.server.ts). */
  ALTCHA_HMAC_KEY: z.string().trim().min(16, "must be at least 16 characters").optional(),
  /** PBKDF2 iterations per attempt: higher costs bots more and visitors longer (about 1 s at the default). */
  ALTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(ALTCHA_DEFAULT_COST),
  /** Also forward each stored submission to a hosted form service: a URL ending in /f/ or holding {formId}. */
  FORM_FORWARD_URL: z.string().trim().url().optional(),
  GA_ID: z.string().trim().regex(/^G-[A-Z0-9]+$/, "must look like G-XXXXXXX").optional(),
  ADS_CONVERSION: z.string().trim().regex(/^AW-\d+\/[\w-]+$/, "must look like AW-123456789/AbCdEf").optional(),
  /** Signs staff session cookies; when unset, one generated key is kept in the database. */
  SESSION_SECRET: z.string().trim().min(32, "must be at least 32 characters").optional(),
  /** Pseudonymises client addresses (rate limits, sign-in throttle, the record); when unset, generated as above. */
  CLIENT_HASH_KEY: z.string().trim().min(32, "must be at least 32 characters").optional(),
  /** The first staff account, created at start when no account exists yet. */
  ADMIN_EMAIL: z
    .string()
    .trim()
    .max(254, "must be at most 254 characters")
    .pipe(z.email("must be an email address"))
    .transform((value) => value.toLowerCase())
    .optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH, `must be at most ${MAX_PASSWORD_LENGTH} characters`)
    .optional(),
  /** Form posts one client may make in 10 minutes before getting 429. */
  FORM_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(FORM_POSTS_PER_WINDOW),
  /** Held submissions (sent from a browser that could not run the captcha) one client may have waiting. */
  HELD_PER_CLIENT: z.coerce.number().int().min(0).max(10_000).default(HELD_PER_CLIENT_DEFAULT),
  /** Held submissions waiting, from everyone together. */
  HELD_SITE_LIMIT: z.coerce.number().int().min(0).max(100_000).default(HELD_SITE_LIMIT_DEFAULT),
  /** Disk the whole site gives files received with quote requests not sent yet, in MB (decision 022). */
  PENDING_UPLOADS_BUDGET_MB: z.coerce.number().int().min(1).max(1_048_576).default(PENDING_UPLOADS_BUDGET_DEFAULT_MB),
  /** Of that, what one client (an IPv4 address, an IPv6 /64) may have waiting, in MB. */
  PENDING_UPLOADS_PER_CLIENT_MB: z.coerce.number().int().min(1).max(1_048_576).default(PENDING_UPLOADS_PER_CLIENT_DEFAULT_MB),
  /** Where backups are written; DATA_DIR/backups by default. */
  BACKUP_DIR: z.string().trim().min(1, "must not be empty").optional(),
  /** Hours between the server's own backups (fractions allowed); 0 turns them off. */
  BACKUP_INTERVAL_HOURS: z.coerce
    .number({ message: "must be a number" })
    .min(0, "must be 0 (off) or more")
    .max(8760, "must be at most 8760 (a year)")
    .default(BACKUP_INTERVAL_HOURS_DEFAULT),
  /** How many backup files are kept; older ones are removed after each backup. */
  BACKUP_KEEP: z.coerce.number({ message: "must be a number" }).int("must be a whole number").min(1, "must be at least 1").max(10_000).default(BACKUP_KEEP_DEFAULT),
  AUDIT_RETENTION_DAYS: z.coerce
    .number({ message: "must be a number of days" })
    .int("must be a whole number of days")
    .min(30, "must be at least 30 days")
    .max(36_500)
    .default(AUDIT_RETENTION_DAYS_DEFAULT),
  /** Run after each scheduled backup with the file's path as $1 and $BACKUP_FILE (an off-site copy). */
  BACKUP_COMMAND: z.string().trim().min(1).optional(),
  /**
   * Renders every page the sitemap lists into the page cache at start, so the first visitors wait for none (on by
   * default). The browser tests' servers of their own, started dozens of times for a few pages each, turn it off.
   */
  WARM_PAGES_AT_START: z
    .enum(["0", "1", "true", "false"])
    .default("1")
    .transform((value) => value === "1" || value === "true"),
  /**
   * The scrypt cost (N) a test server hashes staff passwords at, instead of 2^17 (password-hash.server.ts): the
   * tests sign in hundreds of times. Accepted only with ENABLE_TEST_ROUTES (crossCheck).
   */
  TEST_PASSWORD_HASH_COST: z.coerce
    .number()
    .int()
    .refine((cost) => cost >= 2 ** 10 && cost <= 2 ** 17 && (cost & (cost - 1)) === 0, "must be a power of two from 1024 to 131072")
    .optional(),
  /** Mounts /__test/* routes used by the browser tests (never set in production). */
  ENABLE_TEST_ROUTES: z
    .enum(["0", "1", "true", "false"])
    .default("0")
    .transform((value) => value === "1" || value === "true"),
});

export type Env = z.infer<typeof envSchema> & { DATA_DIR_ABSOLUTE: string; BACKUP_DIR_ABSOLUTE: string };

/** Checks between variables that zod's per-field rules cannot express. */
function crossCheck(env: z.infer<typeof envSchema>): [string, string] | undefined {
  if (env.CAPTCHA_PROVIDER === "recaptcha" && (!env.RECAPTCHA_SITE_KEY || !env.RECAPTCHA_SECRET)) {
    return ["RECAPTCHA_SECRET", "and RECAPTCHA_SITE_KEY must be set when CAPTCHA_PROVIDER is recaptcha"];
  }
  if (env.PENDING_UPLOADS_PER_CLIENT_MB > env.PENDING_UPLOADS_BUDGET_MB) {
    return ["PENDING_UPLOADS_PER_CLIENT_MB", "must not be more than PENDING_UPLOADS_BUDGET_MB"];
  }
  if (env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) return ["ADMIN_PASSWORD", "must be set when ADMIN_EMAIL is set"];
  if (env.ADMIN_PASSWORD && !env.ADMIN_EMAIL) return ["ADMIN_EMAIL", "must be set when ADMIN_PASSWORD is set"];
  if (env.TEST_PASSWORD_HASH_COST !== undefined && !env.ENABLE_TEST_ROUTES) {
    return ["TEST_PASSWORD_HASH_COST", "is for test servers only (with ENABLE_TEST_ROUTES)"];
  }
  if (env.CAPTCHA_PROVIDER === "off" && env.NODE_ENV === "production" && !env.ENABLE_TEST_ROUTES) {
    return ["CAPTCHA_PROVIDER", "may be off only in development"];
  }
  return undefined;
}

/** Variables whose value is never repeated in an error message (it would land in the log). */
const SECRET_VARIABLES = new Set(["ADMIN_PASSWORD", "SESSION_SECRET", "ALTCHA_HMAC_KEY", "CLIENT_HASH_KEY", "RECAPTCHA_SECRET"]);

/** Variables holding a URL, which may carry a user name and password (smtp://user:password@host). */
const URL_VARIABLES = new Set(["DATABASE_URL", "SMTP_URL", "SITE_URL", "FORM_FORWARD_URL"]);

/** A variable's value as an error message repeats it: a URL (or anything that looks like one) without its credentials. */
function shownValue(variable: string, value: string | undefined): string | undefined {
  if (value === undefined) return value;
  return URL_VARIABLES.has(variable) || value.includes("://") || value.includes("@") ? withoutCredentials(value) : value;
}

export class EnvError extends Error {
  constructor(readonly variable: string, readonly problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = "EnvError";
  }
}

/** Parses the environment; throws an EnvError naming the first bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  // Treat empty strings as unset, as shells and .env files often produce them.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const variable = String(issue.path[0] ?? "environment");
    const received = source[variable];
    const shown = SECRET_VARIABLES.has(variable) ? "a value that is not shown" : JSON.stringify(shownValue(variable, received));
    throw new EnvError(variable, `${issue.message} (got ${shown})`);
  }
  const problem = crossCheck(result.data);
  if (problem) throw new EnvError(problem[0], problem[1]);
  const dataDir = path.resolve(result.data.DATA_DIR);
  return {
    ...result.data,
    DATA_DIR_ABSOLUTE: dataDir,
    BACKUP_DIR_ABSOLUTE: result.data.BACKUP_DIR ? path.resolve(result.data.BACKUP_DIR) : path.join(dataDir, "backups"),
  };
}

let cached: Env | undefined;

/** The validated configuration, read once per process. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
