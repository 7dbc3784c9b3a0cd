import postcss, { type Root } from "postcss";

/**
 * The inline stylesheet of a page without scripts, cut down to the rules its HTML can match
 * (docs/decisions/018-pages-without-javascript.md, "Only the page's own CSS"). The site's stylesheet serves every page
 * and the staff area; a catalogue page uses about half of it, and the browser parses and matches the rest
 * before its first paint. A rule is kept unless one of the classes its selector requires is in no class attribute of
 * the page: the cut is conservative (classes inside :not(), :is(), :where(), :has() or any other parentheses are not
 * counted as required), so a rule the page could match is never lost.
 *
 * A page with islands is cut too, keeping also every rule whose classes are words of its islands' code (the build's
 * island-classes.json): an island draws states (errors, steps, filters, a viewer) whose classes are not in the served
 * HTML, but they are all written in its code. A page that runs any other script of its own (a script with a src,
 * React Router's hydration) keeps the whole stylesheet.
 */

const INLINE_STYLESHEET = /(<style id="site-css">)([\s\S]*?)(<\/style>)/;
/** A page with a script of its own; it is cut only if that script is its islands' loader. */
const PAGE_SCRIPT = /<script\b[^>]*\b(?:type="module"|src=)/i;
const SCRIPT_WITH_SOURCE = /<script\b[^>]*\bsrc=/i;
/** React Router's hydration of the whole page. */
const ROUTER_CONTEXT = "window.__reactRouterContext";
/** The address of an island script, as the page's loader names it. */
const ISLAND_SCRIPT = /\/assets\/islands\/[\w.-]+\.js/g;

/** The words of an island script's code that could be class names (written by the build), by its address. */
export type IslandClasses = (script: string) => ReadonlySet<string> | undefined;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const HTML_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", "#x27": "'", "#39": "'" };

/** The classes of a page's elements, with the character references React writes in attributes decoded. */
export function classesOfHtml(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(CLASS_ATTRIBUTE)) {
    const decoded = value!.replace(/&(#x27|#39|amp|lt|gt|quot|apos);/g, (_, name: string) => HTML_ENTITIES[name]!);
    for (const name of decoded.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * The classes an element must have for a selector to match it, read by a small scanner (CSS escapes such as
 * `md\:grid-cols-2` unescaped). Undefined when the selector holds an escape the scanner does not read (a hexadecimal
 * one): such a rule is kept.
 */
export function requiredClasses(selector: string): string[] | undefined {
  const classes: string[] = [];
  let i = 0;
  while (i < selector.length) {
    const char = selector[i]!;
    if (char === "\\") {
      if (/[0-9a-fA-F]/.test(selector[i + 1] ?? "")) return undefined;
      i += 2;
    } else if (char === "[") {
      i = skipBlock(selector, i, "[", "]");
    } else if (char === "(") {
      i = skipBlock(selector, i, "(", ")");
    } else if (char === ".") {
      let name = "";
      i++;
      while (i < selector.length) {
        const c = selector[i]!;
        if (c === "\\") {
          if (/[0-9a-fA-F]/.test(selector[i + 1] ?? "")) return undefined;
          name += selector[i + 1] ?? "";
          i += 2;
        } else if (/[\w-]/.test(c) || c.charCodeAt(0) > 0x7f) {
          name += c;
          i++;
        } else break;
      }
      if (name) classes.push(name);
    } else i++;
  }
  return classes;
}

/** The index just past the block opened at `start`, nested blocks, quoted strings and escapes skipped. */
function skipBlock(text: string, start: number, open: string, close: string): number {
  let depth = 0;
  let quote: string | undefined;
  for (let i = start; i < text.length; i++) {
    const char = text[i]!;
    if (char === "\\") i++;
    else if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === open) depth++;
    else if (char === close && --depth === 0) return i + 1;
  }
  return text.length;
}

/** The stylesheet cut to the rules the classes can match; at-rules left empty go too (keyframes stay whole). */
export function cutStylesheet(parsed: Root, classes: ReadonlySet<string>): string {
  const root = parsed.clone();
  root.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    const kept = rule.selectors.filter((selector) => requiredClasses(selector)?.every((name) => classes.has(name)) ?? true);
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selector = kept.join(",");
  });
  // Innermost first, so an at-rule emptied by the removal of the ones it held goes as well.
  const atRules: postcss.AtRule[] = [];
  root.walkAtRules((atRule) => void atRules.push(atRule));
  for (const atRule of atRules.reverse()) if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  return root.toString();
}

/**
 * The classes a page can draw: those of its HTML and, on a page with islands, every word of their code; undefined
 * when the page runs a script that is not an island's (it keeps the whole stylesheet).
 */
export function classesOfPage(html: string, islandClasses?: IslandClasses): Set<string> | undefined {
  const classes = classesOfHtml(html);
  if (!PAGE_SCRIPT.test(html)) return classes;
  if (SCRIPT_WITH_SOURCE.test(html) || html.includes(ROUTER_CONTEXT) || !islandClasses) return undefined;
  let islands = 0;
  for (const [script] of html.matchAll(ISLAND_SCRIPT)) {
    const words = islandClasses(script);
    if (!words) continue;
    islands += 1;
    for (const word of words) classes.add(word);
  }
  return islands > 0 ? classes : undefined;
}

/**
 * The classes a page may draw later without a script of its own: those of the sections the server splices into its
 * cached HTML per request (the rebate estimator's problems and estimate: server/estimate-page.ts).
 */
export type DrawnLater = (html: string) => Iterable<string> | undefined;

/**
 * A function that cuts the inline stylesheet of a page to the rules it can match (classesOfPage); any other page is
 * returned as it was. The stylesheet is parsed once per text.
 */
export function createPageCssCutter(islandClasses?: IslandClasses, drawnLater?: DrawnLater): (html: string) => string {
  const parsed = new Map<string, Root>();
  return (html) => {
    const inline = INLINE_STYLESHEET.exec(html);
    const classes = inline ? classesOfPage(html, islandClasses) : undefined;
    if (!inline || !classes) return html;
    for (const name of drawnLater?.(html) ?? []) classes.add(name);
    const text = inline[2]!;
    let root = parsed.get(text);
    if (!root) {
      try {
        root = postcss.parse(text);
      } catch {
        return html;
      }
      parsed.set(text, root);
    }
    const cut = cutStylesheet(root, classes);
    return html.slice(0, inline.index) + inline[1] + cut + inline[3] + html.slice(inline.index + inline[0].length);
  };
}
