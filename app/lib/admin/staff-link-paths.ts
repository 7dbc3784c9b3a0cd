/**
 * Where the staff links lead (decision 064): pages open before signing in, each under the staff base path so the
 * server treats them as staff pages (no caching, the query left out of the log; server/log-path.ts masks the token).
 */
export const FORGOT_PASSWORD_PATH = "/admin/forgot-password";
/** An invitation's link: `${INVITATION_PATH}/${token}`. */
export const INVITATION_PATH = "/admin/invitation";
/** A password reset link: `${RESET_PATH}/${token}`. */
export const RESET_PATH = "/admin/reset-password";
/** The link that confirms a new email for a staff account: `${EMAIL_PATH}/${token}`. */
export const EMAIL_PATH = "/admin/confirm-email";
/** The sign-in page, which links to "Forgot your password?" and which the link pages link back to. */
export const LOGIN_PAGE = "/admin/login";
