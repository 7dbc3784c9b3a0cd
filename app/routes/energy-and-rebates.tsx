import { data, Link } from "react-router";
import { EnergySources } from "../components/EnergySources";
import { Meander } from "../components/Meander";
import { PageIntro } from "../components/PageIntro";
import { STEP_CODE_NOTE } from "../content/step-code";
import { ASK_FOR_RATING, bcMinimumNotice, checkedLine, formatDollars, formatMonth, formatShares, productEnergy, statedLevels, thresholdText, formatU } from "../lib/energy";
import { liveCatalogue } from "../lib/server/content/catalogue.server";
import { livePageMeta } from "#app/lib/content/live-meta";
import type { Route } from "./+types/energy-and-rebates";
import { STATIC_PAGE } from "../lib/page-handle";
import { TitledSection } from "../components/TitledSection";
import { PrimaryAction } from "../components/PrimaryAction";
import { RebateEstimator } from "#app/components/RebateEstimator";
import { EnergyStandingTable } from "#app/components/energy/EnergyStandingTable";
import { RebateStreamSection } from "#app/components/energy/RebateStreamSection";
import { estimatorAnswer } from "#app/lib/rebate-estimator-view";
import { CACHE_PRIVATE } from "#app/lib/cache-control";
import { useEnergy } from "#app/lib/content/root-content";
import { requireServices } from "#app/lib/server/platform/services.server";

export function meta({ matches }: Route.MetaArgs) {
  return livePageMeta(matches, "energy");
}

/** The products table is built on the server from the live catalogue: the page does not download the catalogue. */
export function loader({ context, request }: Route.LoaderArgs) {
  const { products } = liveCatalogue(context);
  const { energy } = requireServices(context).content.current();
  const rows = products.flatMap((product) => {
    const { uw, standing, rebate } = productEnergy(product, energy);
    if (!uw) return [];
    return [
      {
        id: product.id,
        title: product.title,
        path: product.path,
        uw: `${uw.name} ${uw.text}`,
        cells: standing.levels.map((entry) => ({ text: entry.cell, good: entry.status === "meets" || entry.status === "best-meet" || entry.status === "certified" })),
        rebate: rebate.status,
        notForHomes: bcMinimumNotice(product, energy)?.heading ?? null,
      },
    ];
  });
  const withoutUw = products
    .filter((product) => !productEnergy(product, energy).standing.levels.length)
    .map((product) => ({ id: product.id, title: product.title, path: product.path }));
  // The rebate estimator: a GET form, so its result is this page with the query it names.
  const { view: estimator, submitted, refused } = estimatorAnswer(products, energy, new URL(request.url).searchParams);
  // An estimate is one visitor's: answered per request, never kept in the page cache (the page without a query is;
  // in production an estimate is that page with the estimator's section rendered again: server/estimate-page.ts).
  return data({ rows, withoutUw, estimator }, submitted ? { status: refused ? 400 : 200, headers: { "Cache-Control": CACHE_PRIVATE } } : undefined);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const cacheControl = loaderHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : new Headers();
}


