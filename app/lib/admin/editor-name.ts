import { useRouteLoaderData } from "react-router";
import { STAFF_LAYOUT_ID, type StaffHeaderData } from "./staff-meta";

/** Who the revisions of the content seeded at the site's first start name, as stored. */
export const SEED_ACTOR = "seeded at first start";

/** What the staff pages show for the content the site started with, instead of the stored name. */
const SEED_ACTOR_NAME = "the website's setup";

/**
 * The name a staff page gives whoever made or changed something, from what the edit stored (a staff email, or the
 * site's own setup): the account's display name when it has one (`names`, by email), else the email.
 */
export function editorName(actor: string, names: Readonly<Record<string, string>> = {}): string {
  if (actor === SEED_ACTOR) return SEED_ACTOR_NAME;
  return Object.hasOwn(names, actor) ? names[actor]! : actor;
}

/** editorName with the staff accounts' names the staff layout loaded, for a component below it. */
export function useEditorName(): (actor: string) => string {
  const names = useRouteLoaderData<StaffHeaderData>(STAFF_LAYOUT_ID)?.staffNames ?? {};
  return (actor) => editorName(actor, names);
}
