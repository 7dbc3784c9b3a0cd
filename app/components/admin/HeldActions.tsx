import { Form } from "react-router";

/**
 * Release and Discard of a held submission (decision 027): two plain form posts, so they work without JavaScript.
 * `what` completes the buttons' accessible names ("Release the Contact form from Ana Lopes").
 */
export function HeldActions({
  id,
  what,
  busy,
  compact = false,
  discardAction,
}: {
  id: string;
  what: string;
  busy: boolean;
  compact?: boolean;
  /** Where Discard posts (the inbox, from a submission's page: the page is gone afterwards); the current route by default. */
  discardAction?: string;
}) {
  const button = compact
    ? "min-h-11 whitespace-nowrap rounded-sm border-2 px-3 text-sm font-semibold"
    : "btn w-full";
  return (
    <div className={compact ? "mt-2 flex flex-wrap gap-2" : "flex flex-col gap-2"}>
      <Form method="post">
        <input type="hidden" name="id" value={id} />
        <button type="submit" name="intent" value="release" disabled={busy} className={`${button} ${compact ? "border-aegean bg-aegean text-white hover:bg-aegean-dark" : "btn-primary"}`}>
          Release<span className="sr-only"> the {what}</span>
        </button>
      </Form>
      <Form method="post" action={discardAction}>
        <input type="hidden" name="id" value={id} />
        <button type="submit" name="intent" value="discard" disabled={busy} className={`${button} ${compact ? "border-danger text-danger-dark hover:bg-danger-light" : "btn-outline"}`}>
          Discard<span className="sr-only"> the {what}</span>
        </button>
      </Form>
    </div>
  );
}
