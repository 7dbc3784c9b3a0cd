import type { MetaDescriptor } from "react-router";
import { site } from "../content/site";
import { absoluteUrl } from "./site-url";

/** Who the site speaks for in titles and link previews: the live company details' trading name and tagline (decision 040). */
export interface MetaSite {
  name: string;
  tagline: string;
}

/** The default social image, generated at build into public/og/; its alt names the live trading name. */
export const DEFAULT_OG_IMAGE = { path: "/og/helios-default.png", width: 1200, height: 630, alt: `${site.name}: ${site.tagline}` };

const defaultOgImage = (named: MetaSite) => ({ ...DEFAULT_OG_IMAGE, alt: `${named.name}: ${named.tagline}` });

export interface MetaInput {
  /** The page's own name; the site name is appended ("Doors | Helios Windows & Doors"). */
  title: string;
  description: string;
  /** The page's canonical path (an alias page passes its primary's path). */
  path: string;
  image?: { path: string; width: number; height: number; alt: string };
  /** Pages that must stay out of search results (the 404, staff pages). */
  noindex?: boolean;
  /** Open Graph type; "website" unless the page is a product or an article. */
  type?: "website" | "product" | "article";
  /** The home page's title is the site name with its tagline instead of "Page | Site". */
  isHome?: boolean;
  /** The live trading name and tagline (rootSettings(matches)); the shipped ones when not given. */
  site?: MetaSite;
}

export function pageTitle(title: string, isHome = false, name: string = site.name): string {
  return isHome ? `${name} | ${title}` : `${title} | ${name}`;
}

/** Title, description, canonical URL, robots, Open Graph and Twitter tags for a route's meta export. */
export function getMeta(input: MetaInput): MetaDescriptor[] {
  const named = input.site ?? site;
  const title = pageTitle(input.title, input.isHome, named.name);
  const url = absoluteUrl(input.path);
  const image = input.image ?? defaultOgImage(named);
  const imageUrl = absoluteUrl(image.path);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: named.name },
    { property: "og:locale", content: "en_CA" },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
  ];
  if (input.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  return tags;
}

/** A JSON-LD block as a meta descriptor (React Router renders it as a script of type application/ld+json). */
export function jsonLd(data: Record<string, unknown>): MetaDescriptor {
  return { "script:ld+json": data };
}

/** The meta of the helpful 404 page: an unknown address, or content that is not (or no longer) public. */
export function notFoundMeta(path: string, named?: MetaSite) {
  return getMeta({
    site: named,
    title: "Page not found",
    description: "The page you asked for does not exist. Browse our collections, projects or contact us.",
    path,
    noindex: true,
  });
}
