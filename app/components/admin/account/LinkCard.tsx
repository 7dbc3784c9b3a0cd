import type { ReactNode } from "react";
import { Link } from "react-router";
import { LOGIN_PAGE } from "#app/lib/admin/staff-link-paths";
import { Notice } from "../Notice";

/** The card the pages open before signing in share (the sign-in page's look): the staff links' pages (decision 064). */
export function LinkCard({ title, intro, children, backToSignIn = true }: { title: string; intro?: ReactNode; children: ReactNode; backToSignIn?: boolean }) {
  return (
    <div className="container-site py-12 md:py-20">
      <div className="mx-auto max-w-md border border-stone bg-white p-6 shadow-sm md:p-8">
        <p className="eyebrow">Staff</p>
        <h1 className="mt-2 text-3xl">{title}</h1>
        {intro ? <p className="mt-2 text-muted">{intro}</p> : null}
        <div className="mt-6 space-y-5">{children}</div>
        {backToSignIn ? (
          <p className="mt-6 text-sm">
            <Link to={LOGIN_PAGE} className="underline">
              Back to signing in
            </Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Why a link's page cannot be used: what its post found (a link used meanwhile) or what its loader found, in the
 * words of decision 064's CLOSED_LINK; undefined while the link works.
 */
export function closedLinkMessage(page: { state: string; message?: string }, posted?: { closed?: string }): string | undefined {
  return posted?.closed ?? (page.state === "closed" ? page.message : undefined);
}

/** A staff link's page when the link does not work: why, and the way back to signing in. */
export function ClosedLinkCard({ message, title = "This link does not work" }: { message?: string; title?: string }) {
  return (
    <LinkCard title={title}>
      <Notice tone="error">{message}</Notice>
    </LinkCard>
  );
}
