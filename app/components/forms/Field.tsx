import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

interface FieldShellProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  children: (describedBy: string | undefined) => ReactNode;
}

/** Label, control, hint and error of one form field, wired with aria-invalid and aria-describedby. */
export function FieldShell({ id, label, error, hint, optional, children }: FieldShellProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
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

type Common = { name: string; label: string; error?: string; hint?: string; optional?: boolean };

export function TextField({ name, label, error, hint, optional, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell id={`field-${name}`} label={label} error={error} hint={hint} optional={optional}>
      {(describedBy) => <input {...controlProps(name, error, optional, describedBy)} {...input} />}
    </FieldShell>
  );
}

export function TextArea({ name, label, error, hint, optional, ...textarea }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell id={`field-${name}`} label={label} error={error} hint={hint} optional={optional}>
      {(describedBy) => <textarea {...controlProps(name, error, optional, describedBy)} rows={6} {...textarea} />}
    </FieldShell>
  );
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
      <label htmlFor={id} className="text-sm text-ink">
        {label}
      </label>
    </div>
  );
}
