import { useEffect, useLayoutEffect, useRef, useState, type DragEvent, type FormEvent } from "react";
import { Form, useFetcher, useNavigation } from "react-router";
import { moveBy } from "#app/lib/admin/project-form";
import { Notice } from "./Notice";
import { ActionNotice } from "./StaffListPage";

/**
 * A list in staff's order (the projects, the team, the testimonials): changed with the Move buttons (without JavaScript too), by drag
 * and drop, or undone; and hiding or showing a project. With JavaScript a move shows at once and is saved meanwhile.
 */

/** The fetcher that moves projects (buttons and drag and drop, with JavaScript) and undoes a move. */
export const ORDER_FETCHER = "project-order";

/** What a move answers: the notice, and the order before it (for its Undo), unless it was itself an undo. */
export type OrderAnswer = { tone: "success" | "error"; message: string; moved?: string; undo?: string };

export const smallButton =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 whitespace-nowrap rounded-sm border-2 border-aegean bg-white px-3 text-sm font-semibold text-aegean hover:bg-aegean hover:text-white aria-disabled:cursor-not-allowed aria-disabled:border-stone aria-disabled:text-muted aria-disabled:hover:bg-white";

/** The id of a row's move button, so focus can return to it once the row has moved. */
export const moveButtonId = (id: string, direction: "up" | "down") => `move-${direction}-${id}`;

/** The order on screen and what changes it; `actionData` is the answer of a move posted without JavaScript. */
export function useProjectOrder<T extends { id: string } = { id: string }>(projects: readonly T[], actionData: OrderAnswer | undefined) {
  // A change in hand until the list has reloaded after it: a click meanwhile would cut that reload short.
  const busy = useNavigation().state !== "idle";
  const fetcher = useFetcher<OrderAnswer>({ key: ORDER_FETCHER });
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // The order on screen: the stored one, or (while a move is being saved) the one just asked for.
  const stored = projects.map((project) => project.id);
  const storedKey = stored.join(",");
  const [order, setOrder] = useState(stored);
  useEffect(() => setOrder(storedKey ? storedKey.split(",") : []), [storedKey]);
  const byId = new Map(projects.map((project) => [project.id, project]));
  const shown = order.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));

  // The notice of the latest change, whichever way it was sent.
  const [result, setResult] = useState<OrderAnswer | null>(actionData ?? null);
  useEffect(() => {
    if (actionData) setResult(actionData);
  }, [actionData]);
  useEffect(() => {
    if (fetcher.data) setResult(fetcher.data);
  }, [fetcher.data]);

  // After a move with JavaScript, focus goes back to the button that moved the row (React may have moved its node).
  const focusNext = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  }, [order, result]);

  // One move at a time reaches the server: a click while the last one is being sent is ignored (its row has not
  // settled yet); once sent, the next may go while the list reloads.
  const moving = fetcher.state === "submitting";

  function submitOrder(next: string[], moved: string, extra: Record<string, string> = {}) {
    setOrder(next);
    fetcher.submit({ intent: "order", id: moved, order: next.join(","), ...extra }, { method: "post" });
  }

  function onMove(event: FormEvent<HTMLFormElement>, project: { id: string }) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const direction = submitter?.value === "down" ? "down" : "up";
    const index = order.indexOf(project.id);
    const target = index + (direction === "up" ? -1 : 1);
    if (moving || target < 0 || target >= order.length) return;
    setOrder(moveBy(order, index, direction === "up" ? -1 : 1));
    focusNext.current = moveButtonId(project.id, direction);
    fetcher.submit({ intent: direction, id: project.id }, { method: "post" });
  }

  function onUndo(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const previous = String(form.get("order") ?? "")
      .split(",")
      .filter(Boolean);
    focusNext.current = "order-notice";
    submitOrder(previous, String(form.get("id")), { undo: "1" });
  }

  // Drag and drop (a mouse or pen): the row dropped on gives the new place. The buttons are the keyboard's way.
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  function onDrop(event: DragEvent<HTMLLIElement>, target: string) {
    event.preventDefault();
    const moved = dragging ?? event.dataTransfer.getData("text/plain");
    setDragging(null);
    setOver(null);
    if (!moved || moved === target || moving) return;
    const next = order.filter((id) => id !== moved);
    const to = order.indexOf(target);
    next.splice(to, 0, moved);
    submitOrder(next, moved);
  }

  return { busy, hydrated, moving, result, shown, dragging, setDragging, over, setOver, onMove, onUndo, onDrop };
}

export type ProjectOrder<T extends { id: string } = { id: string }> = ReturnType<typeof useProjectOrder<T>>;

/** The notice of the last change made here (a move, hide or show, or a refusal), with an Undo for a move. */
export function OrderNotice<T extends { id: string }>({ order }: { order: ProjectOrder<T> }) {
  const { result, onUndo } = order;
  const busy = order.busy || order.moving;
  if (!result) return null;
  if (result.tone === "error") return <Notice tone="error">{result.message}</Notice>;
  return (
    <ActionNotice
      id="order-notice"
      className="focus:outline-3 focus:outline-offset-2"
      action={
        result.undo && result.moved ? (
          <Form method="post" onSubmit={onUndo}>
            <input type="hidden" name="intent" value="order" />
            <input type="hidden" name="id" value={result.moved} />
            <input type="hidden" name="order" value={result.undo} />
            <input type="hidden" name="undo" value="1" />
            <button
              type="submit"
              disabled={busy}
              className="min-h-11 rounded-sm border-2 border-aegean bg-white px-3 text-sm font-semibold text-aegean hover:bg-aegean hover:text-white"
            >
              Undo<span className="sr-only"> the move</span>
            </button>
          </Form>
        ) : null
      }
    >
      {result.message}
    </ActionNotice>
  );
}
