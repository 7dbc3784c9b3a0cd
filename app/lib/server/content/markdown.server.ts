/**
 * Journal posts: Markdown written by staff, shown to the public.
 *
 * Two layers, so a mistake in one is not a hole: markdown-it never passes raw HTML through (html: false escapes
 * it as text) and refuses javascript:/vbscript:/file:/data: links; sanitize-html then keeps only an allow-list
 * of tags and attributes and checks every link and image again with this module's own stricter rules.
 */
import MarkdownIt, { type StateCore, type Token } from "markdown-it";
import sanitizeHtml from "sanitize-html";

/**
 * The page has its own h1, so a post's headings start at h2: the post's top level becomes h2 and the others follow
 * it down, h4 at most. "# A" and "## B" give h2 and h3; a post whose top headings are "##" (as the cheat-sheet says)
 * gives h2 for them too, never an h3 straight after the page's h1.
 */
const TOP_HEADING_LEVEL = 2;
const BOTTOM_HEADING_LEVEL = 4;

/** Where a post's images may come from: uploaded media and the site's generated images, never another site. */
const IMAGE_PATH_PREFIXES = ["/media/", "/generated/"] as const;

/** Absolute link schemes a post may use. Everything else must be a same-site path ("/doors") or a fragment. */
const LINK_SCHEMES = ["http", "https", "mailto", "tel"] as const;

/** Links that leave the site; they get rel="noopener noreferrer". */
const EXTERNAL_SCHEME = /^https?:/i;

/** What a browser ignores inside a URL (C0 controls, space, DEL, C1 controls): stripped before any check. */
const URL_IGNORED = /[\u0000-\u0020\u007f-\u009f]/g;

const ALLOWED_TAGS = [
  "p",
  "h2",
  "h3",
  "h4",
  "ul",
  "ol",
  "li",
  "blockquote",
  "strong",
  "em",
  "code",
  "pre",
  "a",
  "img",
  "hr",
  "br",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
];

/** Elements dropped with everything inside them, should one ever reach the sanitiser. */
const DROPPED_WITH_CONTENT = [
  "script",
  "style",
  "textarea",
  "option",
  "noscript",
  "iframe",
  "object",
  "embed",
  "svg",
  "math",
  "template",
  "title",
  "form",
];

/** "1200": image sizes are whole pixels. */
const PIXELS = /^\d{1,5}$/;

function shiftHeadings(state: StateCore): void {
  const headings = state.tokens.filter((token) => token.type === "heading_open" || token.type === "heading_close");
  if (!headings.length) return;
  const shift = TOP_HEADING_LEVEL - Math.min(...headings.map((token) => Number(token.tag.slice(1))));
  for (const token of headings) {
    const level = Number(token.tag.slice(1));
    token.tag = `h${Math.min(Math.max(level + shift, TOP_HEADING_LEVEL), BOTTOM_HEADING_LEVEL)}`;
  }
}

const markdown = new MarkdownIt("default", { html: false, linkify: true, typographer: true });
markdown.core.ruler.push("shift_headings", shiftHeadings);

/**
 * A link's href if a post may use it: http, https, mailto or tel, a same-site path ("/doors", not "//host"
 * nor "/\host", which browsers read as another host) or a fragment ("#specs"). Undefined otherwise.
 */
export function safeLinkHref(href: string | undefined): string | undefined {
  if (!href) return undefined;
  const bare = href.replace(URL_IGNORED, "").replace(/\\/g, "/");
  if (bare.startsWith("#")) return bare;
  if (bare.startsWith("/")) return bare.startsWith("//") ? undefined : bare;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(bare)?.[1]?.toLowerCase();
  return scheme && (LINK_SCHEMES as readonly string[]).includes(scheme) ? bare : undefined;
}

