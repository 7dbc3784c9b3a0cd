import path from "node:path";
import type { Request } from "express";
import type { Env } from "../app/lib/env.server";
import type { AppServices } from "../app/lib/server/platform/services.server";
import type { UploadingStaff } from "../app/lib/admin/staff-roles";
import { currentStaff, roleRefusal } from "../app/lib/server/staff/auth.server";

/** Where the staff area posts images (multipart, one or more files in "file"). */
export const MEDIA_UPLOAD_PATH = "/admin/media/upload";

/** Uploads are written here while they arrive and are checked; nothing stays once a request ends. */
export function uploadTmpDir(env: Pick<Env, "DATA_DIR_ABSOLUTE">): string {
  return path.join(env.DATA_DIR_ABSOLUTE, "uploads-tmp");
}

/**
 * The signed-in staff member of an Express request, from its session cookie alone (the body is not read), with why
 * their role may not post here (the roles table, app/lib/admin/staff-roles.ts) when it may not.
 */
export async function staffOfRequest(req: Request, services: AppServices): Promise<UploadingStaff | null> {
  const url = new URL(req.originalUrl, services.env.SITE_URL);
  const staff = await currentStaff(new Request(url, { headers: { cookie: req.headers.cookie ?? "" } }), services);
  if (!staff) return null;
  const refused = roleRefusal(staff, url.href);
  return refused ? { email: staff.email, refused } : { email: staff.email };
}
