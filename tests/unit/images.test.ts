import { describe, expect, it } from "vitest";
import {
  IMAGE_FORMATS,
  IMAGE_GROUPS,
  heightFor,
  imageSources,
  imageStem,
  partnerMark,
  pivotDesign,
  productCover,
  productRender,
  projectImage,
  section,
  slugify,
  teamPortrait,
  typology,
  type ImageGroup,
} from "#app/lib/images";

const groups = Object.keys(IMAGE_GROUPS) as ImageGroup[];

describe("image groups", () => {
  it("list ascending widths that give whole-pixel heights at the aspect", () => {
    for (const group of groups) {
      const { aspect, widths } = IMAGE_GROUPS[group];
      expect(widths.length).toBeGreaterThanOrEqual(2);
      expect([...widths].sort((a, b) => a - b)).toEqual([...widths]);
      for (const w of widths) expect((w * aspect[1]) % aspect[0]).toBe(0);
    }
  });

  it("keep the aspects the pages are laid out for", () => {
    expect(IMAGE_GROUPS.productCover.aspect).toEqual([3, 2]);
    expect(IMAGE_GROUPS.productRender.aspect).toEqual([3, 2]);
    expect(IMAGE_GROUPS.typology.aspect).toEqual([1, 1]);
    expect(IMAGE_GROUPS.section.aspect).toEqual([3, 4]);
    expect(IMAGE_GROUPS.pivot.aspect).toEqual([1, 2]);
    expect(IMAGE_GROUPS.project.aspect).toEqual([5, 3]);
    expect(IMAGE_GROUPS.team.aspect).toEqual([1, 1]);
  });
});

describe("imageSources", () => {
  it("lists every width in both srcsets, in the w-descriptor form", () => {
    const image = projectImage("lions-bay", 1);
    for (const format of IMAGE_FORMATS) {
      const srcSet = format === "avif" ? image.avifSrcSet : image.webpSrcSet;
      const entries = srcSet.split(", ");
      expect(entries).toEqual(IMAGE_GROUPS.project.widths.map((w) => `/generated/projects/lions-bay/1-${w}.${format} ${w}w`));
    }
  });

  it("gives the intrinsic size of the largest width at the group's aspect", () => {
    for (const group of groups) {
      const params = { id: "x", n: 1, name: "Achilles" } as never;
      const image = imageSources(group, params);
      const { aspect, widths } = IMAGE_GROUPS[group];
      expect(image.width).toBe(widths[widths.length - 1]);
      expect(image.height).toBe(heightFor(group, image.width));
      expect(image.width * aspect[1]).toBe(image.height * aspect[0]);
    }
  });

  it("falls back to the largest-but-one WebP", () => {
    expect(productCover("sd95").fallbackSrc).toBe("/generated/products/sd95/cover-960.webp");
    expect(teamPortrait("mei-chen").fallbackSrc).toBe("/generated/team/mei-chen-240.webp");
  });

  it("names files as the generator writes them", () => {
    expect(imageStem("productRender", { id: "sf85", n: 2 })).toBe("products/sf85/render-2");
    expect(productRender("sf85", 2).webpSrcSet).toContain("/generated/products/sf85/render-2-600.webp 600w");
    expect(typology("s67", 4).avifSrcSet).toContain("/generated/products/s67/typology-4-640.avif 640w");
    expect(section("sd115", 1).webpSrcSet).toContain("/generated/products/sd115/section-1-480.webp 480w");
    expect(pivotDesign("Achilles").webpSrcSet).toContain("/generated/pivot/achilles-240.webp 240w");
    expect(projectImage("2601-east-hastings", 6).avifSrcSet).toContain("/generated/projects/2601-east-hastings/6-1600.avif 1600w");
  });

  it("rejects numbers from 0 and ids that are not slugs", () => {
    expect(() => projectImage("lions-bay", 0)).toThrow();
    expect(() => productRender("sd95", 1.5)).toThrow();
    expect(() => productCover("../etc")).toThrow();
    expect(() => teamPortrait("Mei Chen")).toThrow();
  });
});

describe("slugify", () => {
  it("makes lowercase ASCII slugs shared with the generator", () => {
    expect(slugify("Achilles")).toBe("achilles");
    expect(slugify("Living Space")).toBe("living-space");
    expect(slugify("Western Living")).toBe("western-living");
    expect(slugify("Tomasz Wójcik")).toBe("tomasz-wojcik");
    expect(slugify("  Astra  Concepts! ")).toBe("astra-concepts");
    expect(slugify("Helios Windows & Doors")).toBe("helios-windows-and-doors");
  });
});

describe("partnerMark", () => {
  it("points at the SVG wordmark with its intrinsic size", () => {
    expect(partnerMark("Astra Concepts")).toEqual({ src: "/generated/partners/astra-concepts.svg", width: 360, height: 120 });
  });
});
