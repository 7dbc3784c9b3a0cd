import type { APIRequestContext } from "@playwright/test";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

/** A solved captcha for a form post, as the widget would send it (each is good for one post). */
export async function solvedCaptcha(request: APIRequestContext): Promise<string> {
  const response = await request.get("/captcha/challenge");
  if (!response.ok()) throw new Error(`the captcha challenge answered ${response.status()}`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the captcha challenge has no solution");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
