import { TextField } from "#app/components/forms/Field";
import type { ReplyToChoice } from "#app/content/settings.schema";

/** The company details' choice of where customers' answers to replies from a lead's page go (decision 072). */
const CHOICES: { value: ReplyToChoice; label: string; hint: string }[] = [
  { value: "business", label: "The business address", hint: "The public email above: everyone who reads it sees the answers." },
  { value: "author", label: "The staff member who wrote the reply", hint: "Each answer goes straight to whoever sent the reply." },
  { value: "address", label: "This address", hint: "A sales mailbox, say: give it below." },
];

type FieldProps = Parameters<typeof TextField>[0];

export function ReplyToField({ chosen, error, address }: { chosen: string; error?: string; address: FieldProps }) {
  return (
    <fieldset className="space-y-5">
      <legend className="font-display text-2xl text-aegean-dark">Replies to leads</legend>
      <fieldset id="field-replies_to" tabIndex={-1} aria-describedby={error ? "field-replies_to-error" : undefined} className="min-w-0 focus:outline-none">
        <legend className="font-medium text-ink">When a customer answers a reply sent from a lead&rsquo;s page, it comes back to</legend>
        {error ? (
          <p id="field-replies_to-error" className="pt-1.5 text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
        <div className="space-y-2 pt-2">
          {CHOICES.map((choice) => (
            <div key={choice.value}>
              <label htmlFor={`replies-to-${choice.value}`} className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
                <input
                  id={`replies-to-${choice.value}`}
                  type="radio"
                  name="replies_to"
                  value={choice.value}
                  defaultChecked={chosen === choice.value || (!chosen && choice.value === "business")}
                  aria-describedby={`replies-to-${choice.value}-hint`}
                  className="size-5 shrink-0 accent-aegean"
                />
                {choice.label}
              </label>
              <p id={`replies-to-${choice.value}-hint`} className="-mt-1.5 pl-8 text-sm text-muted">
                {choice.hint}
              </p>
            </div>
          ))}
        </div>
      </fieldset>
      <TextField {...address} optional type="email" spellCheck={false} limit={120} hint="Used when “This address” is chosen." />
    </fieldset>
  );
}
