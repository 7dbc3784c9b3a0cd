import { Window } from "happy-dom";
import { afterAll, describe, expect, it } from "vitest";
import { atomFeed, rfc3339, type AtomFeedInput } from "#app/lib/server/content/feed.server";
import { escapeXml } from "#app/lib/xml";

const window = new Window();
afterAll(() => window.happyDOM.close());

const utc = (iso: string) => Date.parse(iso);
const SITE = "https://www.helios-windows.example";

const input: AtomFeedInput = {
  siteUrl: SITE,
  title: "Journal",
  subtitle: "News from the workshop",
  feedPath: "/journal/feed.xml",
  alternatePath: "/journal",
  updatedMs: utc("2025-10-23T01:00:00.456Z"),
  entries: [
    {
      url: "/journal/new-showroom",
      title: "Our new showroom",
      summary: "We open in Kelowna.",
      contentHtml: '<p>We open in <a href="/contact">Kelowna</a>.</p>\n<p><img src="/media/a.jpg" alt="" /></p>',
      publishedMs: utc("2025-10-20T17:00:00Z"),
      updatedMs: utc("2025-10-23T01:00:00Z"),
      imageUrl: "/media/showroom.jpg",
    },
    {
      url: "https://www.helios-windows.example/journal/passive-house",
      id: "/journal/passive-house-first-slug",
      title: "Passive house",
      summary: "Windows for passive houses.",
      publishedMs: utc("2025-09-01T16:00:00Z"),
      updatedMs: utc("2025-09-01T16:00:00Z"),
    },
  ],
};

/**
 * A strict well-formedness check (happy-dom's XML parser is lenient): the prolog, then balanced tags, quoted
 * attributes without "<" or a raw quote, "&" only in the five predefined or numeric entities, no "<" or ">" in
 * text, no character XML 1.0 forbids.
 */
function expectWellFormed(xml: string): void {
  expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n')).toBe(true);
  expect(xml).not.toMatch(/[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/u);
  expect(xml).not.toMatch(/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i);
  const body = xml.slice(xml.indexOf("?>") + 2);
  const stack: string[] = [];
  const token = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[A-Za-z_][\w.:-]*="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/gy;
  let roots = 0;
  for (const match of body.matchAll(token)) {
    const [, closing, name, attributes = "", selfClosing, text, stray] = match;
    expect(stray, `stray "<" at ${match.index}`).toBeUndefined();
    if (text !== undefined) {
      expect(text).not.toContain(">");
      if (stack.length === 0) expect(text.trim()).toBe("");
      continue;
    }
    const names = [...attributes.matchAll(/([\w.:-]+)=/g)].map((m) => m[1]);
    expect(new Set(names).size, `duplicate attribute in <${name}>`).toBe(names.length);
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) {
      if (stack.length === 0) roots++;
      stack.push(name!);
    }
  }
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
  // The token pattern must have consumed the whole document (a sticky regex stops at the first mismatch).
  const consumed = [...body.matchAll(token)].reduce((n, m) => n + m[0].length, 0);
  expect(consumed).toBe(body.length);
}

function parse(xml: string) {
  const document = new window.DOMParser().parseFromString(xml, "application/xml");
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  return document;
}

const childText = (parent: { children: ArrayLike<{ tagName: string; textContent: string | null }> }, tag: string) =>
  Array.from(parent.children).find((child) => child.tagName === tag)?.textContent;

