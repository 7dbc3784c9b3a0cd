import { PLACEHOLDER_NAMES, placeholderText, REPLY_PLACEHOLDERS } from "#app/lib/leads/reply-placeholders";

/** The placeholders a reply template may use, each with what it becomes (decision 072). */
export function PlaceholderList({ id = "placeholders-heading" }: { id?: string }) {
  return (
    <section aria-labelledby={id} className="border border-stone bg-white p-4 md:p-5">
      <h2 id={id} className="text-xl">
        Placeholders
      </h2>
      <p className="mt-2 text-sm text-muted">Type one, braces included, where the lead&rsquo;s own words go: the lead&rsquo;s page fills it in.</p>
      <dl className="mt-3 space-y-3">
        {PLACEHOLDER_NAMES.map((name) => (
          <div key={name}>
            <dt>
              <code className="font-semibold">{placeholderText(name)}</code>
            </dt>
            <dd className="text-sm text-muted">{REPLY_PLACEHOLDERS[name]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
