import { AnnouncementPreview, ANNOUNCEMENT_TONES } from "#app/components/admin/AnnouncementParts";
import { StateBadge } from "#app/components/admin/ContentControls";
import { EditorErrorBoundary, EditorFrame, StatusPanel, answerNotice, fieldsOf } from "#app/components/admin/EditorFrame";
import { Notice } from "#app/components/admin/Notice";
import { useEditorValidation } from "#app/components/admin/useEditorValidation";
import { TextArea, TextField } from "#app/components/forms/Field";
import { ANNOUNCEMENT_FORM, shortText } from "#app/lib/admin/announcement-form";
import { ANNOUNCEMENT_STATE_HINTS, ANNOUNCEMENT_STATE_LABELS, type AnnouncementLine } from "#app/lib/admin/announcement-lines";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { ANNOUNCEMENT_MAX_LENGTH } from "#app/lib/forms/staff/announcement-editor";
import { editorAction, editorData, loadItem } from "#app/lib/server/content/editor-page.server";
import { announcementKind } from "#app/lib/server/content/kinds/announcement-editor.server";
import { announcementForStaff } from "#app/lib/server/content/staff-content.server";
import type { Route } from "./+types/announcement";

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  return staffMeta(loaded ? (loaded.id ? `Announcement: ${shortText(loaded.text)}` : "New announcement") : "Announcement not found", matches);
}

export async function loader(args: Route.LoaderArgs) {
  const item = await loadItem(announcementKind, args);
  return editorData(announcementKind, item, async ({ row, services }) => ({
    text: row?.text ?? "",
    line: row ? await announcementForStaff(services.store, row, services.content.now()) : null,
  }));
}

export const action = (args: Route.ActionArgs) => editorAction(announcementKind, args);

/** Where the announcement stands on the site, and how it reads there. */
function AnnouncementStatus({ line }: { line: AnnouncementLine }) {
  return (
    <StatusPanel badge={<StateBadge tone={ANNOUNCEMENT_TONES[line.state]}>{ANNOUNCEMENT_STATE_LABELS[line.state]}</StateBadge>} hint={ANNOUNCEMENT_STATE_HINTS[line.state]}>
      <p className="mt-3 text-sm text-muted">{line.datesLabel}</p>
      <p className="mt-3 border-t border-stone pt-3 break-words">
        <AnnouncementPreview item={line} />
      </p>
    </StatusPanel>
  );
}

export default function AnnouncementEditor({ loaderData: loaded, actionData }: Route.ComponentProps) {
  const { id, line } = loaded;
  const checks = useEditorValidation(ANNOUNCEMENT_FORM.schema, actionData?.errors);
  const field = fieldsOf(ANNOUNCEMENT_FORM, actionData?.values ?? loaded.values, checks.errors);
  return (
    <EditorFrame
      form={ANNOUNCEMENT_FORM}
      loaded={loaded}
      answered={Boolean(actionData)}
      title={shortText(loaded.text)}
      heading={id ? "Announcement" : "New announcement"}
      intro={<p>Shown in the footer of every page and on the contact page; the newest live one wins.</p>}
      saved={
        line ? (
          <Notice tone="success">
            Announcement saved. {ANNOUNCEMENT_STATE_HINTS[line.state]}{" "}
            {line.state === "shown" ? (
              <a href="/contact" className="underline">
                See it on the contact page
              </a>
            ) : null}
          </Notice>
        ) : null
      }
      notice={answerNotice(actionData)}
      aside={line ? <AnnouncementStatus line={line} /> : null}
      checks={checks}
    >
      <TextArea
        {...field("text")}
        hint={`A sentence or two, at most ${ANNOUNCEMENT_MAX_LENGTH} characters.`}
        limit={ANNOUNCEMENT_MAX_LENGTH}
        rows={3}
      />
      <fieldset className="space-y-5">
        <legend className="font-display text-2xl text-aegean-dark">Link</legend>
        <TextField
          {...field("link_url")}
          optional
          inputMode="url"
          spellCheck={false}
          hint="A page of this site, like /contact, or an address starting with https://"
          limit={500}
        />
        <TextField {...field("link_label")} optional hint="The words of the link, like Book a visit. Without them it reads “Read more”." limit={60} />
      </fieldset>
      <fieldset className="space-y-5">
        <legend className="font-display text-2xl text-aegean-dark">Dates</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...field("starts_on")} type="date" optional hint="Pacific time. Leave empty to show it from now." />
          <TextField {...field("ends_on")} type="date" optional hint="Pacific time; it shows all of that day. Leave the last day empty to keep it up." />
        </div>
      </fieldset>
    </EditorFrame>
  );
}

export function ErrorBoundary() {
  return <EditorErrorBoundary kind="announcement" />;
}
