import { createContext, useContext } from "react";

/**
 * The scripts a page that does not hydrate runs instead of React, handed in by the server (entry.server.tsx), so the
 * browser's bundle never carries them: the menus' enhancement (a few hundred bytes, inline, so no request) and the
 * Speculation Rules that make following a link instant. Both are inline scripts: the page cache allows them by hash,
 * a per-request render by nonce.
 */
export interface StaticPageScriptTexts {
  speculationRules: string;
  enhancement: string;
}

export const StaticPageScriptsContext = createContext<StaticPageScriptTexts | undefined>(undefined);

export function StaticPageScripts({ nonce }: { nonce?: string }) {
  const scripts = useContext(StaticPageScriptsContext);
  if (!scripts) return null;
  return (
    <>
      <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: scripts.speculationRules }} />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: scripts.enhancement }} />
    </>
  );
}