describe("atomFeed", () => {
  const xml = atomFeed(input);

  it.each([
    "<a><b></a>",
    "<a>x & y</a>",
    "<a>x < y</a>",
    '<a t="1" t="2"/>',
    "<a t=1/>",
    "<a>\u0001</a>",
    "<a/><b/>",
    "<a></a>trailing",
  ])("(the checker itself rejects %j)", (body) => {
    expect(() => expectWellFormed(`<?xml version="1.0" encoding="utf-8"?>\n${body}`)).toThrow();
  });

  it("is well-formed Atom", () => {
    expectWellFormed(xml);
    const feed = parse(xml).documentElement;
    expect(feed.tagName).toBe("feed");
    expect(feed.getAttribute("xmlns")).toBe("http://www.w3.org/2005/Atom");
  });

  it("has the feed's id, title, links, updated time and author", () => {
    expect(xml).toContain(
      [
        '<feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/" xml:lang="en-CA" xml:base="https://www.helios-windows.example/">',
        "  <id>https://www.helios-windows.example/journal/feed.xml</id>",
        '  <title type="text">Journal</title>',
        '  <subtitle type="text">News from the workshop</subtitle>',
        '  <link rel="self" type="application/atom+xml" href="https://www.helios-windows.example/journal/feed.xml"/>',
        '  <link rel="alternate" type="text/html" href="https://www.helios-windows.example/journal"/>',
        "  <updated>2025-10-23T01:00:00Z</updated>",
        "  <author><name>Helios Windows &amp; Doors</name><uri>https://www.helios-windows.example/</uri></author>",
      ].join("\n"),
    );
  });

  it("writes each entry with an absolute id and link, times, author, summary, escaped content and picture", () => {
    expect(xml).toContain(
      [
        "  <entry>",
        "    <id>https://www.helios-windows.example/journal/new-showroom</id>",
        '    <title type="text">Our new showroom</title>',
        '    <link rel="alternate" type="text/html" href="https://www.helios-windows.example/journal/new-showroom"/>',
        "    <published>2025-10-20T17:00:00Z</published>",
        "    <updated>2025-10-23T01:00:00Z</updated>",
        "    <author><name>Helios Windows &amp; Doors</name></author>",
        '    <summary type="text">We open in Kelowna.</summary>',
        '    <content type="html">&lt;p&gt;We open in &lt;a href=&quot;/contact&quot;&gt;Kelowna&lt;/a&gt;.&lt;/p&gt;\n' +
          "&lt;p&gt;&lt;img src=&quot;/media/a.jpg&quot; alt=&quot;&quot; /&gt;&lt;/p&gt;</content>",
        '    <media:thumbnail url="https://www.helios-windows.example/media/showroom.jpg"/>',
        "  </entry>",
      ].join("\n"),
    );
  });

  it("reads back through a DOM parser with the same values", () => {
    const entries = Array.from(parse(xml).getElementsByTagName("entry"));
    expect(entries).toHaveLength(2);
    const [first, second] = entries;
    expect(childText(first!, "content")).toBe(input.entries[0]!.contentHtml);
    expect(childText(second!, "id")).toBe("https://www.helios-windows.example/journal/passive-house-first-slug");
    expect(childText(second!, "link")).toBe("");
    expect(Array.from(second!.children).map((child) => child.tagName)).toEqual([
      "id",
      "title",
      "link",
      "published",
      "updated",
      "author",
      "summary",
    ]);
  });

  it("keeps an absolute URI given as an id", () => {
    const tagged = atomFeed({
      ...input,
      entries: [{ ...input.entries[1]!, id: "tag:helios-windows.example,2025:post-7" }],
    });
    expect(tagged).toContain("<id>tag:helios-windows.example,2025:post-7</id>");
  });

  it("escapes <, &, > and both quotes in text and attributes", () => {
    const tricky = atomFeed({
      ...input,
      title: `Windows & Doors <"new"> 'news'`,
      entries: [
        {
          url: "/journal/a?x=1&y=<2>",
          title: "</title><script>alert(1)</script>",
          summary: "Fish & chips ]]> <![CDATA[ x ]]>",
          contentHtml: "<p>&amp; &lt;already&gt; escaped</p>",
          publishedMs: 0,
          updatedMs: 0,
          imageUrl: '/media/a.jpg?"onload="x',
        },
      ],
    });
    expectWellFormed(tricky);
    expect(tricky).toContain('<title type="text">Windows &amp; Doors &lt;&quot;new&quot;&gt; &apos;news&apos;</title>');
    expect(tricky).not.toContain("<script");
    expect(tricky).toContain("]]&gt;");
    const document = parse(tricky);
    const entry = document.getElementsByTagName("entry")[0]!;
    expect(childText(entry, "title")).toBe("</title><script>alert(1)</script>");
    expect(childText(entry, "summary")).toBe("Fish & chips ]]> <![CDATA[ x ]]>");
    expect(childText(entry, "content")).toBe("<p>&amp; &lt;already&gt; escaped</p>");
    expect(Array.from(entry.children).find((c) => c.tagName === "link")?.getAttribute("href")).toBe(
      "https://www.helios-windows.example/journal/a?x=1&y=%3C2%3E",
    );
    expect(Array.from(entry.children).find((c) => c.tagName === "media:thumbnail")?.getAttribute("url")).toBe(
      "https://www.helios-windows.example/media/a.jpg?%22onload=%22x",
    );
  });

  it("removes characters XML 1.0 cannot carry and keeps tabs, line breaks and astral characters", () => {
    const dirty = atomFeed({
      ...input,
      subtitle: "a\u0000b\u0001c\u0008d\u000be\u000cf\u001fg\u007fh\u0085i\u009fj\ud800k\udfffl\ufffem\uffffn",
      entries: [{ ...input.entries[1]!, summary: "tab\there\nnew line\r\n🎉 café" }],
    });
    expectWellFormed(dirty);
    expect(dirty).toContain('<subtitle type="text">abcdefghijklmn</subtitle>');
    expect(dirty).toContain("tab\there\nnew line\r\n🎉 café");
  });

  it("writes every date as RFC 3339 in UTC", () => {
    const dates = [...xml.matchAll(/<(published|updated)>([^<]*)</g)].map((m) => m[2]!);
    expect(dates).toHaveLength(5);
    for (const date of dates) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(Number.isNaN(Date.parse(date))).toBe(false);
    }
    expect(rfc3339(utc("2026-03-08T10:00:00.999Z"))).toBe("2026-03-08T10:00:00Z");
    expect(rfc3339(0)).toBe("1970-01-01T00:00:00Z");
  });

  it("leaves out an empty subtitle and names another author on request", () => {
    const plain = atomFeed({ ...input, subtitle: undefined, authorName: "Helios Living", entries: [] });
    expectWellFormed(plain);
    expect(plain).not.toContain("<subtitle");
    expect(plain).toContain("<author><name>Helios Living</name>");
    expect(plain).not.toContain("<entry>");
  });

  it("accepts a site URL with a trailing slash", () => {
    const slashed = atomFeed({ ...input, siteUrl: `${SITE}/` });
    expect(slashed).toContain("<id>https://www.helios-windows.example/journal/feed.xml</id>");
    expect(slashed).toContain("<id>https://www.helios-windows.example/journal/new-showroom</id>");
  });
});

describe("escapeXml", () => {
  it("escapes the five special characters", () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;",
    );
  });

  it("escapes an ampersand that already looks like an entity, so text stays text", () => {
    expect(escapeXml("&amp; &#60;")).toBe("&amp;amp; &amp;#60;");
  });
});
