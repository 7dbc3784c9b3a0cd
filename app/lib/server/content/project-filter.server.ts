/**
 * The gallery's filters: by product family, by product and by area, read from the URL, so they work as a plain GET
 * form. Uses the live catalogue's records (the content snapshot's, decision 034); pages run it in their loaders.
 */
import type { Landing } from "#app/content/landings.schema";
import type { Product } from "#app/content/schema";
import { catalogueOf, type Catalogue } from "#app/lib/catalogue";
import { galleryPath, PROJECT_AREAS, PROJECTS_PATH, type ProjectAreaId } from "#app/lib/content/projects";
import type { ProjectItem } from "#app/lib/content/types";

/** The product families the gallery filters by: the catalogue's three, and the passive-house collection. */
export const PRODUCT_FAMILIES = [
  { id: "doors", name: "Doors" },
  { id: "windows", name: "Windows" },
  { id: "curtain-walls", name: "Curtain walls" },
  { id: "passive", name: "Passive house" },
] as const;
export type ProductFamilyId = (typeof PRODUCT_FAMILIES)[number]["id"];

/** The passive-house collection's landing: the products listed under its address are of its family too. */
const PASSIVE_LANDING = "/passive";

/** A product's families: its own, and "passive" when the passive-house collection lists it under its address. */
export function productFamilies(product: Pick<Product, "family" | "path">, catalogue: Catalogue): ProductFamilyId[] {
  const passive = [...catalogue.aliases].some(([alias, primary]) => primary === product.path && alias.startsWith(`${PASSIVE_LANDING}/`));
  return passive ? [product.family, "passive"] : [product.family];
}

/** A product's name as the filters and project pages say it: "SD95 swing door". */
export function productLabel(product: Pick<Product, "title" | "subtitle">): string {
  return `${product.title} ${product.subtitle.toLowerCase()}`.trim();
}

/** The gallery's filter, as the URL holds it: /projects?family=doors&product=sd95&area=okanagan. */
export interface ProjectFilter {
  family: ProductFamilyId | null;
  product: string | null;
  area: ProjectAreaId | null;
}

export const NO_FILTER: ProjectFilter = { family: null, product: null, area: null };

/** Reads the filter from a query string; an unknown value (a product not in the catalogue) is ignored, never an error. */
export function readProjectFilter(params: URLSearchParams, products: readonly Product[]): ProjectFilter {
  const family = params.get("family");
  const product = params.get("product");
  const area = params.get("area");
  return {
    family: PRODUCT_FAMILIES.some((entry) => entry.id === family) ? (family as ProductFamilyId) : null,
    product: product && catalogueOf(products).productById(product) ? product : null,
    area: PROJECT_AREAS.some((entry) => entry.id === area) ? (area as ProjectAreaId) : null,
  };
}

export function isFiltered(filter: ProjectFilter): boolean {
  return Boolean(filter.family || filter.product || filter.area);
}

/** The query string of a filter (empty parts left out), e.g. "?product=sd95". */
export function filterQuery(filter: ProjectFilter): string {
  return galleryPath(filter).slice(PROJECTS_PATH.length);
}

function usesFamily(project: ProjectItem, family: ProductFamilyId, catalogue: Catalogue): boolean {
  return project.products.some((id) => {
    const product = catalogue.productById(id);
    return product ? productFamilies(product, catalogue).includes(family) : false;
  });
}

/**
 * The projects that match every part of the filter, in gallery order. `landings` are the live ones (the passive
 * family is what its landing lists); the seed's when left out.
 */
export function filterProjects(
  projects: readonly ProjectItem[],
  filter: ProjectFilter,
  products: readonly Product[],
  landings?: readonly Landing[],
): ProjectItem[] {
  const catalogue = catalogueOf(products, landings);
  return projects.filter(
    (project) =>
      (!filter.family || usesFamily(project, filter.family, catalogue)) &&
      (!filter.product || project.products.includes(filter.product)) &&
      (!filter.area || project.area === filter.area),
  );
}

/** The projects that used a product, in gallery order. */
export function projectsWithProduct(projects: readonly ProjectItem[], productId: string): ProjectItem[] {
  return projects.filter((project) => project.products.includes(productId));
}


/** The choices of the gallery's filter form, worked out on the server so the page does not ship the catalogue. */
export interface ProjectFilterOptions {
  families: { id: ProductFamilyId; name: string }[];
  /** Products used by a published project (and the one chosen), grouped by catalogue family, in catalogue order. */
  productGroups: { name: string; products: { id: string; title: string }[] }[];
  /** Areas with a published project (and the one chosen), in PROJECT_AREAS order. */
  areas: { id: ProjectAreaId; name: string }[];
}

export function projectFilterOptions(projects: readonly ProjectItem[], filter: ProjectFilter, products: readonly Product[]): ProjectFilterOptions {
  const used = new Set(projects.flatMap((project) => project.products));
  if (filter.product) used.add(filter.product);
  const areas = new Set(projects.map((project) => project.area));
  if (filter.area) areas.add(filter.area);
  const productGroups = PRODUCT_FAMILIES.flatMap((family) => {
    const listed = products
      .filter((product) => product.family === family.id && used.has(product.id))
      .map((product) => ({ id: product.id, title: product.title }));
    return listed.length ? [{ name: family.name, products: listed }] : [];
  });
  return {
    families: PRODUCT_FAMILIES.map((family) => ({ id: family.id, name: family.name })),
    productGroups,
    areas: PROJECT_AREAS.filter((area) => areas.has(area.id)).map((area) => ({ id: area.id, name: area.name })),
  };
}
