import { Form } from "react-router";
import { QUOTE_STATUS_LABELS, QUOTE_STATUSES } from "#app/lib/quote/status";
import type { SubmissionPageData } from "#app/lib/server/leads/submission-page.server";
import { HeldActions } from "../HeldActions";

/** A submission's status panel: held (release or discard), handled or new, a quote's status, and its history. */
export function SubmissionStatus({ page, busy }: { page: SubmissionPageData; busy: boolean }) {
  const { submission: s, quote, history, held } = page;
  return (
    <section aria-labelledby="status-heading" className="self-start border border-stone bg-white p-5 lg:col-start-2 lg:row-start-1">
      <h2 id="status-heading" className="text-2xl">
        Status
      </h2>
      {s.status === "held" ? (
        <>
          <p className="mt-2">
            <span className="font-semibold">Held:</span> sent from a browser that could not run the spam check
            (JavaScript off). Nobody was emailed, and it takes no RSVP place or visit time until it is released. The
            sender was told a person would confirm within one business day.
          </p>
          <p className="mt-2 text-sm text-muted">
            Release handles it as if the check had passed: the mails go out, an RSVP takes its place, a visit its time
            if still free. Discard deletes it, with everything sent with it.
          </p>
          <div className="mt-4">
            <HeldActions id={s.id} what={`${s.formLabel} from ${s.name}`} busy={busy} discardAction="/admin/submissions" />
          </div>
        </>
      ) : null}
      {held?.released ? (
        <p className="mt-2">
          Released from held by <span className="font-semibold">{held.released.by}</span> on{" "}
          <time dateTime={held.released.at.iso}>{held.released.at.label}</time>: {held.released.outcome}.
        </p>
      ) : null}
      {s.status === "held" ? null : (
        <>
          <p className="mt-2">
            {s.status === "handled" && s.handledAt ? (
              <>
                Handled by <span className="font-semibold">{s.handledBy}</span> on{" "}
                <time dateTime={s.handledAt.iso}>{s.handledAt.label}</time>.
              </>
            ) : s.status === "spam" ? (
              "Marked as spam when it arrived (a field only bots fill in was filled), so nobody was emailed."
            ) : (
              "New: nobody has marked it handled yet."
            )}
          </p>
          <Form method="post" className="mt-4">
            {s.status === "handled" ? (
              <button type="submit" name="intent" value="new" disabled={busy} className="btn btn-outline w-full">
                Mark as new again
              </button>
            ) : (
              <div className="flex flex-col gap-2">
                <button type="submit" name="intent" value="handled" disabled={busy} className="btn btn-primary w-full">
                  Mark as handled
                </button>
                {s.status === "spam" ? (
                  <button type="submit" name="intent" value="new" disabled={busy} className="btn btn-outline w-full">
                    Not spam: move to new
                  </button>
                ) : null}
              </div>
            )}
          </Form>
        </>
      )}
      {quote ? (
        <Form method="post" className="mt-6 border-t border-stone pt-4">
          <input type="hidden" name="intent" value="quote-status" />
          <label htmlFor="quote-status" className="block font-semibold">
            Quote status
          </label>
          <p id="quote-status-hint" className="mt-0.5 text-sm text-muted">
            {quote.statusChangedBy && quote.statusChangedAt ? (
              <>
                {QUOTE_STATUS_LABELS[quote.quoteStatus]}, set by <span className="font-semibold">{quote.statusChangedBy}</span> on{" "}
                <time dateTime={quote.statusChangedAt.iso}>{quote.statusChangedAt.label}</time>.
              </>
            ) : (
              "New: not quoted yet."
            )}
          </p>
          <select
            id="quote-status"
            name="quote_status"
            defaultValue={quote.quoteStatus}
            aria-describedby="quote-status-hint"
            className="mt-2 block min-h-11 w-full rounded-sm border border-[#8b8578] bg-white px-3 py-2"
          >
            {QUOTE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {QUOTE_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
          <button type="submit" disabled={busy} className="btn btn-outline mt-3 w-full">
            Save quote status
          </button>
        </Form>
      ) : null}
      {history.length ? (
        <>
          <h3 className="mt-6 font-sans text-base font-semibold text-ink">History</h3>
          <ol className="mt-2 space-y-1 text-sm">
            {history.map((event) => (
              <li key={event.id}>
                {event.action === "handled" ? "Marked handled" : event.action === "released" ? "Released from held" : "Marked new again"} by{" "}
                <span className="font-semibold">{event.actor}</span>, <time dateTime={event.at.iso}>{event.at.label}</time>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
