import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AnnouncementPreview, ANNOUNCEMENT_TONES } from "../../components/admin/AnnouncementParts";
import { DeleteConfirm, StateBadge, UndoDeleteForm } from "../../components/admin/ContentControls";
import { Notice } from "../../components/admin/Notice";
import { RevisionHistory } from "../../components/admin/RevisionHistory";
import { useEditorValidation } from "../../components/admin/useEditorValidation";
import { ErrorSummary } from "../../components/forms/ErrorSummary";
import { TextArea, TextField } from "../../components/forms/Field";
import { ANNOUNCEMENT_STATE_HINTS, ANNOUNCEMENT_STATE_LABELS, announcementDates } from "../../lib/admin/announcement-lines";
import { staffMeta } from "../../lib/admin/staff-meta";
import { fieldErrors } from "../../lib/forms/fields";
import { ANNOUNCEMENT_MAX_LENGTH, announcementEditorSchema } from "../../lib/forms/staff/announcement-editor";
import { ContentNotFound, getItemRow } from "../../lib/server/content/content-store.server";
import { notice, readStaffPost, revisionLines, sharedContentAction, type EditorNotice } from "../../lib/server/content/editor-actions.server";
import { saveAnnouncement } from "../../lib/server/content/owner-content.server";
import { announcementForStaff } from "../../lib/server/content/staff-content.server";
import { stringValues } from "../../lib/server/platform/request-body.server";
import { requireServices } from "../../lib/server/platform/services.server";
import { requireStaff } from "../../lib/server/staff/auth.server";
import type { Route } from "./+types/announcement";
import { ItemErrorBoundary } from "../../components/admin/ItemErrorBoundary";

const NEW = "new";

const LABELS: Record<string, string> = {
  text: "Announcement",
  link_url: "Link",
  link_label: "Link label",
  starts_on: "First day",
  ends_on: "Last day",
};
const ORDER = ["text", "link_url", "link_label", "starts_on", "ends_on"];

/** "Showroom open Saturdays …": a short name for the title and the history. */
function shortText(text: string, max = 60): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return staffMeta(loaded ? (loaded.id ? `Announcement: ${shortText(loaded.text)}` : "New announcement") : "Announcement not found");
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const services = requireServices(context);
  const search = new URL(request.url).searchParams;
  if (params.id === NEW) {
    return { id: null, text: "", values: {} as Record<string, string>, updatedAt: 0, deleted: false, line: null, revisions: [], saved: false, restored: false };
  }
  const row = await getItemRow(services.store, "announcement", params.id);
  if (!row) throw data("No announcement has this address.", { status: 404 });
  const [line, revisions] = await Promise.all([
    announcementForStaff(services.store, row, services.content.now()),
    revisionLines(services, "announcement", row.id, (snapshot) =>
      `${shortText(String(snapshot.text))} (${announcementDates({
        startsOn: (snapshot.starts_on as string | null) ?? null,
        endsOn: (snapshot.ends_on as string | null) ?? null,
      })})`,
    ),
  ]);
  return {
    id: row.id,
    text: row.text,
    values: {
      text: row.text,
      link_url: row.link_url ?? "",
      link_label: row.link_label ?? "",
      starts_on: row.starts_on ?? "",
      ends_on: row.ends_on ?? "",
    } as Record<string, string>,
    updatedAt: Number(row.updated_at),
    deleted: row.deleted_at !== null,
    line,
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
    const parsed = announcementEditorSchema.safeParse(fields);
    if (!parsed.success) {
      const { intent: _intent, ...values } = stringValues(fields);
      return data<EditorNotice>(
        { tone: "error", message: "The announcement was not saved.", errors: fieldErrors(parsed.error), values },
        { status: 422 },
      );
    }
    try {
      const row = await saveAnnouncement(services.store, isNew ? undefined : params.id, parsed.data, staff.email);
      await services.content.refresh();
      return redirect(`/admin/announcements/${row.id}?saved=1`, 303);
    } catch (error) {
      if (error instanceof ContentNotFound) throw data("No announcement has this address.", { status: 404 });
      throw error;
    }
  }
  if (isNew) return notice("error", "Save the announcement first.");
  return (await sharedContentAction("announcement", params.id, fields, staff.email, services)) ?? notice("error", "That action is not known.");
}

const link = "text-aegean underline decoration-aegean/40 underline-offset-2 hover:decoration-aegean";

