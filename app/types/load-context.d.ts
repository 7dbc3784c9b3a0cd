import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** Per-request nonce for inline scripts in server-rendered (not prerendered) responses. */
    cspNonce: string;
  }
}
