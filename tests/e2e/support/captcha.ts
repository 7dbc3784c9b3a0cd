import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

/**
 * A solved captcha for a form post, as the widget would send it (each is good for one post): from an API client
 * (its base URL), or from the server at `baseUrl` (e.g. "http://127.0.0.1:4173").
 */
export async function solvedCaptcha(from: APIRequestContext | string): Promise<string> {
  const challenge = (await (typeof from === "string" ? fetchChallenge(from) : requestChallenge(from))) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the captcha challenge has no solution");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

async function requestChallenge(request: APIRequestContext): Promise<unknown> {
  const response = await request.get("/captcha/challenge");
  if (!response.ok()) throw new Error(`the captcha challenge answered ${response.status()}`);
  return response.json();
}

async function fetchChallenge(baseUrl: string): Promise<unknown> {
  const response = await fetch(`${baseUrl}/captcha/challenge`);
  if (!response.ok) throw new Error(`the captcha challenge answered ${response.status}`);
  return response.json();
}

/** Waits until the form's captcha widget has solved its challenge (it starts once the visitor is in the form). */
export async function captchaSolved(page: Page): Promise<void> {
  await expect(page.getByRole("status").filter({ hasText: "Verified" })).toBeAttached({ timeout: 15_000 });
}

/**
 * Puts a solved captcha into a form in a browser without JavaScript, as the widget does with it on: the form's post
 * then carries what a browser that ran the spam check sends.
 */
export async function putSolvedCaptcha(form: Locator, baseUrl: string): Promise<void> {
  const altcha = await solvedCaptcha(baseUrl);
  await form.evaluate((element: HTMLFormElement, value: string) => {
    const input = element.ownerDocument.createElement("input");
    input.type = "hidden";
    input.name = "altcha";
    input.value = value;
    element.append(input);
  }, altcha);
}
