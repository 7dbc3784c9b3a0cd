import type { AppLoadContext } from "react-router";
import type { Env } from "#app/lib/env.server";
import type { CaptchaService } from "../leads/captcha.server";
import type { PendingUploadLimits } from "../leads/pending-uploads.server";
import type { RateLimiter } from "../leads/rate-limit.server";
import type { OutboxPlanner } from "../leads/submissions.server";
import type { HeldLimits } from "#app/lib/forms/held";
import type { ContentService } from "../content/content-service.server";
import type { SheetCoverReader } from "../catalogue/sheet-covers";
import type { Store } from "./database.server";

/**
 * Everything the server's routes need, made once at start by server/services.ts and handed to every loader and
 * action through the load context. Feature modules take this type (or a Pick of it); this module names their
 * services' types only to describe what it holds.
 */
export interface AppServices {
  env: Env;
  store: Store;
  captcha: CaptchaService;
  /** Limits form posts per client (FORM_RATE_LIMIT). */
  formLimiter: RateLimiter;
  /** Limits the files one client attaches to quote requests (each is stored before the request is sent). */
  attachmentLimiter: RateLimiter;
  /** The pending-file quota per client and the site's budget (PENDING_UPLOADS_*; decision 022). */
  uploadLimits: PendingUploadLimits;
  /** Limits captcha challenges per client (each costs the server a key derivation). */
  challengeLimiter: RateLimiter;
  planOutbox: OutboxPlanner;
  /** How many held submissions may wait, per client and in all (HELD_PER_CLIENT, HELD_SITE_LIMIT). */
  heldLimits: HeldLimits;
  /**
   * Limits "Forgot your password?" per client and per typed address (FORGOT_PER_CLIENT, FORGOT_PER_ACCOUNT in
   * staff/staff-link-actions.server.ts; decision 064).
   */
  staffLinkLimits: { client: RateLimiter; account: RateLimiter };
  /** Tells the outbox worker there is mail to send. */
  wakeOutbox: () => void;
  /** Key for pseudonymising client addresses: CLIENT_HASH_KEY, or the key shared through the database. */
  clientKey: string;
  /** Signs staff session cookies: SESSION_SECRET, or the key shared through the database. */
  sessionSecret: string;
  /** The owner content pages show (events, announcements, journal), and the clock it follows. */
  content: ContentService;
  /** A product's uploaded cover photo, which its spec sheet prints instead of the drawing (decision 038 as amended). */
  sheetCovers: SheetCoverReader;
}

/** The services of a request's load context; 503 when the server was started without them. */
export function requireServices(context: AppLoadContext): AppServices {
  if (!context.services) throw new Response("Service Unavailable", { status: 503 });
  return context.services;
}
