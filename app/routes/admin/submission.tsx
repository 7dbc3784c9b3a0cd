import { data, Form, Link, useNavigation } from "react-router";
import { Notice } from "../../components/admin/Notice";
import { StatusBadge } from "../../components/admin/StatusBadge";
import { staffMeta } from "../../lib/admin/staff-meta";
import { staffTime } from "../../lib/business-time";
import { formLabel } from "../../lib/forms/form-ids";
import { formatEventDate } from "../../lib/pacific-time";
import { getItemRow } from "../../lib/server/content/content-store.server";
import { getSubmission, setSubmissionStatus, submissionHistory } from "../../lib/server/leads/inbox.server";
import { deliveryState, retryNow } from "../../lib/server/leads/outbox-queue.server";
import { quoteView, setQuoteStatus } from "../../lib/server/leads/quotes.server";
import { listAttachments } from "../../lib/server/leads/attachments.server";
import { attachmentPath } from "../../lib/admin/staff-paths";
import { attachmentTypeLabel, formatBytes } from "../../lib/quote/attachments";
import { QuoteEnergyLines } from "../../components/forms/QuoteEnergy";
import { isQuoteStatus, QUOTE_STATUS_LABELS, QUOTE_STATUSES } from "../../lib/quote/status";
import { BodyError, readFields } from "../../lib/server/platform/request-body.server";
import { requireServices } from "../../lib/server/platform/services.server";
import { requireStaff } from "../../lib/server/staff/auth.server";
import type { Route } from "./+types/submission";
import { ItemErrorBoundary } from "../../components/admin/ItemErrorBoundary";
import { HeldActions } from "../../components/admin/HeldActions";
import { heldIntent, heldStaffAction, heldView } from "../../lib/server/leads/held.server";

export function meta({ data: loaded }: Route.MetaArgs) {
  return staffMeta(loaded ? `${loaded.submission.name} (${loaded.submission.formLabel})` : "Submission not found");
}


export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { store } = requireServices(context);
  const row = await getSubmission(store, params.id);
  if (!row) throw data("No submission has this address.", { status: 404 });
  const [deliveries, history, event, quote, attachments, held] = await Promise.all([
    deliveryState(store, row.id),
    submissionHistory(store, row.id),
    row.event_id ? getItemRow(store, "event", row.event_id) : undefined,
    row.kind === "quote" ? quoteView(store.db, row.id) : null,
    row.kind === "quote" ? listAttachments(store.db, row.id) : [],
    heldView(store.db, row.id),
  ]);
  return {
    submission: {
      id: row.id,
      kind: row.kind,
      formId: row.form_id,
      formLabel: formLabel(row.form_id),
      received: staffTime(row.created_at),
      name: `${row.first_name} ${row.last_name}`,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      company: row.company,
      guests: row.guests,
      howDidYouHear: row.how_did_you_hear,
      message: row.message,
      marketingConsent: row.marketing_consent === 1,
      status: row.status,
      handledBy: row.handled_by,
      handledAt: row.handled_at === null ? null : staffTime(row.handled_at),
      userAgent: row.user_agent,
      /** An RSVP's event (null for RSVPs sent before RSVPs belonged to one), and its place: confirmed or waiting. */
      event: event
        ? { id: event.id, title: event.title, dateLabel: formatEventDate(Number(event.starts_at)), deleted: event.deleted_at !== null }
        : null,
      eventId: row.event_id,
      rsvpStatus: row.rsvp_status,
    },
    deliveries: deliveries.map((delivery) => ({
      id: delivery.id,
      kind: delivery.kind,
      recipient: delivery.recipient,
      subject: delivery.subject,
      status: delivery.status,
      attempts: delivery.attempts,
      lastError: delivery.lastError,
      sentAt: delivery.sentAt === null ? null : staffTime(delivery.sentAt),
      nextAttempt: staffTime(delivery.nextAttemptAt),
    })),
    history: history.map((event) => ({ id: event.id, action: event.action, actor: event.actor, at: staffTime(event.created_at) })),
    attachments: attachments.map((file) => ({ ...file, href: attachmentPath(row.id, file.id) })),
    /** Sent without the captcha (decision 027): a visit's time asked for, and once released, by whom and how it went. */
    held: held
      ? { visit: held.visit ?? null, released: held.released ? { by: held.released.by, at: staffTime(held.released.at), outcome: held.released.outcome } : null }
      : null,
    quote: quote
      ? { ...quote, statusChangedAt: quote.statusChangedAt === null ? null : staffTime(quote.statusChangedAt) }
      : null,
  };
}

