/**
 * The placeholders of the reply templates (decision 072): words in braces, typed as people say them ("{first name}"),
 * filled from the lead when a template is chosen on its page. Browser-safe: the template editor lists them beside its
 * fields and the lead's page flags the ones this lead has no value for.
 */

export const REPLY_PLACEHOLDERS = {
  "first name": "The customer's first name, as they typed it.",
  product: "The products of a quote request, by their catalogue names.",
  showroom: "The showroom of a booked visit.",
  "visit time": "The day and time of a booked visit, in Pacific time.",
} as const;

export type ReplyPlaceholder = keyof typeof REPLY_PLACEHOLDERS;
export const PLACEHOLDER_NAMES = Object.keys(REPLY_PLACEHOLDERS) as ReplyPlaceholder[];

/** A placeholder as typed: "{first name}". */
export const placeholderText = (name: ReplyPlaceholder) => `{${name}}`;

/** Anything in braces on one line, up to 40 characters: what a person typing a placeholder writes. */
const BRACES = /\{([^{}\n]{1,40})\}/g;

/** "{ First  Name }" and "{first name}" are the same placeholder. */
const normalise = (inner: string) => inner.trim().toLowerCase().replace(/[\s_-]+/g, " ");

function isPlaceholder(name: string): name is ReplyPlaceholder {
  return Object.hasOwn(REPLY_PLACEHOLDERS, name);
}

/** Every "{…}" of a text, each as typed and as the placeholder it names (undefined: no such placeholder). */
export function placeholdersIn(text: string): { typed: string; name: ReplyPlaceholder | undefined }[] {
  return [...text.matchAll(BRACES)].map((match) => {
    const name = normalise(match[1]!);
    return { typed: match[0], name: isPlaceholder(name) ? name : undefined };
  });
}

/** The list of placeholders as a sentence: "{first name}, {product}, {showroom} or {visit time}". */
export const PLACEHOLDER_LIST = `${PLACEHOLDER_NAMES.slice(0, -1).map(placeholderText).join(", ")} or ${placeholderText(PLACEHOLDER_NAMES.at(-1)!)}`;

/** The problem of a template's text with braces that name no placeholder, in words, or undefined. */
export function unknownPlaceholders(text: string): string | undefined {
  const unknown = [...new Set(placeholdersIn(text).filter((found) => !found.name).map((found) => found.typed))];
  if (!unknown.length) return undefined;
  const named = unknown.join(", ");
  return `${named} ${unknown.length === 1 ? "is not a placeholder" : "are not placeholders"}: use ${PLACEHOLDER_LIST}, or take the braces away.`;
}

/** What a lead gives each placeholder; null: nothing for this lead (no visit booked, no product named). */
export type PlaceholderValues = Record<ReplyPlaceholder, string | null>;

/**
 * A text with each placeholder this lead has a value for filled in; those it has none for are left as typed and
 * listed in `missing` (the page flags them, and a send that still holds one is refused: never a blank).
 */
export function fillPlaceholders(text: string, values: PlaceholderValues): { text: string; missing: ReplyPlaceholder[] } {
  const missing = new Set<ReplyPlaceholder>();
  const filled = text.replace(BRACES, (typed, inner: string) => {
    const name = normalise(inner);
    if (!isPlaceholder(name)) return typed;
    const value = values[name];
    if (value === null || value === "") {
      missing.add(name);
      return typed;
    }
    return value;
  });
  return { text: filled, missing: [...missing] };
}

/** The placeholders a text still holds (known ones only). */
export const placeholdersLeft = (text: string): ReplyPlaceholder[] => [
  ...new Set(placeholdersIn(text).flatMap((found) => (found.name ? [found.name] : []))),
];
