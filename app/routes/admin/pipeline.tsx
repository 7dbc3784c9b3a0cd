import { data, Form, useNavigation } from "react-router";
import { Notice } from "#app/components/admin/Notice";
import { OwnerViews } from "#app/components/admin/lead/DueActions";
import { PipelineBoard } from "#app/components/admin/lead/PipelineBoard";
import { control, StaffField } from "#app/components/admin/visits/form-bits";
import { parseInboxFilter } from "#app/lib/admin/inbox-filter";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { MAX_LOST_REASONS } from "#app/lib/leads/stages";
import { pipelineBoard } from "#app/lib/server/leads/pipeline/board.server";
import { lostReasonsAction, pipelineAction } from "#app/lib/server/leads/pipeline/pipeline-actions.server";
import { retentionAction, retentionSetting } from "#app/lib/server/leads/privacy/retention.server";
import { RetentionSetting } from "#app/components/admin/lead/RetentionSetting";
import { requireServices } from "#app/lib/server/platform/services.server";
import { requireStaff } from "#app/lib/server/staff/auth.server";
import { readStaffPost } from "#app/lib/server/staff/staff-post.server";
import type { MetaMatches } from "#app/lib/content/root-content";
import type { Route } from "./+types/pipeline";

export const meta = ({ matches }: { matches: MetaMatches }) => staffMeta("Pipeline", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const { store } = requireServices(context);
  const filter = parseInboxFilter(new URL(request.url).searchParams);
  const owner = staff.role === "owner";
  return {
    ...(await pipelineBoard(store.db, filter.owner, staff.userId)),
    filter: { page: 1, owner: filter.owner },
    canEditReasons: owner,
    retention: owner ? await retentionSetting(store.db, requireServices(context).content.now()) : null,
  };
}

type ActionResult = {
  tone: "success" | "error";
  message: string;
  id?: string;
  values?: Record<string, string>;
  reasonsText?: string;
  reasons?: true;
  retention?: { retentionText: string; previewed?: string };
};

/** A card's Move form (also what a drag posts), and the owners' list of lost reasons. */
export async function action({ request, context }: Route.ActionArgs) {
  const post = await readStaffPost(request, context);
  if (!post.ok) return data<ActionResult>({ tone: "error", message: post.message }, { status: post.status });
  const { fields, staff, services } = post;
  if (fields.intent === "lost-reasons") {
    if (staff.role !== "owner") return data<ActionResult>({ tone: "error", message: "Only owners change the reasons a lead is lost.", reasons: true }, { status: 403 });
    const { status, ...result } = await lostReasonsAction(services.store.db, staff.email, fields);
    return data<ActionResult>({ ...result, reasons: true }, { status });
  }
  if (fields.intent === "retention") {
    if (staff.role !== "owner") return data<ActionResult>({ tone: "error", message: "Only owners set how long leads are kept." }, { status: 403 });
    const { status, tone, message, ...retention } = await retentionAction(services.store.db, { id: staff.userId, email: staff.email }, fields, services.content.now());
    return data<ActionResult>({ tone, message, retention }, { status });
  }
  if (fields.intent !== "stage" || typeof fields.id !== "string") return data<ActionResult>({ tone: "error", message: "That action is not known." }, { status: 400 });
  const { status, tone, message, values } = await pipelineAction(services.store.db, "stage", fields.id, staff.email, fields);
  return data<ActionResult>({ tone, message, id: fields.id, values }, { status });
}

export default function Pipeline({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const refused = actionData?.tone === "error" && actionData.id ? { id: actionData.id, message: actionData.message, values: actionData.values } : undefined;
  const reasonsRefused = actionData?.tone === "error" && actionData.reasons ? actionData : undefined;
  return (
    <div className="container-site py-8 md:py-10">
      <h1 className="text-3xl md:text-4xl">Pipeline</h1>
      <p className="mt-1 max-w-3xl" data-page-about>
        Every lead in the pipeline, a column per stage: nothing here is shown to visitors. Move a lead with its Move
        button, or drag its card to another column. A lead moved to Lost asks why.
      </p>
      {actionData && !actionData.retention ? (
        <div className="mt-6">
          <Notice tone={actionData.tone}>{actionData.message}</Notice>
        </div>
      ) : null}
      <OwnerViews filter={loaderData.filter} base="/admin/pipeline" />
      <PipelineBoard board={loaderData} busy={busy} refused={refused} />

      {loaderData.canEditReasons ? (
        <section aria-labelledby="reasons-heading" className="mt-10 max-w-xl">
          <h2 id="reasons-heading" className="text-2xl">
            Why leads are lost
          </h2>
          <Form method="post" className="mt-3 grid gap-3">
            <input type="hidden" name="intent" value="lost-reasons" />
            <StaffField
              id="lost-reasons"
              text="Reasons, one a line"
              hint={`The list a lead moved to Lost is given a reason from (at most ${MAX_LOST_REASONS}). Leads keep the reason they were given.`}
              error={reasonsRefused?.message}
            >
              {(a11y) => <textarea {...a11y} name="lost_reasons" rows={6} defaultValue={reasonsRefused?.reasonsText ?? loaderData.lostReasons.join("\n")} className={control} />}
            </StaffField>
            <div>
              <button type="submit" disabled={busy} className="btn btn-outline">
                Save reasons
              </button>
            </div>
          </Form>
        </section>
      ) : null}
      {loaderData.retention ? (
        <RetentionSetting setting={loaderData.retention} busy={busy} answer={actionData?.retention ? { ...actionData.retention, tone: actionData.tone, message: actionData.message } : undefined} />
      ) : null}
    </div>
  );
}
