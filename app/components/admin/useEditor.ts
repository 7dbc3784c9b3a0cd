import type { EditorForm, EditorNotice } from "#app/lib/admin/content-kinds";
import { answerNotice, fieldsOf, type EditorFrameData } from "./EditorFrame";
import { useEditorValidation, type ProblemFocus } from "./useEditorValidation";

/**
 * What an editor's page wires to its frame: its checks, the values it shows (as stored, or as typed when the action
 * sent the form back), each field's common props (fieldsOf), and the frame's props that come from the form and the
 * action's answer, to spread into EditorFrame.
 */
export function useEditor(
  form: EditorForm,
  loaded: EditorFrameData & { values: Record<string, string> },
  actionData: EditorNotice | undefined,
  focus?: ProblemFocus,
) {
  const checks = useEditorValidation(form.schema, actionData?.errors, focus);
  const values: Record<string, string> = actionData?.values ?? loaded.values;
  return {
    checks,
    values,
    errors: checks.errors,
    field: fieldsOf(form, values, checks.errors),
    frame: { form, loaded, answered: Boolean(actionData), notice: answerNotice(actionData), checks },
  };
}
