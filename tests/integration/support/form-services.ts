import { parseEnv } from "#app/lib/env.server";
import type { CaptchaService } from "#app/lib/server/leads/captcha.server";
import type { FormServices } from "#app/lib/server/leads/form-handler.server";
import { planOutbox } from "#app/lib/server/leads/notifications.server";
import { pendingUploadLimits } from "#app/lib/server/leads/pending-uploads.server";
import { createRateLimiter } from "#app/lib/server/leads/rate-limit.server";
import type { Store } from "#app/lib/server/platform/database.server";
import { products } from "#app/content/products";
import { EMPTY_SNAPSHOT } from "#app/lib/server/content/snapshot.server";

/** A captcha that takes the answer "solution" and nothing else. */
export const solvedByWordCaptcha: CaptchaService = {
  provider: "altcha",
  challenge: async () => ({}),
  verify: async (response) => (response === "solution" ? { ok: true } : { ok: false, reason: "invalid" }),
  sweep: async () => {},
};

/** A captcha that takes any answer (the tests of what a lead records, not of the captcha). */
export const acceptingCaptcha: CaptchaService = { provider: "altcha", challenge: async () => ({}), verify: async () => ({ ok: true }), sweep: async () => {} };

const SEED_PRODUCTS_ONLY = { ...EMPTY_SNAPSHOT, products };

/**
 * What a form post needs, on a test store: the real limits and mail planning, that captcha, no owner content but the
 * seed's products; `overrides` replaces any of them (another captcha, the store's own content).
 */
export function formServicesFor(store: Store, overrides: Partial<FormServices> = {}): FormServices {
  const env = parseEnv({ DATA_DIR: "/tmp", NOTIFY_TO: "leads@helios.example" });
  return {
    store,
    captcha: solvedByWordCaptcha,
    formLimiter: createRateLimiter(store, { keyPrefix: "form", points: 20, durationSeconds: 600 }),
    attachmentLimiter: createRateLimiter(store, { keyPrefix: "attachment", points: 30, durationSeconds: 600 }),
    uploadLimits: pendingUploadLimits(env),
    planOutbox: planOutbox(env),
    wakeOutbox: () => {},
    content: { current: () => SEED_PRODUCTS_ONLY } as unknown as FormServices["content"],
    ...overrides,
  };
}
