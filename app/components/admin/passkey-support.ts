import { useEffect, useState } from "react";

/**
 * Whether this browser can use passkeys (WebAuthn), known only once scripts run: false on the server's page and
 * without JavaScript, so what needs a passkey shows only where it can work.
 */
export function usePasskeySupport(): boolean {
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    setSupported(typeof window.PublicKeyCredential === "function" && typeof navigator.credentials?.create === "function");
  }, []);
  return supported;
}

/** What a person reads when their browser made no passkey or gave none (they cancelled, the time ran out, no device). */
export const BROWSER_DECLINED = "Your browser did not use a passkey: it was cancelled, the time ran out, or this device has none for this site. Try again.";
