import { TitledSection } from "#app/components/TitledSection";
import type { FormEvent, ReactNode, Ref } from "react";
import { Form, Link, useNavigation } from "react-router";
import { CONTENT_KINDS, editorPath, NEW_ID, type EditorForm, type EditorNotice, type StaffContentKind } from "#app/lib/admin/content-kinds";
import type { StaffTime } from "#app/lib/business-time";
import type { FieldErrors } from "#app/lib/forms/fields";
import { ErrorSummary } from "../forms/ErrorSummary";
import { BackToList, ConfirmDeletePage } from "./ContentControls";
import { ItemErrorBoundary } from "./ItemErrorBoundary";
import { Notice } from "./Notice";
import { RevisionHistory, type RevisionLine } from "./RevisionHistory";
import { UnsavedChangesGuard } from "./unsaved/UnsavedChangesGuard";
import type { PdfCharacterWarning } from "#app/lib/admin/pdf-fields";
import { PdfCharacterNotice } from "./PdfCharacterNotice";
import { useEditorName } from "#app/lib/admin/editor-name";
import { opensAsDocument } from "#app/lib/admin/staff-paths";


/** What every editor's loader gives its frame (see editorData in app/lib/server/content/editor-page.server.ts). */
export interface EditorFrameData {
  id: string | null;
  version: number;
  deleted: StaffTime | null;
  lastEdit: { by: string; at: StaffTime } | null;
  revisions: RevisionLine[];
  saved: boolean;
  /** After a save: the fields whose characters the PDFs will not print as typed (decision 053). */
  pdfWarnings?: readonly PdfCharacterWarning[];
  restored: boolean;
  confirmDelete: boolean;
  /** The kind's items are deleted here, in the editor (its definition's `delete`, decision 056). */
  deletable?: boolean;
}

/** The editor's checks (useEditorValidation): the frame wires them to its form and error summary. */
export interface EditorChecks {
  formRef: Ref<HTMLFormElement>;
  summaryRef?: Ref<HTMLDivElement>;
  errors: FieldErrors;
  validate: (event: FormEvent<HTMLFormElement>) => void;
}

/** The action's answer as a notice, unless it is about fields (those show by the fields and in the summary). */
export function answerNotice(answer: EditorNotice | undefined): EditorNotice | undefined {
  return answer && !answer.errors ? answer : undefined;
}

/** The intent of an editor's Save button, unless the editor names its own (EditorFrame's saveIntent). */
export const SAVE_INTENT = "save";

/** True while the editor's form is being saved. */
export function useSaving(intent: string = SAVE_INTENT): { busy: boolean; saving: boolean } {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return { busy, saving: busy && navigation.formData?.get("intent") === intent };
}

/**
 * The frame's data for a part of an item edited on a page of its own (a product's pictures, its energy records): not
 * deleted or restored there, and with no history or delete of its own (those are on the item's main page).
 */
export function partFrameData({ id, version, saved }: { id: string; version: number; saved: boolean }): EditorFrameData {
  return { id, version, deleted: null, lastEdit: null, revisions: [], saved, restored: false, confirmDelete: false, deletable: false };
}

/**
 * A field's common props in an editor: its name, its label from the kind's form, its value (as stored, or as typed
 * when the action sent the form back) and its problem. Spread into TextField, TextArea or SelectField.
 */
export function fieldsOf(form: EditorForm, values: Readonly<Record<string, string | undefined>>, errors: FieldErrors) {
  return (name: string) => ({ name, label: form.labels[name] ?? name, defaultValue: values[name] ?? "", error: errors[name] });
}

const link = "text-aegean underline decoration-aegean/40 underline-offset-2 hover:decoration-aegean";

/**
 * Everything a content kind's editor shares, around the kind's own fields: the way back to the list, the heading
 * with the last edit, the saved, restored and action notices, the deleted page with its undo, the form with its
 * error summary and its save and cancel bar, the delete section with its confirmation (?confirm=delete, so it works
 * without JavaScript), and the history. A part of an item on a page of its own (a product's pictures) names its own
 * about line, form, Save button and unsaved-changes question, and leaves out the delete section and the history.
 */
