import { EditorErrorBoundary, EditorFrame } from "#app/components/admin/EditorFrame";
import { useEditor } from "#app/components/admin/useEditor";
import { EventSavedNotice, EventStatus } from "#app/components/admin/event-editor/EventStatus";
import { PartnerRow } from "#app/components/admin/event-editor/PartnerRow";
import { TextArea, TextField } from "#app/components/forms/Field";
import { EVENT_FORM, PARTNER_ROWS } from "#app/lib/admin/event-form";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { GUESTS_PER_REPLY } from "#app/lib/forms/rsvp-fields";
import { MAX_CAPACITY, MAX_PARTNERS, pageField, RSVP_PAGE_OPTIONS } from "#app/lib/forms/staff/event-editor";
import { editorAction, editorData, loadItem } from "#app/lib/server/content/editor-page.server";
import { eventKind } from "#app/lib/server/content/kinds/event-editor.server";
import { eventForStaff } from "#app/lib/server/content/staff-content.server";
import { listMedia } from "#app/lib/server/media/media-store.server";
import type { MediaDb } from "#app/lib/server/media/media-schema";
import type { Route } from "./+types/event";

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  return staffMeta(loaded ? (loaded.id ? `Event: ${loaded.title}` : "New event") : "Event not found", matches);
}

export async function loader(args: Route.LoaderArgs) {
  const item = await loadItem(eventKind, args);
  return editorData(eventKind, item, async ({ row, services }) => {
    const mediaRows = await listMedia(services.store.db as unknown as MediaDb);
    return {
      title: row?.title ?? "",
      // The images a partner's mark can be.
      media: mediaRows.map((image) => ({ id: image.id, label: `${image.original_name} (${image.width} × ${image.height})`, width: Number(image.width) })),
      line: row ? await eventForStaff(services.store, row, services.content.now()) : null,
    };
  });
}

export const action = (args: Route.ActionArgs) => editorAction(eventKind, args);

export default function EventEditor({ loaderData: loaded, actionData }: Route.ComponentProps) {
  const { id, line, media } = loaded;
  const { field, values, errors, frame } = useEditor(EVENT_FORM, loaded, actionData);
  return (
    <EditorFrame
      {...frame}
      title={loaded.title}
      heading={id ? loaded.title : "New event"}
      intro={
        id && line ? (
          <p>
            <time dateTime={line.startsIso}>{line.dateLabel}</time>, {line.timeLabel} Pacific time
          </p>
        ) : (
          <p>It shows on the RSVP pages you tick, from the moment it is saved.</p>
        )
      }
      saved={line ? <EventSavedNotice line={line} /> : null}
      aside={id && line ? <EventStatus line={line} id={id} /> : null}
    >
      <div className="space-y-5">
        <TextField {...field("title")} hint="As guests read it, e.g. Spring Open House" limit={160} />
        <TextArea {...field("description")} hint="A few sentences for the invitation" limit={4000} />
      </div>

      <fieldset className="space-y-5">
        <legend className="font-display text-2xl text-aegean-dark">When</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...field("starts_at")} type="datetime-local" hint="Pacific time" />
          <TextField {...field("ends_at")} type="datetime-local" hint="Pacific time" />
        </div>
        <TextField
          {...field("rsvp_deadline")}
          type="datetime-local"
          optional
          hint="Pacific time. Leave empty to take RSVPs until the event starts."
        />
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="font-display text-2xl text-aegean-dark">Where</legend>
        <TextField {...field("venue_name")} limit={160} />
        <TextField {...field("street_address")} optional limit={200} autoComplete="off" />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...field("locality")} limit={80} />
          <TextField {...field("region")} limit={40} />
        </div>
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="font-display text-2xl text-aegean-dark">Places</legend>
        <div className="sm:max-w-md">
          <TextField
          {...field("capacity")}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_CAPACITY}
          step={1}
          optional
          hint="Guests the venue takes. Once confirmed guests reach it, new RSVPs join the waiting list. Leave empty for no limit."
          />
        </div>
        <div className="sm:max-w-md">
          <TextField
            {...field("max_guests")}
            type="number"
            inputMode="numeric"
            min={GUESTS_PER_REPLY.min}
            max={GUESTS_PER_REPLY.max}
            step={1}
            hint={`Guests one reply may bring, including the person replying (${GUESTS_PER_REPLY.min} to ${GUESTS_PER_REPLY.max}; a new event starts at ${GUESTS_PER_REPLY.default}). The form asks larger groups to call. Each email address can reply once per event.`}
          />
        </div>
      </fieldset>

      <fieldset aria-describedby="partners-hint">
        <legend className="font-display text-2xl text-aegean-dark">Partners</legend>
        <p id="partners-hint" className="mt-1 text-sm text-muted">
          Up to {MAX_PARTNERS}, in the order the invitation shows them; a row without a name is left out. A logo is an
          image uploaded under Images; without one the invitation shows the partner's name, in the lettering made for
          this site where there is one.
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

    </EditorFrame>
  );
}

export function ErrorBoundary() {
  return <EditorErrorBoundary kind="event" />;
}
