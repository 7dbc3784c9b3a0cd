import "react-router";
import type { AppServices } from "../lib/server/platform/services.server";

declare module "react-router" {
  interface AppLoadContext {
    /** Per-request nonce for inline scripts in server-rendered (not prerendered) responses. */
    cspNonce: string;
    /** The database, captcha, rate limits and mail queue; absent while prerendering at build. */
    services?: AppServices;
    /** The visitor's address (behind TRUST_PROXY proxies). */
    clientIp?: string;
  }
}
