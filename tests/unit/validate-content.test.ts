import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as content from "#app/content/all-content";
import { contentErrors } from "#app/content/validate";

const root = path.resolve(import.meta.dirname, "../..");
const script = path.join(root, "scripts/validate-content.mjs");
const badContent = path.join(root, "tests/unit/fixtures/bad-content.ts");

function withProduct(id: string, change: (product: Record<string, unknown>) => Record<string, unknown>) {
  return { ...content, products: content.products.map((product) => (product.id === id ? change({ ...product }) : product)) };
}

describe("content validation", () => {
  it("accepts the site's content", () => {
    expect(contentErrors(content)).toEqual([]);
  });

  it("names the record and the field of a bad value", () => {
    const errors = contentErrors(
      withProduct("sd95", (product) => ({
        ...product,
        specifications: [{ label: "Frame depth", value: "95", unit: "millimetres" }],
      })),
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^Invalid product "sd95": specifications\.0\.unit: /);
  });

  it("names a missing field", () => {
    const errors = contentErrors(withProduct("s67", ({ title: _title, ...rest }) => rest));
    expect(errors).toEqual([expect.stringMatching(/^Invalid product "s67": title: /)]);
  });

  it("rejects a value written with its unit, a number without a unit and a unit on a class", () => {
    const specs = [
      { label: "Frame depth", value: "95 mm", unit: "mm" },
      { label: "Frame depth", value: "95", unit: "" },
      { label: "Burglar resistance", value: "RC3", unit: "mm" },
    ];
    const errors = contentErrors(withProduct("sd95", (product) => ({ ...product, specifications: specs })));
    expect(errors).toEqual([
      expect.stringMatching(/^Invalid product "sd95": specifications\.0\.value: /),
      expect.stringMatching(/^Invalid product "sd95": specifications\.1\.unit: a number needs a unit/),
      expect.stringMatching(/^Invalid product "sd95": specifications\.2\.unit: a class like RC2 has no unit/),
    ]);
  });

  it("never accepts Step Quote, and keeps the Step Code range consistent", () => {
    const quote = contentErrors(withProduct("s77", (p) => ({ ...p, stepCode: { label: "Step Quote 5", from: 5, to: 5 } })));
    expect(quote[0]).toBe('Invalid product "s77": stepCode.label: must start with "Step Code " and a step from 1 to 5');
    const reversed = contentErrors(withProduct("s77", (p) => ({ ...p, stepCode: { label: "Step Code 4-5", from: 4, to: 3 } })));
    expect(reversed).toContainEqual(expect.stringMatching(/^Invalid product "s77": stepCode\.to: /));
  });

  it("checks the links between records", () => {
    const landings = content.landings.map((landing) =>
      landing.path === "/curtain" ? { ...landing, sections: [{ cards: [{ product: "m8" }] }] } : landing,
    );
    expect(contentErrors({ ...content, landings })).toEqual([
      'Invalid landing "/curtain": sections.0.cards.0.product: no product has the id "m8"',
    ]);
    const listed = content.landings.map((landing) =>
      landing.path === "/passive" ? { ...landing, alsoListed: ["s99", "s67", "s67"] } : landing.path === "/windows" ? { ...landing, alsoListed: ["rehau"] } : landing,
    );
    expect(contentErrors({ ...content, landings: listed })).toEqual([
      'Invalid landing "/windows": alsoListed.0: "rehau" already has its page under /windows',
      'Invalid landing "/passive": alsoListed.0: no product has the id "s99"',
      'Invalid landing "/passive": alsoListed: "s67" is listed twice',
    ]);
  });

  it("takes pivot designs in any order, but not none or a name twice", () => {
    expect(contentErrors({ ...content, pivotDesigns: [...content.pivotDesigns].reverse() })).toEqual([]);
    expect(contentErrors({ ...content, pivotDesigns: [] })).toEqual(["Invalid pivot designs: at least one design is needed"]);
    const twice = [...content.pivotDesigns, { ...content.pivotDesigns[0]!, name: content.pivotDesigns[0]!.name.toUpperCase() }];
    expect(contentErrors({ ...content, pivotDesigns: twice })).toEqual(["Invalid pivot designs: names must be unique"]);
  });
});

describe("scripts/validate-content.mjs, the build's first step", () => {
  it("passes the site's content", () => {
    const run = spawnSync(process.execPath, [script], { cwd: root, encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });

  it("fails on a bad record, printing one line per problem", () => {
    const run = spawnSync(process.execPath, [script, badContent], { cwd: root, encoding: "utf8" });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split("\n");
    expect(lines).toContainEqual(expect.stringMatching(/^Invalid product "sd95": specifications\.0\.unit: /));
    expect(lines).toContainEqual(expect.stringMatching(/^Invalid product "s67": title: /));
    expect(lines).toContain('Invalid landing "/doors/swing": sections.0.cards.0.product: no product has the id "sd99"');
    expect(lines.at(-1)).toBe("✗ Content validation failed: 3 problems.");
  });
});
