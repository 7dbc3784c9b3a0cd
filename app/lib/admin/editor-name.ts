/** Who the revisions of the content seeded at the site's first start name, as stored. */
export const SEED_ACTOR = "seeded at first start";

/** What the staff pages show for the content the site started with, instead of the stored name. */
const SEED_ACTOR_NAME = "the website's setup";

/** The name a staff page gives whoever made or changed something: a staff email, or the site's own setup. */
export function editorName(actor: string): string {
  return actor === SEED_ACTOR ? SEED_ACTOR_NAME : actor;
}
