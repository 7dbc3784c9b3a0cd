import "react-router";
import type { AppServices } from "../lib/server/platform/services.server";
import type { QuoteUpload } from "../lib/server/leads/quote-upload.server";

declare module "react-router" {
  interface AppLoadContext {
    /** Per-request nonce for inline scripts in server-rendered (not prerendered) responses. */
    cspNonce: string;
    /** The database, captcha, rate limits and mail queue; absent while prerendering at build. */
    services?: AppServices;
    /** The visitor's address (behind TRUST_PROXY proxies). */
    clientIp?: string;
    /** The request's id (X-Request-Id), shown on the error screen as the reference to quote. */
    requestId?: string;
    /** The files of a multipart quote request, received to temporary files before the action runs. */
    quoteUpload?: QuoteUpload;
    /** The text of one of the build's stylesheets by its URL, to inline it (production; absent in development). */
    stylesheetText?: (href: string) => string | undefined;
    /** The URLs of a page's island script and its components, by its name (production; absent in development). */
    islandScript?: (name: string) => readonly string[] | undefined;
  }
}
