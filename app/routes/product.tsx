import { data, isRouteErrorResponse, redirect, useRouteError } from "react-router";
import { COVER_SIZES } from "../lib/image-sizes";
import { productCover, productRender, productSocialImage } from "../lib/images";
import { liveCatalogue, productAddress } from "../lib/server/content/catalogue.server";
import { renderMarkdown } from "../lib/server/content/markdown.server";
import { ProductArticle } from "../components/ProductArticle";
import { ProductGone, productGoneMeta, type ProductGoneProps } from "../components/ProductGone";
import { NotFoundPage } from "../components/NotFoundPage";
import { mediaImage, mediaOgImage } from "../lib/media";
import { productPictures, shownPictures } from "../lib/product-pictures";
import { drawingsFor } from "../lib/server/content/product-pictures.server";
import { projectsWithProduct } from "../lib/server/content/project-filter.server";
import { jsonLd, notFoundMeta } from "../lib/meta";
import { projectCardData } from "../lib/project-gallery";
import { specSheetLink } from "../lib/server/catalogue/spec-sheets.server";
import { requireServices } from "../lib/server/platform/services.server";
import { breadcrumbJsonLd, productJsonLd } from "../lib/structured-data";
import { siteMeta } from "#app/lib/content/live-meta";
import { rootSettings } from "#app/lib/content/root-content";
import type { Route } from "./+types/product";
import { STATIC_PAGE } from "../lib/page-handle";

/** A product page shows at most this many of the projects that used the product. */
const PRODUCT_PROJECTS_SHOWN = 6;

/**
 * The product at this address from the live catalogue (the database's, decision 034), its breadcrumbs, its spec sheet's
 * link and size (the sheet made at run time) and the projects that used it, from the snapshot. The page ships no script, so
 * none of this reaches the browser but as HTML.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname;
  const catalogue = liveCatalogue(context);
  // Any address under the catalogue's roots comes here (decision 036): a product's, an earlier one, a hidden one's.
  const address = productAddress(context, pathname);
  if (address.kind === "moved") throw redirect(address.to, 301);
  if (address.kind === "gone") throw data<ProductGoneProps>(address, { status: 410 });
  // The route matches any letter case ("/Doors/Swing/SD95"); the content is at the lowercase address only.
  if (address.kind !== "product") throw new Response("Not Found", { status: 404 });
  const services = requireServices(context);
  const snapshot = services.content.current();
  // Uploaded pictures (decision 037): a picture not uploaded stays the drawn one, where there is one (a stand-in's for
  // a product the build did not draw: app/lib/product-drawings.ts).
  const { product, pictures } = shownPictures(address.product, productPictures(address.product, snapshot.productImages), drawingsFor(address.product));
  const used = projectsWithProduct(snapshot.projects, product.id);
  return {
    product,
    pictures,
    files: snapshot.productFiles?.get(product.id) ?? [],
    // Markdown, cleaned as journal posts are.
    descriptionHtml: renderMarkdown(product.description),
    trail: catalogue.breadcrumbTrail(pathname),
    // Made at run time from the live record, so a change shows in the sheet too (decision 038).
    specSheet: await specSheetLink(product.id, { product, services }),
    projects: used.slice(0, PRODUCT_PROJECTS_SHOWN).map(projectCardData),
    projectCount: used.length,
  };
}

export function meta({ data, error, location, matches }: Route.MetaArgs) {
  if (isGone(error)) return productGoneMeta(error.data.product, location.pathname, rootSettings(matches));
  if (!data || error) return notFoundMeta(location.pathname, rootSettings(matches));
  const { product, trail, pictures: uploaded } = data;
  const cover = uploaded.cover ? mediaImage(uploaded.cover) : productCover(uploaded.drawingsOf);
  // Link previews follow the uploaded cover (its JPEG made for them), else the drawn cover's.
  const social = uploaded.cover ? mediaOgImage(uploaded.cover) : productSocialImage(uploaded.drawingsOf);
  const pictures = [
    social.path,
    ...product.renders.map((_, index) => {
      const render = uploaded.renders[index];
      return render ? mediaImage(render).fallbackSrc : productRender(uploaded.drawingsOf, index + 1).fallbackSrc;
    }),
  ];
  return [
    ...siteMeta(matches, {
      title: `${product.title}: ${product.subtitle}`,
      description: product.summary,
      // An alias page names its primary as canonical.
      path: product.path,
      type: "product",
      image: { ...social, alt: product.coverAlt },
    }),
    // The cover is the page's largest picture: fetch it before the stylesheet is parsed. Same sources and sizes
    // as its <picture>, so the browser picks the same file; browsers without AVIF skip this and use WebP.
    {
      tagName: "link",
      rel: "preload",
      as: "image",
      type: "image/avif",
      imageSrcSet: cover.avifSrcSet,
      imageSizes: COVER_SIZES,
      fetchPriority: "high",
    },
    // The spec sheet is named only when there is one to fetch (the page's own link says so).
    jsonLd(productJsonLd(product, pictures, data.specSheet?.href ?? null)),
    jsonLd(breadcrumbJsonLd(trail)),
  ];
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return <ProductArticle {...loaderData} />;
}

/** A hidden product's page (410): what the loader threw, with the product, its landing and related products. */
function isGone(error: unknown): error is { status: 410; data: ProductGoneProps } {
  return isRouteErrorResponse(error) && error.status === 410;
}

/** A hidden product's page, or the helpful 404; any other error goes on to the root's error screen. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isGone(error)) return <ProductGone {...error.data} />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  throw error;
}

/** Nothing on this page runs a script: it ships as HTML (docs/decisions/018-pages-without-javascript.md). */
export const handle = STATIC_PAGE;
