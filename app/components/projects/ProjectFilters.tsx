import { useEffect, useState, type ChangeEvent } from "react";
import type { ProjectFilter, ProjectFilterOptions } from "../../lib/server/content/project-filter.server";
import { PROJECTS_PATH, resultCount } from "../../lib/content/projects";
import { isPlainClick } from "../../lib/plain-click";

interface ProjectFiltersProps {
  filter: ProjectFilter;
  options: ProjectFilterOptions;
  /** How many projects match the filter. */
  count: number;
  /** Shows the projects for these choices (empty ones left out) without leaving the page. */
  onApply: (params: URLSearchParams) => void;
}

type Values = Record<"family" | "product" | "area", string>;

const valuesOf = (filter: ProjectFilter): Values => ({
  family: filter.family ?? "",
  product: filter.product ?? "",
  area: filter.area ?? "",
});

const SELECT_CLASS = "mt-1 block min-h-11 w-full border border-stone bg-white px-3 py-2 text-base text-ink";
const LABEL_CLASS = "block text-sm font-semibold text-ink";

/**
 * The gallery's filters: a GET form to /projects, so the URL holds the filter and it works without JavaScript
 * ("Show projects"). With JavaScript, a change applies at once (the page stays where it is, focus stays on the
 * control) and the empty choices are left out of the URL. The number of results is announced politely.
 */
export function ProjectFilters({ filter, options, count, onApply }: ProjectFiltersProps) {
  // The choices on screen: the loaded filter, or what the visitor just chose while its results load.
  const [values, setValues] = useState(() => valuesOf(filter));
  useEffect(() => setValues(valuesOf(filter)), [filter]);
  const filtered = Boolean(filter.family || filter.product || filter.area);

  const apply = (form: HTMLFormElement) => {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string" && value) params.set(name, value);
    onApply(params);
  };
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const select = event.currentTarget;
    setValues((current) => ({ ...current, [select.name]: select.value }));
    if (select.form) apply(select.form);
  };

  return (
    <section aria-labelledby="project-filters-heading" className="mt-8 border border-stone bg-white p-4 md:mt-10 md:p-6">
      <h2 id="project-filters-heading" className="text-2xl">
        Filter projects
      </h2>
      <form
        method="get"
        action={PROJECTS_PATH}
        onSubmit={(event) => {
          event.preventDefault();
          apply(event.currentTarget);
        }}
        className="mt-3 grid grid-cols-2 items-end gap-x-3 gap-y-3 sm:gap-4 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto]"
      >
        <div>
          <label htmlFor="filter-family" className={LABEL_CLASS}>
            Product family
          </label>
          <select id="filter-family" name="family" value={values.family} onChange={onChange} className={SELECT_CLASS}>
            <option value="">All families</option>
            {options.families.map((family) => (
              <option key={family.id} value={family.id}>
                {family.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-product" className={LABEL_CLASS}>
            Product
          </label>
          <select id="filter-product" name="product" value={values.product} onChange={onChange} className={SELECT_CLASS}>
            <option value="">All products</option>
            {options.productGroups.map((group) => (
              <optgroup key={group.name} label={group.name}>
                {group.products.map((product) => (
                  <option key={product.id} value={product.id}>
                    {product.title}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-area" className={LABEL_CLASS}>
            Area
          </label>
          <select id="filter-area" name="area" value={values.area} onChange={onChange} className={SELECT_CLASS}>
            <option value="">All areas</option>
            {options.areas.map((area) => (
              <option key={area.id} value={area.id}>
                {area.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-primary min-h-11 whitespace-nowrap px-2 tracking-normal sm:px-6 sm:tracking-[0.06em]">
          Show projects
        </button>
      </form>
      <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-1 md:mt-4">
        <p role="status" className="font-semibold text-ink">
          {resultCount(count)}
        </p>
        {filtered ? (
          <a
            href={PROJECTS_PATH}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onApply(new URLSearchParams());
            }}
            className="inline-flex min-h-11 items-center font-semibold text-aegean underline decoration-bronze decoration-2 underline-offset-4 hover:text-aegean-dark"
          >
            Clear filters
          </a>
        ) : null}
      </div>
    </section>
  );
}
