import { Link } from "react-router";
import { ExternalLink } from "../components/ExternalLink";
import { Meander } from "../components/Meander";
import { PageIntro } from "../components/PageIntro";
import { energy } from "../content/energy";
import type { EnergySource } from "../content/energy.schema";
import { pageMeta } from "../content/page-meta";
import { products } from "../content/products";
import { STEP_CODE_NOTE } from "../content/step-code";
import { checkedLine, formatCheckedDate, formatDollars, productEnergy, thresholdText } from "../lib/energy";
import { getMeta } from "../lib/meta";
import type { Route } from "./+types/energy-and-rebates";
import { STATIC_PAGE } from "../lib/page-handle";

export function meta() {
  return getMeta(pageMeta.energy);
}

/** The products table is built on the server: the page does not download the catalogue. */
export function loader() {
  const rows = products.flatMap((product) => {
    const { uw, standing, rebate } = productEnergy(product);
    if (!uw) return [];
    return [{ id: product.id, title: product.title, path: product.path, uw: uw.text, meets: standing.levels.map((entry) => entry.meets), rebate: rebate.status }];
  });
  const withoutUw = products.filter((product) => !productEnergy(product).uw).map((product) => ({ id: product.id, title: product.title, path: product.path }));
  return { rows, withoutUw };
}

function Source({ source, checked }: { source: EnergySource; checked: string }) {
  return (
    <p className="mt-2 text-sm text-muted">
      Source:{" "}
      <ExternalLink href={source.url} className="text-aegean underline hover:text-aegean-dark">
        {source.name}
      </ExternalLink>
      , checked {formatCheckedDate(checked)}.
    </p>
  );
}

const REBATE_STATUS = { "may-qualify": "May qualify", "does-not-qualify": "Does not qualify", "no-uw": "Ask us" } as const;

