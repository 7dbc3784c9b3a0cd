import { useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { INBOX_PATH, navFor } from "#app/lib/admin/staff-nav";
import type { StaffHeaderData } from "#app/lib/admin/staff-meta";
import { ROLE_NAMES } from "#app/lib/admin/staff-roles";

/**
 * The staff sections, grouped (app/lib/admin/staff-nav.ts): on a phone and a tablet behind one Menu button (a
 * <details>, so it opens without JavaScript too; with it, Escape or a tap outside closes it, and it closes on arriving
 * at another page), and on a laptop as a column beside the page, every group in view. Only one of the two is shown at
 * a time, so the page has one navigation named "Staff".
 */

/** The count of new submissions beside the inbox, for eyes and for screen readers. */
function NewCount({ count, tone }: { count: number; tone: "light" | "dark" }) {
  if (count <= 0) return null;
  return (
    <span className={`rounded-full px-2 text-xs font-bold leading-5 ${tone === "light" ? "bg-bronze-light text-aegean-dark" : "bg-aegean text-white"}`}>
      {count}
      <span className="sr-only"> new</span>
    </span>
  );
}

/** "Signed in as Ana Ruiz (Owner)": the account's name, or its email while it has none, and its role. */
export function SignedInAs({ staff }: { staff: StaffHeaderData }) {
  return (
    <>
      Signed in as <span className="font-semibold text-white">{staff.name ?? staff.email}</span> ({ROLE_NAMES[staff.role]})
    </>
  );
}

export function SignOut({ className }: { className: string }) {
  // A plain post: signing out reloads the page, so nothing of the session stays in memory.
  return (
    <form method="post" action="/admin/logout">
      <button type="submit" className={className}>
        Sign out
      </button>
    </form>
  );
}

/** The groups and their links; `look` is the phone's menu panel (dark) or the laptop's column (light). */
function NavGroups({ staff, look }: { staff: StaffHeaderData; look: "menu" | "column" }) {
  const menu = look === "menu";
  const groups = navFor(staff.role);
  return (
    <ul className={menu ? "columns-2 gap-x-4 space-y-4 sm:columns-3" : "space-y-4"}>
      {groups.map((group) => (
        <li key={group.name} className="break-inside-avoid">
          <p
            id={`staff-${look}-${group.name.toLowerCase()}`}
            className={`px-2.5 text-xs font-semibold uppercase tracking-[0.14em] ${menu ? "text-bronze-light" : "text-bronze"}`}
          >
            {group.name}
          </p>
          <ul aria-labelledby={`staff-${look}-${group.name.toLowerCase()}`} className="mt-1">
            {group.links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    `flex items-center gap-2 rounded-sm px-2.5 font-medium ${menu ? "min-h-11 text-[0.9375rem]" : "min-h-7 text-sm"} ${
                      menu
                        ? isActive
                          ? "bg-white/15 text-white underline decoration-bronze-light decoration-2 underline-offset-4"
                          : "text-white/90 hover:bg-white/10 hover:text-white"
                        : isActive
                          ? "bg-aegean-light font-semibold text-aegean-dark shadow-[inset_3px_0_0_var(--color-aegean)]"
                          : "text-ink hover:bg-marble hover:text-aegean-dark"
                    }`
                  }
                >
                  {link.name}
                  {link.to === INBOX_PATH ? <NewCount count={staff.newCount} tone={menu ? "light" : "dark"} /> : null}
                </NavLink>
              </li>
            ))}
            {menu && group === groups.at(-1) ? (
              <li className="mt-1 px-2.5">
                <SignOut className="min-h-11 whitespace-nowrap rounded-sm border border-white/60 px-3 font-semibold hover:bg-white hover:text-aegean-dark" />
              </li>
            ) : null}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** Phones and tablets: one Menu button in the header, the groups in a panel under it. */
export function StaffMenu({ staff }: { staff: StaffHeaderData }) {
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const { pathname, search } = useLocation();

  // Arriving at another page (a link of the menu, or any other) closes the menu.
  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [pathname, search]);

  useEffect(() => {
    const element = details.current;
    if (!element) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !element.open) return;
      element.open = false;
      summary.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (element.open && event.target instanceof Node && !element.contains(event.target)) element.open = false;
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, []);

  return (
    <details ref={details} className="staff-menu group ml-auto lg:hidden">
      <summary
        ref={summary}
        className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-sm border border-white/60 px-3 font-semibold group-open:bg-white group-open:text-aegean-dark hover:bg-white/10 [&::-webkit-details-marker]:hidden"
      >
        Menu
        <NewCount count={staff.newCount} tone="light" />
      </summary>
      <nav aria-label="Staff" className="absolute inset-x-0 top-full z-40 border-b-4 border-bronze-light bg-aegean-dark shadow-lg">
        <div className="container-site max-h-[calc(100dvh-4.5rem)] overflow-y-auto py-4">
          <NavGroups staff={staff} look="menu" />
          <p className="mt-4 break-words px-2.5 text-sm text-white/85">
            <SignedInAs staff={staff} />
          </p>
        </div>
      </nav>
    </details>
  );
}

/** Laptops: the groups in a column beside the page, all in view. */
export function StaffSideNav({ staff }: { staff: StaffHeaderData }) {
  return (
    <nav aria-label="Staff" className="hidden w-52 shrink-0 border-r border-stone bg-white lg:block">
      <div className="sticky top-0 max-h-dvh overflow-y-auto px-3 py-5">
        <NavGroups staff={staff} look="column" />
      </div>
    </nav>
  );
}
