import { TEAM_MEMBER_FORM } from "#app/lib/admin/team-member-form";
import type { Store } from "../../platform/database.server";
import { stringValues } from "../../platform/request-body.server";
import { listInOrder, listItemRows, recordedVersion, saveItem, updateItemFields } from "../content-store.server";
import type { ServerContentKind } from "../editor-page.server";
import { coverAvailable } from "../journal-admin.server";
import { lastPosition } from "../ordered-list.server";
import { teamMember } from "./team-member.server";

/**
 * The team's staff pages (decision 041): the editor's server part, on the content kind frame (030), and the list's
 * rows. What the kind is (kinds/team-member.server.ts) is its definition.
 */

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
  definition: teamMember,
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