export default function EnergyAndRebates({ loaderData }: Route.ComponentProps) {
  const { rows, withoutUw } = loaderData;
  const { rebate } = energy;
  return (
    <div className="container-site py-12 md:py-16">
      <PageIntro
        eyebrow="Energy and rebates"
        heading="How our windows and doors stand, honestly"
        intro={[
          "A window's energy performance comes down to one published number, its Uw. Here is what that number means, the levels it is measured against in British Columbia, and when a replacement project may qualify for the CleanBC window and door rebate.",
        ]}
      >
        <p className="mt-4 font-semibold text-ink" data-energy="checked">
          {checkedLine()} Programmes change: check the sources below before you rely on a figure.
        </p>
      </PageIntro>

      <Meander className="mt-12" />

      <div className="mt-10 grid gap-12 lg:grid-cols-2">
        <section aria-labelledby="uw-heading" className="max-w-prose">
          <h2 id="uw-heading" className="text-3xl">
            What Uw means
          </h2>
          <div className="prose-site mt-4">
            <p>
              Uw is the thermal transmittance of the whole window or door: frame, glass and spacer together, in watts per square metre of window for each
              degree of difference between inside and outside (W/m²K). The lower it is, the less heat the window lets out.
            </p>
            <p>
              A frame value (Uf) or a centre-of-glass value (Ug) describes one part only and looks better than the whole window, so we compare only
              published Uw values with the levels below. A Uw also changes with the glass and the size you choose; where a system publishes none, we
              send the data for your configuration on request.
            </p>
          </div>
        </section>
        <section aria-labelledby="step-code-heading" className="max-w-prose">
          <h2 id="step-code-heading" className="text-3xl">
            The BC Energy Step Code
          </h2>
          <div className="prose-site mt-4">
            <p>{STEP_CODE_NOTE}</p>
            <p>
              The Step Code sets targets for a building's whole energy use and airtightness, from Step 1 to Step 5 (net-zero ready). Windows and doors are
              one part of that model, which is why our product pages name the steps a system suits rather than claiming a step for it.
            </p>
          </div>
        </section>
      </div>

      <section aria-labelledby="levels-heading" className="mt-14">
        <h2 id="levels-heading" className="text-3xl">
          The levels, from the minimum to Passive House
        </h2>
        <ol className="mt-6 grid gap-6 md:grid-cols-2">
          {energy.levels.map((level) => (
            <li key={level.id} className="border-t-4 border-bronze bg-white p-6" data-level={level.id}>
              <h3 className="text-2xl">{level.name}</h3>
              <p className="mt-1 font-display text-lg text-aegean-dark">{thresholdText(level.maxU)}</p>
              <p className="mt-3">{level.explanation}</p>
              <Source source={level.source} checked={level.checked} />
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="rebate-heading" className="mt-14 max-w-3xl">
        <h2 id="rebate-heading" className="text-3xl">
          The {rebate.programme}
        </h2>
        <div className="prose-site mt-4">
          <p>
            When you replace existing windows or doors, the province's CleanBC Better Homes programme pays {formatDollars(rebate.perUnit)} per window or
            door, up to {formatDollars(rebate.maximum)} per home, for units with {thresholdText(rebate.maxU)}.
          </p>
        </div>
        <Source source={rebate.source} checked={rebate.checked} />
        <div className="prose-site mt-4">
          <p>
            Income-qualified households can receive {formatDollars(rebate.incomeQualified.perUnit)} per window or door, up to{" "}
            {formatDollars(rebate.incomeQualified.maximum)}, through the programme's income-qualified stream.
          </p>
        </div>
        <Source source={rebate.incomeQualified.source} checked={rebate.incomeQualified.checked} />
        <h3 className="mt-6 text-2xl">Conditions</h3>
        <ul className="mt-3 list-disc space-y-1 pl-5 marker:text-bronze">
          {rebate.conditions.map((condition) => (
            <li key={condition}>{condition}</li>
          ))}
        </ul>
        <p className="mt-4 text-muted">
          The programme decides who qualifies, and its rules change: a window that meets the figure may qualify, and we cannot promise that it will.
          The rebate is for replacements, not for new buildings.
        </p>
      </section>

      <section aria-labelledby="products-heading" className="mt-14">
        <h2 id="products-heading" className="text-3xl">
          Where our systems stand
        </h2>
        <p className="mt-3 max-w-prose text-muted">
          Only the systems that publish a whole-window Uw can be placed against the levels. <span className="md:hidden">Scroll the table sideways to see every level.</span>
        </p>
        {/* Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too. */}
        <div role="region" aria-labelledby="products-caption" tabIndex={0} className="mt-6 overflow-x-auto border border-stone bg-white">
          <table className="w-full border-collapse text-left">
            <caption id="products-caption" className="px-5 pt-4 pb-3 text-left font-display text-lg text-aegean-dark">
              Our systems with a published Uw, against each level
            </caption>
            <thead>
              <tr className="border-y border-stone bg-marble text-sm">
                <th scope="col" className="px-4 py-3 font-semibold">
                  System
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Published Uw
                </th>
                {energy.levels.map((level) => (
                  <th key={level.id} scope="col" className="px-4 py-3 font-semibold">
                    {level.name} <span className="block font-normal whitespace-nowrap text-muted">{thresholdText(level.maxU)}</span>
                  </th>
                ))}
                <th scope="col" className="px-4 py-3 font-semibold">
                  Rebate, as a replacement
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-stone last:border-b-0">
                  <th scope="row" className="px-4 py-3">
                    <Link to={row.path} className="font-display text-lg font-normal text-aegean underline hover:text-aegean-dark">
                      {row.title}
                    </Link>
                  </th>
                  <td className="px-4 py-3 whitespace-nowrap">{row.uw}</td>
                  {row.meets.map((meets, index) => (
                    <td key={energy.levels[index]!.id} className={`px-4 py-3 ${meets ? "font-semibold text-aegean-dark" : "text-muted"}`}>
                      {meets ? "Meets" : "Does not meet"}
                    </td>
                  ))}
                  <td className="px-4 py-3">{REBATE_STATUS[row.rebate]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-4 max-w-prose text-muted">
          No whole-window Uw is published for the{" "}
          {withoutUw.map((product, index) => (
            <span key={product.id}>
              {index > 0 ? (index === withoutUw.length - 1 ? " and " : ", ") : null}
              <Link to={product.path} className="text-aegean underline hover:text-aegean-dark">
                {product.title}
              </Link>
            </span>
          ))}
          . Their figures depend on the glass, size and layout you choose; ask us and we will send the data for your configuration.
        </p>
        <p className="mt-6">
          <Link to="/contact" className="btn btn-primary">
            Ask for thermal data
          </Link>
        </p>
      </section>
    </div>
  );
}

/** Nothing on this page runs a script: it ships as HTML (docs/decisions/018-pages-without-javascript.md). */
export const handle = STATIC_PAGE;
