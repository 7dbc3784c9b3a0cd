import { data } from "react-router";
import { moveBy } from "#app/lib/admin/project-form";
import { listInOrder, reorderItems, type ContentRow, type OrderedKind } from "./content-store.server";
import type { StaffPost } from "../staff/staff-post.server";

/**
 * A list page's order, shared by the kinds staff put in an order of their own (the team, the testimonials): a Move
 * up or down (without JavaScript too), a whole order after a drag, and its undo, each a "move" revision.
 */

/** What a move answers: the notice, and the order before it (for its Undo), unless it was itself an undo. */
export type OrderAnswer = { tone: "success" | "error"; message: string; moved?: string; undo?: string };

export const orderAnswer = (body: OrderAnswer, status = 200) => data<OrderAnswer>(body, { status });

/**
 * Answers a move of the list (`intent` up, down or order) or, for another intent, what `other` answers for the row
 * named (undefined: not known). `nameOf` names a row in the notices; `where` is "on the About page", say.
 */
export async function orderedListAction<K extends OrderedKind>(
  kind: K,
  { staff, services, fields }: StaffPost,
  options: { nameOf: (row: ContentRow<K>) => string; gone: string; other?: (row: ContentRow<K>, name: string) => Promise<unknown> },
) {
  const id = typeof fields.id === "string" ? fields.id : "";
  const rows = await listInOrder(services.store, kind);
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) return orderAnswer({ tone: "error", message: options.gone }, 404);
  const name = `“${options.nameOf(row)}”`;
  switch (fields.intent) {
    case "up":
    case "down": {
      const by = fields.intent === "up" ? -1 : 1;
      const index = rows.indexOf(row);
      if (index + by < 0 || index + by >= rows.length) return orderAnswer({ tone: "success", message: `${name} is already ${by < 0 ? "first" : "last"}.` });
      const { before, after } = await reorderItems(services.store, kind, (ids) => moveBy(ids, ids.indexOf(id), by), { actor: staff.email, moved: id });
      return orderAnswer({ tone: "success", message: `Moved ${name} ${fields.intent}, to position ${after.indexOf(id) + 1}.`, moved: id, undo: before.join(",") });
    }
    case "order": {
      const wanted = typeof fields.order === "string" ? fields.order.split(",").filter(Boolean) : [];
      const { before, after } = await reorderItems(services.store, kind, () => wanted, { actor: staff.email, moved: id });
      const position = after.indexOf(id) + 1;
      if (fields.undo === "1") return orderAnswer({ tone: "success", message: `Move undone: ${name} is back at position ${position}.`, moved: id });
      return orderAnswer({ tone: "success", message: `Moved ${name} to position ${position}.`, moved: id, undo: before.join(",") });
    }
    default:
      return options.other ? options.other(row, name) : undefined;
  }
}

/** The position a new item takes at the end of its list. */
export async function lastPosition(store: StaffPost["services"]["store"], kind: OrderedKind): Promise<number> {
  const rows = await listInOrder(store, kind);
  return rows.length ? Math.max(...rows.map((row) => Number(row.position))) + 1 : 0;
}
