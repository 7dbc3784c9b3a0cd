import { EnvError, getEnv, type Env } from "#app/lib/env.server";

/**
 * How the server and the commands (npm start, npm run dev, admin:create, secrets:reset) meet a bad configuration: one
 * line on stderr naming the variable (the EnvError's message), then a failure exit. Any other error is not theirs to
 * explain and is thrown on.
 */

function printEnvError(error: EnvError): void {
  process.stderr.write(`${error.message}\n`);
}

/** The validated configuration, or undefined once the EnvError's line is printed (the caller exits with failure). */
export function readEnv(): Env | undefined {
  try {
    return getEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    printEnvError(error);
    return undefined;
  }
}

/** A start that must not go on (a migration failed): its message is the one line the operator reads. */
export class StartRefused extends Error {
  override name = "StartRefused";
}

/**
 * For a start-up step that can refuse the configuration (the shared keys agreed with other instances) or the start
 * (StartRefused): the error ends the process with its line and exit code 1; anything else is thrown on.
 */
export function exitOnEnvError(error: unknown): never {
  if (error instanceof EnvError || error instanceof StartRefused) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
