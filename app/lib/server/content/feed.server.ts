/**
 * The journal's Atom 1.0 feed (RFC 4287), for feed readers and anyone who follows the business that way.
 *
 * Built as a string: every text and attribute is XML-escaped, and characters XML 1.0 cannot carry (control
 * characters, lone surrogates) are dropped, as one stray control character in a post would make the whole feed
 * unreadable. Times are RFC 3339 in UTC.
 */
import { site } from "#app/content/site";
import { escapeXml } from "#app/lib/xml";

const ATOM_NAMESPACE = "http://www.w3.org/2005/Atom";
/** Media RSS, which feed readers use for an entry's picture. */
const MEDIA_NAMESPACE = "http://search.yahoo.com/mrss/";
const FEED_LANGUAGE = "en-CA";

export interface FeedEntry {
  /** The entry's page: a site path ("/journal/new-showroom") or an absolute URL. */
  url: string;
  /**
   * The entry's permanent id, if it must differ from its URL (a post whose slug changed keeps its first id, so
   * readers do not show it twice). A site path or an absolute URI; the absolute URL of `url` by default.
   */
  id?: string;
  title: string;
  /** Plain text. */
  summary: string;
  /** The full post as HTML (renderMarkdown's output); relative links resolve against the site. */
  contentHtml?: string;
  publishedMs: number;
  updatedMs: number;
  /** The entry's picture: a site path or an absolute URL. */
  imageUrl?: string;
}

export interface AtomFeedInput {
  /** "https://www.helios-windows.example" */
  siteUrl: string;
  title: string;
  subtitle?: string;
  /** Where the feed itself is served ("/journal/feed.xml"); its absolute URL is the feed's id. */
  feedPath: string;
  /** The HTML page the feed mirrors (the journal's index). The site's home by default. */
  alternatePath?: string;
  /** The last time anything in the feed changed. */
  updatedMs: number;
  /** In the order they should appear, newest first. */
  entries: readonly FeedEntry[];
  /** The feed's and every entry's author; the business by default. */
  authorName?: string;
}

/** "2025-10-23T01:00:00Z": RFC 3339 in UTC, whole seconds. */
export function rfc3339(time: number): string {
  return new Date(time).toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** An absolute URL for a site path; an absolute URL or URI (with a scheme) is kept as it is. */
function absolute(pathOrUrl: string, siteUrl: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(pathOrUrl) ? pathOrUrl : new URL(pathOrUrl, siteUrl).href;
}

function element(name: string, text: string, attributes: Record<string, string> = {}): string {
  return `<${name}${attributeList(attributes)}>${escapeXml(text)}</${name}>`;
}

function emptyElement(name: string, attributes: Record<string, string>): string {
  return `<${name}${attributeList(attributes)}/>`;
}

function attributeList(attributes: Record<string, string>): string {
  return Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join("");
}

function entryXml(entry: FeedEntry, siteUrl: string, authorName: string): string {
  const url = absolute(entry.url, siteUrl);
  const lines = [
    "  <entry>",
    `    ${element("id", absolute(entry.id ?? entry.url, siteUrl))}`,
    `    ${element("title", entry.title, { type: "text" })}`,
    `    ${emptyElement("link", { rel: "alternate", type: "text/html", href: url })}`,
    `    ${element("published", rfc3339(entry.publishedMs))}`,
    `    ${element("updated", rfc3339(entry.updatedMs))}`,
    `    <author>${element("name", authorName)}</author>`,
    `    ${element("summary", entry.summary, { type: "text" })}`,
  ];
  if (entry.contentHtml) lines.push(`    ${element("content", entry.contentHtml, { type: "html" })}`);
  if (entry.imageUrl) lines.push(`    ${emptyElement("media:thumbnail", { url: absolute(entry.imageUrl, siteUrl) })}`);
  lines.push("  </entry>");
  return lines.join("\n");
}

/** The Atom feed as an XML document (serve it as application/atom+xml; charset=utf-8). */
export function atomFeed(input: AtomFeedInput): string {
  const home = new URL("/", input.siteUrl).href;
  const feedUrl = absolute(input.feedPath, input.siteUrl);
  const authorName = input.authorName ?? site.name;
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    // xml:base lets readers resolve the relative links and images inside each entry's HTML.
    `<feed${attributeList({ xmlns: ATOM_NAMESPACE, "xmlns:media": MEDIA_NAMESPACE, "xml:lang": FEED_LANGUAGE, "xml:base": home })}>`,
    `  ${element("id", feedUrl)}`,
    `  ${element("title", input.title, { type: "text" })}`,
    ...(input.subtitle ? [`  ${element("subtitle", input.subtitle, { type: "text" })}`] : []),
    `  ${emptyElement("link", { rel: "self", type: "application/atom+xml", href: feedUrl })}`,
    `  ${emptyElement("link", { rel: "alternate", type: "text/html", href: absolute(input.alternatePath ?? "/", input.siteUrl) })}`,
    `  ${element("updated", rfc3339(input.updatedMs))}`,
    `  <author>${element("name", authorName)}${element("uri", home)}</author>`,
    ...input.entries.map((entry) => entryXml(entry, input.siteUrl, authorName)),
    "</feed>",
  ];
  return `${lines.join("\n")}\n`;
}
