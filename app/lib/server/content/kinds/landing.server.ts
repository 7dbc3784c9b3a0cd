import { randomUUID } from "node:crypto";
import { landings } from "#app/content/landings";
import type { Store } from "../../platform/database.server";
import { landingColumns, storedLanding } from "../landing-rows.server";
import { SEED_ACTOR, seedKindOnce } from "../seed.server";
import { defineKind } from "./definition.server";

/**
 * The first start with the landings table fills it with the landing pages of app/content/landings.ts (their words,
 * sections, cards and the products listed under their addresses), each checked by the build's rules (decision 039).
 * Once per database, under the same lock as the rest of the seed.
 */
export function seedLandings(store: Store, now = Date.now()): Promise<boolean> {
  return seedKindOnce(
    store,
    "landing",
    () =>
      landings.map((landing, position) => {
        const columns = landingColumns(landing, position);
        const { errors } = storedLanding(columns);
        if (errors.length) throw new Error(`The landings cannot be seeded:\n${errors.join("\n")}`);
        return { id: randomUUID(), ...columns, created_at: now, updated_at: now, updated_by: SEED_ACTOR, deleted_at: null };
      }),
    now,
  );
}

/** The catalogue's landing pages (decision 039): a fixed set (the routes' addresses), never made or deleted by staff. */
export const landing = defineKind({
  kind: "landing",
  records: "many",
  creatable: false,
  delete: { never: "A landing page cannot be deleted: its address is part of the site. Remove its cards instead." },
  ordered: true,
  images: "none",
  seed: seedLandings,
  snapshot: { core: ["landings"] },
});
