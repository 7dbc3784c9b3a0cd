import { createContext, useContext } from "react";

/**
 * The scripts a page that does not hydrate runs instead of React Router, handed in by the server (entry.server.tsx),
 * so the browser's bundle never carries them: the menus' enhancement (a few hundred bytes, inline, so no request), the
 * Speculation Rules that make following a link instant and, on a page with islands, the import of its island script.
 * All are inline: the page cache allows them by hash, a per-request render by nonce.
 */
export interface StaticPageScriptTexts {
  speculationRules: string;
  /** The enhancement; it also marks the document ready (data-hydrated)… */
  enhancement: string;
  /** …or, on a page with islands, leaves that to the island script. */
  enhancementBeforeIslands: string;
  /** The URL of a page's island script by its name (the build's islands.json). */
  islandScript: (name: string) => string | undefined;
}

export const StaticPageScriptsContext = createContext<StaticPageScriptTexts | undefined>(undefined);

export function StaticPageScripts({ nonce, islands }: { nonce?: string; islands?: string }) {
  const scripts = useContext(StaticPageScriptsContext);
  if (!scripts) return null;
  const islandScript = islands ? scripts.islandScript(islands) : undefined;
  return (
    <>
      <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: scripts.speculationRules }} />
      <script
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: islandScript ? scripts.enhancementBeforeIslands : scripts.enhancement }}
      />
      {islandScript ? (
        // Asked for once the page has loaded, so it never competes with what the first paint needs (a <script src>
        // would be fetched at once, found by the preload scanner). The page works meanwhile: the carousels show their
        // first slide, and the menus work from HTML.
        <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: islandLoader(islandScript) }} />
      ) : null}
    </>
  );
}

/** The inline module that imports a page's island script once the page has loaded. */
export const islandLoader = (url: string) =>
  `const go=()=>import(${JSON.stringify(url)});` +
  `document.readyState==="complete"?go():addEventListener("load",go,{once:!0});`;
