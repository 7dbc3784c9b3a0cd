import { useState, type ChangeEvent, type MouseEvent } from "react";
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_INPUT,
  ATTACHMENT_TYPES,
  MAX_ATTACHMENTS,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENT_MB,
  REMOVE_ATTACHMENT_FIELD,
  acceptedByName,
  attachmentField,
  attachmentMessages,
  fileFacts,
  type AttachmentInfo,
} from "#app/lib/quote/attachments";
import { controlProps, FieldShell } from "./Field";
import { FormPart } from "./FormPart";

const TAKEN_TYPES = new Set<string>(ATTACHMENT_TYPES.map((type) => type.mime));

/** What the browser says of a chosen file, before it is sent: the server checks its bytes again. */
function problemOf(file: File): string | undefined {
  if (file.size === 0) return attachmentMessages.empty(file.name);
  if (!TAKEN_TYPES.has(file.type) && !acceptedByName(file.name)) return attachmentMessages.wrongType(file.name);
  if (file.size > MAX_ATTACHMENT_BYTES) return attachmentMessages.tooLarge(file.name);
  return undefined;
}

/**
 * Drawings and photos for a quote request: files received with an earlier post (kept by their ids, each with Remove),
 * and a file input for more. With JavaScript a chosen file that cannot be taken is taken off the input at once, with
 * the reason; without it the server says the same when the form is sent.
 */
export function QuoteAttachments({ received, error }: { received: readonly AttachmentInfo[]; error?: string }) {
  const [kept, setKept] = useState(received);
  const [chosenError, setChosenError] = useState<string>();
  const [announcement, setAnnouncement] = useState("");
  const room = MAX_ATTACHMENTS - kept.length;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    const problems: string[] = [];
    const taken: File[] = [];
    const extra: string[] = [];
    for (const file of files) {
      const problem = problemOf(file);
      if (problem) problems.push(problem);
      else if (taken.length >= room) extra.push(file.name);
      else taken.push(file);
    }
    if (extra.length) problems.push(attachmentMessages.tooMany(extra));
    if (problems.length) {
      const transfer = new DataTransfer();
      for (const file of taken) transfer.items.add(file);
      input.files = transfer.files;
    }
    setChosenError(problems.length ? problems.join(" ") : undefined);
  }

  function remove(file: AttachmentInfo) {
    return (event: MouseEvent<HTMLButtonElement>) => {
      event.preventDefault();
      setKept((current) => current.filter((item) => item.id !== file.id));
      setAnnouncement(`"${file.name}" removed.`);
      document.getElementById(`field-${ATTACHMENT_INPUT}`)?.focus();
    };
  }

  const shownError = chosenError ?? error;
  return (
    <FormPart legend="Drawings and photos" className="space-y-4">
      {kept.length ? (
        <div>
          <p className="font-medium" id="attachments-kept">
            Attached
          </p>
          <ul aria-labelledby="attachments-kept" className="mt-2 divide-y divide-stone border border-stone">
            {kept.map((file, index) => (
              <li key={file.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <input type="hidden" name={attachmentField(index + 1)} value={file.id} />
                <span className="min-w-0 break-words">
                  <span className="font-medium">{file.name}</span>{" "}
                  <span className="text-sm text-muted">({fileFacts(file)})</span>
                </span>
                <button
                  type="submit"
                  name={REMOVE_ATTACHMENT_FIELD}
                  value={file.id}
                  formNoValidate
                  className="btn btn-outline"
                  aria-label={`Remove ${file.name}`}
                  onClick={remove(file)}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {room > 0 ? (
        <FieldShell
          id={`field-${ATTACHMENT_INPUT}`}
          label={kept.length ? "Attach more files" : "Attach files"}
          optional
          hint={`Up to ${MAX_ATTACHMENTS} files of ${MAX_ATTACHMENT_MB} MB each: drawings as PDF, photos as JPEG, PNG or HEIC.`}
          error={shownError}
        >
          {(describedBy) => (
            <input
              {...controlProps(ATTACHMENT_INPUT, shownError, true, describedBy)}
              type="file"
              multiple
              accept={ATTACHMENT_ACCEPT}
              onChange={choose}
            />
          )}
        </FieldShell>
      ) : (
        <div>
          <p className="text-sm text-muted" id={`field-${ATTACHMENT_INPUT}`} tabIndex={-1}>
            That is {MAX_ATTACHMENTS} files, the most one request takes: remove one to attach another, or email more to us.
          </p>
          {shownError ? <p className="mt-1.5 text-sm font-medium text-danger">{shownError}</p> : null}
        </div>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </FormPart>
  );
}
