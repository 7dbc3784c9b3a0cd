import { PlaceholderList } from "#app/components/admin/lead/PlaceholderList";
import { Notice } from "#app/components/admin/Notice";
import { EditorErrorBoundary, EditorFrame, answerNotice, fieldsOf } from "#app/components/admin/EditorFrame";
import { useEditorValidation } from "#app/components/admin/useEditorValidation";
import { TextArea, TextField } from "#app/components/forms/Field";
import { REPLY_BODY_MAX, REPLY_SUBJECT_MAX, REPLY_TEMPLATE_FORM, TEMPLATE_NAME_MAX } from "#app/lib/admin/reply-template-form";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { editorAction, editorData, loadItem } from "#app/lib/server/content/editor-page.server";
import { replyTemplateKind } from "#app/lib/server/content/kinds/reply-template-editor.server";
import type { Route } from "./+types/reply-template";

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  return staffMeta(loaded?.id ? `Reply template: ${loaded.values.name ?? ""}` : "New reply template", matches);
}

export async function loader(args: Route.LoaderArgs) {
  return editorData(replyTemplateKind, await loadItem(replyTemplateKind, args));
}

export const action = (args: Route.ActionArgs) => editorAction(replyTemplateKind, args);

export default function ReplyTemplateEditor({ loaderData: loaded, actionData }: Route.ComponentProps) {
  const checks = useEditorValidation(REPLY_TEMPLATE_FORM.schema, actionData?.errors);
  const field = fieldsOf(REPLY_TEMPLATE_FORM, actionData?.values ?? loaded.values, checks.errors);
  return (
    <EditorFrame
      form={REPLY_TEMPLATE_FORM}
      loaded={loaded}
      answered={Boolean(actionData)}
      title={loaded.values.name ?? ""}
      heading={loaded.id ? `Reply template: ${loaded.values.name ?? ""}` : "New reply template"}
      intro={<p>Offered on every lead&rsquo;s page: choosing it fills the reply with this text, the placeholders replaced by the lead&rsquo;s details, to read and change before sending.</p>}
      saved={<Notice tone="success">Template saved: the lead pages offer it now.</Notice>}
      notice={answerNotice(actionData)}
      checks={checks}
      aside={loaded.id ? <PlaceholderList /> : undefined}
      after={loaded.id ? undefined : <div className="mt-10 max-w-2xl"><PlaceholderList /></div>}
    >
      <TextField {...field("name")} limit={TEMPLATE_NAME_MAX} hint="How it is listed on a lead's page: “Quote on its way”." />
      <TextField
        {...field("subject")}
        optional
        limit={REPLY_SUBJECT_MAX}
        hint="Empty: the reply answers the customer's confirmation (“Re: Your quote request to …”) and stays in the same conversation. No placeholders here."
      />
      <TextArea {...field("body")} rows={12} limit={REPLY_BODY_MAX} hint="Placeholders in braces, such as {first name}: their list is on this page." />
    </EditorFrame>
  );
}

export function ErrorBoundary() {
  return <EditorErrorBoundary kind="reply_template" />;
}