type ActionResult = { tone: "success" | "error"; message: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context);
  const services = requireServices(context);
  let fields;
  try {
    fields = await readFields(request);
  } catch (error) {
    if (error instanceof BodyError) return data<ActionResult>({ tone: "error", message: error.message }, { status: error.status });
    throw error;
  }
  const intent = fields.intent;
  const heldAction = heldIntent(intent);
  if (heldAction) {
    const result = await heldStaffAction(services, heldAction, params.id, staff.email);
    return data<ActionResult>({ tone: result.ok ? "success" : "error", message: result.message }, { status: result.status ?? 200 });
  }
  if (intent === "handled" || intent === "new") {
    const changed = await setSubmissionStatus(services.store, params.id, intent, staff.email);
    const current = changed ? undefined : await getSubmission(services.store, params.id);
    if (!changed && !current) throw data("No submission has this address.", { status: 404 });
    if (current?.status === "held") {
      return data<ActionResult>({ tone: "error", message: "It is held: release or discard it." }, { status: 409 });
    }
    return data<ActionResult>({
      tone: "success",
      message: changed
        ? intent === "handled"
          ? "Marked as handled."
          : "Marked as new again."
        : `It was already ${intent === "handled" ? "handled" : "new"}.`,
    });
  }
  if (intent === "quote-status") {
    const status = fields.quote_status;
    if (!isQuoteStatus(status)) return data<ActionResult>({ tone: "error", message: "Choose one of the quote statuses." }, { status: 400 });
    const changed = await setQuoteStatus(services.store.db, params.id, status, staff.email);
    if (!changed && !(await getSubmission(services.store, params.id))) throw data("No submission has this address.", { status: 404 });
    return data<ActionResult>({
      tone: "success",
      message: changed ? `Quote status set to ${QUOTE_STATUS_LABELS[status]}.` : `The quote status was already ${QUOTE_STATUS_LABELS[status]}.`,
    });
  }
  if (intent === "retry" && typeof fields.outbox_id === "string") {
    const pending = (await deliveryState(services.store, params.id)).find((row) => row.id === fields.outbox_id && row.status !== "sent");
    if (!pending || !(await retryNow(services.store, pending.id))) {
      return data<ActionResult>({ tone: "error", message: "That email has been sent already, or no longer exists." }, { status: 409 });
    }
    services.wakeOutbox();
    return data<ActionResult>({ tone: "success", message: `Sending the email to ${pending.recipient} again now.` });
  }
  return data<ActionResult>({ tone: "error", message: "That action is not known." }, { status: 400 });
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="border-t border-stone py-2.5 sm:grid sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="mt-0.5 break-words sm:mt-0">{children}</dd>
    </div>
  );
}

const notGiven = <span className="text-muted">Not given</span>;

