import type { MetaDescriptor } from "react-router";
import { rootSettings, type MetaMatches } from "../content/root-content";
import type { StaffRole } from "./staff-roles";

/**
 * Staff pages: a plain title under the live trading name (the root loader's, among `matches`), and never indexed or
 * followed (the server also sends X-Robots-Tag).
 */
export function staffMeta(title: string, matches: MetaMatches = []): MetaDescriptor[] {
  return [{ title: `${title} | ${rootSettings(matches).name} staff` }, { name: "robots", content: "noindex, nofollow" }];
}

/** The id of the staff layout route, whose loader knows who is signed in. */
export const STAFF_LAYOUT_ID = "admin-layout";

/** What the staff layout's loader gives the header and the pages below it. */
export interface StaffHeaderData {
  email: string;
  /** What the signed-in account may use: the navigation shows only that. */
  role: StaffRole;
  /** The account's display name, or null (its email stands in). */
  name: string | null;
  /** New submissions, for a role that reads leads (0 for the others). */
  newCount: number;
  /** Each account's display name by email, for the "Last edited by" lines (edits are signed with the email). */
  staffNames: Record<string, string>;
  /** Backups are failing or late (shown on every staff page). */
  backupWarning?: string;
}
