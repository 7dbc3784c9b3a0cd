import type { Kysely } from "kysely";
import { formatEventDate, formatPacificTime } from "#app/lib/pacific-time";
import type { PlaceholderValues } from "#app/lib/leads/reply-placeholders";
import type { CompanySettings } from "#app/content/settings.schema";
import type { Database, Submission } from "../../platform/db-schema";
import { singleLine } from "../../platform/mail-line.server";
import { showroomOf } from "../../bookings/visit-mails.server";

/** Products named at most in {product}: a long schedule reads "…, and 3 more". */
const MAX_PRODUCTS_NAMED = 3;

/** "S700 Tilt & Turn", "S700 Tilt & Turn and SD115 Lift & Slide", "A, B, C and 2 more". */
function productList(titles: string[]): string | null {
  if (!titles.length) return null;
  const named = titles.slice(0, MAX_PRODUCTS_NAMED);
  const rest = titles.length - named.length;
  if (rest > 0) return `${named.join(", ")} and ${rest} more`;
  return named.length === 1 ? named[0]! : `${named.slice(0, -1).join(", ")} and ${named.at(-1)}`;
}

/** A quote request's products, by their catalogue names, in the schedule's order (each once; "advise me" left out). */
async function quoteProducts(db: Kysely<Database>, submissionId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("quote_openings as o")
    .leftJoin("products as p", "p.id", "o.product")
    .select(["o.product", "p.title"])
    .where("o.submission_id", "=", submissionId)
    .where("o.product", "<>", "advise")
    .orderBy("o.position")
    .execute();
  return [...new Set(rows.map((row) => row.title ?? row.product))];
}

/** The lead's booked visit, if it has one still on. */
function bookedVisit(db: Kysely<Database>, submissionId: string) {
  return db
    .selectFrom("visits")
    .select(["showroom", "starts_at"])
    .where("submission_id", "=", submissionId)
    .where("kind", "=", "visit")
    .where("status", "=", "confirmed")
    .orderBy("starts_at")
    .executeTakeFirst();
}

/**
 * What a lead gives each placeholder of a reply (decision 072): the customer's first name, a quote request's
 * products, a booked visit's showroom and time; null where the lead has none.
 */
export async function placeholderValues(db: Kysely<Database>, submission: Submission, company: CompanySettings): Promise<PlaceholderValues> {
  const [products, visit] = await Promise.all([
    submission.kind === "quote" ? quoteProducts(db, submission.id) : Promise.resolve([]),
    bookedVisit(db, submission.id),
  ]);
  return {
    "first name": singleLine(submission.first_name, 80) || null,
    product: productList(products),
    showroom: visit ? showroomOf(visit.showroom, company).name : null,
    "visit time": visit ? `${formatEventDate(Number(visit.starts_at))} at ${formatPacificTime(Number(visit.starts_at))}` : null,
  };
}
