import path from "node:path";
import { z } from "zod";
import { DEFAULT_SITE_URL, siteUrlSchema } from "./site-url-schema";

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
  /** Mounts /__test/* routes used by the browser tests (never set in production). */
  ENABLE_TEST_ROUTES: z
    .enum(["0", "1", "true", "false"])
    .default("0")
    .transform((value) => value === "1" || value === "true"),
});

export type Env = z.infer<typeof envSchema> & { DATA_DIR_ABSOLUTE: string };

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
    throw new EnvError(variable, `${issue.message} (got ${JSON.stringify(received)})`);
  }
  return { ...result.data, DATA_DIR_ABSOLUTE: path.resolve(result.data.DATA_DIR) };
}

let cached: Env | undefined;

/** The validated configuration, read once per process. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
