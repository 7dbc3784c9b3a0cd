// `npm run secrets:reset -- VARIABLE…`: forgets keys the instances on one database share (CLIENT_HASH_KEY,
// SESSION_SECRET, ALTCHA_HMAC_KEY), so that the next instance to start decides them afresh: from its configuration
// when the variable is set there, otherwise by generating a new key. Stop every instance first, run this with the same
// DATA_DIR or DATABASE_URL as the server, then start them all with the new configuration.
import { migrate, openStore } from "../app/lib/server/platform/database.server";
import { readEnv } from "../app/lib/server/platform/env-startup.server";
import {
  resetSharedSecret,
  SHARED_SECRET_VARIABLES,
  SHARED_SECRETS,
  type SharedSecretVariable,
} from "../app/lib/server/platform/shared-secrets.server";

const EXIT_OK = 0;
const EXIT_FAILED = 1;
const EXIT_USAGE = 2;

function isSharedVariable(value: string): value is SharedSecretVariable {
  return (SHARED_SECRET_VARIABLES as readonly string[]).includes(value);
}

async function main(argv: string[] = process.argv.slice(2)): Promise<number> {
  const unknown = argv.filter((argument) => !isSharedVariable(argument));
  if (argv.length === 0 || unknown.length > 0) {
    const problem = unknown.length > 0 ? `${unknown.join(", ")}: not a shared key. ` : "";
    process.stderr.write(
      `${problem}Name the keys to reset: npm run secrets:reset -- ${SHARED_SECRET_VARIABLES.join(" ")} (any of them).\n` +
        "Stop every instance first, and run it with the same DATA_DIR or DATABASE_URL as the server.\n",
    );
    return EXIT_USAGE;
  }

  const env = readEnv();
  if (!env) return EXIT_FAILED;

  const store = openStore({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR_ABSOLUTE });
  try {
    await migrate(store.db, store.dialect);
    for (const variable of new Set(argv.filter(isSharedVariable))) {
      await resetSharedSecret(store, variable);
      const spec = Object.values(SHARED_SECRETS).find((candidate) => candidate.variable === variable)!;
      process.stdout.write(
        `${variable} reset: the next instance to start sets it, from its configuration or as a new generated key; ${spec.effectOfChange}.\n`,
      );
    }
    process.stdout.write("Start every instance with the same configuration.\n");
    return EXIT_OK;
  } finally {
    await store.close();
  }
}

process.exitCode = await main();
