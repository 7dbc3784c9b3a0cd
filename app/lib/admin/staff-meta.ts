import type { MetaDescriptor } from "react-router";
import { rootSettings, type MetaMatches } from "../content/root-content";

/**
 * Staff pages: a plain title under the live trading name (the root loader's, among `matches`), and never indexed or
 * followed (the server also sends X-Robots-Tag).
 */
export function staffMeta(title: string, matches: MetaMatches = []): MetaDescriptor[] {
  return [{ title: `${title} | ${rootSettings(matches).name} staff` }, { name: "robots", content: "noindex, nofollow" }];
}

/** The id of the staff layout route, whose loader knows who is signed in. */
export const STAFF_LAYOUT_ID = "admin-layout";

/** What the staff layout's loader gives the header. */
export interface StaffHeaderData {
  email: string;
  newCount: number;
  /** Backups are failing or late (shown on every staff page). */
  backupWarning?: string;
}
