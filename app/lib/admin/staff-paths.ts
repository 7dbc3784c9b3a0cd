/**
 * Where the staff pages live. The one test of "is this a staff path", for the server's guards, the session cookie,
 * the prerender list (react-router.config.ts) and the document layout. No imports: the build config loads it too.
 */

/** The staff pages are /admin and every path below it. */
export const STAFF_BASE_PATH = "/admin";

/**
 * Whether a link to `to` must load a whole document: the staff front page (/admin) leads each role to its own first
 * page, and its client-side data request (/admin.data) is outside the session cookie's path (/admin).
 */
export const opensAsDocument = (to: string) => to === STAFF_BASE_PATH;

/** True for `base` itself and paths below it ("/admin", "/admin/login"), not for look-alikes ("/administration"). */
export function isPathWithin(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

/** Paths of the staff pages, where the public header and footer give way to the staff ones. */
export function isStaffPage(pathname: string): boolean {
  return isPathWithin(pathname, STAFF_BASE_PATH);
}

/** Requests for staff pages and their data: also /admin.data, client navigation's data request for /admin. */
export function isStaffPath(path: string): boolean {
  return isStaffPage(path) || path === `${STAFF_BASE_PATH}.data`;
}

/** Where staff download a file sent with a lead (a quote request's drawing or photo). */
export function attachmentPath(submissionId: string, fileId: string): string {
  return `${STAFF_BASE_PATH}/submissions/${encodeURIComponent(submissionId)}/files/${encodeURIComponent(fileId)}`;
}
