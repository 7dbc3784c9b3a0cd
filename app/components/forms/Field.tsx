import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { characterCountText } from "#app/lib/forms/character-limit";
import { CharacterCount, countId, useCharacterCount } from "./CharacterCount";

interface FieldShellProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  /** A length limit: the field counts what is left as it nears, and by how much it is over (CharacterCount). */
  count?: { length: number; limit: number; shown: boolean; live: boolean };
  children: (describedBy: string | undefined) => ReactNode;
}

/** Label, control, hint, count and error of one form field, wired with aria-invalid and aria-describedby. */
export function FieldShell({ id, label, error, hint, optional, count, children }: FieldShellProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId, count?.shown ? countId(id) : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
        {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className="mt-1.5">{children(describedBy)}</div>
      {count ? <CharacterCount id={countId(id)} length={count.length} limit={count.limit} live={count.live} /> : null}
      {error ? (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-danger">
          <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" className="mt-0.5 shrink-0">
            <circle cx="8" cy="8" r="7" fill="currentColor" />
            <path d="M8 4v5M8 11v1" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The attributes every control shares: id, name, required, invalid state and its description. */
export function controlProps(name: string, error: string | undefined, optional: boolean | undefined, describedBy: string | undefined) {
  return {
    id: `field-${name}`,
    name,
    required: !optional,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: controlClass(error),
  } as const;
}

const controlClass = (error?: string) =>
  `block w-full rounded-sm border bg-white px-3 py-2.5 text-base text-ink shadow-inner outline-none focus-visible:outline-3 focus-visible:outline-offset-1 ${
    error ? "border-danger border-2" : "border-[#8b8578]"
  }`;

/** An option whose value differs from what it shows. */
export interface SelectOption {
  value: string;
  label: string;
}

type Common = {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  /** The most characters the form takes here: never cut, counted as it nears, refused over it. */
  limit?: number;
};

export function TextField({ name, label, error, hint, optional, limit, onChange, onFocus, ...input }: Common & Omit<InputHTMLAttributes<HTMLInputElement>, "maxLength">) {
  const counted = useCharacterCount(limit, input.value ?? input.defaultValue, onChange, onFocus);
  const count = limit === undefined ? undefined : fieldCount(input.value, counted, limit);
  return (
    <FieldShell id={`field-${name}`} label={label} error={error} hint={hint} optional={optional} count={count}>
      {(describedBy) => <input {...controlProps(name, error, optional, describedBy)} {...input} onChange={limit === undefined ? onChange : counted.track} onFocus={limit === undefined ? onFocus : counted.focused} />}
    </FieldShell>
  );
}

export function TextArea({ name, label, error, hint, optional, limit, onChange, onFocus, ...textarea }: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "maxLength">) {
  const counted = useCharacterCount(limit, textarea.value ?? textarea.defaultValue, onChange, onFocus);
  const count = limit === undefined ? undefined : fieldCount(textarea.value, counted, limit);
  return (
    <FieldShell id={`field-${name}`} label={label} error={error} hint={hint} optional={optional} count={count}>
      {(describedBy) => <textarea {...controlProps(name, error, optional, describedBy)} rows={6} {...textarea} onChange={limit === undefined ? onChange : counted.track} onFocus={limit === undefined ? onFocus : counted.focused} />}
    </FieldShell>
  );
}

/** A field's count: a controlled field's value decides its length, an uncontrolled one's typing. */
function fieldCount(value: unknown, counted: { length: number; live: boolean }, limit: number) {
  const length = typeof value === "string" || typeof value === "number" ? String(value).length : counted.length;
  return { length, limit, live: counted.live, shown: characterCountText(length, limit) !== null };
}

export function SelectField({
  name,
  label,
  error,
  hint,
  optional,
  options,
  placeholder,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly (string | SelectOption)[]; placeholder: string }) {
  return (
    <FieldShell id={`field-${name}`} label={label} error={error} hint={hint} optional={optional}>
      {(describedBy) => (
        <select {...controlProps(name, error, optional, describedBy)} {...select}>
          <option value="">{placeholder}</option>
          {options.map((option) => {
            const { value, label: text } = typeof option === "string" ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
      )}
    </FieldShell>
  );
}

export function Checkbox({ name, label, defaultChecked }: { name: string; label: ReactNode; defaultChecked?: boolean }) {
  const id = `field-${name}`;
  return (
    <div className="flex items-start gap-3">
      <input id={id} name={name} type="checkbox" defaultChecked={defaultChecked} className="mt-1 size-5 shrink-0 accent-aegean" />
      {/* The whole row beside the box is the label: a thumb-sized target however short the text. */}
      <label htmlFor={id} className="min-h-11 flex-1 text-sm text-ink">
        {label}
      </label>
    </div>
  );
}
