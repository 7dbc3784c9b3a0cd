import { Link } from "react-router";
import { editorPath } from "#app/lib/admin/content-kinds";
import { ProductArticle, type ProductArticleData } from "#app/components/ProductArticle";
import { Notice } from "../Notice";

type PreviewProps = {
  id: string;
  title: string;
  status: string;
  path: string;
  /** The public page's data for this product, or why it cannot be shown (the record fails the site's rules). */
  page: ProductArticleData | null;
  problems: string[];
};

/** A product exactly as its public page will show it, whatever its status, under a staff banner. */
export function ProductPreview({ id, status, path, page, problems }: PreviewProps) {
  return (
    <>
      <aside aria-label="About this preview" className="border-b-2 border-bronze bg-[#f6ead8]">
        <div className="container-site flex flex-wrap items-center justify-between gap-3 py-3">
          <p className="min-w-0">
            <span className="font-semibold">Preview.</span>{" "}
            {status === "published" ? (
              <>
                This product is on the site:{" "}
                <a href={path} className="text-aegean underline">
                  see it there
                </a>
                .
              </>
            ) : status === "hidden" ? (
              "Hidden: visitors see that it is no longer offered. This is how it looked."
            ) : (
              `A draft: only staff can see it. This is how ${path} will look once it is shown.`
            )}
          </p>
          <Link to={editorPath("product", id)} className="btn btn-outline bg-white">
            Back to the editor
          </Link>
        </div>
      </aside>
      {page ? (
        <ProductArticle {...page} />
      ) : (
        <div className="container-site py-10">
          <Notice tone="error">It cannot be shown: {problems.join(" ")}</Notice>
        </div>
      )}
    </>
  );
}
