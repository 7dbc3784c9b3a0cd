/**
 * Everything but tab, LF, CR and the characters XML 1.0 allows; DEL and the C1 controls, which it allows but
 * discourages, go too. Lone surrogates fall outside every range and go as well.
 */
const NOT_XML = /[^\t\n\r\u0020-\u007e\u00a0-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text with the characters XML 1.0 cannot carry removed. */
export function xmlSafe(value: string): string {
  return value.replace(NOT_XML, "");
}

/**
 * Text or an attribute value, escaped for XML (all five special characters) and stripped of control characters: the
 * one escaping of the feed, the sitemap and every other XML the site writes.
 */
export function escapeXml(value: string): string {
  return xmlSafe(value).replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}
