import type { AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { products } from "#app/content/products";
import { projects as shippedProjects } from "#app/content/projects";
import { projectFilterOptions, readProjectFilter } from "#app/lib/server/content/project-filter.server";
import type { ProjectItem } from "#app/lib/content/types";
import { projectCardData, projectItemImages, projectItemOgImage } from "#app/lib/project-gallery";
import { projectJsonLd } from "#app/lib/structured-data";
import { loader as productLoader } from "#app/routes/product";
import { loader as projectLoader } from "#app/routes/project";
import { galleryPath, PROJECTS_PAGE_SIZE } from "#app/lib/content/projects";
import { pageCountOf, pagePath, readPageNumber } from "#app/lib/pagination";
import { loader as projectsLoader, meta as projectsMeta, shouldRevalidate } from "#app/routes/projects";
import { loader as sitemapLoader } from "#app/routes/sitemap.xml";

// The product loader asks for its spec sheet, made at run time by a service these unit tests run without.
vi.mock("#app/lib/server/catalogue/spec-sheets.server", () => ({
  specSheetLink: (id: string) => ({ href: `/generated/spec-sheets/${id}.pdf`, bytes: 1 }),
}));

const SITE = "https://www.helios-windows.example";

/** The shipped projects as the snapshot holds them after the first start (shippedProjectRow, app/lib/server/content/kinds/project.server.ts). */
const seeded: ProjectItem[] = shippedProjects.map((project, i) => ({
  id: `id-${i}`,
  slug: project.id,
  name: project.name,
  place: project.location,
  area: project.area,
  year: project.year,
  type: project.type,
  scope: project.scope,
  products: [...project.products],
  photos: [],
  drawing: { key: project.id, imageCount: project.imageCount, scene: project.scene, alts: [] },
}));

/** `count` published projects: the shipped ones again and again, each with an address of its own. */
const manyProjects = (count: number): ProjectItem[] =>
  Array.from({ length: count }, (_, i) => {
    const project = seeded[i % seeded.length]!;
    return { ...project, id: `many-${i}`, slug: `${project.slug}-${i}` };
  });

const withPhotos: ProjectItem = {
  ...seeded[0]!,
  photos: [
    { image: { id: "photoAAAAAAAA", width: 2400, height: 1600 }, alt: "The living room at dusk", caption: "Howe Sound from the living room" },
    { image: { id: "photoBBBBBBBB", width: 1200, height: 800 }, alt: "The entrance", caption: null },
  ],
};

function context(projects: ProjectItem[], projectRedirects = new Map<string, string>()): AppLoadContext {
  const snapshot = { projects, projectRedirects, events: [], posts: [], redirects: new Map(), announcements: [], products };
  return { services: { content: { current: () => snapshot, now: () => Date.UTC(2026, 0, 1) } } } as unknown as AppLoadContext;
}

const args = (url: string, ctx: AppLoadContext, params: Record<string, string> = {}) =>
  ({ request: new Request(`${SITE}${url}`), context: ctx, params }) as never;

async function thrown(run: () => unknown): Promise<Response> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a Response to be thrown");
}

