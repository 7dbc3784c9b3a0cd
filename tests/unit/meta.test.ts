import { describe, expect, it } from "vitest";
import { getMeta, pageTitle } from "#app/lib/meta";
import { businessJsonLd } from "#app/lib/structured-data";

type Tag = Record<string, unknown>;
const find = (tags: Tag[], key: string, value: string) => tags.find((tag) => tag[key] === value);

describe("getMeta", () => {
  const tags = getMeta({ title: "Doors", description: "All our doors.", path: "/doors" }) as Tag[];

  it("titles a page 'Page | Helios Windows & Doors'", () => {
    expect(tags[0]).toEqual({ title: "Doors | Helios Windows & Doors" });
    expect(pageTitle("Tagline", true)).toBe("Helios Windows & Doors | Tagline");
  });

  it("gives an absolute canonical URL from SITE_URL", () => {
    expect(find(tags, "rel", "canonical")).toMatchObject({ tagName: "link", href: "https://www.helios-windows.example/doors" });
    expect(find(tags, "property", "og:url")).toMatchObject({ content: "https://www.helios-windows.example/doors" });
  });

  it("has a description, Open Graph and Twitter tags with an absolute image", () => {
    expect(find(tags, "name", "description")).toMatchObject({ content: "All our doors." });
    expect(find(tags, "property", "og:image")).toMatchObject({
      content: "https://www.helios-windows.example/og/helios-default.png",
    });
    expect(find(tags, "name", "twitter:card")).toMatchObject({ content: "summary_large_image" });
    expect(find(tags, "name", "robots")).toBeUndefined();
  });

  it("marks pages noindex on request", () => {
    const noindex = getMeta({ title: "Page not found", description: "x", path: "/x", noindex: true }) as Tag[];
    expect(find(noindex, "name", "robots")).toMatchObject({ content: "noindex, follow" });
  });
});

describe("business structured data", () => {
  it("is a HomeAndConstructionBusiness with name, address, phone, email and url", () => {
    const data = businessJsonLd();
    expect(data).toMatchObject({
      "@type": "HomeAndConstructionBusiness",
      name: "Helios Windows & Doors",
      telephone: "+16045550142",
      email: "info@helios-windows.example",
      url: "https://www.helios-windows.example/",
      address: { "@type": "PostalAddress", addressLocality: "Surrey", addressRegion: "BC" },
    });
  });
});
