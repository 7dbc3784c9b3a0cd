/**
 * The Content-Disposition of a download (RFC 6266): the last part of the name as sent, without path parts, control
 * characters, quotes, backslashes or bidirectional controls (U+061C, U+200E–U+200F, U+202A–U+202E, U+2066–U+2069,
 * which can make "invoice‮fdp.exe" read as "invoiceexe.pdf"), with an ASCII fallback and the UTF-8 name.
 */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f"'`\\;\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Long enough for any real file name, short enough for any header. */
const MAX_NAME_CHARACTERS = 120;

/** The name as it may be offered: `fallback` when nothing is left; `extension` added when the name lacks it. */
export function downloadName(name: string, options: { fallback?: string; extension?: string } = {}): string {
  const base = [...(name.split(/[\\/]/).pop() ?? "").replace(UNSAFE, "").replace(/^[.\s]+/, "").trim()].slice(0, MAX_NAME_CHARACTERS).join("").trim();
  const { extension } = options;
  const named = base || options.fallback || "file";
  return extension && !named.toLowerCase().endsWith(`.${extension}`) ? `${named}.${extension}` : named;
}

/** `attachment; filename="…"; filename*=UTF-8''…` for a name as sent (cleaned by downloadName). */
export function attachmentDisposition(name: string, options: { fallback?: string; extension?: string } = {}): string {
  const clean = downloadName(name, options);
  const ascii = clean.replace(/[^\x20-\x7e]/g, "_");
  const encoded = encodeURIComponent(clean).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
