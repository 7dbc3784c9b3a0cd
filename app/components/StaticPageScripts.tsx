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
  /** The URLs of a page's island script and its components, by its name (the build's islands.json). */
  islandScript: (name: string) => readonly string[] | undefined;
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
        // Asked for once the page has loaded and been painted, so it never competes with what the first paint needs
        // (a <script src> would be fetched at once, found by the preload scanner). The page works meanwhile: the
        // carousels show their first slide, the forms post, and the menus work from HTML.
        <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: islandLoader(islandScript) }} />
      ) : null}
    </>
  );
}

/** How long the island script waits for the first contentful paint to be reported before it is asked for anyway. */
export const FIRST_PAINT_WAIT_MS = 3_000;

/**
 * The inline module that imports a page's island script, and the components it imports so they are fetched with it,
 * once the page has loaded and its first contentful paint has happened (a page whose HTML is in hand at once can load
 * before it paints): the scripts never compete with what that paint needs. A browser that does not report paints, or
 * a page in a background tab, waits FIRST_PAINT_WAIT_MS.
 */
export const islandLoader = (urls: readonly string[]) =>
  `const P=PerformanceObserver,painted=new Promise(r=>{setTimeout(r,${FIRST_PAINT_WAIT_MS});` +
  `if(!P.supportedEntryTypes?.includes("paint"))return r();` +
  `new P((l,o)=>{l.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),r())}).observe({type:"paint",buffered:!0})}),` +
  `loaded=new Promise(r=>document.readyState==="complete"?r():addEventListener("load",r,{once:!0}));` +
  `Promise.all([painted,loaded]).then(()=>${JSON.stringify(urls)}.forEach(u=>import(u)));`;
