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

/** A labelled input of the visits page, with its error under it (`id`-error, described by the input when shown). */
export function StaffInput({
  id,
  text,
  error,
  wrapperClassName,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className"> & { id: string; text: ReactNode; error?: string; wrapperClassName?: string }) {
  return (
    <div className={wrapperClassName}>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <input id={id} {...input} className={control} aria-describedby={error ? `${id}-error` : undefined} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
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
