import type { PdfCharacterWarning } from "#app/lib/admin/pdf-fields";

/**
 * After a save that succeeded: the fields whose text holds characters the PDFs (spec sheets, quote PDFs) will not print
 * as typed, each with its characters, and a link to the field (decision 053). The save stands; this only says so.
 */
export function PdfCharacterNotice({ warnings }: { warnings: readonly PdfCharacterWarning[] }) {
  return (
    <section aria-labelledby="pdf-characters-heading" className="border-l-4 border-bronze bg-[#f8efe2] px-4 py-3 text-ink">
      <h2 id="pdf-characters-heading" className="font-sans text-base font-semibold">
        Saved, but some characters will not print in the PDFs
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {warnings.map((warning) => (
          <li key={warning.field}>
            <a href={`#field-${warning.field}`} className="underline">
              {warning.message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
