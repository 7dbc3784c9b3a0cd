import type { Store } from "../platform/database.server";
import type { ContentKind } from "./content-schema";
import { reclassifyOnWrite } from "./kinds/channels.server";
import { restoreRevision, type ContentRow, type WriteHook } from "./content-store.server";

/**
 * What a write of an owner content item keeps beyond its row, whoever writes it (its editor, a list's Show and Hide,
 * a restore): the old addresses of a post, a project and a product. Each kind's editor part is beside its definition.
 */

/**
 * A post that changes its address keeps its old one, which then answers 301 to the new one; taking back an old
 * address of its own simply drops that redirect. An address another post used before is taken over.
 */
export const keepOldSlug: WriteHook<"post"> = async (trx, before, after) => {
  await trx.deleteFrom("post_slugs").where("slug", "=", after.slug).execute();
  if (before && before.slug !== after.slug) {
    await trx.insertInto("post_slugs").values({ slug: before.slug, post_id: after.id, created_at: Number(after.updated_at) }).execute();
  }
};

/**
 * The same for a project: /projects/old-slug answers 301 to its new address. The testimonials that speak of it follow
 * it to the new address in the same write, as a reference does (a later project may take the old address over).
 */
export const keepOldProjectSlug: WriteHook<"project"> = async (trx, before, after) => {
  await trx.deleteFrom("project_slugs").where("slug", "=", after.slug).execute();
  if (before && before.slug !== after.slug) {
    await trx.insertInto("project_slugs").values({ slug: before.slug, project_id: after.id, created_at: Number(after.updated_at) }).execute();
    await trx.updateTable("testimonials").set({ project_slug: after.slug }).where("project_slug", "=", before.slug).execute();
  }
};

/**
 * A product whose address changes keeps its old one, which then answers 301 to the new one (decision 036); taking
 * back an old address of its own drops that redirect. Old addresses are read joined to the product, so a chain of
 * renames answers the current address in one step.
 */
export const keepOldProductPath: WriteHook<"product"> = async (trx, before, after) => {
  await trx.deleteFrom("product_paths").where("path", "=", after.path).execute();
  if (before && before.path !== after.path) {
    await trx.insertInto("product_paths").values({ path: before.path, product_id: after.id, created_at: Number(after.updated_at) }).execute();
  }
};

// The channels' record re-classifies the stored leads on every write (decision 077), a restore's too.
const HOOKS: { [K in ContentKind]?: WriteHook<K> } = { post: keepOldSlug, project: keepOldProjectSlug, product: keepOldProductPath, channels: reclassifyOnWrite };
const UNIQUE_FIELDS: { [K in ContentKind]?: string } = { post: "slug", project: "slug", product: "path" };

/** Brings any kind back to a recorded version, with that kind's rules. */
export async function restoreVersion<K extends ContentKind>(store: Store, kind: K, itemId: string, revisionId: string, actor: string): Promise<ContentRow<K>> {
  return restoreRevision(store, kind, itemId, revisionId, {
    actor,
    hook: HOOKS[kind] as WriteHook<K> | undefined,
    uniqueField: UNIQUE_FIELDS[kind],
  });
}