describe("the projects gallery's loader", () => {
  it("shows every published project in gallery order, unfiltered", () => {
    const data = projectsLoader(args("/projects", context(seeded)));
    expect(data.projects.map((project) => project.slug)).toEqual(seeded.map((project) => project.slug));
    expect(data.filtered).toBe(false);
  });

  it("filters by product, family and area; unknown values are ignored", () => {
    const bySlug = (url: string) => projectsLoader(args(url, context(seeded))).projects.map((project) => project.slug);
    const s700 = bySlug("/projects?product=s700");
    expect(s700.length).toBeGreaterThan(0);
    for (const slug of s700) expect(seeded.find((project) => project.slug === slug)!.products).toContain("s700");
    expect(bySlug("/projects?area=okanagan").every((slug) => seeded.find((project) => project.slug === slug)!.area === "okanagan")).toBe(true);
    expect(bySlug("/projects?product=nothing&area=mars&family=boats")).toHaveLength(seeded.length);
    expect(projectsLoader(args("/projects?product=nothing", context(seeded))).filtered).toBe(false);
  });

  it("resolves an earlier address in ?project= to the project's current one", () => {
    const renamed = seeded.map((project) => (project.slug === "lions-bay" ? { ...project, slug: "lions-bay-house" } : project));
    const data = projectsLoader(args("/projects?project=lions-bay", context(renamed, new Map([["lions-bay", "lions-bay-house"]]))));
    expect(data.renamed).toEqual({ from: "lions-bay", to: "lions-bay-house" });
    expect(projectsLoader(args("/projects?project=regal", context(seeded))).renamed).toBeNull();
  });

  it("offers only areas and products that have projects, grouped by family, in catalogue and area order", () => {
    const options = projectFilterOptions(seeded, readProjectFilter(new URLSearchParams(), products), products);
    expect(options.families.map((family) => family.name)).toEqual(["Doors", "Windows", "Curtain walls", "Passive house"]);
    const areas = new Set(seeded.map((project) => project.area));
    expect(options.areas.map((area) => area.id).every((id) => areas.has(id))).toBe(true);
    expect(options.areas).toHaveLength(areas.size);
    const used = new Set(seeded.flatMap((project) => project.products));
    const listed = options.productGroups.flatMap((group) => group.products.map((product) => product.id));
    expect(new Set(listed)).toEqual(used);
    expect(options.productGroups.map((group) => group.name)).toEqual(expect.arrayContaining(["Doors", "Windows"]));
    expect(options.productGroups.find((group) => group.name === "Doors")!.products).toContainEqual({ id: "s700", title: "S700" });
  });

  it("gives one page of PROJECTS_PAGE_SIZE at a time; a page that does not exist is a 404, as the journal's", async () => {
    const many = manyProjects(2 * PROJECTS_PAGE_SIZE + 5);
    const load = (url: string) => projectsLoader(args(url, context(many)));
    const first = load("/projects");
    expect(first.projects.map((project) => project.slug)).toEqual(many.slice(0, PROJECTS_PAGE_SIZE).map((project) => project.slug));
    expect([first.page, first.pageCount, first.total]).toEqual([1, 3, many.length]);
    const last = load("/projects?page=3");
    expect(last.projects.map((project) => project.slug)).toEqual(many.slice(2 * PROJECTS_PAGE_SIZE).map((project) => project.slug));
    for (const page of ["1", "4", "0", "-1", "2.0", "02", "two", ""]) {
      expect((await thrown(() => load(`/projects?page=${page}`))).status, `?page=${page}`).toBe(404);
    }
    // The filter counts its own pages.
    const okanagan = many.filter((project) => project.area === "okanagan");
    const filtered = load(`/projects?area=okanagan`);
    expect([filtered.total, filtered.pageCount]).toEqual([okanagan.length, Math.ceil(okanagan.length / PROJECTS_PAGE_SIZE)]);
    expect(load("/projects").projects).toHaveLength(PROJECTS_PAGE_SIZE);
  });

  it("brings the project ?project= names along when it is on another page, so the viewer opens it there", () => {
    const many = manyProjects(2 * PROJECTS_PAGE_SIZE + 5);
    const onLast = many.at(-1)!;
    const data = projectsLoader(args(`/projects?project=${onLast.slug}`, context(many)));
    expect(data.projects.map((project) => project.slug)).not.toContain(onLast.slug);
    expect(data.opened?.slug).toBe(onLast.slug);
    // On its own page it is a tile already; an unknown one brings nothing.
    expect(projectsLoader(args(`/projects?page=3&project=${onLast.slug}`, context(many))).opened).toBeNull();
    expect(projectsLoader(args("/projects?project=nowhere", context(many))).opened).toBeNull();
    // By an earlier address too.
    const redirects = new Map([["old-address", onLast.slug]]);
    expect(projectsLoader(args("/projects?project=old-address", context(many, redirects))).opened?.slug).toBe(onLast.slug);
  });

  it("names a later page of the whole gallery as a page of its own; a filtered page stays a view of /projects", () => {
    const many = manyProjects(2 * PROJECTS_PAGE_SIZE + 5);
    const head = (url: string) => {
      const data = projectsLoader(args(url, context(many)));
      const tags = projectsMeta({ data } as never) as Record<string, string>[];
      return {
        title: tags.find((tag) => "title" in tag)?.title,
        canonical: tags.find((tag) => tag.rel === "canonical")?.href,
        robots: tags.find((tag) => tag.name === "robots")?.content,
      };
    };
    expect(head("/projects?page=2")).toEqual({ title: "Projects, page 2 | Helios Windows & Doors", canonical: `${SITE}/projects?page=2`, robots: undefined });
    expect(head("/projects")).toEqual({ title: "Projects | Helios Windows & Doors", canonical: `${SITE}/projects`, robots: undefined });
    expect(head("/projects?family=doors&page=2").canonical).toBe(`${SITE}/projects`);
    expect(head("/projects?family=doors&page=2").robots).toBe("noindex, follow");
  });

  it("links the pages with the filter kept", () => {
    expect(galleryPath({ family: "doors", product: null, area: "okanagan" }, 2)).toBe("/projects?family=doors&area=okanagan&page=2");
    expect(galleryPath({ family: null, product: null, area: null }, 1)).toBe("/projects");
    expect(galleryPath({ family: null, product: "s700", area: null })).toBe("/projects?product=s700");
  });

  it("keeps the projects when only the open project changes", () => {
    const revalidates = (from: string, to: string) =>
      shouldRevalidate({ currentUrl: new URL(`${SITE}${from}`), nextUrl: new URL(`${SITE}${to}`), defaultShouldRevalidate: true } as never);
    expect(revalidates("/projects", "/projects?project=regal")).toBe(false);
    expect(revalidates("/projects?product=s700&project=regal", "/projects?product=s700")).toBe(false);
    expect(revalidates("/projects", "/projects?product=s700")).toBe(true);
  });
});

