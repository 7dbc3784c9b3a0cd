/** The submit button: disabled while the form is being sent, and says so. */
export function SubmitButton({ submitting, label, busyLabel }: { submitting: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" disabled={submitting} aria-disabled={submitting} className="btn btn-primary w-full disabled:cursor-wait disabled:opacity-80 sm:w-auto">
      {submitting ? busyLabel : label}
    </button>
  );
}
