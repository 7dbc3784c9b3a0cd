import { useEffect, useRef, useState, type ChangeEvent, type FocusEvent } from "react";
import { characterCountText, limitState, type LimitState } from "#app/lib/forms/character-limit";

/**
 * The count under a field with a length limit (decision 047), for the public forms and the staff editors alike:
 * nothing while far from the limit, "12 characters left" from NEAR_LIMIT_SHARE of it, "41 characters over the
 * 170-character limit" past it. The field describes itself by it (aria-describedby, read when it takes focus); a
 * polite live region speaks only when the count crosses into "near" or "over" (or back under), not on each key. The
 * live region is there once the field has had focus (`live`), so a page of many fields does not carry one each.
 * Rendered by the server too, from the text a refused post gave back.
 */
export function CharacterCount({ id, length, limit, live = true }: { id: string; length: number; limit: number; live?: boolean }) {
  const state = limitState(length, limit);
  const text = characterCountText(length, limit);
  const [spoken, setSpoken] = useState("");
  const last = useRef<LimitState>(state);
  useEffect(() => {
    if (state === last.current) return;
    const before = last.current;
    last.current = state;
    if (state === "quiet") setSpoken("");
    else if (state === "over" || before === "quiet" || before === "over") setSpoken(text ?? "");
    // Only when the state changes: the count itself is read with the field.
  }, [state]);
  return (
    <>
      {text ? (
        <p id={id} className={`mt-1 text-sm ${state === "over" ? "font-semibold text-danger" : "text-muted"}`} data-count-state={state}>
          {text}
        </p>
      ) : null}
      {live ? (
        <span className="sr-only" aria-live="polite">
          {spoken}
        </span>
      ) : null}
    </>
  );
}

/** The id of a field's count (it describes the field while it says something). */
export const countId = (fieldId: string) => `${fieldId}-count`;

/**
 * A field's length as it is typed, for its CharacterCount: `track` goes on the control's onChange (it calls the
 * control's own onChange too).
 */
export function useCharacterCount<E extends HTMLInputElement | HTMLTextAreaElement>(
  limit: number | undefined,
  initial: unknown,
  onChange?: (event: ChangeEvent<E>) => void,
  onFocus?: (event: FocusEvent<E>) => void,
) {
  const [length, setLength] = useState(typeof initial === "string" || typeof initial === "number" ? String(initial).length : 0);
  const [live, setLive] = useState(false);
  return {
    length,
    live,
    /** The control's onFocus: its count's live region is put in place before anything is typed. */
    focused: (event: FocusEvent<E>) => {
      setLive(true);
      onFocus?.(event);
    },
    track: (event: ChangeEvent<E>) => {
      setLength(event.currentTarget.value.length);
      onChange?.(event);
    },
  };
}
