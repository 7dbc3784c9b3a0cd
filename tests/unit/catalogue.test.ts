import { describe, expect, it } from "vitest";
import { cardProduct, landingByPath, landingProducts, productById } from "#app/content/catalogue";
import { products } from "#app/content/products";
import { formatFileSize, specSheetFileName, specSheetUrl } from "#app/lib/spec-sheets";
import { comparisonRows, formatSpec, NOT_PUBLISHED } from "#app/lib/specs";
import { breadcrumbJsonLd, productJsonLd } from "#app/lib/structured-data";

describe("specifications", () => {
  it("shows every value with its unit", () => {
    expect(formatSpec({ label: "Maximum height", value: "4.0", unit: "m" })).toBe("4.0 m");
    expect(formatSpec({ label: "Burglar resistance", value: "RC2", unit: "" })).toBe("RC2");
    expect(formatSpec({ label: "Thermal transmittance (Uw)", value: "from 2.3", unit: "W/m²K" })).toBe("from 2.3 W/m²K");
  });

  it("compares products row by row, leaving unpublished values to be asked for", () => {
    const rows = comparisonRows([productById("sd77")!, productById("sd95")!]);
    expect(rows.map((row) => row.label)).toEqual([
      "Frame depth",
      "Sash weight",
      "Burglar resistance",
      "Threshold height",
      "Glazing thickness",
      "Recommended for",
    ]);
    expect(rows[0]!.values).toEqual(["77 mm", "95 mm"]);
    expect(rows[3]!.values).toEqual(["22 mm", null]);
    expect(rows[4]!.values).toEqual([null, "up to 70 mm"]);
    expect(rows.at(-1)!.values).toEqual(["Step Code 2-4", "Step Code 5 to Passive"]);
    expect(NOT_PUBLISHED).toBe("On request");
    expect(rows[3]!.fallback).toBe("On request");
    const withoutStepCode = comparisonRows([productById("s91")!, productById("rehau")!]).at(-1)!;
    expect(withoutStepCode).toEqual({ label: "Recommended for", values: ["Step Code 5 (Net Zero) to Passive", null], fallback: "Assessed per project" });
  });

  it("leaves out the Step Code row when no product has one", () => {
    const rows = comparisonRows([productById("sf85")!, productById("s650")!]);
    expect(rows.map((row) => row.label)).not.toContain("Recommended for");
  });
});

describe("landing products", () => {
  it("lists the distinct products a landing links to, with the URL of each link", () => {
    const passive = landingProducts(landingByPath("/passive")!);
    expect(passive.map((entry) => entry.to)).toEqual(["/passive/sd95", "/passive/s91", "/passive/rehau", "/passive/m7"]);
    expect(landingProducts(landingByPath("/doors/swing")!).map((entry) => entry.product.id)).toEqual(["sd77", "sd95"]);
    expect(landingProducts(landingByPath("/curtain")!)).toHaveLength(1);
  });

  it("pictures a card that links to a landing with that landing's first product", () => {
    expect(cardProduct({ page: "/doors/liftandslide", name: "Lift and Slide Doors", text: "x".repeat(20) })?.id).toBe("s560");
    expect(cardProduct({ page: "/windows", name: "Windows", text: "x".repeat(20) })?.id).toBe("s67");
    expect(cardProduct({ product: "m7" })?.id).toBe("m7");
  });
});

describe("spec sheets", () => {
  it("live under /generated/spec-sheets, one per product id", () => {
    expect(specSheetUrl("sd95")).toBe("/generated/spec-sheets/sd95.pdf");
    expect(() => specSheetUrl("../x")).toThrow();
    expect(specSheetFileName("Koemmerling 76 Center Seal")).toBe("Helios-Koemmerling-76-Center-Seal-spec-sheet.pdf");
  });

  it("show their size in bytes, KB or MB", () => {
    expect(formatFileSize(900)).toBe("900 bytes");
    expect(formatFileSize(62_171)).toBe("61 KB");
    expect(formatFileSize(1_500_000)).toBe("1.4 MB");
    expect(() => formatFileSize(-1)).toThrow();
  });
});

describe("catalogue structured data", () => {
  it("describes a product with absolute URLs and each specification with its unit", () => {
    const product = productById("s700")!;
    const data = productJsonLd(product, ["/generated/products/s700/cover-1200.jpg"], specSheetUrl("s700"));
    expect(data).toMatchObject({
      "@type": "Product",
      name: "Alumil S700",
      url: "https://www.helios-windows.example/doors/liftandslide/s700",
      image: ["https://www.helios-windows.example/generated/products/s700/cover-1200.jpg"],
      brand: { "@type": "Brand", name: "Alumil" },
      subjectOf: { encodingFormat: "application/pdf", url: "https://www.helios-windows.example/generated/spec-sheets/s700.pdf" },
    });
    expect(data.additionalProperty).toContainEqual({ "@type": "PropertyValue", name: "Thermal transmittance (Uw)", value: "1.1", unitText: "W/m²K" });
    expect(data.additionalProperty).toContainEqual({ "@type": "PropertyValue", name: "Burglar resistance", value: "RC2" });
  });

  it("does not repeat a maker's name that is also the product's", () => {
    expect(productJsonLd(productById("rehau")!, [], specSheetUrl("rehau")).name).toBe("REHAU");
  });

  it("names no spec sheet for a product whose sheet is not made yet", () => {
    expect(productJsonLd(productById("rehau")!, [], null)).not.toHaveProperty("subjectOf");
  });

  it("lists breadcrumbs in order with absolute URLs", () => {
    const data = breadcrumbJsonLd([
      { name: "Home", path: "/" },
      { name: "Doors", path: "/doors" },
    ]);
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.helios-windows.example/" },
      { "@type": "ListItem", position: 2, name: "Doors", item: "https://www.helios-windows.example/doors" },
    ]);
  });

  it("covers all 14 products", () => {
    expect(products).toHaveLength(14);
  });
});
