import type { Product } from "../content/schema";
import { fileSummary, PRODUCT_FILE_TYPES, type PublicProductFile } from "../lib/product-files";
import { specSheetFileName, type SpecSheetLink } from "../lib/spec-sheets";
import { ExternalLink } from "./ExternalLink";
import { ProductSection } from "./ProductSection";

function DocumentIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28" className="shrink-0 text-bronze">
      <path d="M6 2h8l5 5v15H6z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M14 2v5h5M9 13h7M9 17h7" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

const ROW = "flex min-h-11 items-center gap-4 border border-stone bg-white px-5 py-4 hover:border-aegean";

/**
 * RELATED FILES: the generated spec sheet (a same-origin download with its size), the files staff uploaded (downloads
 * from this origin, in their order, with their type and size: "PDF, 2.4 MB"), then any external brochures.
 */
export function RelatedFiles({
  product,
  specSheet,
  files = [],
}: {
  product: Product;
  specSheet: SpecSheetLink | null;
  files?: readonly PublicProductFile[];
}) {
  return (
    <ProductSection id="files-heading" title="Related Files">
      <ul className="grid gap-4 md:grid-cols-2">
        {specSheet ? (
        <li>
          <a href={specSheet.href} download={specSheetFileName(product.title)} className={`group ${ROW}`}>
            <DocumentIcon />
            <span className="flex flex-col">
              <span className="font-semibold text-aegean-dark underline decoration-stone underline-offset-4 group-hover:decoration-aegean">
                {product.title} spec sheet
              </span>
              <span className="text-sm text-muted">PDF{specSheet.size ? `, ${specSheet.size}` : ""}</span>
            </span>
          </a>
        </li>
        ) : null}
        {files.map((file) => (
          <li key={file.href}>
            <a href={file.href} download className={`group ${ROW}`}>
              <DocumentIcon />
              <span className="flex flex-col">
                <span className="font-semibold text-aegean-dark underline decoration-stone underline-offset-4 group-hover:decoration-aegean">{file.label}</span>
                <span className="text-sm text-muted">
                  {PRODUCT_FILE_TYPES[file.type]}: {fileSummary(file.format, file.bytes)}
                </span>
              </span>
            </a>
          </li>
        ))}
        {product.relatedFiles.map((file) => (
          <li key={file.href}>
            <ExternalLink href={file.href} className={`group ${ROW} font-semibold text-aegean-dark`}>
              <DocumentIcon />
              {file.label}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </ProductSection>
  );
}
