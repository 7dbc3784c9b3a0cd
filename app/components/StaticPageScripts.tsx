import { SPECULATION_RULES } from "../lib/speculation-rules";
import { staticPageScriptSource } from "../lib/static-page-script";

const speculationRules = JSON.stringify(SPECULATION_RULES);
const enhancement = staticPageScriptSource();

/**
 * What a page that does not hydrate runs instead of React: the menus' enhancement (a few hundred bytes, inline, so no
 * request) and the Speculation Rules that make following a link instant. Both are inline scripts: the page cache
 * allows them by hash, a per-request render by nonce.
 */
export function StaticPageScripts({ nonce }: { nonce?: string }) {
  return (
    <>
      <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: speculationRules }} />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: enhancement }} />
    </>
  );
}
