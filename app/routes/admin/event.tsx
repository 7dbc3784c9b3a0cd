import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { DeleteConfirm, StateBadge, UndoDeleteForm } from "../../components/admin/ContentControls";
import { EventPages, STATE_TONES } from "../../components/admin/EventParts";
import { Notice } from "../../components/admin/Notice";
import { RevisionHistory } from "../../components/admin/RevisionHistory";
import { useEditorValidation } from "../../components/admin/useEditorValidation";
import { ErrorSummary } from "../../components/forms/ErrorSummary";
import { SelectField, TextArea, TextField } from "../../components/forms/Field";
import { EVENT_STATE_HINTS, EVENT_STATE_LABELS, guestsLabel, type EventLine } from "../../lib/admin/event-lines";
import { filterSearch } from "../../lib/admin/inbox-filter";
import { staffMeta } from "../../lib/admin/staff-meta";
import { fieldErrors } from "../../lib/forms/fields";
import { GUESTS_PER_REPLY } from "../../lib/forms/rsvp-fields";
import {
  eventEditorSchema,
  MAX_CAPACITY,
  MAX_PARTNERS,
  pageField,
  partnerMarkField,
  partnerNameField,
  RSVP_PAGE_OPTIONS,
} from "../../lib/forms/staff/event-editor";
import { mediaUrl, mediaWidths } from "../../lib/media";
import { formatEventDate, formatTimeRange, toPacificInputValue } from "../../lib/pacific-time";
import { storedPages, storedPartners } from "../../lib/server/content/content-rows.server";
import type { EventsTable } from "../../lib/server/content/content-schema";
import { ContentNotFound, getItemRow } from "../../lib/server/content/content-store.server";
import { notice, readStaffPost, revisionLines, sharedContentAction, type EditorNotice } from "../../lib/server/content/editor-actions.server";
import { saveEvent } from "../../lib/server/content/owner-content.server";
import { eventForStaff } from "../../lib/server/content/staff-content.server";
import { listMedia } from "../../lib/server/media/media-store.server";
import type { MediaDb } from "../../lib/server/media/media-schema";
import { stringValues } from "../../lib/server/platform/request-body.server";
import { requireServices } from "../../lib/server/platform/services.server";
import { requireStaff } from "../../lib/server/staff/auth.server";
import type { Route } from "./+types/event";
import { ItemErrorBoundary } from "../../components/admin/ItemErrorBoundary";

const NEW = "new";
const PARTNER_ROWS = Array.from({ length: MAX_PARTNERS }, (_, i) => i + 1);

/** Every field's name for people, as the labels and the error summary give it. */
const LABELS: Record<string, string> = {
  title: "Title",
  description: "Description",
  starts_at: "Starts",
  ends_at: "Ends",
  rsvp_deadline: "RSVPs close",
  venue_name: "Venue",
  street_address: "Street address",
  locality: "City",
  region: "Province",
  capacity: "Capacity",
  max_guests: "Most guests per reply",
  ...Object.fromEntries(PARTNER_ROWS.flatMap((n) => [[partnerNameField(n), `Partner ${n} name`], [partnerMarkField(n), `Partner ${n} mark`]])),
  ...Object.fromEntries(RSVP_PAGE_OPTIONS.map((option) => [pageField(option.page), option.label])),
};

/** The fields in the order the form shows them: the error summary lists problems in this order. */
const ORDER = [
  "title",
  "description",
  "starts_at",
  "ends_at",
  "rsvp_deadline",
  "venue_name",
  "street_address",
  "locality",
  "region",
  "capacity",
  "max_guests",
  ...PARTNER_ROWS.flatMap((n) => [partnerNameField(n), partnerMarkField(n)]),
  ...RSVP_PAGE_OPTIONS.map((option) => pageField(option.page)),
];

export function meta({ data: loaded }: Route.MetaArgs) {
  return staffMeta(loaded ? (loaded.id ? `Event: ${loaded.title}` : "New event") : "Event not found");
}

