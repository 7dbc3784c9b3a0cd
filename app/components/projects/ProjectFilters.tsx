import { useEffect, useState, type ChangeEvent, type ReactNode } from "react";
import type { ProjectFilter, ProjectFilterOptions } from "#app/lib/server/content/project-filter.server";
import { PROJECTS_PATH, resultCount } from "#app/lib/content/projects";
import { isPlainClick } from "#app/lib/plain-click";
import { TitledSection } from "../TitledSection";

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

interface FilterSelectProps {
  name: keyof Values;
  label: string;
  /** The first choice, which leaves this filter out. */
  allLabel: string;
  values: Values;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  children: ReactNode;
}

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
    <TitledSection
      id="project-filters-heading"
      title="Filter projects"
      className="mt-8 border border-stone bg-white p-4 md:mt-10 md:p-6"
      headingClassName="text-2xl"
    >
      <form
        method="get"
        action={PROJECTS_PATH}
        onSubmit={(event) => {
          event.preventDefault();
          apply(event.currentTarget);
        }}
        className="mt-3 grid grid-cols-2 items-end gap-x-3 gap-y-3 sm:gap-4 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto]"
      >
        <FilterSelect name="family" label="Product family" allLabel="All families" values={values} onChange={onChange}>
          <NamedOptions entries={options.families} />
        </FilterSelect>
        <FilterSelect name="product" label="Product" allLabel="All products" values={values} onChange={onChange}>
          {options.productGroups.map((group) => (
            <optgroup key={group.name} label={group.name}>
              <NamedOptions entries={group.products.map((product) => ({ id: product.id, name: product.title }))} />
            </optgroup>
          ))}
        </FilterSelect>
        <FilterSelect name="area" label="Area" allLabel="All areas" values={values} onChange={onChange}>
          <NamedOptions entries={options.areas} />
        </FilterSelect>
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
    </TitledSection>
  );
}

/** One of the filters: a labelled select whose first choice is every project. */
function FilterSelect({ name, label, allLabel, values, onChange, children }: FilterSelectProps) {
  const id = `filter-${name}`;
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <select id={id} name={name} value={values[name]} onChange={onChange} className={SELECT_CLASS}>
        <option value="">{allLabel}</option>
        {children}
      </select>
    </div>
  );
}

/** A filter's choices, by id and name. */
function NamedOptions({ entries }: { entries: readonly { id: string; name: string }[] }) {
  return entries.map((entry) => (
    <option key={entry.id} value={entry.id}>
      {entry.name}
    </option>
  ));
}
