import { data, useNavigation } from "react-router";
import { ItemErrorBoundary } from "#app/components/admin/ItemErrorBoundary";
import { Notice } from "#app/components/admin/Notice";
import { PersonLink } from "#app/components/admin/lead/PersonLink";
import { StatusBadge } from "#app/components/admin/StatusBadge";
import { LeadPipeline, LeadTimeline } from "#app/components/admin/lead/LeadPipeline";
import { StageBadge } from "#app/components/admin/lead/StageBadge";
import { DeliveryTable } from "#app/components/admin/submission/DeliveryTable";
import { QuoteDetails } from "#app/components/admin/submission/QuoteDetails";
import { SubmissionDetails } from "#app/components/admin/submission/SubmissionDetails";
import { SubmissionStatus } from "#app/components/admin/submission/SubmissionStatus";
import { LeadReplies } from "#app/components/admin/lead/LeadReplies";
import { LeadSource } from "#app/components/admin/lead/LeadSource";
import { replyPanel } from "#app/lib/server/leads/replies/lead-replies.server";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { submissionAction, submissionPage, type SubmissionActionResult } from "#app/lib/server/leads/submission-page.server";
import { requireServices } from "#app/lib/server/platform/services.server";
import { requireStaff } from "#app/lib/server/staff/auth.server";
import { readStaffPost } from "#app/lib/server/staff/staff-post.server";
import { BackToInbox } from "#app/components/admin/BackToInbox";
import type { Route } from "./+types/submission";

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  return staffMeta(loaded ? `${loaded.submission.name} (${loaded.submission.formLabel})` : "Submission not found", matches);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const services = requireServices(context);
  const reply = await replyPanel(services, params.id, new URL(request.url).searchParams.get("template"));
  return { ...(await submissionPage(services, params.id)), mailSetUp: Boolean(services.env.SMTP_URL), reply };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const post = await readStaffPost(request, context);
  if (!post.ok) return data<SubmissionActionResult>({ tone: "error", message: post.message }, { status: post.status });
  const { result, status } = await submissionAction(post.services, params.id, post.staff.email, post.fields);
  return data<SubmissionActionResult>(result, status ? { status } : undefined);
}

export default function SubmissionPage({ loaderData, actionData }: Route.ComponentProps) {
  const s = loaderData.submission;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <div className="container-site py-8 md:py-10">
      <BackToInbox />
      <div className="mt-4 min-w-0">
        <p className="flex flex-wrap items-center gap-3">
          <span className="eyebrow">{s.formLabel}</span>
          {loaderData.pipeline.inPipeline ? <StageBadge stage={loaderData.pipeline.stage} /> : <StatusBadge status={s.status} />}
        </p>
        <h1 className="mt-1 break-words text-3xl md:text-4xl">{s.name}</h1>
        <p className="mt-1" data-page-about>
          One lead, as it was sent, and the mails sent about it: nothing here is shown to visitors.
        </p>
        <p className="mt-1 text-muted">
          Received <time dateTime={s.received.iso}>{s.received.label}</time>
        </p>
        <PersonLink person={loaderData.person} />
      </div>

      {actionData && !actionData.reply ? (
        <div className="mt-6">
          <Notice tone={actionData.tone}>{actionData.message}</Notice>
        </div>
      ) : null}

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <SubmissionStatus page={loaderData} busy={busy}>
          <LeadPipeline page={loaderData} busy={busy} actionData={actionData} />
        </SubmissionStatus>
        <section aria-labelledby="details-heading" className="lg:col-start-1 lg:row-start-1">
          <h2 id="details-heading" className="text-2xl">
            What they sent
          </h2>
          <SubmissionDetails page={loaderData} />
          <QuoteDetails page={loaderData} />
          <LeadSource source={s.source} />
        </section>
      </div>

      <LeadReplies panel={loaderData.reply} answer={actionData?.reply ? actionData : undefined} busy={busy} />

      <LeadTimeline page={loaderData} busy={busy} actionData={actionData} />
      <DeliveryTable page={loaderData} busy={busy} mailSetUp={loaderData.mailSetUp} />
    </div>
  );
}

export function ErrorBoundary() {
  return <ItemErrorBoundary what="submission" back={{ to: "/admin/submissions", label: "Back to the inbox" }} />;
}