export default function EnergyAndRebates({ loaderData }: Route.ComponentProps) {
  const { rows, withoutUw, estimator } = loaderData;
  const energy = useEnergy();
  const { rebate, stepCode } = energy;
  // Only levels whose figure is stated: a level not stated yet (decision 046) is not mentioned.
  const levels = statedLevels(energy);
  const certificationLevel = levels.find((level) => level.id === rebate.requiresCertification)!;
  const { standard, incomeQualified } = rebate;
  return (
    <div className="container-site py-12 md:py-16">
      <PageIntro
        eyebrow="Energy and rebates"
        heading="How our windows and doors stand, honestly"
        intro={[
          "A window's energy performance comes down to one published number, its Uw, and to the certifications it holds. Here is what that number means, the levels it is measured against in British Columbia, and what a replacement project needs for the CleanBC window and door rebate.",
        ]}
      >
        <p className="mt-4 font-semibold text-ink" data-energy="checked">
          {checkedLine(energy)} Programmes change: check the sources below before you rely on a figure.
        </p>
      </PageIntro>

      <Meander className="mt-12" />

      <div className="mt-10 grid gap-12 lg:grid-cols-2">
        <TitledSection id="uw-heading" title="What Uw means" className="max-w-prose">
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
            <p data-energy="certification">
              ENERGY STAR and Passive House are certifications, not numbers. A window is ENERGY STAR certified only when its configuration is certified
              and listed with an NRCan reference number; a European Uw below the figure is not that. Where we hold no certification, we say a system is
              below the figure and not certified, and the rebate, which pays only for certified windows and doors, does not apply.
            </p>
          </div>
        </TitledSection>
        <TitledSection id="step-code-heading" title="The BC Energy Step Code" className="max-w-prose">
          <div className="prose-site mt-4">
            <p>{STEP_CODE_NOTE}</p>
            <p>
              The Step Code sets targets for a building's whole energy use and airtightness, from Step 1 to Step 5 (net-zero ready). Windows and doors are
              one part of that model, which is why our product pages name the steps a system suits rather than claiming a step for it.
            </p>
            <p data-energy="step-code-minimum">
              Since {formatMonth(stepCode.since)}, the BC Building Code has asked new houses and other small buildings (Part 9) to reach at least Step{" "}
              {stepCode.houseMinimumStep}. The Step Code applies to new buildings, not to replacing windows or doors.
            </p>
          </div>
          <EnergySources sources={[stepCode.source]} checkedOn={stepCode.checkedOn} />
        </TitledSection>
      </div>

      <TitledSection id="levels-heading" title="The levels, from the minimum to Passive House" className="mt-14">
        <ol className="mt-6 grid gap-6 md:grid-cols-2">
          {levels.map((level) => (
            <li key={level.id} className="border-t-4 border-bronze bg-white p-6" data-level={level.id}>
              <h3 className="text-2xl">{level.name}</h3>
              <p className="mt-1 font-display text-lg text-aegean-dark">
                {thresholdText(level.maxU)}
                {level.installedMaxU ? `, installed ${thresholdText(level.installedMaxU)}` : ""}
              </p>
              {level.climateZone ? <p className="text-sm text-muted">Passive House Institute's {level.climateZone} climate zone</p> : null}
              {level.appliesTo ? <p className="text-sm text-muted">For {level.appliesTo.products}</p> : null}
              <p className="mt-3">{level.explanation}</p>
              <EnergySources sources={[level.source]} checkedOn={level.checkedOn} />
            </li>
          ))}
        </ol>
      </TitledSection>

      <TitledSection id="rebate-heading" title={<>The {rebate.programme}</>} className="mt-14 max-w-3xl">
        <div className="prose-site mt-4">
          <p>
            The province's CleanBC Better Homes programme pays towards replacing existing windows and doors in two streams. Both pay only for{" "}
            {certificationLevel.name} certified products, not for a window whose published Uw is below the {formatU(certificationLevel.maxU)} figure
            without a certification. A window or door is claimed in one stream only: the two do not combine.
          </p>
        </div>
        <RebateStreamSection
          id="rebate-standard"
          heading="The standard rebate"
          stream={standard}
          amount={`${standard.name}: ${formatDollars(standard.perUnit)} per window or door${standard.maximum ? `, up to ${formatDollars(standard.maximum)} per home` : ""}.`}
        />
        <RebateStreamSection
          id="rebate-income-qualified"
          heading="For income-qualified households"
          stream={incomeQualified}
          amount={`${incomeQualified.name}: up to ${formatDollars(incomeQualified.perUnit)} per window or door${
            incomeQualified.costShares ? `, capped at ${formatShares(incomeQualified.costShares)} of the cost, by the household's income level` : ""
          }.`}
        />
        <p className="mt-6 text-muted">
          The programme decides who qualifies, and its rules change: read its pages before the work starts. The rebate is for replacements, not for new
          buildings.
        </p>
      </TitledSection>

      <TitledSection id="estimator-heading" title="Estimate your rebate" className="mt-14 max-w-5xl">
        <p className="mt-3 max-w-prose">
          Pick the products and how many of each, say whether the household is income-qualified and what the project costs: the estimate shows what
          each stream may pay, from the figures above. It is not a promise: the programme decides.
        </p>
        {/* The section an estimate renders again, between markers the served page is spliced at (decision 055). */}
        <template data-splice="estimator-start" />
        <RebateEstimator {...estimator} />
        <template data-splice="estimator-end" />
      </TitledSection>

      <TitledSection id="products-heading" title="Where our systems stand" className="mt-14">
        <p className="mt-3 max-w-prose text-muted">
          Only the systems with an energy record (a U-value with the document that states it and the day it was checked) are placed against the
          levels, and only a certification in that record makes a system ENERGY STAR or Passive House.{" "}
          {rows.length ? <span className="md:hidden">Scroll the table sideways to see every level.</span> : null}
        </p>
        {rows.length ? <EnergyStandingTable rows={rows} levels={levels} /> : null}
        {withoutUw.length ? (
          <p className="mt-4 max-w-prose text-muted">
            No rated U-value is on file for the{" "}
            {withoutUw.map((product, index) => (
              <span key={product.id}>
                {index > 0 ? (index === withoutUw.length - 1 ? " and " : ", ") : null}
                <Link to={product.path} className="text-aegean underline hover:text-aegean-dark">
                  {product.title}
                </Link>
              </span>
            ))}
            , so none of them is ENERGY STAR or Passive House certified or eligible for the rebate; a Uw shown on their pages is the maker&apos;s European
            figure, not the Canadian rating. Ask us for {ASK_FOR_RATING} of your configuration.
          </p>
        ) : null}
        <PrimaryAction to="/contact" className="mt-6">Ask for thermal data</PrimaryAction>
      </TitledSection>
    </div>
  );
}

/** Nothing on this page runs a script: it ships as HTML (docs/decisions/018-pages-without-javascript.md). */
export const handle = STATIC_PAGE;
