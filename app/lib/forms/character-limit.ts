/**
 * What a field with a length limit says (decision 047): nothing is cut as it is typed or pasted; from
 * NEAR_LIMIT_SHARE of the limit the field counts what is left, and over it by how much, and the form is refused with
 * the text kept. The counter under a field (CharacterCount) and the schemas' message (plain-errors.ts) both say it
 * with these words, so a post without JavaScript reads the same as the browser's count. No zod here.
 */

/** The counter shows from this share of the limit on. */
export const NEAR_LIMIT_SHARE = 0.8;

export type LimitState = "quiet" | "near" | "over";

/** How a field's length stands against its limit. */
export function limitState(length: number, limit: number): LimitState {
  if (length > limit) return "over";
  return length >= Math.ceil(limit * NEAR_LIMIT_SHARE) ? "near" : "quiet";
}

const count = (n: number) => n.toLocaleString("en-CA");
const characters = (n: number) => `${count(n)} ${n === 1 ? "character" : "characters"}`;

/** "12 characters left", "1 character over the 170-character limit", or null while far from the limit. */
export function characterCountText(length: number, limit: number): string | null {
  const state = limitState(length, limit);
  if (state === "quiet") return null;
  if (state === "near") return length === limit ? "No characters left" : `${characters(limit - length)} left`;
  return `${characters(length - limit)} over the ${count(limit)}-character limit`;
}

/** The refusal of a text over its limit, as the schemas give it: "41 characters over the 170-character limit: please shorten it." */
export function overLimitMessage(length: number, limit: number): string {
  return `${characters(length - limit)} over the ${count(limit)}-character limit: please shorten it.`;
}

/** A text's refusal when it is over `limit`, else null (for checks written without zod). */
export function overLimit(value: string, limit: number): string | null {
  return value.length > limit ? overLimitMessage(value.length, limit) : null;
}