export default function AnnouncementEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { id, text, line, revisions, deleted } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const failed = actionData && "errors" in actionData && actionData.errors ? actionData : undefined;
  const values = failed?.values ?? loaderData.values;
  const { formRef, summaryRef, errors, validate } = useEditorValidation(announcementEditorSchema, failed?.errors);
  const otherNotice = actionData && !failed ? actionData : undefined;

  return (
    <div className="container-site py-8 md:py-10">
      <p>
        <Link to="/admin/announcements" className={`inline-flex min-h-11 items-center text-sm ${link}`}>
          <span aria-hidden="true">←&nbsp;</span>All announcements
        </Link>
      </p>
      <h1 className="mt-2 break-words text-3xl md:text-4xl">{id ? "Announcement" : "New announcement"}</h1>
      <p className="mt-1 max-w-2xl text-muted">
        Shown in the footer of every page and on the contact page; the newest live one wins.
      </p>

      <div className="mt-6 space-y-3 empty:hidden">
        {deleted && id ? (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-3 border-l-4 border-danger bg-danger-light px-4 py-3 text-danger-dark">
            <p className="font-medium">This announcement is deleted: it is on no page of the website.</p>
            <UndoDeleteForm id={id} busy={busy} label="Undo delete" title={shortText(text)} />
          </div>
        ) : null}
        {otherNotice ? <Notice tone={otherNotice.tone}>{otherNotice.message}</Notice> : null}
        {!actionData && loaderData.saved && line ? (
          <Notice tone="success">
            Announcement saved. {ANNOUNCEMENT_STATE_HINTS[line.state]}{" "}
            {line.state === "shown" ? (
              <a href="/contact" className="underline">
                See it on the contact page
              </a>
            ) : null}
          </Notice>
        ) : null}
        {!actionData && loaderData.restored ? <Notice tone="success">The announcement is back, as it was when it was deleted.</Notice> : null}
      </div>

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        {id && line ? (
          <section aria-labelledby="status-heading" className="self-start border border-stone bg-white p-5 lg:col-start-2 lg:row-start-1">
            <h2 id="status-heading" className="text-2xl">
              On the website
            </h2>
            <p className="mt-3 flex flex-wrap items-center gap-2">
              <StateBadge tone={ANNOUNCEMENT_TONES[line.state]}>{ANNOUNCEMENT_STATE_LABELS[line.state]}</StateBadge>
              <span>{ANNOUNCEMENT_STATE_HINTS[line.state]}</span>
            </p>
            <p className="mt-3 text-sm text-muted">{line.datesLabel}</p>
            <p className="mt-3 border-t border-stone pt-3 break-words">
              <AnnouncementPreview item={line} />
            </p>
          </section>
        ) : null}
        <Form
          key={`${id ?? NEW}:${loaderData.updatedAt}`}
          ref={formRef}
          method="post"
          onSubmit={validate}
          aria-label={id ? "Edit the announcement" : "New announcement"}
          className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1"
        >
          <input type="hidden" name="intent" value="save" />
          <ErrorSummary errors={errors} labels={LABELS} order={ORDER} summaryRef={summaryRef} />
          <TextArea
            name="text"
            label={LABELS.text!}
            hint={`A sentence or two, at most ${ANNOUNCEMENT_MAX_LENGTH} characters.`}
            maxLength={ANNOUNCEMENT_MAX_LENGTH}
            rows={3}
            defaultValue={values.text}
            error={errors.text}
          />
          <fieldset className="space-y-5">
            <legend className="font-display text-2xl text-aegean-dark">Link</legend>
            <TextField
              name="link_url"
              label={LABELS.link_url!}
              optional
              inputMode="url"
              spellCheck={false}
              hint="A page of this site, like /contact, or an address starting with https://"
              maxLength={500}
              defaultValue={values.link_url}
              error={errors.link_url}
            />
            <TextField
              name="link_label"
              label={LABELS.link_label!}
              optional
              hint="The words of the link, like Book a visit. Without them it reads “Read more”."
              maxLength={60}
              defaultValue={values.link_label}
              error={errors.link_label}
            />
          </fieldset>
          <fieldset className="space-y-5">
            <legend className="font-display text-2xl text-aegean-dark">Dates</legend>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                name="starts_on"
                type="date"
                label={LABELS.starts_on!}
                optional
                hint="Pacific time. Leave empty to show it from now."
                defaultValue={values.starts_on}
                error={errors.starts_on}
              />
              <TextField
                name="ends_on"
                type="date"
                label={LABELS.ends_on!}
                optional
                hint="Pacific time; it shows all of that day. Leave the last day empty to keep it up."
                defaultValue={values.ends_on}
                error={errors.ends_on}
              />
            </div>
          </fieldset>
          <div className="flex flex-wrap items-center gap-4 border-t border-stone pt-6">
            <button type="submit" disabled={busy} className="btn btn-primary">
              {busy && navigation.formData?.get("intent") === "save" ? "Saving…" : "Save announcement"}
            </button>
            <Link to="/admin/announcements" className={`inline-flex min-h-11 items-center ${link}`}>
              Cancel
            </Link>
          </div>
        </Form>
      </div>

      {id && !deleted ? (
        <div className="mt-10 max-w-2xl">
          <DeleteConfirm
            what="announcement"
            busy={busy}
            consequence="It leaves the footer and the contact page at once (an older live announcement, if any, shows instead). You can bring it back from the announcements list."
          />
        </div>
      ) : null}

      {id && revisions.length ? <RevisionHistory revisions={revisions} busy={busy} /> : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <ItemErrorBoundary what="announcement" back={{ to: "/admin/announcements", label: "All announcements" }} />;
}
