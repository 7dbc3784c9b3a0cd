/** Where the README explains how to give the site a mail server (the section's name, as its heading reads). */
export const MAIL_SETUP_SECTION = "Configuration";

/**
 * Said once on the staff pages that show mail (the inbox, a submission's page) while no mail server is set up
 * (SMTP_URL unset): the emails wait in the outbox, and where to read how to set one up. `short` is the one line a
 * submission's Email delivery section gives.
 */
export function MailNotSetUp({ short = false }: { short?: boolean }) {
  return (
    <div role="note" aria-label="Mail is not set up" className="mt-6 border-l-4 border-[#8a5a00] bg-[#fff3d6] px-4 py-3">
      {short ? (
        <p>
          No mail server is set up yet, so these emails wait in the outbox and go out once one is. Whoever looks after the
          website's server sets one up (the README, section “{MAIL_SETUP_SECTION}”).
        </p>
      ) : (
        <p>
          <span className="font-semibold">No mail server is set up:</span> emails to you and to visitors wait in the outbox and go out once one is.
          Whoever looks after the website's server sets one up (the README, section “{MAIL_SETUP_SECTION}”).
        </p>
      )}
    </div>
  );
}
