import { createContext, useContext } from "react";

/** The server's reader of the build's stylesheets (entry.server.tsx); absent in development and in the browser. */
export const StylesheetTextContext = createContext<((href: string) => string | undefined) | undefined>(undefined);

const INLINE_ID = "site-css";

/** In the browser: the inline stylesheet's text as the server sent it, read once (the layout renders on every navigation). */
let documentText: { text: string | undefined } | undefined;
const textInDocument = () => (documentText ??= { text: document.getElementById(INLINE_ID)?.textContent ?? undefined }).text;

/**
 * The site's stylesheet, inline in the document when the server can read it: the first paint then waits for nothing
 * but the HTML (docs/decisions/018-pages-without-javascript.md). A page that hydrates renders the same <style> again
 * in the browser from the text already in the document, so React finds what the server sent; in development Vite's
 * linked stylesheet stays, so that style changes show at once.
 */
export function SiteStylesheet({ href }: { href: string }) {
  const readStylesheet = useContext(StylesheetTextContext);
  const text = typeof document === "undefined" ? readStylesheet?.(href) : textInDocument();
  if (text === undefined) return <link rel="stylesheet" href={href} precedence="default" />;
  return <style id={INLINE_ID} dangerouslySetInnerHTML={{ __html: text }} />;
}
