import type { Kysely, Selectable } from "kysely";
import type { ContentDatabase } from "./content-schema";

/** The kinds whose items staff put in an order (a `position`) and publish one by one. */
type OrderedPublishedTable = "products" | "projects" | "testimonials";

/**
 * A kind's published items in the order staff gave them; items at the same position by when they were made (the
 * gallery shows the newest project first, so projects ask for "desc").
 */
export function publishedInOrder<T extends OrderedPublishedTable>(
  db: Kysely<ContentDatabase>,
  table: T,
  madeOrder: "asc" | "desc" = "asc",
): Promise<Selectable<ContentDatabase[T]>[]> {
  return (db as unknown as Kysely<Record<OrderedPublishedTable, { deleted_at: number | null; status: string; position: number; created_at: number }>>)
    .selectFrom(table as OrderedPublishedTable)
    .selectAll()
    .where("deleted_at", "is", null)
    .where("status", "=", "published")
    .orderBy("position")
    .orderBy("created_at", madeOrder)
    .execute() as unknown as Promise<Selectable<ContentDatabase[T]>[]>;
}