export function EditorFrame({
  form,
  loaded,
  answered,
  title,
  heading,
  intro,
  badge,
  actions,
  saved,
  notice,
  notices,
  aside,
  checks,
  moreButtons,
  after,
  deletable: offersDelete,
  about,
  formName,
  saveLabel,
  saveIntent = SAVE_INTENT,
  unsaved,
  labels,
  history = true,
  before,
  children,
}: {
  form: EditorForm;
  loaded: EditorFrameData;
  /** The action answered (a notice, problems): the saved and restored notices of the address no longer apply. */
  answered: boolean;
  /** The item's name, for the deleted page and the delete question. */
  title: string;
  /** The page's heading while editing. */
  heading: string;
  intro?: ReactNode;
  badge?: ReactNode;
  actions?: ReactNode;
  /** The notice after a save (?saved=1): where the item is now. */
  saved: ReactNode;
  notice?: EditorNotice;
  notices?: ReactNode;
  /** Beside the form on a wide screen: where the item stands on the site. */
  aside?: ReactNode;
  checks: EditorChecks;
  /** Buttons of the kind beside Save (a preview without JavaScript). */
  moreButtons?: ReactNode;
  /** After the form, outside it (an upload's own form). */
  after?: ReactNode;
  /** Overrides the kind's definition (loaded.deletable): false hides the Delete section. */
  deletable?: boolean;
  /** The line under the heading, in place of the kind's (a part of an item says what the part is). */
  about?: ReactNode;
  /** The form's accessible name, in place of the kind's ("Pictures"). */
  formName?: string;
  /** The Save button's words, in place of the kind's ("Save the pictures"). */
  saveLabel?: string;
  /** The Save button's intent, when the action tells it from another of the page's posts. */
  saveIntent?: string;
  /** What the unsaved-changes question names, in place of the item ("the energy records of “S700”"). */
  unsaved?: string;
  /** Labels of fields the error summary names besides the form's: a row's fields ("U-value (W/m²K), record 2"). */
  labels?: Readonly<Record<string, string>>;
  /** False: no history section (a part whose history is on the item's main page). */
  history?: boolean;
  /** Before the form, outside it, under the notices (an upload's own form). */
  before?: ReactNode;
  children: ReactNode;
}) {
  const editorName = useEditorName();
  const words = CONTENT_KINDS[form.kind];
  const deletable = offersDelete ?? loaded.deletable ?? true;
  const { busy, saving } = useSaving(saveIntent);
  const { id } = loaded;
  const back = <BackToList to={words.listPath} label={words.back} />;
  const shownNotice = notice ? <Notice tone={notice.tone}>{notice.message}</Notice> : null;

  if (loaded.deleted && id) {
    return (
      <div className="container-site py-8 md:py-10">
        {back}
        <h1 className="mt-4 break-words text-3xl md:text-4xl">{title}</h1>
        <div className="mt-6 space-y-3">
          {shownNotice}
          <div role="status" className="flex flex-wrap items-center gap-3 border-l-4 border-danger bg-danger-light px-4 py-3 font-medium text-danger-dark">
            <p className="min-w-0 flex-1">
              This {words.one} was deleted <time dateTime={loaded.deleted.iso}>{loaded.deleted.label}</time>: it is not on the site.
            </p>
            <Form method="post">
              <button type="submit" name="intent" value="undelete" disabled={busy} className="btn btn-primary">
                Undo delete
              </button>
            </Form>
          </div>
        </div>
        <RevisionHistory revisions={loaded.revisions} busy={busy} />
      </div>
    );
  }

  // A button of the kind's own (a preview, a photo's move) posts the form as it is: only Save checks it first.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (!submitter?.value || submitter.value === saveIntent) checks.validate(event);
  }

  const editForm = (
    <Form
      key={`${id ?? NEW_ID}:${loaded.version}`}
      ref={checks.formRef}
      method="post"
      onSubmit={onSubmit}
      aria-label={formName ?? (id ? words.editName : `New ${words.one}`)}
      className={aside ? "min-w-0 space-y-8 lg:col-start-1 lg:row-start-1" : "mt-6 space-y-8"}
    >
      <UnsavedChangesGuard what={unsaved ?? unsavedName(words.one, id ? title : null)} />
      <ErrorSummary errors={checks.errors} labels={labels ? { ...form.labels, ...labels } : form.labels} order={form.order} summaryRef={checks.summaryRef} />
      {children}
      <div className="flex flex-wrap items-center gap-3 border-t border-stone pt-6">
        <button type="submit" name="intent" value={saveIntent} disabled={busy} className="btn btn-primary">
          {saving ? "Saving…" : (saveLabel ?? words.save)}
        </button>
        {moreButtons}
        <Link to={words.listPath} reloadDocument={opensAsDocument(words.listPath)} className={`inline-flex min-h-11 items-center px-2 ${link}`}>
          Cancel
        </Link>
      </div>
    </Form>
  );

  return (
    <div className="container-site py-8 md:py-10">
      {back}
      <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="break-words text-3xl md:text-4xl">{heading}</h1>
          <p className="mt-1 max-w-2xl" data-page-about>{about ?? words.editorAbout}</p>
          {intro ? <div className="mt-1 max-w-2xl text-muted">{intro}</div> : null}
          {loaded.lastEdit ? (
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
              {badge}
              <p className="text-sm text-muted">
                Last edited by <span className="break-words font-medium text-ink">{editorName(loaded.lastEdit.by)}</span>,{" "}
                <time dateTime={loaded.lastEdit.at.iso}>{loaded.lastEdit.at.label}</time>
              </p>
            </div>
          ) : null}
        </div>
        {actions && id ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
      </div>

      <div className="mt-6 space-y-3 empty:hidden">
        {loaded.confirmDelete && id && deletable ? (
          <ConfirmDeletePage title={title} consequence={words.onDelete} confirm={words.confirmDelete} cancel={editorPath(form.kind, id)} busy={busy} />
        ) : null}
        {loaded.saved && !answered ? saved : null}
        {loaded.saved && !answered && loaded.pdfWarnings?.length ? <PdfCharacterNotice warnings={loaded.pdfWarnings} /> : null}
        {loaded.restored && !answered ? <Notice tone="success">The {words.one} is back, as it was when it was deleted.</Notice> : null}
        {notices}
        {shownNotice}
      </div>

      {before}
      {aside ? (
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          {id ? <div className="self-start lg:col-start-2 lg:row-start-1">{aside}</div> : null}
          {editForm}
        </div>
      ) : (
        editForm
      )}
      {after}

      {id ? (
        <>
          {deletable ? (
          <section aria-labelledby="delete-heading" className="mt-12 border-t border-stone pt-6">
            <h2 id="delete-heading" className="text-2xl">
              Delete
            </h2>
            <p className="mt-1 text-muted">
              The {words.one} leaves the site at once. It can be brought back from the {words.listTitle.toLowerCase()} list.
            </p>
            <p className="mt-3">
              <Link to="?confirm=delete#confirm-delete" className="btn border-2 border-danger text-danger hover:bg-danger hover:text-white">
                Delete this {words.one}…
              </Link>
            </p>
          </section>
          ) : null}
          {history ? <RevisionHistory revisions={loaded.revisions} busy={busy} /> : null}
        </>
      ) : null}
    </div>
  );
}

