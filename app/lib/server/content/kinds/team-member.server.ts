import { team } from "#app/content/team";
import { teamMemberSchema, type TeamMember } from "#app/content/team.schema";
import { TEAM_MEMBER_FORM } from "#app/lib/admin/team-member-form";
import type { MediaRef } from "#app/lib/content/types";
import { portraitAlt, type ShownTeamMember } from "#app/lib/people";
import type { Store } from "../../platform/database.server";
import { stringValues } from "../../platform/request-body.server";
import type { TeamMembersTable } from "../content-schema";
import { listInOrder, listItemRows, recordedVersion, saveItem, updateItemFields } from "../content-store.server";
import type { ServerContentKind } from "../editor-page.server";
import { coverAvailable } from "../journal-admin.server";
import { lastPosition } from "../ordered-list.server";
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

export interface MemberInput {
  name: string;
  title: string;
  bio: string;
  photo: string;
}

const GONE_PHOTO = "That image is no longer in the library: choose another.";

/** The team in order, and the members taken off (to bring back). */
export async function teamForStaff(store: Store) {
  const [live, removed] = await Promise.all([listInOrder(store, "team_member"), listItemRows(store, "team_member", { deleted: true })]);
  return { live, removed };
}

/** The problems of a member's picture: a photo chosen must still be in the library (none is fine: a portrait or monogram shows). */
async function photoErrors(store: Store, photo: string, gone = GONE_PHOTO): Promise<Record<string, string>> {
  if (photo) return (await coverAvailable(store, photo)) ? {} : { photo: gone };
  return {};
}

/** A version in a member's history: name, title and picture. */
export function describeTeamMember(snapshot: Record<string, unknown>): string {
  return `${String(snapshot.name ?? "")}, ${String(snapshot.title ?? "")}: ${snapshot.media_id ? "a photo" : "no photo"}`;
}

/** Why a version cannot be restored now: its photo gone from the library (its words were checked when saved). */
async function teamRestoreProblem(store: Store, id: string, revisionId: string): Promise<string | undefined> {
  const version = await recordedVersion(store, "team_member", id, revisionId);
  if (!version) return undefined;
  const errors = await photoErrors(store, version.media_id ?? "", "Its photo is no longer in the library: choose a photo above and save instead.");
  return errors.photo ? `That version was not restored. ${errors.photo}` : undefined;
}

/** A member's own page (/admin/team/:id, /admin/team/new) on the content kind frame (030). */
export const teamMemberKind: ServerContentKind<"team_member", typeof TEAM_MEMBER_FORM.schema> = {
  form: TEAM_MEMBER_FORM,
  toValues: (row): Record<string, string> => (row ? { name: row.name, title: row.title, bio: row.bio, photo: row.media_id ?? "" } : {}),
  fromPosted(fields) {
    const { name = "", title = "", bio = "", photo = "" } = stringValues(fields);
    return { name, title, bio, photo };
  },
  describe: describeTeamMember,
  async check(input, _values, store) {
    const errors = await photoErrors(store, input.photo);
    return Object.keys(errors).length ? { status: 422, errors } : undefined;
  },
  async save(store, id, input, actor) {
    const fields = { name: input.name, title: input.title, bio: input.bio, media_id: input.photo || null };
    if (id) return updateItemFields(store, "team_member", id, fields, { actor });
    return saveItem(store, "team_member", undefined, { ...fields, drawing: null, position: await lastPosition(store, "team_member") }, { actor });
  },
  checkRestore: teamRestoreProblem,
};

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
  editor: teamMemberKind,
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
