import { team } from "#app/content/team";
import { teamMemberSchema, type TeamMember } from "#app/content/team.schema";
import type { MediaRef } from "#app/lib/content/types";
import { portraitAlt, type ShownTeamMember } from "#app/lib/people";
import type { Store } from "../../platform/database.server";
import type { TeamMembersTable } from "../content-schema";
import { seededRow, seedKindOnce } from "../seed.server";
import { defineKind, imageIds, kindImages, snapshotPart } from "./definition.server";

/**
 * The team on the About page in the owners' hands (decision 041): each member's name, title, one-sentence bio and
 * photo from the image library, in staff's order. The members the site shipped with keep their drawn portrait until
 * a photo is chosen; one added later shows a monogram of their initials until then. The words are checked by the build's rules
 * (team.schema.ts), on a save, on a restore and again when the snapshot is read.
 */

type Bookkeeping = "id" | "created_at" | "updated_at" | "updated_by" | "deleted_at";
export type TeamMemberColumns = Omit<TeamMembersTable, Bookkeeping>;

/** A shipped member's columns: its drawn portrait is named by its id in the file. */
export function teamMemberColumns(member: TeamMember, position: number): TeamMemberColumns {
  return { name: member.name, title: member.title, bio: member.bio, media_id: null, drawing: member.id, position };
}

/** The build's rules for one member, as a stored row would show: its problems, none when it may be shown. */
export function teamMemberProblems(row: Pick<TeamMembersTable, "id" | "name" | "title" | "bio" | "media_id">): string[] {
  const parsed = teamMemberSchema.safeParse({
    id: row.id,
    name: row.name,
    title: row.title,
    bio: row.bio,
    portraitAlt: portraitAlt({ name: row.name, photo: null }),
  });
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

/** A stored member for the About page; one with neither a photo nor a drawn portrait shows a monogram. */
export function toShownTeamMember(row: TeamMembersTable, media: ReadonlyMap<string, MediaRef>): ShownTeamMember | undefined {
  const problems = teamMemberProblems(row);
  if (problems.length) {
    console.error(`A stored team member is left out of the site (${row.id}):\n${problems.join("\n")}`);
    return undefined;
  }
  const photo = row.media_id ? (media.get(row.media_id) ?? null) : null;
  return { id: row.id, name: row.name, title: row.title, bio: row.bio, photo, drawing: row.drawing };
}

/** The first start with the team table fills it with the ten shipped members, in their order, drawn portraits kept. */
export function seedTeam(store: Store, now = Date.now()): Promise<boolean> {
  return seedKindOnce(store, "team_member", () => team.map((member, position) => ({ ...seededRow(now), ...teamMemberColumns(member, position) })), now);
}

/** The team member kind: many, in staff's order, each with an optional photo; the About page's team reads them. */
export const teamMember = defineKind({
  kind: "team_member",
  records: "many",
  creatable: true,
  delete: "editor",
  ordered: true,
  images: kindImages({
    read: (db) => db.selectFrom("team_members").select(["id", "name", "media_id"]).where("media_id", "is not", null).where("deleted_at", "is", null).execute(),
    uses: (person) => [{ id: person.media_id, what: `Photo of ${person.name} (team)`, href: `/admin/team/${person.id}` }],
  }),
  seed: seedTeam,
  snapshot: snapshotPart({
    field: "team",
    read: (db) => db.selectFrom("team_members").selectAll().where("deleted_at", "is", null).orderBy("position").orderBy("created_at").execute(),
    images: (rows) => imageIds(rows, (row) => row.media_id),
    show: (rows, { media }): ShownTeamMember[] => rows.map((row) => toShownTeamMember(row, media)).filter((member) => member !== undefined),
    empty: [] as ShownTeamMember[],
  }),
});
