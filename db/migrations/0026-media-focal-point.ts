import { type Kysely } from "kysely";

/**
 * The focal point of each library image (decision 050): `focal_x` and `focal_y`, from 0 (left, top) to 1 (right,
 * bottom), the point every crop keeps in view (cards, the hero, spec sheets). Null on images staff have not given one:
 * they are cropped around their centre, as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("media").addColumn("focal_x", "double precision").execute();
  await db.schema.alterTable("media").addColumn("focal_y", "double precision").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("media").dropColumn("focal_y").execute();
  await db.schema.alterTable("media").dropColumn("focal_x").execute();
}
