import type { ReactNode } from "react";
import { Link } from "react-router";
import { LOGIN_PAGE } from "#app/lib/admin/staff-link-paths";

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
