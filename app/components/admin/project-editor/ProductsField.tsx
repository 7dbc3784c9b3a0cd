import { productField } from "#app/lib/forms/staff/project-editor";

/** A catalogue family and its products, as the project editor offers them. */
export interface ProductChoiceGroup {
  family: string;
  name: string;
  products: { id: string; title: string; subtitle: string }[];
}

/** "Products used": a checkbox per catalogue product, grouped by family. */
export function ProductsField({ groups, values }: { groups: ProductChoiceGroup[]; values: Record<string, string | undefined> }) {
  return (
    <fieldset aria-describedby="products-hint" className="min-w-0 border border-stone bg-white p-4 md:p-6">
      <legend className="float-left w-full font-display text-2xl text-aegean-dark">Products used</legend>
      <p id="products-hint" className="clear-left pt-1 text-sm text-muted">
        The catalogue products this project used: its page links to them, and their pages show the project.
      </p>
      <div className="mt-3 grid gap-x-6 gap-y-4 sm:grid-cols-3">
        {groups.map((group) => (
          <fieldset key={group.family} className="min-w-0">
            <legend className="font-semibold">{group.name}</legend>
            <div className="mt-1">
              {group.products.map((product) => (
                <label key={product.id} htmlFor={`field-${productField(product.id)}`} className="flex min-h-11 cursor-pointer items-center gap-3">
                  <input
                    id={`field-${productField(product.id)}`}
                    name={productField(product.id)}
                    type="checkbox"
                    defaultChecked={values[productField(product.id)] === "on"}
                    className="size-5 shrink-0 accent-aegean"
                  />
                  <span title={product.subtitle}>{product.title}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}