/** An image's src if it is a same-site path under /media/ or /generated/ that does not climb out with "..". */
export function safeImageSrc(src: string | undefined): string | undefined {
  if (!src) return undefined;
  const bare = src.replace(URL_IGNORED, "");
  if (bare.includes("\\")) return undefined;
  if (!IMAGE_PATH_PREFIXES.some((prefix) => bare.startsWith(prefix))) return undefined;
  const path = bare.replace(/[?#].*$/, "").replace(/%2e/gi, ".");
  return /(^|\/)\.\.?(\/|$)/.test(path) ? undefined : bare;
}

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
    ol: ["start"],
  },
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  allowedClasses: {},
  allowedStyles: {},
  disallowedTagsMode: "discard",
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    a: (tagName, attribs) => {
      const href = safeLinkHref(attribs.href);
      if (!href) return { tagName, attribs: {} };
      const kept: sanitizeHtml.Attributes = { href };
      if (attribs.title) kept.title = attribs.title;
      if (EXTERNAL_SCHEME.test(href)) kept.rel = "noopener noreferrer";
      return { tagName, attribs: kept };
    },
    img: (tagName, attribs) => {
      const src = safeImageSrc(attribs.src);
      if (!src) return { tagName, attribs: {} };
      const kept: sanitizeHtml.Attributes = { src, alt: attribs.alt ?? "" };
      if (attribs.title) kept.title = attribs.title;
      if (attribs.width && PIXELS.test(attribs.width)) kept.width = attribs.width;
      if (attribs.height && PIXELS.test(attribs.height)) kept.height = attribs.height;
      kept.loading = "lazy";
      kept.decoding = "async";
      return { tagName, attribs: kept };
    },
  },
  // A link whose href was refused keeps its text; an image whose src was refused goes.
  exclusiveFilter: (frame) => {
    if (frame.tag === "a" && !frame.attribs.href) return "excludeTag";
    if (frame.tag === "img" && !frame.attribs.src) return true;
    return false;
  },
};

/** A post's Markdown as sanitised HTML, ready to put in the page (headings start at h2). */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), sanitizeOptions);
}

function inlineText(children: readonly Token[] | null): string {
  let text = "";
  for (const child of children ?? []) {
    if (child.type === "text" || child.type === "code_inline") text += child.content;
    else if (child.type === "softbreak") text += " ";
    else if (child.type === "hardbreak") text += "\n";
    // Images are left out: alt text read in the middle of a summary is noise.
    else if (child.type === "image") continue;
  }
  return text;
}

/**
 * A post's Markdown as plain text, for summaries, feeds and search: no markup, link text without its URL, no
 * images, blocks separated by a blank line, list items and table rows one to a line. The result is text,
 * not HTML: escape it where it goes.
 */
export function markdownToPlainText(source: string): string {
  let text = "";
  for (const token of markdown.parse(source, {})) {
    switch (token.type) {
      case "inline":
        text += inlineText(token.children);
        break;
      case "fence":
      case "code_block":
        text += `${token.content}\n`;
        break;
      case "paragraph_close":
        text += token.hidden ? "\n" : "\n\n";
        break;
      case "heading_close":
      case "blockquote_close":
      case "bullet_list_close":
      case "ordered_list_close":
      case "table_close":
      case "hr":
        text += "\n\n";
        break;
      case "tr_close":
        text += "\n";
        break;
      case "th_close":
      case "td_close":
        text += " ";
        break;
    }
  }
  return text
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** The cheat-sheet shown beside the staff editor. */
export const MARKDOWN_HELP: readonly string[] = [
  "## Heading: a section heading (### for a smaller one). The post's title is the page's main heading.",
  "**bold** and *italic*",
  "[link text](https://example.com), [link text](/doors) for a page of this site, or <info@example.com>",
  "![what the photo shows](/media/…): an uploaded image, with a description for people who cannot see it",
  "- item: a bulleted list (one item a line); 1. item: a numbered list",
  "> text: a quotation",
  "`code` for a short code or part number; ``` on the lines before and after a block of it",
  "--- on its own line: a divider",
  "A blank line starts a new paragraph. HTML is shown as typed, not run.",
];
