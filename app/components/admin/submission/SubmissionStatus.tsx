import { Form } from "react-router";
import type { ReactNode } from "react";
import type { SubmissionPageData } from "#app/lib/server/leads/submission-page.server";
import { HeldActions } from "../HeldActions";

/** A submission's status panel: held (release or discard), spam (move to new), and its place in the pipeline (`children`). */
export function SubmissionStatus({ page, busy, children }: { page: SubmissionPageData; busy: boolean; children?: ReactNode }) {
  const { submission: s, held } = page;
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
      {s.status === "spam" ? (
        <>
          <p className="mt-2">Marked as spam when it arrived (a field only bots fill in was filled), so nobody was emailed.</p>
          <Form method="post" className="mt-4">
            <button type="submit" name="intent" value="new" disabled={busy} className="btn btn-outline w-full">
              Not spam: move to new
            </button>
          </Form>
        </>
      ) : null}
      {children}
    </section>
  );
}