describe("a project's page", () => {
  it("answers with the project, its area's name and the products it used", () => {
    const data = projectLoader(args("/projects/lions-bay", context(seeded), { slug: "lions-bay" }));
    expect(data.project.name).toBe("Lions Bay");
    expect(data.areaName).toBe("Sea to Sky");
    expect(data.products.map((product) => product.title)).toEqual(["S700", "S77", "SD115"]);
    expect(data.products[0]!.path).toBe("/doors/liftandslide/s700");
    expect(data.more?.product).toBe("S700");
    expect(data.more!.projects.length).toBeGreaterThan(0);
    expect(data.more!.projects.map((project) => project.slug)).not.toContain("lions-bay");
  });

  it("sends an earlier address to the current one with a 301", async () => {
    const renamed = seeded.map((project) => (project.slug === "lions-bay" ? { ...project, slug: "lions-bay-house" } : project));
    const response = await thrown(() =>
      projectLoader(args("/projects/lions-bay", context(renamed, new Map([["lions-bay", "lions-bay-house"]])), { slug: "lions-bay" })),
    );
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/projects/lions-bay-house");
  });

  it("is a 404 for an unknown project, and for an old address of a project no longer shown", async () => {
    expect((await thrown(() => projectLoader(args("/projects/nowhere", context(seeded), { slug: "nowhere" })))).status).toBe(404);
    const hidden = seeded.filter((project) => project.slug !== "lions-bay");
    const redirects = new Map([["lions-bay-old", "lions-bay"]]);
    expect((await thrown(() => projectLoader(args("/projects/lions-bay-old", context(hidden, redirects), { slug: "lions-bay-old" })))).status).toBe(404);
  });

  it("describes the project as a CreativeWork made by the business, mentioning its products", () => {
    const data = projectJsonLd({
      name: "Lions Bay",
      description: "Lift and slide doors.",
      path: "/projects/lions-bay",
      images: ["/generated/projects/lions-bay/1-1200.webp"],
      year: 2025,
      place: "Lions Bay",
      products: [{ name: "S700", path: "/doors/liftandslide/s700" }],
    });
    expect(data).toMatchObject({
      "@type": "CreativeWork",
      name: "Lions Bay",
      url: `${SITE}/projects/lions-bay`,
      image: [`${SITE}/generated/projects/lions-bay/1-1200.webp`],
      dateCreated: "2025",
      locationCreated: { "@type": "Place", address: { addressLocality: "Lions Bay", addressRegion: "BC" } },
      creator: { "@type": "Organization", name: "Helios Windows & Doors" },
      mentions: [{ "@type": "Product", name: "S700", url: `${SITE}/doors/liftandslide/s700` }],
    });
  });
});

