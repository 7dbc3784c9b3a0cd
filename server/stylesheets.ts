import { readFileSync } from "node:fs";
import path from "node:path";

/** Only the build's own stylesheets are inlined: /assets/<name>.css, nothing else. */
const STYLESHEET_HREF = /^\/assets\/[\w.-]+\.css$/;

/**
 * The text of the build's stylesheets by their URL, read once from build/client, so a page can carry its CSS inline
 * (docs/decisions/018-pages-without-javascript.md). Unknown or unreadable: undefined, and the page links it instead.
 */
export function stylesheetReader(clientDir: string): (href: string) => string | undefined {
  const texts = new Map<string, string | undefined>();
  return (href) => {
    if (!STYLESHEET_HREF.test(href)) return undefined;
    if (!texts.has(href)) {
      let text: string | undefined;
      try {
        text = readFileSync(path.join(clientDir, href), "utf8");
      } catch {
        text = undefined;
      }
      // Text that would end the <style> element early is linked, never inlined.
      if (text !== undefined && /<\/style/i.test(text)) text = undefined;
      texts.set(href, text);
    }
    return texts.get(href);
  };
}
