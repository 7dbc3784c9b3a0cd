import { describe, expect, it } from "vitest";
import { z } from "zod";
import { about } from "#app/content/about";
import { aboutSchema } from "#app/content/about.schema";
import { breadcrumbTrail, productById } from "#app/content/catalogue";
import { landings } from "#app/content/landings";
import { pivotDesigns } from "#app/content/pivot-designs";
import { products } from "#app/content/products";
import { projects } from "#app/content/projects";
import { projectsSchema } from "#app/content/projects.schema";
import { productSchema } from "#app/content/schema";
import { site } from "#app/content/site";
import { team } from "#app/content/team";
import { teamSchema } from "#app/content/team.schema";
import { testimonials } from "#app/content/testimonials";
import { testimonialsSchema } from "#app/content/testimonials.schema";

describe("content records", () => {
  it("validates every product", () => {
    expect(products).toHaveLength(14);
    for (const product of products) expect(productSchema.safeParse(product).error).toBeUndefined();
  });

  it("validates team, testimonials, projects and the about copy", () => {
    expect(() => teamSchema.parse(team)).not.toThrow();
    expect(() => testimonialsSchema.parse(testimonials)).not.toThrow();
    expect(() => projectsSchema.parse(projects)).not.toThrow();
    expect(() => aboutSchema.parse(about)).not.toThrow();
  });

  it("rejects a product with a missing field or a bad value", () => {
    const { title: _title, ...withoutTitle } = products[0]!;
    expect(productSchema.safeParse(withoutTitle).error?.issues[0]?.path).toEqual(["title"]);
    const badStep = { ...products[1]!, stepCode: { label: "Step Quote 5", from: 5, to: 6 } };
    expect(productSchema.safeParse(badStep).success).toBe(false);
  });

  it("links landing cards to products that exist", () => {
    for (const landing of landings) {
      for (const section of landing.sections) {
        for (const card of section.cards) if ("product" in card) expect(productById(card.product), card.product).toBeDefined();
      }
    }
  });

  it("illustrates the story with a project that exists", () => {
    expect(projects.some((project) => project.id === about.storyProject)).toBe(true);
  });

  it("never writes Step Quote", () => {
    const all = JSON.stringify({ products, landings, about, testimonials, projects, team });
    expect(all).not.toMatch(/step quote/i);
  });

  it("has 26 pivot designs in alphabetical order, each described for its alt text", () => {
    const names = pivotDesigns.map((design) => design.name);
    expect(names).toHaveLength(26);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names.slice(0, 3)).toEqual(["Achilles", "Aphrodite", "Apollo"]);
    expect(names.at(-1)).toBe("Zeus");
    for (const design of pivotDesigns) expect(design.description.length).toBeGreaterThan(20);
  });

  it("keeps the brand defaults in one place", () => {
    expect(z.string().email().safeParse(site.email).success).toBe(true);
    expect(site.phone.href).toBe("tel:+16045550142");
  });

  it("builds breadcrumbs from the catalogue", () => {
    expect(breadcrumbTrail("/doors/swing/sd95").map((crumb) => crumb.name)).toEqual(["Home", "Doors", "Swing Doors", "SD95"]);
    expect(breadcrumbTrail("/passive/sd95").map((crumb) => crumb.name)).toEqual(["Home", "Passive Housing", "SD95"]);
  });
});
