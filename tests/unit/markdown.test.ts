import { Window } from "happy-dom";
import { afterAll, describe, expect, it } from "vitest";
import {
  MARKDOWN_HELP,
  markdownToPlainText,
  renderMarkdown,
  safeImageSrc,
  safeLinkHref,
} from "#app/lib/server/content/markdown.server";

const window = new Window();
afterAll(() => window.happyDOM.close());

function parse(html: string) {
  const container = window.document.createElement("div");
  container.innerHTML = html;
  return container;
}

const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ["href", "title", "rel"],
  img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
  ol: ["start"],
};
const ALLOWED_TAGS = new Set(
  "p h2 h3 h4 ul ol li blockquote strong em code pre a img hr br table thead tbody tr th td".split(" "),
);
const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?![/\\])|#)/i;
const SAFE_SRC = /^\/(media|generated)\//;

/** Every check the sanitiser promises, on the markup (tags and attributes) and on the parsed DOM. */
function expectSafe(html: string): void {
  // Raw HTML in the source comes out as escaped text (&lt;script&gt;), so these never appear as markup.
  for (const forbidden of [/<script/i, /<iframe/i, /<svg/i, /<style/i, /<math/i, /<form/i, /<object/i, /<embed/i]) {
    expect(html).not.toMatch(forbidden);
  }
  // Within tags: no event handler, style, class or id attribute, no dangerous scheme in a URL. The sanitiser
  // always double-quotes attribute values and escapes quotes inside them (&quot;), so text inside an alt or a
  // title ("x&quot; onerror=&quot;alert(1)") is a value, not an attribute: it is blanked before the check.
  for (const tag of html.match(/<[^>]*>/g) ?? []) {
    const names = tag.replace(/="[^"]*"/g, "");
    expect(names).not.toMatch(/['=]/);
    expect(names).not.toMatch(/\son\w+/i);
    expect(names).not.toMatch(/\s(style|class|id)\b/i);
    for (const [, url] of tag.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
      expect(url).not.toMatch(/(javascript|vbscript|data|file)\s*:/i);
    }
  }
  for (const element of parse(html).querySelectorAll("*")) {
    const tag = element.tagName.toLowerCase();
    expect(ALLOWED_TAGS.has(tag), `<${tag}> is not allowed`).toBe(true);
    for (const attribute of element.getAttributeNames()) {
      expect(ALLOWED_ATTRIBUTES[tag] ?? [], `${tag}[${attribute}]`).toContain(attribute);
    }
    if (tag === "a") expect(element.getAttribute("href")).toMatch(SAFE_HREF);
    if (tag === "img") expect(element.getAttribute("src")).toMatch(SAFE_SRC);
  }
}

const XSS_CORPUS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  "<img src=x onerror=alert(1)>",
  "<IMG SRC=x OnErRoR=alert(1)>",
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  "<math><mi xlink:href=javascript:alert(1)>x</mi></math>",
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="javascript:alert(1)">x</a>',
  "<style>body{display:none}</style>",
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<iframe src="https://evil.example"></iframe>',
  '<form action="https://evil.example"><input name=x></form>',
  '<div onclick="alert(1)">x</div>',
  '<body onload="alert(1)">',
  "<object data=javascript:alert(1)>",
  "<embed src=javascript:alert(1)>",
  "[x](javascript:alert(1))",
  "[x](JaVaScRiPt:alert(1))",
  "[x](  javascript:alert(1))",
  "[x](<javascript:alert(1)>)",
  "[x](&#106;avascript:alert(1))",
  "[x](&#x6A;avascript:alert(1))",
  "[x](javascript&colon;alert(1))",
  "[x](jav&#x09;ascript:alert(1))",
  "[x](jav\tascript:alert(1))",
  "[x](java\u0000script:alert(1))",
  "[x](\u0001javascript:alert(1))",
  "[x](vbscript:msgbox(1))",
  "[x](VBScript:msgbox(1))",
  "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "[x](file:///etc/passwd)",
  "[x](//evil.example)",
  "[x](/\\evil.example)",
  "[x](\\\\evil.example)",
  '[x](https://example.com"onmouseover="alert(1))',
  "[x](https://example.com 'a\" onmouseover=\"alert(1)')",
  "![x](javascript:alert(1))",
  "![x](JAVASCRIPT:alert(1))",
  "![x](data:image/png;base64,iVBORw0KGgo=)",
  "![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
  "![x](https://evil.example/tracker.png)",
  "![x](//evil.example/tracker.png)",
  "![x](/media/../admin/delete)",
  "![x](/media/%2e%2e/admin)",
  '![x" onerror="alert(1)](/media/a.jpg)',
  '![x](/media/a.jpg "t\\" onerror=\\"alert(1)")',
  "<javascript:alert(1)>",
  "<JAVASCRIPT:alert(1)>",
  "<vbscript:msgbox(1)>",
  "[x][r]\n\n[r]: javascript:alert(1)",
  "[x][r]\n\n[r]: <javascript:alert(1)>",
  '[x][r]\n\n[r]: https://example.com "t\\" onclick=\\"alert(1)"',
  "![x][i]\n\n[i]: javascript:alert(1)",
  "&lt;script&gt;alert(1)&lt;/script&gt;",
  "&#60;script&#62;alert(1)&#60;/script&#62;",
  "`<script>alert(1)</script>`",
  "```html\n<script>alert(1)</script>\n```",
  "    <script>alert(1)</script>",
  "> <script>alert(1)</script>",
  "- <img src=x onerror=alert(1)>",
  "| <script>alert(1)</script> | [x](javascript:alert(1)) |\n|---|---|\n| <svg onload=alert(1)> | ![x](javascript:alert(1)) |",
  "# <script>alert(1)</script>",
  "javascript:alert(1) https://example.com/?q=<script>",
  "<!-- <script>alert(1)</script> -->",
  "<![CDATA[<script>alert(1)</script>]]>",
];

describe("renderMarkdown: XSS", () => {
  it.each([
    '<p onclick="x">a</p>',
    "<img src=/media/a.jpg onerror=x>",
    '<a href="javascript:alert(1)">x</a>',
    '<a href=" JAVASCRIPT:alert(1)">x</a>',
    '<a href="//evil.example">x</a>',
    '<img src="https://evil.example/a.png">',
    '<p style="color:red">a</p>',
    '<span class="x">a</span>',
    "<script>alert(1)</script>",
    "<SVG></SVG>",
  ])("(the checker itself rejects %j)", (html) => {
    expect(() => expectSafe(html)).toThrow();
  });

  it.each(XSS_CORPUS)("neutralises %j", (source) => {
    expectSafe(renderMarkdown(source));
  });

  it("escapes raw HTML as visible text rather than dropping it", () => {
    expect(renderMarkdown("<script>alert(1)</script>")).toBe("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n");
    expect(renderMarkdown("<b>bold</b>")).toBe("<p>&lt;b&gt;bold&lt;/b&gt;</p>\n");
  });

  it("turns a refused link into its text", () => {
    expect(renderMarkdown("[click](jav&#x09;ascript:alert(1))")).toBe("<p>click</p>\n");
    expect(renderMarkdown("[click](//evil.example)")).toBe("<p>click</p>\n");
    expect(renderMarkdown("[click](ftp://example.com)")).toBe("<p>click</p>\n");
    expect(renderMarkdown("[click](contact)")).toBe("<p>click</p>\n");
  });

  it("removes an image from anywhere but /media/ and /generated/", () => {
    expect(renderMarkdown("![x](https://evil.example/a.png)")).toBe("<p></p>\n");
    expect(renderMarkdown("![x](/media/../x.png)")).toBe("<p></p>\n");
  });

  it("keeps quotes in an alt text inside the attribute", () => {
    const img = parse(renderMarkdown('![a "quoted" onerror=x](/media/a.jpg)')).querySelector("img");
    expect(img?.getAttribute("alt")).toBe('a "quoted" onerror=x');
    expect(img?.getAttributeNames().sort()).toEqual(["alt", "decoding", "loading", "src"]);
  });
});

describe("renderMarkdown: Markdown", () => {
  it("moves headings down a level: h1 -> h2, h2 -> h3, h3 -> h4, h4 to h6 -> h4", () => {
    expect(renderMarkdown("# One\n\n## Two\n\n### Three\n\n#### Four\n\n##### Five\n\n###### Six")).toBe(
      "<h2>One</h2>\n<h3>Two</h3>\n<h4>Three</h4>\n<h4>Four</h4>\n<h4>Five</h4>\n<h4>Six</h4>\n",
    );
    expect(renderMarkdown("Setext\n======\n\nTwo\n---")).toBe("<h2>Setext</h2>\n<h3>Two</h3>\n");
  });

  it("makes the post's top heading level h2, so no level is skipped after the page's h1", () => {
    // The cheat-sheet's "## Heading" is a section heading: h2, with "###" below it.
    expect(renderMarkdown("## Section\n\n### Smaller\n\n## Next")).toBe("<h2>Section</h2>\n<h3>Smaller</h3>\n<h2>Next</h2>\n");
    expect(renderMarkdown("### Only small ones\n\n#### Smaller")).toBe("<h2>Only small ones</h2>\n<h3>Smaller</h3>\n");
    expect(renderMarkdown("> ## Quoted\n\n### After")).toBe("<blockquote>\n<h2>Quoted</h2>\n</blockquote>\n<h3>After</h3>\n");
    expect(renderMarkdown("No headings at all.")).toBe("<p>No headings at all.</p>\n");
  });

  it("renders paragraphs, emphasis, line breaks and rules", () => {
    expect(renderMarkdown("**bold** and *italic* and _also_\n\nline  \nbreak\n\n---")).toBe(
      "<p><strong>bold</strong> and <em>italic</em> and <em>also</em></p>\n<p>line<br />\nbreak</p>\n<hr />\n",
    );
  });

  it("renders lists, keeping a numbered list's start", () => {
    expect(renderMarkdown("- one\n- two\n\n3. three\n4. four")).toBe(
      "<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<ol start=\"3\">\n<li>three</li>\n<li>four</li>\n</ol>\n",
    );
  });

  it("links same-site paths plainly and other sites with rel=noopener noreferrer", () => {
    expect(renderMarkdown("[Doors](/doors) [Specs](#specs)")).toBe(
      '<p><a href="/doors">Doors</a> <a href="#specs">Specs</a></p>\n',
    );
    expect(renderMarkdown("[BC Hydro](https://www.bchydro.com/rebates)")).toBe(
      '<p><a href="https://www.bchydro.com/rebates" rel="noopener noreferrer">BC Hydro</a></p>\n',
    );
    expect(renderMarkdown("[Call](tel:+16045550142) [Mail](mailto:info@example.com)")).toBe(
      '<p><a href="tel:+16045550142">Call</a> <a href="mailto:info@example.com">Mail</a></p>\n',
    );
  });

  it("links bare URLs and e-mail addresses", () => {
    expect(renderMarkdown("See https://example.com/a?b=1&c=2 or write to info@example.com")).toBe(
      '<p>See <a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer">https://example.com/a?b=1&amp;c=2</a>' +
        ' or write to <a href="mailto:info@example.com">info@example.com</a></p>\n',
    );
  });

  it("resolves reference-style links", () => {
    expect(renderMarkdown("Read [the guide][g].\n\n[g]: /journal/guide 'Guide'")).toBe(
      '<p>Read <a href="/journal/guide" title="Guide">the guide</a>.</p>\n',
    );
  });

  it("renders images under /media/ and /generated/, lazily", () => {
    expect(renderMarkdown("![The showroom](/media/2025/showroom.jpg)")).toBe(
      '<p><img src="/media/2025/showroom.jpg" alt="The showroom" loading="lazy" decoding="async" /></p>\n',
    );
    expect(renderMarkdown("![](/generated/products/sd95/cover-960.webp)")).toBe(
      '<p><img src="/generated/products/sd95/cover-960.webp" alt="" loading="lazy" decoding="async" /></p>\n',
    );
  });

  it("renders inline code and code blocks, escaped, without a language class", () => {
    expect(renderMarkdown("Part `SD-95 <A>`")).toBe("<p>Part <code>SD-95 &lt;A&gt;</code></p>\n");
    expect(renderMarkdown("```js\nconst a = 1 < 2;\n```")).toBe("<pre><code>const a = 1 &lt; 2;\n</code></pre>\n");
  });

  it("renders tables without alignment styles", () => {
    expect(renderMarkdown("| Series | U-value |\n|:--|--:|\n| SD95 | 0.8 |")).toBe(
      "<table>\n<thead>\n<tr>\n<th>Series</th>\n<th>U-value</th>\n</tr>\n</thead>\n" +
        "<tbody>\n<tr>\n<td>SD95</td>\n<td>0.8</td>\n</tr>\n</tbody>\n</table>\n",
    );
  });

  it("renders blockquotes", () => {
    expect(renderMarkdown("> Great windows.\n> — A customer")).toBe(
      "<blockquote>\n<p>Great windows.\n— A customer</p>\n</blockquote>\n",
    );
  });

  it("uses typographic quotes and dashes", () => {
    expect(renderMarkdown("\"Quoted\" -- it's here...")).toBe("<p>“Quoted” – it’s here…</p>\n");
  });

  it("renders an empty source as nothing", () => {
    expect(renderMarkdown("")).toBe("");
  });
});

describe("markdownToPlainText", () => {
  it("strips formatting and keeps the words", () => {
    expect(markdownToPlainText("# Hello *world*\n\nA [link](https://example.com) and `code`.\nSame paragraph.")).toBe(
      "Hello world\n\nA link and code. Same paragraph.",
    );
  });

  it("puts list items and table rows one to a line and drops images", () => {
    const source = "- one\n- two\n  - nested\n\nAfter.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n![alt](/media/x.jpg)";
    expect(markdownToPlainText(source)).toBe("one\ntwo\nnested\n\nAfter.\n\na b\n1 2");
  });

  it("returns text, not HTML: raw HTML stays as typed and entities are decoded", () => {
    expect(markdownToPlainText("<b>raw</b> &amp; \\*stars\\*")).toBe("<b>raw</b> & *stars*");
  });

  it("applies the same typography as the page", () => {
    expect(markdownToPlainText("\"Quoted\" -- it's")).toBe("“Quoted” – it’s");
  });

  it("gives an empty string for an empty source", () => {
    expect(markdownToPlainText("")).toBe("");
    expect(markdownToPlainText("---\n\n![x](/media/x.jpg)")).toBe("");
  });
});

describe("URL rules", () => {
  it.each([
    ["/doors", "/doors"],
    ["#specs", "#specs"],
    ["https://example.com", "https://example.com"],
    ["HTTP://example.com", "HTTP://example.com"],
    ["mailto:a@example.com", "mailto:a@example.com"],
    ["tel:+16045550142", "tel:+16045550142"],
    ["//evil.example", undefined],
    ["/\\evil.example", undefined],
    ["/\t/evil.example", undefined],
    ["javascript:alert(1)", undefined],
    [" JaVaScRiPt:alert(1)", undefined],
    ["jav\tascript:alert(1)", undefined],
    ["data:text/html,x", undefined],
    ["ftp://example.com", undefined],
    ["doors", undefined],
    ["", undefined],
    [undefined, undefined],
  ])("href %j -> %j", (href, expected) => {
    expect(safeLinkHref(href)).toBe(expected);
  });

  it.each([
    ["/media/a.jpg", "/media/a.jpg"],
    ["/generated/x/y-960.webp", "/generated/x/y-960.webp"],
    ["/media/a..b.jpg", "/media/a..b.jpg"],
    ["/media/../etc", undefined],
    ["/media/%2E%2E/etc", undefined],
    ["/media/./a.jpg", undefined],
    ["/media\\..\\etc", undefined],
    ["/mediafile.jpg", undefined],
    ["/public/a.jpg", undefined],
    ["https://example.com/media/a.jpg", undefined],
    ["//example.com/media/a.jpg", undefined],
    ["data:image/png;base64,AAAA", undefined],
    [undefined, undefined],
  ])("src %j -> %j", (src, expected) => {
    expect(safeImageSrc(src)).toBe(expected);
  });
});

describe("MARKDOWN_HELP", () => {
  it("is a short list of one-line tips", () => {
    expect(MARKDOWN_HELP.length).toBeGreaterThan(3);
    expect(MARKDOWN_HELP.length).toBeLessThanOrEqual(12);
    for (const line of MARKDOWN_HELP) expect(line).not.toContain("\n");
  });
});