/** An item as the unsaved-changes question names it: the team member “Eleni Pappas”, the company details, the new post. */
export function unsavedName(one: string, title: string | null): string {
  if (title === null) return `the new ${one}`;
  if (!title.trim()) return `this ${one}`;
  // A record of which there is one (the company details, the energy and rebate figures) is named by its title.
  const kindWord = one.split(" ")[0]!;
  return title.toLowerCase().startsWith(kindWord) ? `the ${title.charAt(0).toLowerCase()}${title.slice(1)}` : `the ${one} “${title}”`;
}

/** "On the website": where an item stands (its state as a badge, what it means), then the kind's details. */
export function StatusPanel({ badge, hint, children }: { badge: ReactNode; hint: ReactNode; children: ReactNode }) {
  return (
    <TitledSection id="status-heading" title="On the website" className="border border-stone bg-white p-5" headingClassName="text-2xl">
      <p className="mt-3 flex flex-wrap items-center gap-2">
        {badge}
        <span>{hint}</span>
      </p>
      {children}
    </TitledSection>
  );
}

/** The notice after a save of an item that is live: a link to its public page. */
export function LiveSavedNotice({ path, what }: { path: string; what: string }) {
  return (
    <Notice tone="success">
      Saved. It is live on the site:{" "}
      <a href={path} className="underline">
        view the {what}
      </a>
      .
    </Notice>
  );
}

/** An editor's error screen: not found, or could not be shown, with the way back to its list. */
export function EditorErrorBoundary({ kind }: { kind: StaffContentKind }) {
  const words = CONTENT_KINDS[kind];
  return <ItemErrorBoundary what={words.one} back={{ to: words.listPath, label: words.back }} />;
}
