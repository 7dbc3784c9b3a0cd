import { useEffect, useRef, useState, type FormEvent } from "react";
import type { FormResult } from "#app/lib/forms/results";
import { pageRouter, readIslandProps, setAddress } from "#app/lib/island-navigation";
import { withFirstTouch } from "#app/lib/leads/first-touch-recorder";
import { ISLAND_PROPS_HEADER, type PostedIslandAnswer } from "#app/lib/posted-island";

/** What a form island's props carry: the action's answer, when the page is the answer to a post. */
export interface PostedFormProps {
  result?: FormResult;
}

/** Shown when the post did not reach the server, or its answer could not be read: the form stays filled in. */
export const POST_FAILED_MESSAGE =
  "Your form could not be sent: the connection to our server failed. Nothing you entered is lost; please send it again.";

/** An answer from this status up is the server failing, not the page answering. */
const SERVER_ERROR = 500;

type Failure = Extract<FormResult, { ok: false }>["status"];
/** The refusals the guards before a page's action answer in plain text, each written for the visitor. */
const PLAIN_REFUSALS: readonly Failure[] = [400, 403, 413, 415, 429, 507];

function failed(form: HTMLFormElement, status: Failure = 503, message = POST_FAILED_MESSAGE): FormResult {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") values[name] = value;
  return { ok: false, status, errors: {}, formError: message, values };
}

/** The most of a plain-text refusal shown on the form: the server's refusals are a sentence or two. */
const REFUSAL_MAX_CHARACTERS = 600;

/**
 * The island's props from the answer to its post: the props alone when the server answered with them
 * (ISLAND_PROPS_HEADER), otherwise read from the page it answered with (an error page, or a page without the island).
 * A refusal in plain text (a post too large, too many files waiting, no room for files) comes back as its sentence.
 */
async function answeredProps<P>(response: Response, island: string): Promise<{ props: P } | { refusal: string; status: Failure } | undefined> {
  const type = response.headers.get("content-type") ?? "";
  if (/^application\/json\b/i.test(type)) {
    const answer = (await response.json()) as Partial<PostedIslandAnswer<P>>;
    return answer.props ? { props: answer.props } : undefined;
  }
  const text = await response.text();
  const refused = PLAIN_REFUSALS.find((status) => status === response.status);
  if (refused && /^text\/plain\b/i.test(type) && text.trim()) return { refusal: text.trim().slice(0, REFUSAL_MAX_CHARACTERS), status: refused };
  return readIslandProps<P>(text, island);
}

/** The body as the browser itself would send the form: URL-encoded unless the form says multipart. */
function bodyOf(form: HTMLFormElement, submitter: HTMLElement | null): FormData | URLSearchParams {
  const data = withFirstTouch(new FormData(form, submitter));
  if (form.enctype === "multipart/form-data") return data;
  const body = new URLSearchParams();
  for (const [name, value] of data) if (typeof value === "string") body.append(name, value);
  return body;
}

/**
 * Sends a form of a form island (docs/decisions/018-pages-without-javascript.md) without leaving the page, and with no
 * router: the post goes to the form's action as the browser would send it, and the answer gives the island its props
 * afresh, as the page would now render them: the action's result, and whatever else the page shows as it now stands
 * (an event that has just become full). The server answers with those props alone (lib/posted-island.ts), or with a
 * page to read them from. The lead is stored before that answer, exactly as for a post without scripts. The result
 * may also be an answer of the form's own (the quote form's row buttons without scripts); one that did not reach the
 * server is always a FormResult. `onSubmit` runs
 * after the form's own checks: a submit they stopped (preventDefault) is not sent. `served` is the island's props
 * object (new only when its parent renders it anew). With `addressFollowsAction`, the address becomes the form's
 * action once the answer is shown, as after a post without scripts (a page whose address holds steps the answer no
 * longer shows).
 */
export function usePostedForm<P extends { result?: unknown }>(island: string, served: P, { addressFollowsAction = false } = {}) {
  const [props, setProps] = useState(served);
  const [submitting, setSubmitting] = useState(false);
  const sending = useRef(false);
  useEffect(() => setProps(served), [served]);

  async function send(form: HTMLFormElement, submitter: HTMLElement | null) {
    sending.current = true;
    setSubmitting(true);
    const failedPost = () => setProps((current) => ({ ...current, result: failed(form) }) as P);
    try {
      const response = await fetch(form.action, {
        method: "POST",
        body: bodyOf(form, submitter),
        headers: { Accept: "application/json, text/html;q=0.9", [ISLAND_PROPS_HEADER]: island },
        credentials: "same-origin",
      });
      // An action that answers with a redirect has sent the visitor on: follow it as a page load.
      if (response.redirected) {
        window.location.assign(response.url);
        return;
      }
      const page = await answeredProps<P>(response, island);
      // Refused before the page's action ran: what was typed stays, with the reason.
      if (page && "refusal" in page) setProps((current) => ({ ...current, result: failed(form, page.status, page.refusal) }) as P);
      else if (page) {
        setProps(page.props);
        const moved = addressFollowsAction && !pageRouter() && form.action !== window.location.href;
        if (moved) setAddress(form.action, { replace: false });
      }
      // The server could not answer: what was typed stays, to be sent again.
      else if (response.status >= SERVER_ERROR) failedPost();
      // The page no longer has this form (its event was taken down meanwhile): show the page as it now is.
      else window.location.assign(form.action);
    } catch {
      failedPost();
    } finally {
      sending.current = false;
      setSubmitting(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (event.defaultPrevented) return;
    event.preventDefault();
    if (sending.current) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    void send(event.currentTarget, submitter instanceof HTMLElement ? submitter : null);
  }

  return { props, setProps, submitting, onSubmit };
}
