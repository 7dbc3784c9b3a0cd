/** Longest single-line value (a name) put in a subject or greeting. */
export const MAX_LINE_LENGTH = 120;

/**
 * One line of text, safe in a mail header: CR, LF, the other control characters and the Unicode line separators
 * become spaces, so "Jane\r\nBcc: x" can never start a header of its own. Every feature's mails use it.
 */
export function singleLine(value: string | null | undefined, max = MAX_LINE_LENGTH): string {
  return (value ?? "")
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max);
}
