import { data } from "react-router";
import type { QuoteActionData } from "../components/forms/QuoteForm";
import { QuoteRequest, type QuoteRequestProps } from "../components/forms/QuoteRequest";
import { Island } from "../components/Island";
import { QUOTE_ISLAND } from "../components/island-names";
import { pageMeta } from "../content/page-meta";
import type { RawFields } from "../lib/forms/fields";
import { findQuoteProduct } from "../lib/quote/catalogue";
import { applyRowAction, readRowAction, ROW_ACTION_FIELD, rowsFromValues, valuesWithRows } from "../lib/quote/rows";
import { getMeta } from "../lib/meta";
import { QUOTE_MAX_FIELDS } from "../lib/server/leads/quote-upload.server";
import { acceptRowPostAttachments, keptValues } from "../lib/server/leads/form-handler.server";
import { discardPendingAttachment, isAttachmentField } from "../lib/server/leads/attachments.server";
import { clientHash } from "../lib/server/platform/client-hash.server";
import { requireServices } from "../lib/server/platform/services.server";
import { ATTACHMENTS_ERROR_FIELD, REMOVE_ATTACHMENT_FIELD } from "../lib/quote/attachments";
import { formAction, formPageHeaders } from "../lib/server/leads/form-routes.server";
import { QUOTE_CATALOGUE } from "../lib/server/leads/quotes.server";
import { BodyError, readFields } from "../lib/server/platform/request-body.server";
import type { PageHandle } from "../lib/page-handle";
import type { PostedIsland } from "../lib/posted-island";
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

/** The compact catalogue (not the product records), and the product of "Ask about …" for the first row. */
export function loader({ request }: Route.LoaderArgs) {
  const product = new URL(request.url).searchParams.get("product") ?? "";
  return { catalogue: QUOTE_CATALOGUE, product: findQuoteProduct(QUOTE_CATALOGUE, product)?.id ?? null };
}

/**
 * A row button without JavaScript ("Add another opening", "Duplicate", "Remove", a file's "Remove") gives the form
 * back with the rows rearranged, every value kept and the files received so far listed; the request is not sent.
 * Anything else is the request itself, handled like every form.
 */
export async function action({ request, context }: Route.ActionArgs) {
  let fields: RawFields | undefined;
  try {
    fields = await readFields(request.clone(), QUOTE_MAX_FIELDS);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
  }
  const rowAction = fields ? readRowAction(fields[ROW_ACTION_FIELD]) : undefined;
  const removedFile = typeof fields?.[REMOVE_ATTACHMENT_FIELD] === "string" ? fields[REMOVE_ATTACHMENT_FIELD] : undefined;
  if (!fields || (!rowAction && removedFile === undefined)) return formAction("quote", request, context);

  const services = requireServices(context);
  if (removedFile !== undefined) {
    await discardPendingAttachment(services.store.db, removedFile);
    for (const [name, value] of Object.entries(fields)) if (isAttachmentField(name) && value === removedFile) delete fields[name];
  }
  const files = await acceptRowPostAttachments(services, { clientHash: clientHash(context.clientIp, services.clientKey) }, fields, context.quoteUpload);
  const values = keptValues(fields);
  const rows = rowsFromValues(values);
  const applied = rowAction ? applyRowAction(rows, rowAction) : { rows, message: "File removed.", focus: undefined };
  return data<QuoteActionData>(
    {
      rowAction: true,
      values: valuesWithRows(values, applied.rows),
      message: applied.message,
      focus: applied.focus,
      attachments: files.attachments,
      ...(files.errors.length ? { errors: { [ATTACHMENTS_ERROR_FIELD]: files.errors.join(" ") } } : {}),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export function meta() {
  return getMeta(pageMeta.quote);
}

/** The page is its quote request island (app/islands/quote.client.tsx): React alone, no router. */
export default function Quote({ loaderData, actionData }: Route.ComponentProps) {
  return <Island name={quoteRequest.name} component={QuoteRequest} props={requestProps(loaderData, actionData as QuoteActionData | undefined)} />;
}