describe("project images", () => {
  it("lists uploaded photos with their captions, the main one first, instead of the drawing", () => {
    const images = projectItemImages(withPhotos);
    expect(images.map((image) => [image.alt, image.caption])).toEqual([
      ["The living room at dusk", "Howe Sound from the living room"],
      ["The entrance", null],
    ]);
    expect(images[0]!.image.avifSrcSet).toContain("/media/photoAAAAAAAA-480.avif");
  });

  it("uses the main photo's link preview (its crop around the focal point) as Open Graph image, or the largest file of the drawing", () => {
    expect(projectItemOgImage(withPhotos)).toEqual({ path: "/media/og/photoAAAAAAAA-50-50.jpg", width: 1200, height: 630, alt: "The living room at dusk" });
    expect(projectItemOgImage(seeded[0]!)).toMatchObject({ path: "/generated/projects/lions-bay/1-1600.webp", width: 1600, height: 960 });
    expect(projectItemOgImage({ ...seeded[0]!, drawing: null })).toBeUndefined();
  });

  it("gives small tiles the name, place, year and main image", () => {
    expect(projectCardData(seeded[0]!)).toMatchObject({ slug: "lions-bay", name: "Lions Bay", place: "Lions Bay", year: 2025 });
    expect(projectCardData({ ...seeded[0]!, drawing: null }).main).toBeNull();
  });
});

describe("pages that link to projects", () => {
  it("a product page gets up to six projects that used it, and how many there are", async () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ ...seeded[0]!, id: `many-${i}`, slug: `many-${i}`, products: ["sd95"] }));
    const data = await productLoader(args("/doors/swing/sd95", context(many)));
    expect(data.projects).toHaveLength(6);
    expect(data.projectCount).toBe(8);
    expect((await productLoader(args("/curtain/m7", context(seeded.filter((project) => !project.products.includes("m7")))))).projects).toEqual([]);
  });

  it("the sitemap lists every published project's page", async () => {
    const response = sitemapLoader(args("/sitemap.xml", context(seeded)));
    const xml = await response.text();
    for (const project of seeded) expect(xml).toContain(`<loc>${SITE}/projects/${project.slug}</loc>`);
  });

  it("the sitemap lists the gallery's further pages", async () => {
    const xml = await sitemapLoader(args("/sitemap.xml", context(manyProjects(PROJECTS_PAGE_SIZE + 1)))).text();
    expect(xml).toContain(`/projects?page=2</loc>`);
    expect(xml).not.toContain(`/projects?page=3</loc>`);
    expect(await sitemapLoader(args("/sitemap.xml", context(seeded))).text()).not.toContain("/projects?page=");
  });
});

describe("lists shown a page at a time", () => {
  it("reads ?page= strictly: one address per page, the first without it", () => {
    expect(readPageNumber(null, 3)).toBe(1);
    expect(readPageNumber("3", 3)).toBe(3);
    for (const value of ["1", "4", "0", "02", "2.0", "1e1", " 2", "9999999"]) expect(readPageNumber(value, 3), value).toBeNull();
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(21, 10)).toBe(3);
    expect(pagePath("/journal", new URLSearchParams("page=5"), 1)).toBe("/journal");
  });
});
