import { Link, NavLink } from "react-router";
import { CONTENT_KINDS, type KindWords } from "#app/lib/admin/content-kinds";
import type { StaffHeaderData } from "#app/lib/admin/staff-meta";
import { Logo } from "../Logo";
import { Meander } from "../Meander";

/** The sections: the leads, then each content kind's list (in CONTENT_KINDS' order), then the rest. */
const NAV = [
  { to: "/admin/submissions", name: "Inbox" },
  { to: "/admin/rsvps", name: "RSVPs" },
  { to: "/admin/visits", name: "Visits" },
  ...Object.values(CONTENT_KINDS).map((kind: KindWords) => ({ to: kind.path ?? kind.listPath, name: kind.listTitle })),
  { to: "/admin/media", name: "Images" },
  { to: "/admin/backups", name: "Backups" },
  { to: "/admin/account", name: "Account" },
];

/** The compact header of the staff pages: who is signed in, the sections and signing out. */
export function StaffHeader({ staff }: { staff?: StaffHeaderData }) {
  return (
    <header className="bg-aegean-dark text-white">
      <div className="container-site flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5 md:gap-x-6">
        {/* Small screens: the brand and "Sign out" on the first row, the sections on a row of their own. */}
        <Link to={staff ? "/admin/submissions" : "/admin/login"} className="flex min-h-11 items-center gap-3 rounded-sm">
          <Logo tone="light" />
          {/* On a phone the sections below say where one is; the label would push "Sign out" off the row. */}
          <span className={`border-l border-white/40 pl-3 text-sm font-semibold uppercase tracking-[0.16em] text-bronze-light ${staff ? "hidden md:inline" : ""}`}>
            Staff
          </span>
          {staff ? <span className="sr-only md:hidden"> staff</span> : null}
        </Link>
        {staff ? (
          <>
            <nav aria-label="Staff" className="order-last -ml-2.5 w-full md:order-none md:ml-0 md:w-auto">
              <ul className="flex flex-wrap gap-1">
                {NAV.map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      className={({ isActive }) =>
                        `flex min-h-11 items-center gap-2 rounded-sm px-2.5 text-[0.9375rem] font-medium md:px-3 ${
                          isActive ? "bg-white/15 text-white underline decoration-bronze-light decoration-2 underline-offset-8" : "text-white/90 hover:bg-white/10 hover:text-white"
                        }`
                      }
                    >
                      {item.name}
                      {item.to === "/admin/submissions" && staff.newCount > 0 ? (
                        <span className="rounded-full bg-bronze-light px-2 text-xs font-bold leading-5 text-aegean-dark">
                          {staff.newCount}
                          <span className="sr-only"> new</span>
                        </span>
                      ) : null}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="ml-auto flex min-w-0 items-center gap-3 text-sm">
              <p className="hidden min-w-0 truncate text-white/85 sm:block">
                Signed in as <span className="font-semibold text-white">{staff.email}</span>
              </p>
              {/* A plain post: signing out reloads the page, so nothing of the session stays in memory. */}
              <form method="post" action="/admin/logout">
                <button type="submit" className="min-h-11 whitespace-nowrap rounded-sm border border-white/60 px-2.5 font-semibold md:px-3 hover:bg-white hover:text-aegean-dark">
                  Sign out
                </button>
              </form>
            </div>
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
