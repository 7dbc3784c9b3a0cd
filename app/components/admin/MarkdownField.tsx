import { useEffect, useRef, useState } from "react";
import { characterCountText } from "#app/lib/forms/character-limit";
import { CharacterCount, countId } from "../forms/CharacterCount";

/** Where the live preview asks for the HTML (routes/admin/markdown-preview.ts). */
export const MARKDOWN_PREVIEW_PATH = "/admin/markdown-preview";
/** How long typing must pause before the preview is asked for. */
export const PREVIEW_DEBOUNCE_MS = 400;

/**
 * A Markdown field (a journal post's body, a product's description), its formatting cheat-sheet and a preview of what
 * visitors will see. With JavaScript the preview
 * follows the typing (a pause of PREVIEW_DEBOUNCE_MS, then the server renders it exactly as the page will: the same
 * renderer and sanitiser); without, the form's Preview button shows it. The preview's HTML comes only from the
 * server's sanitiser, never from what was typed directly.
 */
export function MarkdownField({
  name = "body",
  label = "Post",
  hint,
  limit,
  rows = 22,
  emptyNote = "Nothing to preview yet: the post is empty.",
  defaultValue,
  initialHtml,
  error,
  help,
  previewNote,
}: {
  /** The field's name in the form (its id is field-<name>, as the error summary links it). */
  name?: string;
  label?: string;
  /** Under the label; the default says the limit. */
  hint?: string;
  /** The most characters it takes: never cut, counted as it nears, refused over it. */
  limit: number;
  rows?: number;
  /** What the preview says while the field is empty. */
  emptyNote?: string;
  defaultValue: string;
  initialHtml: string;
  error?: string;
  help: readonly string[];
  previewNote: string;
}) {
  const [body, setBody] = useState(defaultValue);
  const [html, setHtml] = useState(initialHtml);
  const [status, setStatus] = useState<"idle" | "waiting" | "failed">("idle");
  const [failure, setFailure] = useState("");
  const rendered = useRef(defaultValue);

  useEffect(() => {
    setHtml(initialHtml);
    rendered.current = defaultValue;
  }, [initialHtml, defaultValue]);

  useEffect(() => {
    if (body === rendered.current) return;
    const controller = new AbortController();
    setStatus("waiting");
    const timer = window.setTimeout(async () => {
      try {
        const response = await fetch(MARKDOWN_PREVIEW_PATH, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({ markdown: body }),
          signal: controller.signal,
        });
        const answer = (await response.json().catch(() => null)) as { html?: string; error?: string } | null;
        if (!response.ok || typeof answer?.html !== "string") throw new Error(answer?.error ?? `error ${response.status}`);
        rendered.current = body;
        setHtml(answer.html);
        setStatus("idle");
      } catch (problem) {
        if (controller.signal.aborted) return;
        setFailure((problem as Error).message);
        setStatus("failed");
      }
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [body]);

  const id = `field-${name}`;
  const describedBy = [error ? `${id}-error` : "", `${id}-hint`, characterCountText(body.length, limit) ? countId(id) : ""].filter(Boolean).join(" ");
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="min-w-0">
        <label htmlFor={id} className="block font-medium text-ink">
          {label}
        </label>
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted">
          {hint ?? `Written in Markdown (see “Formatting” below). Up to ${limit.toLocaleString("en-CA")} characters.`}
        </p>
        <textarea
          id={id}
          name={name}
          required
          rows={rows}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`mt-1.5 block w-full rounded-sm border bg-white px-3 py-2.5 font-mono text-[0.9375rem] leading-relaxed text-ink shadow-inner outline-none focus-visible:outline-3 focus-visible:outline-offset-1 ${
            error ? "border-2 border-danger" : "border-[#8b8578]"
          }`}
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
        <CharacterCount id={countId(id)} length={body.length} limit={limit} />
        <section aria-labelledby="markdown-help-heading" className="mt-3 border border-stone bg-marble/60 p-4">
          <h2 id="markdown-help-heading" className="font-sans text-base font-semibold text-ink">
            Formatting
          </h2>
          <ul className="mt-2 space-y-1.5 text-sm">
            {help.map((line) => (
              <li key={line} className="break-words">
                {line}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section aria-labelledby="preview-heading" className="min-w-0 self-start border border-stone bg-white">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-stone bg-marble px-4 py-2">
          <h2 id="preview-heading" className="font-sans text-sm font-semibold uppercase tracking-wider text-ink">
            Preview
          </h2>
          {/* Not a live region: it changes at every pause in the typing. Only a failure is announced. */}
          {status === "failed" ? (
            <p role="status" className="text-xs font-medium text-danger">
              The preview could not be updated: {failure}
            </p>
          ) : (
            <p className="text-xs text-muted">{status === "waiting" ? "Updating…" : previewNote}</p>
          )}
        </div>
        {/* Sanitised on the server (the same renderer as the public page); never the typed text itself. */}
        {html ? (
          <div className="journal-body px-4 py-4" dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <p className="px-4 py-4 text-muted">{emptyNote}</p>
        )}
      </section>
    </div>
  );
}
