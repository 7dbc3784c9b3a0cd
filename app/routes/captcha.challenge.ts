import type { LoaderFunctionArgs } from "react-router";
import { CACHE_PRIVATE } from "../lib/cache-control";
import { clientHash } from "../lib/server/platform/client-hash.server";

/**
 * GET /captcha/challenge: a fresh signed ALTCHA challenge for the widget (resource route, never prerendered:
 * react-router.config.ts keeps /captcha out of the prerender list).
 *
 * Needs from the load context: `services.captcha` (a CaptchaService from app/lib/server/leads/captcha.server.ts),
 * which the server adds to every request; it is absent while prerendering, so this answers 503 then.
 */
const HEADERS = { "Cache-Control": CACHE_PRIVATE, "X-Robots-Tag": "noindex" };

export async function loader({ context }: LoaderFunctionArgs) {
  const captcha = context.services?.captcha;
  if (!captcha) return Response.json({ error: "The captcha service is not running." }, { status: 503, headers: HEADERS });
  // Each challenge costs the server one key derivation: a client asking for many is refused for a while.
  const limit = await context.services!.challengeLimiter.consume(clientHash(context.clientIp, context.services!.clientKey));
  if (!limit.allowed) {
    return Response.json(
      { error: "Too many challenges requested. Please wait a few minutes." },
      { status: 429, headers: { ...HEADERS, "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  if (captcha.provider !== "altcha") {
    return Response.json({ error: "This site does not use ALTCHA challenges." }, { status: 404, headers: HEADERS });
  }
  try {
    return Response.json(await captcha.challenge(), { headers: HEADERS });
  } catch (error) {
    console.error(`Captcha challenge failed: ${error instanceof Error ? error.message : String(error)}`);
    return Response.json({ error: "No challenge could be made just now." }, { status: 503, headers: HEADERS });
  }
}
