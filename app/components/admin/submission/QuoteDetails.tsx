import { ColumnHeads } from "#app/components/ColumnHeads";
import { TitledSection } from "#app/components/TitledSection";
import { fileFacts } from "#app/lib/quote/attachments";
import type { SubmissionPageData } from "#app/lib/server/leads/submission-page.server";
import { QuoteEnergyLines } from "#app/components/forms/QuoteEnergy";
import { Field, notGiven } from "./Field";

/** The schedule's columns; the figures among them stand to the right. */
const SCHEDULE_COLUMNS = ["#", "Product", "Size", "Qty", "Area", "Room or note"];
const FIGURE_COLUMNS = new Set(["Qty", "Area"]);

/** A quote request's project, schedule of openings, energy lines and files, with its PDF. */
export function QuoteDetails({ page }: { page: SubmissionPageData }) {
  const { submission: s, quote, attachments } = page;
  if (!quote) return null;
  return (
    <TitledSection id="quote-heading" title="Project and schedule" className="mt-8" headingClassName="text-2xl">
      <p className="mt-2">
        <a href={`/admin/submissions/${encodeURIComponent(s.id)}/quote.pdf`} download className="text-aegean underline">
          Quote request (PDF)
        </a>
      </p>
      <dl className="mt-3 border-b border-stone">
        <Field label="Project address or city">{quote.projectLocation}</Field>
        <Field label="Type of project">{quote.projectType}</Field>
        <Field label="Timeline">{quote.timeline}</Field>
        <Field label="Energy target">{quote.energyTarget ?? notGiven}</Field>
        <Field label="Summary">
          {quote.summary.openings} {quote.summary.openings === 1 ? "opening" : "openings"}, {quote.summary.areaM2.toFixed(2)} m² (
          {quote.summary.areaFt2.toFixed(2)} ft²)
          <ul className="mt-1 text-sm">
            {quote.summary.families
              .filter((family) => family.openings > 0)
              .map((family) => (
                <li key={family.family}>
                  {family.label}: {family.openings}, {family.areaM2.toFixed(2)} m² ({family.areaFt2.toFixed(2)} ft²)
                </li>
              ))}
          </ul>
        </Field>
      </dl>
      <div className="relative mt-4 overflow-x-auto">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">The schedule of openings</caption>
          <thead className="bg-marble text-xs uppercase tracking-wider">
            <ColumnHeads names={SCHEDULE_COLUMNS} cellClassName={(name) => (FIGURE_COLUMNS.has(name) ? "px-3 py-2 text-right" : "px-3 py-2")} />
          </thead>
          <tbody>
            {quote.openings.map((opening) => (
              <tr key={opening.position} className="border-t border-stone align-top">
                <td className="px-3 py-2 tabular-nums">{opening.position}</td>
                <td className="px-3 py-2">
                  {opening.product}
                  {opening.configuration ? <span className="block text-muted">{opening.configuration}</span> : null}
                </td>
                <td className="px-3 py-2">
                  {opening.size}
                  {opening.enteredInInches ? <span className="block text-muted">entered in inches</span> : null}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{opening.quantity}</td>
                <td className="px-3 py-2 text-right tabular-nums">{opening.areaM2} m²</td>
                <td className="px-3 py-2">{opening.note ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <QuoteEnergyLines energy={quote.energy} />
      <h3 id="attachments-heading" className="mt-6 font-sans text-lg font-semibold">Drawings and photos</h3>
      {attachments.length ? (
        <ul aria-labelledby="attachments-heading" className="mt-2 divide-y divide-stone border border-stone bg-white">
          {attachments.map((file) => (
            <li key={file.id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2">
              <span className="min-w-0 break-words">
                {file.name} <span className="text-sm text-muted">({fileFacts(file)})</span>
              </span>
              <a href={file.href} download className="text-aegean underline" aria-label={`Download ${file.name}`}>
                Download
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-muted">None attached.</p>
      )}
    </TitledSection>
  );
}
