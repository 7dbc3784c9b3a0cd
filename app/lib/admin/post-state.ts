/**
 * Where a journal post stands, as the staff pages say it: a draft (never public), scheduled (published with a
 * time still to come: it appears on the site by itself then) or published. Pure: the list, the editor and the
 * tests share it. `now` is the content clock (services.content.now()), the one the public pages follow.
 */
import { formatPacificTime, formatPostDate } from "../pacific-time";

export type PostStateKind = "draft" | "scheduled" | "published";

export interface PostState {
  kind: PostStateKind;
  /** "Draft", "Scheduled for May 14, 2027 at 6:00 PM (Pacific)", "Published May 14, 2027". */
  label: string;
  /** When it goes (or went) public; null for a draft. */
  at: number | null;
}

export interface PostStateInput {
  status: "draft" | "published";
  /** UTC milliseconds, or null (a draft without a date). */
  publish_at: number | null;
  created_at: number;
}

/** "May 14, 2027 at 6:00 PM (Pacific)": a moment as the staff pages name it. */
export function formatPacificMoment(time: number): string {
  return `${formatPostDate(time)} at ${formatPacificTime(time)} (Pacific)`;
}

export function postState(post: PostStateInput, now: number): PostState {
  if (post.status !== "published") return { kind: "draft", label: "Draft", at: null };
  // A published post always has a time (postFields sets it); the creation time is the snapshot's fallback too.
  const at = Number(post.publish_at ?? post.created_at);
  if (at > now) return { kind: "scheduled", label: `Scheduled for ${formatPacificMoment(at)}`, at };
  return { kind: "published", label: `Published ${formatPostDate(at)}`, at };
}

/** Whether visitors can read the post now. */
export function isPublic(post: PostStateInput, now: number): boolean {
  return postState(post, now).kind === "published";
}
