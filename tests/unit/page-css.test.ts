import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { classesOfHtml, createPageCssCutter, cutStylesheet, requiredClasses } from "#server/page-css";

/** Rules in the shapes Tailwind writes them (minified, escaped class names, layers, media queries, variants). */
const STYLESHEET = [
  "@layer theme{:root{--color-ink:#1b2430}}",
  "@layer base{*,:before{box-sizing:border-box}h1{font-size:2rem}}",
  "@layer utilities{",
  ".flex{display:flex}",
  ".grid{display:grid}",
  ".w-1\\/2{width:50%}",
  ".group-hover\\:underline:is(:where(.group):hover *){text-decoration:underline}",
  ".space-y-4>:not(:last-child){margin-block-end:1rem}",
  ".\\[\\&\\>p\\]\\:mt-2>p{margin-top:.5rem}",
  ".btn:not(.is-quiet){font-weight:700}",
  "[data-state=open] .menu-panel{display:block}",
  "@media (min-width:48rem){.md\\:grid-cols-2{grid-template-columns:repeat(2,minmax(0,1fr))}.md\\:flex{display:flex}}",
  "@media (min-width:64rem){.lg\\:hidden{display:none}}",
  "}",
  "@keyframes spin{to{transform:rotate(360deg)}}",
  ".a,.b{color:red}",
].join("");

const cut = (classes: string[]) => cutStylesheet(postcss.parse(STYLESHEET), new Set(classes));

describe("the classes a selector requires", () => {
  it("reads escaped class names, and leaves out what is inside parentheses and attribute selectors", () => {
    expect(requiredClasses(".w-1\\/2")).toEqual(["w-1/2"]);
    expect(requiredClasses(".md\\:grid-cols-2")).toEqual(["md:grid-cols-2"]);
    expect(requiredClasses(".group-hover\\:underline:is(:where(.group):hover *)")).toEqual(["group-hover:underline"]);
    expect(requiredClasses(".btn:not(.is-quiet)")).toEqual(["btn"]);
    expect(requiredClasses("[data-x='a.b'] .menu-panel")).toEqual(["menu-panel"]);
    expect(requiredClasses(".\\[\\&\\>p\\]\\:mt-2>p")).toEqual(["[&>p]:mt-2"]);
    expect(requiredClasses("h1")).toEqual([]);
  });

  it("does not guess at a hexadecimal escape: the rule is kept", () => {
    expect(requiredClasses(".\\31 0x")).toBeUndefined();
  });
});

describe("a page's classes", () => {
  it("are read from every class attribute, with React's character references decoded", () => {
    const html = `<div class="flex  md:flex"><p class="[&amp;&gt;p]:mt-2 w-1/2">x</p><svg class="icon"></svg></div>`;
    expect([...classesOfHtml(html)].sort()).toEqual(["[&>p]:mt-2", "flex", "icon", "md:flex", "w-1/2"]);
  });
});

describe("cutting the stylesheet to a page", () => {
  it("keeps the rules the page's classes can match and every rule without a class", () => {
    const css = cut(["flex", "md:flex", "w-1/2"]);
    expect(css).toContain(".flex{display:flex}");
    expect(css).toContain(".w-1\\/2{width:50%}");
    expect(css).toContain(".md\\:flex{display:flex}");
    expect(css).toContain(":root{--color-ink:#1b2430}");
    expect(css).toContain("h1{font-size:2rem}");
    expect(css).toContain("@keyframes spin{to{transform:rotate(360deg)}}");
    expect(css).not.toContain(".grid{");
    expect(css).not.toContain("md\\:grid-cols-2");
  });

  it("drops a media query left empty, and keeps only the selectors of a list that can match", () => {
    const css = cut(["a"]);
    expect(css).not.toContain("64rem");
    expect(css).not.toContain("48rem");
    expect(css).toContain(".a{color:red}");
    expect(css).not.toContain(".b");
  });

  it("keeps a rule whose required class is there, whatever :not() or :is() asks", () => {
    const css = cut(["btn", "group-hover:underline", "space-y-4", "menu-panel"]);
    expect(css).toContain(".btn:not(.is-quiet){font-weight:700}");
    expect(css).toContain(".group-hover\\:underline:is(:where(.group):hover *)");
    expect(css).toContain(".space-y-4>:not(:last-child)");
    expect(css).toContain("[data-state=open] .menu-panel{display:block}");
  });
});

describe("the page cutter", () => {
  const page = (body: string, scripts = "") =>
    `<!DOCTYPE html><html><head><style id="site-css">${STYLESHEET}</style></head><body>${body}${scripts}</body></html>`;
  const cutPage = createPageCssCutter();

  it("cuts the inline stylesheet of a page without scripts of its own, and leaves the rest of the page as it was", () => {
    const html = page(`<main class="grid"><p>$& and $1 stay</p></main>`, `<script>(function(){})()</script>`);
    const result = cutPage(html);
    expect(result).toContain(".grid{display:grid}");
    expect(result).not.toContain(".flex{");
    expect(result).toContain(`<main class="grid"><p>$& and $1 stay</p></main><script>(function(){})()</script></body></html>`);
    expect(result.length).toBeLessThan(html.length);
  });

  it("leaves the whole stylesheet to a page with a script of its own, or an island whose code it does not know", () => {
    const island = page(`<main class="grid"></main>`, `<script type="module">import("/assets/islands/contact.js")</script>`);
    const external = page(`<main class="grid"></main>`, `<script src="/assets/app.js"></script>`);
    expect(cutPage(island)).toBe(island);
    expect(cutPage(external)).toBe(external);
    const knowing = createPageCssCutter((script) => (script === "/assets/islands/quote.js" ? new Set(["flex"]) : undefined));
    expect(knowing(island)).toBe(island);
    expect(knowing(external)).toBe(external);
    const hydrating = page(`<main class="grid"></main>`, `<script type="module">window.__reactRouterContext={};import("/assets/islands/quote.js")</script>`);
    expect(knowing(hydrating)).toBe(hydrating);
  });

  it("cuts an island page to the rules its HTML or its island's code can match", () => {
    const cutIslands = createPageCssCutter((script) =>
      script === "/assets/islands/contact-Ab1_x.js" ? new Set(["md:flex", "className:", "w-1/2"]) : undefined,
    );
    const html = page(`<main class="grid"><div data-island="contact-form"></div></main>`, `<script type="module">["/assets/islands/contact-Ab1_x.js"].forEach(u=>import(u))</script>`);
    const result = cutIslands(html);
    expect(result).toContain(".grid{display:grid}");
    expect(result).toContain(".md\\:flex{display:flex}");
    expect(result).toContain(".w-1\\/2{width:50%}");
    expect(result).not.toContain(".flex{display:flex}");
    expect(result).not.toContain(".lg\\:hidden");
  });

  it("leaves a page without the inline stylesheet as it was", () => {
    const linked = `<html><head><link rel="stylesheet" href="/assets/app.css"></head><body class="flex"></body></html>`;
    expect(cutPage(linked)).toBe(linked);
  });
});