/** A stored event as the editor's fields: times as datetime-local values in Pacific time. */
function eventValues(row: EventsTable): Record<string, string> {
  const values: Record<string, string> = {
    title: row.title,
    description: row.description,
    starts_at: toPacificInputValue(Number(row.starts_at)),
    ends_at: toPacificInputValue(Number(row.ends_at)),
    rsvp_deadline: row.rsvp_deadline === null ? "" : toPacificInputValue(Number(row.rsvp_deadline)),
    venue_name: row.venue_name,
    street_address: row.street_address,
    locality: row.locality,
    region: row.region,
    capacity: row.capacity === null ? "" : String(row.capacity),
    max_guests: String(row.max_guests),
  };
  storedPartners(row)
    .slice(0, MAX_PARTNERS)
    .forEach((partner, i) => {
      values[partnerNameField(i + 1)] = partner.name;
      values[partnerMarkField(i + 1)] = partner.mediaId ?? "";
    });
  for (const page of storedPages(row)) values[pageField(page)] = "on";
  return values;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const services = requireServices(context);
  const { store } = services;
  const search = new URL(request.url).searchParams;
  const mediaRows = await listMedia(store.db as unknown as MediaDb);
  const media = mediaRows.map((row) => ({ id: row.id, label: `${row.original_name} (${row.width} × ${row.height})`, width: Number(row.width) }));
  if (params.id === NEW) {
    return { id: null, title: "", values: { region: "BC", max_guests: String(GUESTS_PER_REPLY.default) } as Record<string, string>, updatedAt: 0, deleted: false, line: null, media, revisions: [], saved: false, restored: false };
  }
  const row = await getItemRow(store, "event", params.id);
  if (!row) throw data("No event has this address.", { status: 404 });
  const [line, revisions] = await Promise.all([
    eventForStaff(store, row, services.content.now()),
    revisionLines(services, "event", row.id, (snapshot) =>
      `${String(snapshot.title)}, ${formatEventDate(Number(snapshot.starts_at))}, ${formatTimeRange(Number(snapshot.starts_at), Number(snapshot.ends_at))}`,
    ),
  ]);
  return {
    id: row.id,
    title: row.title,
    values: eventValues(row),
    updatedAt: Number(row.updated_at),
    deleted: row.deleted_at !== null,
    line,
    media,
    revisions,
    saved: search.get("saved") === "1",
    restored: search.get("restored") === "1",
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const post = await readStaffPost(request, context);
  if ("refused" in post) return post.refused;
  const { staff, services, fields } = post;
  const isNew = params.id === NEW;
  if (fields.intent === "save") {
    const parsed = eventEditorSchema.safeParse(fields);
    if (!parsed.success) {
      // Everything typed comes back, so nothing is lost; each problem shows by its field.
      const { intent: _intent, ...values } = stringValues(fields);
      return data<EditorNotice>(
        { tone: "error", message: "The event was not saved.", errors: fieldErrors(parsed.error), values },
        { status: 422 },
      );
    }
    try {
      const row = await saveEvent(services.store, isNew ? undefined : params.id, parsed.data, staff.email);
      await services.content.refresh();
      return redirect(`/admin/events/${row.id}?saved=1`, 303);
    } catch (error) {
      if (error instanceof ContentNotFound) throw data("No event has this address.", { status: 404 });
      throw error;
    }
  }
  if (isNew) return notice("error", "Save the event first.");
  return (await sharedContentAction("event", params.id, fields, staff.email, services)) ?? notice("error", "That action is not known.");
}

const link = "text-aegean underline decoration-aegean/40 underline-offset-2 hover:decoration-aegean";

/** "/rsvp, /rsvp-cosentino and /rsvp-livingspace", each a link to the public page. */
function PageLinks({ pages }: { pages: EventLine["pages"] }) {
  return (
    <>
      {pages.map((page, i) => (
        <span key={page.page}>
          {i > 0 ? (i === pages.length - 1 ? " and " : ", ") : null}
          <a href={page.path} className="underline">
            {page.path}
          </a>
        </span>
      ))}
    </>
  );
}

/** The success notice after a save: where the event is now, with a link to each public page it is on. */
function SavedNotice({ line }: { line: EventLine }) {
  const shown = line.pages.filter((page) => page.shown);
  const waiting = line.pages.filter((page) => !page.shown);
  return (
    <Notice tone="success">
      Event saved.{" "}
      {shown.length ? (
        <>
          It is live on <PageLinks pages={shown} />.
        </>
      ) : null}
      {waiting.length ? (
        <>
          {shown.length ? " " : null}
          <PageLinks pages={waiting} /> {waiting.length === 1 ? "shows" : "show"} another event first (see “On the website”).
        </>
      ) : null}
      {line.pages.length === 0 ? "It is on no RSVP page yet: tick one under “RSVP pages” to show it." : null}
    </Notice>
  );
}

/** Where the event stands on the site: its state, guests, pages and RSVPs. */
function EventStatus({ line, id }: { line: EventLine; id: string }) {
  return (
    <section aria-labelledby="status-heading" className="border border-stone bg-white p-5">
      <h2 id="status-heading" className="text-2xl">
        On the website
      </h2>
      <p className="mt-3 flex flex-wrap items-center gap-2">
        <StateBadge tone={STATE_TONES[line.state]}>{EVENT_STATE_LABELS[line.state]}</StateBadge>
        <span>{EVENT_STATE_HINTS[line.state]}</span>
      </p>
      <dl className="mt-4 space-y-3">
        <div>
          <dt className="text-sm font-semibold text-muted">When</dt>
          <dd>
            <time dateTime={line.startsIso}>{line.dateLabel}</time>, {line.timeLabel}
            <span className="block text-sm text-muted">RSVPs close {line.closesLabel} (Pacific time)</span>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">Guests</dt>
          <dd>{guestsLabel(line)}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">Waiting list</dt>
          <dd>
            {line.waitlistGuests} {line.waitlistGuests === 1 ? "guest" : "guests"}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">RSVP pages</dt>
          <dd>
            <EventPages pages={line.pages} />
          </dd>
        </div>
      </dl>
      <ul className="mt-4 space-y-1 border-t border-stone pt-3">
        <li>
          <Link to={`/admin/submissions${filterSearch({ event: id, page: 1 })}`} className={`inline-flex min-h-11 items-center ${link}`}>
            Its RSVPs in the inbox
          </Link>
        </li>
        <li>
          <a href={`/events/${id}.ics`} className={`inline-flex min-h-11 items-center ${link}`}>
            Calendar file (.ics)
          </a>
        </li>
      </ul>
    </section>
  );
}

type MediaOption = { id: string; label: string; width: number };

/** A partner's name and mark; the chosen uploaded mark is previewed. */
function PartnerRow({ n, values, errors, media }: { n: number; values: Record<string, string>; errors: Record<string, string>; media: MediaOption[] }) {
  const markName = partnerMarkField(n);
  const [mark, setMark] = useState(values[markName] ?? "");
  const chosen = media.find((item) => item.id === mark);
  const options = media.map((item) => ({ value: item.id, label: item.label }));
  // A mark deleted from the library since: kept as chosen (the page shows the name instead) until changed.
  if (mark && !chosen) options.push({ value: mark, label: "An image deleted from the library (the name shows instead)" });
  return (
    <li className="grid gap-4 border-t border-stone pt-4 first:border-t-0 first:pt-0 sm:grid-cols-2">
      <TextField name={partnerNameField(n)} label={LABELS[partnerNameField(n)]!} optional maxLength={80} defaultValue={values[partnerNameField(n)]} error={errors[partnerNameField(n)]} />
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <SelectField
            name={markName}
            label={LABELS[markName]!}
            optional
            options={options}
            placeholder="Site wordmark / name in type"
            defaultValue={values[markName] ?? ""}
            onChange={(event) => setMark(event.currentTarget.value)}
            error={errors[markName]}
          />
        </div>
        {chosen ? (
          <img
            src={mediaUrl(chosen.id, mediaWidths(chosen.width)[0]!, "webp")}
            alt=""
            className="mb-0.5 h-11 w-20 shrink-0 self-end border border-stone bg-white object-contain"
          />
        ) : null}
      </div>
    </li>
  );
}

export default function EventEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { id, title, line, media, revisions, deleted } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const failed = actionData && "errors" in actionData && actionData.errors ? actionData : undefined;
  const values = failed?.values ?? loaderData.values;
  const { formRef, summaryRef, errors, validate } = useEditorValidation(eventEditorSchema, failed?.errors);
  const otherNotice = actionData && !failed ? actionData : undefined;

  return (
    <div className="container-site py-8 md:py-10">
      <p>
        <Link to="/admin/events" className={`inline-flex min-h-11 items-center text-sm ${link}`}>
          <span aria-hidden="true">←&nbsp;</span>All events
        </Link>
      </p>
      <h1 className="mt-2 break-words text-3xl md:text-4xl">{id ? title : "New event"}</h1>
      {id && line ? (
        <p className="mt-1 text-muted">
          <time dateTime={line.startsIso}>{line.dateLabel}</time>, {line.timeLabel} Pacific time
        </p>
      ) : (
        <p className="mt-1 text-muted">It shows on the RSVP pages you tick, from the moment it is saved.</p>
      )}

      <div className="mt-6 space-y-3 empty:hidden">
        {deleted && id ? (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-3 border-l-4 border-danger bg-danger-light px-4 py-3 text-danger-dark">
            <p className="font-medium">This event is deleted: it is on no page of the website.</p>
            <UndoDeleteForm id={id} busy={busy} label="Undo delete" title={title} />
          </div>
        ) : null}
        {otherNotice ? <Notice tone={otherNotice.tone}>{otherNotice.message}</Notice> : null}
        {!actionData && loaderData.saved && line ? <SavedNotice line={line} /> : null}
        {!actionData && loaderData.restored ? <Notice tone="success">The event is back, as it was when it was deleted.</Notice> : null}
      </div>

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        {id && line && !deleted ? (
          <div className="lg:col-start-2 lg:row-start-1">
            <EventStatus line={line} id={id} />
          </div>
        ) : null}
        <Form
          key={`${id ?? NEW}:${loaderData.updatedAt}`}
          ref={formRef}
          method="post"
          onSubmit={validate}
          aria-label={id ? "Edit the event" : "New event"}
          className="min-w-0 space-y-8 lg:col-start-1 lg:row-start-1"
        >
          <input type="hidden" name="intent" value="save" />
          <ErrorSummary errors={errors} labels={LABELS} order={ORDER} summaryRef={summaryRef} />

          <div className="space-y-5">
            <TextField name="title" label={LABELS.title!} hint="As guests read it, e.g. Spring Open House" maxLength={160} defaultValue={values.title} error={errors.title} />
            <TextArea name="description" label={LABELS.description!} hint="A few sentences for the invitation" maxLength={4000} defaultValue={values.description} error={errors.description} />
          </div>

          <fieldset className="space-y-5">
            <legend className="font-display text-2xl text-aegean-dark">When</legend>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField name="starts_at" type="datetime-local" label={LABELS.starts_at!} hint="Pacific time" defaultValue={values.starts_at} error={errors.starts_at} />
              <TextField name="ends_at" type="datetime-local" label={LABELS.ends_at!} hint="Pacific time" defaultValue={values.ends_at} error={errors.ends_at} />
            </div>
            <TextField
              name="rsvp_deadline"
              type="datetime-local"
              label={LABELS.rsvp_deadline!}
              optional
              hint="Pacific time. Leave empty to take RSVPs until the event starts."
              defaultValue={values.rsvp_deadline}
              error={errors.rsvp_deadline}
            />
          </fieldset>

          <fieldset className="space-y-5">
            <legend className="font-display text-2xl text-aegean-dark">Where</legend>
            <TextField name="venue_name" label={LABELS.venue_name!} maxLength={160} defaultValue={values.venue_name} error={errors.venue_name} />
            <TextField name="street_address" label={LABELS.street_address!} optional maxLength={200} autoComplete="off" defaultValue={values.street_address} error={errors.street_address} />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField name="locality" label={LABELS.locality!} maxLength={80} defaultValue={values.locality} error={errors.locality} />
              <TextField name="region" label={LABELS.region!} maxLength={40} defaultValue={values.region} error={errors.region} />
            </div>
          </fieldset>

          <fieldset className="space-y-5">
            <legend className="font-display text-2xl text-aegean-dark">Places</legend>
            <div className="sm:max-w-md">
              <TextField
              name="capacity"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_CAPACITY}
              step={1}
              label={LABELS.capacity!}
              optional
              hint="Guests the venue takes. Once confirmed guests reach it, new RSVPs join the waiting list. Leave empty for no limit."
              defaultValue={values.capacity}
              error={errors.capacity}
              />
            </div>
            <div className="sm:max-w-md">
              <TextField
                name="max_guests"
                type="number"
                inputMode="numeric"
                min={GUESTS_PER_REPLY.min}
                max={GUESTS_PER_REPLY.max}
                step={1}
                label={LABELS.max_guests!}
                hint={`Guests one reply may bring, including the person replying (${GUESTS_PER_REPLY.min} to ${GUESTS_PER_REPLY.max}; a new event starts at ${GUESTS_PER_REPLY.default}). The form asks larger groups to call. Each email address can reply once per event.`}
                defaultValue={values.max_guests}
                error={errors.max_guests}
              />
            </div>
          </fieldset>

          <fieldset aria-describedby="partners-hint">
            <legend className="font-display text-2xl text-aegean-dark">Partners</legend>
            <p id="partners-hint" className="mt-1 text-sm text-muted">
              Up to {MAX_PARTNERS}, in the order the invitation shows them; a row without a name is left out. A mark is an
              image uploaded under Images; without one the page shows the wordmark made for the site, if the partner has
              one, or else the name in type.
            </p>
            <ol className="mt-4 space-y-4">
              {PARTNER_ROWS.map((n) => (
                <PartnerRow key={n} n={n} values={values} errors={errors} media={media} />
              ))}
            </ol>
          </fieldset>

          <fieldset aria-describedby="pages-hint">
            <legend className="font-display text-2xl text-aegean-dark">RSVP pages</legend>
            <p id="pages-hint" className="mt-1 text-sm text-muted">
              The pages that show this event. A page shows its next event, or the last one once they are all over. Tick none
              to keep it off the website while you prepare it.
            </p>
            <div className="mt-3 space-y-1">
              {RSVP_PAGE_OPTIONS.map((option) => (
                <label key={option.page} htmlFor={`field-${pageField(option.page)}`} className="flex min-h-11 cursor-pointer items-center gap-3">
                  <input
                    id={`field-${pageField(option.page)}`}
                    name={pageField(option.page)}
                    type="checkbox"
                    defaultChecked={values[pageField(option.page)] === "on"}
                    className="size-5 shrink-0 accent-aegean"
                  />
                  <span>
                    {option.label} <span className="text-muted">({option.path})</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>

          <div className="flex flex-wrap items-center gap-4 border-t border-stone pt-6">
            <button type="submit" disabled={busy} className="btn btn-primary">
              {busy && navigation.formData?.get("intent") === "save" ? "Saving…" : "Save event"}
            </button>
            <Link to="/admin/events" className={`inline-flex min-h-11 items-center ${link}`}>
              Cancel
            </Link>
          </div>
        </Form>
      </div>

      {id && !deleted ? (
        <div className="mt-10 max-w-2xl">
          <DeleteConfirm
            what="event"
            busy={busy}
            consequence="It leaves its RSVP pages at once, and the page shows the next event, if any. Its RSVPs stay in the inbox. You can bring it back from the events list."
          />
        </div>
      ) : null}

      {id && revisions.length ? <RevisionHistory revisions={revisions} busy={busy} /> : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <ItemErrorBoundary what="event" back={{ to: "/admin/events", label: "All events" }} />;
}
