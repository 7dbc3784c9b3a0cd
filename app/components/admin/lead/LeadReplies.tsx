import { Form, Link } from "react-router";
import { Notice } from "#app/components/admin/Notice";
import { UnsavedChangesGuard } from "#app/components/admin/unsaved/UnsavedChangesGuard";
import { SelectField, TextArea, TextField } from "#app/components/forms/Field";
import { CONTENT_KINDS } from "#app/lib/admin/content-kinds";
import { useEditorName } from "#app/lib/admin/editor-name";
import { REPLY_INTENT } from "#app/lib/admin/lead-reply-form";
import { REPLY_BODY_MAX, REPLY_SUBJECT_MAX } from "#app/lib/admin/reply-template-form";
import { placeholdersLeft, placeholderText } from "#app/lib/leads/reply-placeholders";
import type { ReplyAnswer, ReplyPanel } from "#app/lib/server/leads/replies/lead-replies.server";

/**
 * Answering the lead from its page (decision 072): a template chosen fills the reply (a GET form: the server fills
 * it, with or without JavaScript), the placeholders this lead has nothing for flagged before sending, then Send; and
 * the replies sent so far, newest first.
 */

const REPLY_TEMPLATES_PATH = CONTENT_KINDS.reply_template.listPath;

const STATUS_WORDS = { sent: "Sent", waiting: "Waiting to be sent", retrying: "Retrying" } as const;

function MissingPlaceholders({ names }: { names: string[] }) {
  if (!names.length) return null;
  return (
    <div role="note" aria-label="Placeholders left to fill" className="mt-4 border-l-4 border-[#8a5a00] bg-[#fff3d6] px-4 py-3">
      <p className="font-medium">
        This lead has nothing for {names.join(" and ")}: {names.length === 1 ? "it is" : "they are"} left in the reply as typed. Write{" "}
        {names.length === 1 ? "it" : "them"} out, or take {names.length === 1 ? "it" : "them"} away, before sending.
      </p>
    </div>
  );
}

function RepliesSent({ replies }: { replies: ReplyPanel["replies"] }) {
  const editorName = useEditorName();
  return (
    <section aria-labelledby="replies-sent-heading" className="mt-8">
      <h3 id="replies-sent-heading" className="text-xl">
        Replies sent
      </h3>
      {replies.length ? (
        <ol aria-label="Replies sent, newest first" className="mt-3 space-y-4">
          {replies.map((reply) => (
            <li key={reply.id} className="border border-stone bg-white p-4">
              <p className="break-words font-semibold">{reply.subject}</p>
              <p className="mt-1 text-sm text-muted">
                By <span className="break-words">{editorName(reply.author)}</span>, <time dateTime={reply.at.iso}>{reply.at.label}</time> · {STATUS_WORDS[reply.status]}
              </p>
              <p className="mt-3 whitespace-pre-wrap break-words">{reply.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-muted">None yet.</p>
      )}
    </section>
  );
}

export function LeadReplies({
  panel,
  answer,
  busy,
}: {
  panel: ReplyPanel;
  /** The action's answer to a reply: its notice, and the form as typed when it was refused. */
  answer?: { tone: "success" | "error"; message: string; reply?: ReplyAnswer };
  busy: boolean;
}) {
  const draft = answer?.reply?.draft ?? panel.draft;
  const errors = answer?.reply?.errors ?? {};
  // A refused send says it by the text already; otherwise the placeholders left are flagged before sending.
  const missing = errors.body ? [] : placeholdersLeft(draft.body).map(placeholderText);
  return (
    <section id="reply" aria-labelledby="reply-heading" className="mt-10 max-w-3xl">
      <h2 id="reply-heading" className="text-2xl">
        Reply to the customer
      </h2>
      {panel.customer ? (
        <p className="mt-2">
          To <span className="break-words font-semibold">{panel.customer}</span>, from the business, in the same conversation as the mails they already have. Their
          answer comes back to {panel.replyTo ? <span className="break-words font-semibold">{panel.replyTo}</span> : "you"}.
        </p>
      ) : null}
      {answer ? (
        <div className="mt-4">
          <Notice tone={answer.tone}>{answer.message}</Notice>
        </div>
      ) : null}
      {panel.blocked ? (
        <p className="mt-4 border-l-4 border-stone bg-marble px-4 py-3">{panel.blocked}</p>
      ) : (
        <>
          <Form method="get" preventScrollReset key={draft.template} className="mt-5 flex flex-wrap items-end gap-3">
            <div className="min-w-0 flex-1 basis-64">
              <SelectField
                name="template"
                label="Start from a template"
                options={panel.templates.map((template) => ({ value: template.id, label: template.name }))}
                placeholder="None: write from scratch"
                defaultValue={draft.template}
                optional
              />
            </div>
            <button type="submit" className="btn btn-outline">
              Use this template
            </button>
          </Form>
          {panel.templateGone ? <p className="mt-2 text-sm text-muted">That template is no longer in the list: choose another.</p> : null}
          <p className="mt-2 text-sm">
            <Link to={REPLY_TEMPLATES_PATH} className="text-aegean underline">
              Edit the reply templates
            </Link>
          </p>
          <MissingPlaceholders names={missing} />
          <Form method="post" action={panel.path} preventScrollReset key={`${draft.template}:${panel.replies.length}`} className="mt-5 space-y-5" aria-label="Reply">
            <UnsavedChangesGuard what="the reply being written" />
            <input type="hidden" name="template" value={draft.template} />
            <TextField
              name="subject"
              label="Subject"
              optional
              defaultValue={draft.subject}
              placeholder={panel.answers}
              error={errors.subject}
              limit={REPLY_SUBJECT_MAX}
              hint={`Empty: “${panel.answers}”.`}
            />
            <TextArea
              name="body"
              label="Your reply"
              rows={12}
              defaultValue={draft.body}
              error={errors.body}
              limit={REPLY_BODY_MAX}
              hint="Plain text. The company's name, phone, email and website are added under it."
            />
            <button type="submit" name="intent" value={REPLY_INTENT} disabled={busy} className="btn btn-primary">
              Send the reply
            </button>
          </Form>
        </>
      )}
      <RepliesSent replies={panel.replies} />
    </section>
  );
}
