import type { Env } from "../app/lib/env.server";
import { createCaptcha } from "../app/lib/server/captcha.server";
import { migrate, openStore, ping, type Store } from "../app/lib/server/database.server";
import { planOutbox } from "../app/lib/server/notifications.server";
import { OutboxWorker } from "../app/lib/server/outbox.server";
import { CHALLENGES_PER_WINDOW, createRateLimiter, FORM_WINDOW_SECONDS } from "../app/lib/server/rate-limit.server";
import { persistentSecret } from "../app/lib/server/secrets.server";
import type { AppServices } from "../app/lib/server/services.server";

/** How often expired single-use captcha records are swept. */
const SWEEP_INTERVAL_MS = 15 * 60 * 1000;

export interface RunningServices {
  services: AppServices;
  store: Store;
  /** For /healthz: the database answers. */
  healthy(): Promise<boolean>;
  stop(): Promise<void>;
}

/** Opens the database (running migrations), and starts the outbox worker and housekeeping. */
export async function startServices(env: Env): Promise<RunningServices> {
  const store = openStore({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR_ABSOLUTE });
  await migrate(store.db, store.dialect);
  const captcha = createCaptcha({ env, store });
  const outbox = new OutboxWorker({ store, env });
  outbox.start();
  const sweep = setInterval(() => {
    captcha.sweep().catch((error: Error) => console.error(`Captcha sweep failed: ${error.message}`));
  }, SWEEP_INTERVAL_MS);
  sweep.unref();

  const services: AppServices = {
    env,
    store,
    captcha,
    formLimiter: createRateLimiter(store, {
      keyPrefix: "form",
      points: env.FORM_RATE_LIMIT,
      durationSeconds: FORM_WINDOW_SECONDS,
    }),
    challengeLimiter: createRateLimiter(store, {
      keyPrefix: "challenge",
      points: Math.max(CHALLENGES_PER_WINDOW, env.FORM_RATE_LIMIT * 3),
      durationSeconds: FORM_WINDOW_SECONDS,
    }),
    planOutbox: planOutbox(env),
    wakeOutbox: () => outbox.wake(),
    clientKey: persistentSecret(env.DATA_DIR_ABSOLUTE, "client-key"),
  };
  return {
    services,
    store,
    healthy: () => ping(store),
    async stop() {
      clearInterval(sweep);
      await outbox.stop();
      await store.close();
    },
  };
}
