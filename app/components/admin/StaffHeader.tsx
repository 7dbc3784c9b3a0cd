import { Link } from "react-router";
import type { StaffHeaderData } from "#app/lib/admin/staff-meta";
import { ROLE_HOME } from "#app/lib/admin/staff-roles";
import { Logo } from "../Logo";
import { Meander } from "../Meander";
import { SignedInAs, SignOut, StaffMenu } from "./StaffNav";

/**
 * The compact header of the staff pages: the brand, who is signed in and signing out; on a phone or tablet the one
 * Menu button of the sections (StaffNav.tsx), which sit in a column beside the page on a laptop.
 */
export function StaffHeader({ staff }: { staff?: StaffHeaderData }) {
  return (
    <header className="relative bg-aegean-dark text-white">
      <div className="container-site flex items-center gap-x-3 py-2.5 md:gap-x-6">
        <Link to={staff ? ROLE_HOME[staff.role] : "/admin/login"} className="flex min-h-11 items-center gap-3 rounded-sm">
          <Logo tone="light" />
          {/* On a phone the label would crowd the Menu button off the row. */}
          <span
            className={`border-l border-white/40 pl-3 text-sm font-semibold uppercase tracking-[0.16em] text-bronze-light ${staff ? "hidden sm:inline" : ""}`}
          >
            Staff
          </span>
          {staff ? <span className="sr-only sm:hidden"> staff</span> : null}
        </Link>
        {staff ? (
          <>
            <div className="ml-auto hidden min-w-0 items-center gap-3 text-sm lg:flex">
              <p className="min-w-0 truncate text-white/85">
                <SignedInAs staff={staff} />
              </p>
              <SignOut className="min-h-11 whitespace-nowrap rounded-sm border border-white/60 px-3 font-semibold hover:bg-white hover:text-aegean-dark" />
            </div>
            <StaffMenu staff={staff} />
          </>
        ) : (
          <a href="/" className="ml-auto flex min-h-11 items-center text-sm text-white/90 underline decoration-white/40 hover:text-white">
            Back to the website
          </a>
        )}
      </div>
      <Meander tone="light" />
      {staff?.backupWarning ? (
        <div role="alert" className="border-b border-danger bg-danger-light text-danger-dark">
          <p className="container-site py-2 text-sm font-medium">
            Backups need attention: {staff.backupWarning}{" "}
            <a href="/admin/backups" className="underline">
              See the backups
            </a>
          </p>
        </div>
      ) : null}
    </header>
  );
}

export function StaffFooter() {
  return (
    <footer className="border-t border-stone bg-marble">
      <div className="container-site flex flex-col gap-1 py-4 text-sm text-muted sm:flex-row sm:justify-between">
        <p>Staff pages of Helios Windows &amp; Doors. Everything here is private.</p>
        <p>
          <a href="/" className="text-aegean underline">
            Public website
          </a>
        </p>
      </div>
    </footer>
  );
}
