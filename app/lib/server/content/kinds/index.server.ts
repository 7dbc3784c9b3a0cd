import type { Store } from "../../platform/database.server";
import type { OrderedKind } from "../content-store.server";
import type { ContentKind } from "../content-schema";
import { announcement } from "./announcement.server";
import type { ContentKindDefinition, SnapshotPart } from "./definition.server";
import { energy } from "./energy.server";
import { event } from "./event.server";
import { landing } from "./landing.server";
import { page } from "./page.server";
import { pivotDesign } from "./pivot-design.server";
import { post } from "./post.server";
import { product } from "./product.server";
import { project } from "./project.server";
import { replyTemplate } from "./reply-template.server";
import { channels } from "./channels.server";
import { settings } from "./settings.server";
import { teamMember } from "./team-member.server";
import { testimonial } from "./testimonial.server";

/**
 * Every content kind's definition (decision 056), by kind: the seed, the snapshot and the image library's uses read
 * them here (the shared editor through each editor part's `definition`). A kind missing from this list, or declared ordered without a `position` column (or
 * the reverse), does not compile. The order is the seed's: the event's seed first (it seeds only an empty database).
 */
export const CONTENT_KIND_DEFINITIONS = {
  event,
  announcement,
  post,
  project,
  product,
  landing,
  pivot_design: pivotDesign,
  team_member: teamMember,
  testimonial,
  settings,
  energy,
  page,
  reply_template: replyTemplate,
  channels,
} satisfies { [K in ContentKind]: ContentKindDefinition<K, K extends OrderedKind ? true : false> };

export type ContentKindDefinitions = typeof CONTENT_KIND_DEFINITIONS;

/** The definitions, in the registry's order. */
export const ALL_KINDS: readonly ContentKindDefinition[] = Object.values(CONTENT_KIND_DEFINITIONS) as unknown as ContentKindDefinition[];

/** The kinds the public pages read by their declared part (the others: snapshot.server.ts's own readers). */
type Parts = { [K in ContentKind]: ContentKindDefinitions[K]["snapshot"] }[ContentKind];
export type DeclaredParts = Extract<Parts, SnapshotPart>;

/** What the snapshot holds of the kinds read by their declared part, under each one's `field`. */
export type DeclaredSnapshot = { [P in DeclaredParts as P["field"]]: P["empty"] };

/**
 * At a start: each kind's shipped content into a new database, once per database, in the registry's order (each
 * seed takes the content version's lock, so two instances starting together seed once).
 */
export async function seedContentKinds(store: Store): Promise<void> {
  for (const definition of ALL_KINDS) {
    if (typeof definition.seed === "function") await definition.seed(store, Date.now());
  }
}
