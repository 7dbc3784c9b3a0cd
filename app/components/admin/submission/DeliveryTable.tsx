import { Form } from "react-router";
import { MailNotSetUp } from "../MailNotSetUp";
import { ColumnHeads } from "./ColumnHeads";
import type { SubmissionPageData } from "#app/lib/server/leads/submission-page.server";

/**
 * A submission's mails and forwards, how each fared, and Retry now for those not sent. Without a mail server the
 * section says once why its emails wait, and each says only that it is in the outbox; a retry after a failure keeps
 * its own state.
 */
export function DeliveryTable({ page, busy, mailSetUp }: { page: SubmissionPageData; busy: boolean; mailSetUp: boolean }) {
  const { submission: s, deliveries } = page;
  const waiting = !mailSetUp && deliveries.some((delivery) => delivery.kind !== "forward" && delivery.status !== "sent");
  return (
    <section aria-labelledby="delivery-heading" className="mt-10">
      <h2 id="delivery-heading" className="text-2xl">
        Email delivery
      </h2>
      {waiting ? <MailNotSetUp short /> : null}
      {deliveries.length === 0 ? (
        <p className="mt-3 text-muted">
          {s.status === "spam" ? "No emails: spam is never sent on." : s.status === "held" ? "No emails: a held submission is sent on only when it is released." : "No emails were queued for this submission."}
        </p>
      ) : (
        <div role="region" aria-labelledby="delivery-caption" tabIndex={0} className="relative mt-3 overflow-x-auto border border-stone bg-white">
          <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
            <caption id="delivery-caption" className="sr-only">
              Emails and forwards of this submission, with how they fared
            </caption>
            <thead className="bg-marble text-xs uppercase tracking-wider">
              <ColumnHeads columns={["To", "Subject", "State", <span className="sr-only">Action</span>]} />
            </thead>
            <tbody>
              {deliveries.map((delivery) => (
                <tr key={delivery.id} className="border-t border-stone align-top">
                  <td className="whitespace-nowrap px-3 py-2.5">
                    {delivery.kind === "forward" ? <span className="block text-xs text-muted">Forward to the form service</span> : null}
                    {delivery.recipient}
                  </td>
                  <td className="px-3 py-2.5">{delivery.subject}</td>
                  <td className="px-3 py-2.5">
                    {delivery.status === "sent" && delivery.sentAt ? (
                      <span>
                        <span className="font-semibold text-[#1d4a26]">Sent</span>{" "}
                        <time dateTime={delivery.sentAt.iso}>{delivery.sentAt.label}</time>
                      </span>
                    ) : delivery.status === "retrying" ? (
                      <span>
                        <span className="font-semibold text-danger-dark">Retrying</span> after {delivery.attempts}{" "}
                        {delivery.attempts === 1 ? "attempt" : "attempts"}; next <time dateTime={delivery.nextAttempt.iso}>{delivery.nextAttempt.label}</time>
                        <span className="mt-1 block break-words text-xs text-muted">Last error: {delivery.lastError}</span>
                      </span>
                    ) : (
                      <span>
                        <span className="font-semibold">{mailSetUp || delivery.kind === "forward" ? "Waiting to be sent" : "In the outbox"}</span>
                        {delivery.attempts > 0 ? ` (${delivery.attempts} ${delivery.attempts === 1 ? "attempt" : "attempts"})` : ""}
                      </span>
                    )}
                  </td>
                  <td className="px-3 py-2.5 text-right">
                    {delivery.status !== "sent" ? (
                      <Form method="post">
                        <input type="hidden" name="outbox_id" value={delivery.id} />
                        <button type="submit" name="intent" value="retry" disabled={busy} className="min-h-11 whitespace-nowrap rounded-sm border-2 border-aegean px-3 text-sm font-semibold text-aegean hover:bg-aegean hover:text-white">
                          Retry now<span className="sr-only"> the email to {delivery.recipient}</span>
                        </button>
                      </Form>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
