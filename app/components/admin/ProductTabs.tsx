import { Link } from "react-router";
import { PRODUCT_TABS, productTabPath, type ProductTab } from "#app/lib/admin/product-tabs";

/** The links between the parts of a stored product's editor; the current part is marked for assistive technology. */
export function ProductTabs({ id, current }: { id: string; current: ProductTab }) {
  return (
    <nav aria-label="Parts of this product" className="mb-6 border-b border-stone">
      <ul className="flex flex-wrap gap-x-6">
        {PRODUCT_TABS.map(({ tab, label }) => (
          <li key={tab}>
            <Link
              to={productTabPath(id, tab)}
              aria-current={tab === current ? "page" : undefined}
              className={
                tab === current
                  ? "inline-flex min-h-11 items-end border-b-2 border-aegean pb-2 font-semibold text-ink"
                  : "inline-flex min-h-11 items-end border-b-2 border-transparent pb-2 text-aegean-dark underline-offset-4 hover:underline"
              }
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