export default function SubmissionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { submission: s, deliveries, history, quote, attachments, held } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const isRsvp = s.kind === "rsvp";
  return (
    <div className="container-site py-8 md:py-10">
      <p>
        <Link to="/admin/submissions" className="text-sm text-aegean underline">
          <span aria-hidden="true">← </span>Back to the inbox
        </Link>
      </p>
      <div className="mt-4 min-w-0">
        <p className="flex flex-wrap items-center gap-3">
          <span className="eyebrow">{s.formLabel}</span>
          <StatusBadge status={s.status} />
        </p>
        <h1 className="mt-1 break-words text-3xl md:text-4xl">{s.name}</h1>
        <p className="mt-1 text-muted">
          Received <time dateTime={s.received.iso}>{s.received.label}</time>
        </p>
      </div>

      {actionData ? (
        <div className="mt-6">
          <Notice tone={actionData.tone}>{actionData.message}</Notice>
        </div>
      ) : null}

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
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
        <section aria-labelledby="details-heading" className="lg:col-start-1 lg:row-start-1">
          <h2 id="details-heading" className="text-2xl">
            What they sent
          </h2>
          <dl className="mt-3 border-b border-stone">
            <Field label="First name">{s.firstName}</Field>
            <Field label="Last name">{s.lastName}</Field>
            <Field label="Email">
              <a href={`mailto:${s.email}`} className="break-all text-aegean underline">
                {s.email}
              </a>
            </Field>
            <Field label="Phone">
              <a href={`tel:${s.phone}`} className="text-aegean underline tabular-nums">
                {s.phone}
              </a>
            </Field>
            {isRsvp ? (
              <Field label="Event">
                {s.event ? (
                  <>
                    <Link to={`/admin/events/${s.event.id}`} className="text-aegean underline">
                      {s.event.title}
                    </Link>{" "}
                    <span className="text-muted">
                      ({s.event.dateLabel}
                      {s.event.deleted ? ", deleted" : ""})
                    </span>
                  </>
                ) : s.eventId ? (
                  <span className="text-muted">An event that no longer exists</span>
                ) : (
                  <span className="text-muted">None: sent before RSVPs belonged to an event</span>
                )}
              </Field>
            ) : null}
            {held?.visit ? (
              <Field label="Visit asked for">
                {held.visit.when}, {held.visit.showroom} ({held.visit.purpose})
              </Field>
            ) : null}
            {isRsvp && s.rsvpStatus ? (
              <Field label="RSVP status">{s.rsvpStatus === "waitlist" ? <strong>On the waiting list</strong> : "Confirmed"}</Field>
            ) : null}
            {isRsvp || s.company ? <Field label="Company">{s.company ?? notGiven}</Field> : null}
            {isRsvp || s.guests !== null ? <Field label="Guests">{s.guests ?? notGiven}</Field> : null}
            {!isRsvp || s.howDidYouHear ? <Field label="How they heard of us">{s.howDidYouHear ?? notGiven}</Field> : null}
            {!isRsvp ? <Field label="Marketing emails">{s.marketingConsent ? "Yes, they agreed" : "No"}</Field> : null}
            {!isRsvp || s.message ? (
              <Field label="Message">
                {s.message ? <p className="whitespace-pre-wrap">{s.message}</p> : notGiven}
              </Field>
            ) : null}
            <Field label="Form">
              {s.formLabel} <span className="text-muted">({s.formId})</span>
            </Field>
            <Field label="Browser">{s.userAgent ? <span className="text-sm">{s.userAgent}</span> : notGiven}</Field>
            <Field label="Reference">
              <span className="font-mono text-sm">{s.id}</span>
            </Field>
          </dl>
          {quote ? (
            <section aria-labelledby="quote-heading" className="mt-8">
              <h2 id="quote-heading" className="text-2xl">
                Project and schedule
              </h2>
              <p className="mt-2">
                <a href={`/admin/submissions/${encodeURIComponent(s.id)}/quote.pdf`} download className="text-aegean underline">
                  Quote request (PDF)
                </a>
              </p>
              <dl className="mt-3 border-b border-stone">
                <Field label="Project address or city">{quote.projectLocation}</Field>
                <Field label="Type of project">{quote.projectType}</Field>
                <Field label="Timeline">{quote.timeline}</Field>
                <Field label="Energy target">{quote.energyTarget ?? notGiven}</Field>
                <Field label="Summary">
                  {quote.summary.openings} {quote.summary.openings === 1 ? "opening" : "openings"}, {quote.summary.areaM2.toFixed(2)} m² (
                  {quote.summary.areaFt2.toFixed(2)} ft²)
                  <ul className="mt-1 text-sm">
                    {quote.summary.families
                      .filter((family) => family.openings > 0)
                      .map((family) => (
                        <li key={family.family}>
                          {family.label}: {family.openings}, {family.areaM2.toFixed(2)} m² ({family.areaFt2.toFixed(2)} ft²)
                        </li>
                      ))}
                  </ul>
                </Field>
              </dl>
              <div className="mt-4 overflow-x-auto">
                <table className="w-full min-w-[40rem] text-left text-sm">
                  <caption className="sr-only">The schedule of openings</caption>
                  <thead className="bg-marble text-xs uppercase tracking-wider">
                    <tr>
                      <th scope="col" className="px-3 py-2">#</th>
                      <th scope="col" className="px-3 py-2">Product</th>
                      <th scope="col" className="px-3 py-2">Size</th>
                      <th scope="col" className="px-3 py-2 text-right">Qty</th>
                      <th scope="col" className="px-3 py-2 text-right">Area</th>
                      <th scope="col" className="px-3 py-2">Room or note</th>
                    </tr>
                  </thead>
                  <tbody>
                    {quote.openings.map((opening) => (
                      <tr key={opening.position} className="border-t border-stone align-top">
                        <td className="px-3 py-2 tabular-nums">{opening.position}</td>
                        <td className="px-3 py-2">
                          {opening.product}
                          {opening.configuration ? <span className="block text-muted">{opening.configuration}</span> : null}
                        </td>
                        <td className="px-3 py-2">
                          {opening.size}
                          {opening.enteredInInches ? <span className="block text-muted">entered in inches</span> : null}
                        </td>
                        <td className="px-3 py-2 text-right tabular-nums">{opening.quantity}</td>
                        <td className="px-3 py-2 text-right tabular-nums">{opening.areaM2} m²</td>
                        <td className="px-3 py-2">{opening.note ?? ""}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <QuoteEnergyLines energy={quote.energy} />
              <h3 id="attachments-heading" className="mt-6 font-sans text-lg font-semibold">
                Drawings and photos
              </h3>
              {attachments.length ? (
                <ul aria-labelledby="attachments-heading" className="mt-2 divide-y divide-stone border border-stone bg-white">
                  {attachments.map((file) => (
                    <li key={file.id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2">
                      <span className="min-w-0 break-words">
                        {file.name}{" "}
                        <span className="text-sm text-muted">
                          ({attachmentTypeLabel(file.contentType)}, {formatBytes(file.bytes)})
                        </span>
                      </span>
                      <a href={file.href} download className="text-aegean underline" aria-label={`Download ${file.name}`}>
                        Download
                      </a>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2 text-muted">None attached.</p>
              )}
            </section>
          ) : null}
        </section>

      </div>

      <section aria-labelledby="delivery-heading" className="mt-10">
        <h2 id="delivery-heading" className="text-2xl">
          Email delivery
        </h2>
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
                <tr>
                  <th scope="col" className="px-3 py-2.5 font-semibold">
                    To
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-semibold">
                    Subject
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-semibold">
                    State
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-semibold">
                    <span className="sr-only">Action</span>
                  </th>
                </tr>
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
                          <span className="font-semibold">Waiting to be sent</span>
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
    </div>
  );
}

export function ErrorBoundary() {
  return <ItemErrorBoundary what="submission" back={{ to: "/admin/submissions", label: "Back to the inbox" }} />;
}
