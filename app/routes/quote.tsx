import type { QuoteActionData } from "../components/forms/QuoteForm";
import { QuoteRequest, type QuoteRequestProps } from "../components/forms/QuoteRequest";
import { Island } from "../components/Island";
import { QUOTE_ISLAND } from "../components/island-names";
import { findQuoteProduct } from "../lib/quote/catalogue";
import { rebateFigures } from "#app/lib/rebate-estimate";
import { formAction, formPageHeaders, formPagePost } from "../lib/server/leads/form-routes.server";
import { liveQuoteCatalogue } from "../lib/server/leads/quotes.server";
import { requireServices } from "../lib/server/platform/services.server";
import type { PageHandle } from "../lib/page-handle";
import type { PostedIsland } from "../lib/posted-island";
import { livePageMeta } from "#app/lib/content/live-meta";
import type { Route } from "./+types/quote";

/** The quote request: the catalogue and first product (the loader's), and the result of a post or a row button. */
const requestProps = (loaded: Omit<QuoteRequestProps, "result">, result: QuoteActionData | undefined): QuoteRequestProps => ({ ...loaded, result });
const quoteRequest: PostedIsland<Omit<QuoteRequestProps, "result">, QuoteActionData, QuoteRequestProps> = {
  name: QUOTE_ISLAND,
  props: ({ loaderData, actionData }) => requestProps(loaderData, actionData),
};

/** The page hydrates only its quote request (app/islands/quote.client.tsx), with React alone. */
export const handle = { hydrate: false, islands: "quote", postedIsland: quoteRequest } satisfies PageHandle;

export function headers(args: Route.HeadersArgs) {
  return formPageHeaders(args);
}

/** The compact live catalogue (not the product records), and the product of "Ask about …" for the first row. */
export function loader({ request, context }: Route.LoaderArgs) {
  const product = new URL(request.url).searchParams.get("product") ?? "";
  const { products, energy } = requireServices(context).content.current();
  const catalogue = liveQuoteCatalogue(products, energy);
  return { catalogue, rebate: rebateFigures(energy), product: findQuoteProduct(catalogue, product)?.id ?? null };
}

/** The request, or a row button without JavaScript (the quote's definition answers it: app/lib/server/leads/forms/quote.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  return (await formPagePost("quote", request, context)) ?? formAction("quote", request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return livePageMeta(matches, "quote");
}

/** The page is its quote request island (app/islands/quote.client.tsx): React alone, no router. */
export default function Quote({ loaderData, actionData }: Route.ComponentProps) {
  return <Island name={quoteRequest.name} component={QuoteRequest} props={requestProps(loaderData, actionData as QuoteActionData | undefined)} />;
}
