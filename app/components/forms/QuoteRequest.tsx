import { TitledSection } from "#app/components/TitledSection";
import { CallOrEmail } from "./CallOrEmail";
import { openingField } from "#app/lib/forms/quote-fields";
import type { QuoteCatalogue } from "#app/lib/quote/catalogue";
import { rowsFromValues } from "#app/lib/quote/rows";
import type { RebateFigures } from "#app/lib/rebate-estimate";
import { QUOTE_ISLAND } from "../island-names";
import { usePostedForm } from "./posted-form";
import { QuoteForm, QuoteSent, type QuoteActionData } from "./QuoteForm";

/** What the /quote loader and action give the page. */
export interface QuoteRequestProps {
  /** The compact catalogue (not the product records). */
  catalogue: QuoteCatalogue;
  /** The rebate's figures, for the summary's estimate (not the whole energy module). */
  rebate: RebateFigures;
  /** The product of "Ask about …", for the first row. */
  product: string | null;
  result?: QuoteActionData;
}

/**
 * The quote request page: the form, opening by opening, then what was sent. An island
 * (docs/decisions/018-pages-without-javascript.md): /quote ships React alone for it, no router. The form is sent
 * without leaving the page, files and all, and the answer replaces the page's content as a post without scripts
 * would.
 */
export function QuoteRequest(served: QuoteRequestProps) {
  const { props, submitting, onSubmit } = usePostedForm(QUOTE_ISLAND, served);
  const { catalogue, rebate, product, result } = props;
  if (result && "ok" in result && result.ok) {
    return (
      <div className="container-site max-w-4xl py-12 md:py-16">
        <h1 className="sr-only">Request a quote</h1>
        <QuoteSent result={result} catalogue={catalogue} rebate={rebate} />
      </div>
    );
  }
  const values = result && "values" in result ? result.values : product ? { [openingField(1, "product")]: product } : {};
  return (
    <div className="container-site grid gap-10 py-12 md:py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,3fr)]">
      <div>
        <h1 className="text-4xl sm:text-5xl">REQUEST A QUOTE</h1>
        <p className="mt-6 text-lg">
          Send us your schedule, opening by opening, in mm or inches. We price the job from it and answer within one
          business day.
        </p>
        <p className="mt-4 text-muted">
          Rather talk it through? <CallOrEmail />.
        </p>
      </div>
      <TitledSection id="quote-heading" title="Your quote request" className="border border-stone bg-white p-5 md:p-8">
        <div className="mt-8">
          <QuoteForm
            catalogue={catalogue}
            rebate={rebate}
            result={result}
            initialValues={values}
            initialRows={rowsFromValues(values)}
            submitting={submitting}
            onSubmit={onSubmit}
          />
        </div>
      </TitledSection>
    </div>
  );
}
