/** The longest User-Agent header read: anything longer is cut before it is looked at. */
const MAX_USER_AGENT_LENGTH = 512;

// First match wins: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\b(?:OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/(?:\b|Headless)(?:Chrome|Chromium|CriOS)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
  [/\b(?:curl|Wget|python-requests|node-fetch|undici)\b/i, "a script"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

/**
 * "Firefox on Windows": what a staff member needs to recognise one of their sessions, kept instead of the
 * User-Agent header itself (which is long, and more of a fingerprint than the Account page needs).
 */
export function browserSummary(userAgent: string | null | undefined): string {
  const header = (userAgent ?? "").slice(0, MAX_USER_AGENT_LENGTH);
  const browser = BROWSERS.find(([pattern]) => pattern.test(header))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(header))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `A browser on ${system}` : "An unknown browser");
}
