import type { InputHTMLAttributes, ReactNode } from "react";

/** The visits page's form controls: field and label styles, and a field's error under it. */
export const control = "mt-1 block w-full rounded-sm border border-[#8b8578] bg-white px-3 py-2 text-base text-ink";
export const label = "block text-sm font-semibold text-ink";

export function FieldError({ message, id }: { message?: string; id: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-medium text-danger">
      {message}
    </p>
  ) : null;
}

/** What a field's control carries so its label, hint and error are read with it. */
export interface FieldA11y {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

/**
 * A staff form's field: its label, an optional hint, the control (given its id and what describes it) and its error
 * under it (`id`-error, described by the control when shown).
 */
export function StaffField({
  id,
  text,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  text: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (a11y: FieldA11y) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children({ id, "aria-describedby": describedBy || undefined, "aria-invalid": error ? true : undefined })}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A labelled input of the visits page, with its error under it (`id`-error, described by the input when shown). */
export function StaffInput({
  id,
  text,
  error,
  wrapperClassName,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className"> & { id: string; text: ReactNode; error?: string; wrapperClassName?: string }) {
  return (
    <StaffField id={id} text={text} error={error} className={wrapperClassName}>
      {(a11y) => <input {...input} {...a11y} className={control} />}
    </StaffField>
  );
}

/** A visits-page form's send button, on a row of its own spanning the form's grid. */
export function SendRow({ className, outline = false, children }: { className: string; outline?: boolean; children: ReactNode }) {
  return (
    <div className={className}>
      <button type="submit" className={`btn ${outline ? "btn-outline" : "btn-primary"}`}>
        {children}
      </button>
    </div>
  );
}
