import { parseEnv } from "#app/lib/env.server";
import type { Store } from "#app/lib/server/platform/database.server";
import type { AppServices } from "#app/lib/server/platform/services.server";

/**
 * The part of the app's services the staff code reads (its configuration, the store and the keys), for a store of a
 * test; `extra` adds what a file's code needs besides (the outbox's wake-up, the content, rate limiters).
 */
export function staffServicesOf(store: Store, siteUrl: string, extra: Record<string, unknown> = {}): AppServices {
  return {
    env: parseEnv({ SITE_URL: siteUrl, DATA_DIR: "/tmp/unused" }),
    store,
    clientKey: "client-key-for-tests-0123456789abcdef",
    sessionSecret: "session-secret-for-tests-0123456789abcdef",
    ...extra,
  } as unknown as AppServices;
}
