import { describe, expect, it } from "vitest";
import { aliases } from "#app/content/catalogue";
import { publicPagePaths } from "#app/content/pages";
import { products } from "#app/content/products";
import { robotsTxt } from "#app/routes/robots.txt";
import { escapeXml } from "#app/lib/xml";
import { sitemapXml } from "#app/routes/sitemap.xml";

describe("sitemap.xml", () => {
  const xml = sitemapXml(publicPagePaths(products));
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it("lists every primary page made from the content files once, with absolute URLs", () => {
    // The RSVP pages and the journal come from the database; the browser tests check they are listed.
    expect(locs).toHaveLength(35);
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) expect(loc).toMatch(/^https:\/\/www\.helios-windows\.example\//);
    expect(locs).toContain("https://www.helios-windows.example/");
    expect(locs).toContain("https://www.helios-windows.example/doors/swing/sd95");
    expect(locs).toContain("https://www.helios-windows.example/contact");
    expect(locs).toContain("https://www.helios-windows.example/energy-and-rebates");
    expect(locs).toContain("https://www.helios-windows.example/quote");
    expect(locs).toContain("https://www.helios-windows.example/visit");
    expect(locs).toContain("https://www.helios-windows.example/privacy");
  });

  it("leaves out aliases and staff pages", () => {
    for (const alias of aliases.keys()) expect(locs).not.toContain(`https://www.helios-windows.example${alias}`);
    expect(locs.some((loc) => loc?.includes("/admin"))).toBe(false);
  });

  it("escapes XML", () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;");
  });
});

describe("robots.txt", () => {
  it("allows the site, disallows /admin and names the sitemap", () => {
    const text = robotsTxt();
    expect(text).toContain("User-agent: *\nAllow: /\nDisallow: /admin");
    expect(text).toContain("Sitemap: https://www.helios-windows.example/sitemap.xml");
  });
});
