/**
 * What the staff links' pages say (decision 064), for the server and the tests alike. Browser-safe: no server code.
 */

/** The one answer to "Forgot your password?", the same for an address with an account and one without. */
export const FORGOT_SENT =
  "If a staff account uses that address, a link to set a new password is on its way to it. The link works once, for 30 minutes. Nothing arrived? Check the spam folder, or ask an owner.";
export const FORGOT_THROTTLED = "Too many links were asked for: please try again later.";
export const SIGN_IN_INSTEAD = "Sign in with your email and password, or use “Forgot your password?” on the sign-in page.";

/** Why a link does not work, in words for the person who opened it. */
export const CLOSED_LINK: Record<"invitation" | "reset" | "email", Record<"unknown" | "used" | "revoked" | "expired", string>> = {
  invitation: {
    unknown: "This invitation link is not valid. Open the whole link from the email, or ask an owner to send the invitation again.",
    used: `This invitation was already used: its account exists. ${SIGN_IN_INSTEAD}`,
    revoked: "This invitation was revoked by an owner, so it no longer works. Ask an owner if you should have access.",
    expired: "This invitation has expired: invitations work for 72 hours. Ask an owner to send it again.",
  },
  reset: {
    unknown: "This link to set a new password is not valid. Open the whole link from the email, or ask for a new one.",
    used: `This link was already used to set a new password, so it no longer works. ${SIGN_IN_INSTEAD}`,
    revoked: "A newer link was sent since, so this one no longer works: use the link in the latest email, or ask for a new one.",
    expired: "This link has expired: links to set a new password work for 30 minutes. Ask for a new one.",
  },
  email: {
    unknown: "This link to confirm a new email address is not valid. Open the whole link from the email, or ask for the change again on Your account.",
    used: `This link was already used: the account's email was changed. ${SIGN_IN_INSTEAD}`,
    revoked: "A newer change of email was asked for since, so this link no longer works: use the link in the latest email.",
    expired: "This link has expired: links to confirm a new email address work for an hour. Ask for the change again on Your account.",
  },
};

