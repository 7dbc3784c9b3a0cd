import { useRef, type MouseEvent } from "react";
import { NavLink } from "react-router";
import { mainNavigation, type NavItem } from "../content/navigation";
import { useNavigationEffect } from "../lib/use-navigation-effect";
import { DisclosureChevron } from "./DisclosureChevron";
import { ExternalNavItems } from "./ExternalNavItems";

const DIALOG_ID = "mobile-menu";

const supportsInvokerCommands = () =>
  typeof HTMLButtonElement !== "undefined" && "command" in HTMLButtonElement.prototype;

/**
 * Below 1024 px: a burger button labelled Menu opens a modal slide-in menu (a native <dialog>).
 *
 * It works from the HTML alone, before or without JavaScript: invoker commands (`commandfor`) open and close it as a
 * modal dialog, which closes on Escape and (`closedby="any"`) on a click outside; browsers without them fall back to
 * the same dialog as a popover (`popovertarget`), which also closes on Escape and on a click outside; the Collections submenu is a <details>. React never renders the open state of
 * either, so hydration adopts whatever the visitor has already opened. The script adds the rest: a modal dialog
 * where only the popover fallback exists, closing on a click on the backdrop and on navigation, and focus given
 * back to the burger.
 */
export function MobileMenu() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const wasOpen = dialog.open || dialog.matches(":popover-open");
    if (dialog.open) dialog.close();
    if (dialog.matches(":popover-open")) dialog.hidePopover();
    if (wasOpen) burgerRef.current?.focus();
  };

  useNavigationEffect(close);

  /** Where the browser knows only the popover fallback, the script opens the real modal dialog instead. */
  const open = (event: MouseEvent) => {
    if (supportsInvokerCommands()) return;
    event.preventDefault();
    dialogRef.current?.showModal();
  };

  return (
    <div className="lg:hidden">
      <button
        ref={burgerRef}
        type="button"
        commandfor={DIALOG_ID}
        command="show-modal"
        popoverTarget={DIALOG_ID}
        popoverTargetAction="show"
        aria-haspopup="dialog"
        onClick={open}
        className="flex min-h-11 min-w-11 items-center gap-2 px-2 text-sm font-semibold uppercase tracking-wider text-aegean-dark"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {/* Under 360 px the word would push the button past the edge of the screen: it is then read, not shown. */}
        <span className="max-[22.5rem]:sr-only">Menu</span>
      </button>
      <dialog
        ref={dialogRef}
        id={DIALOG_ID}
        popover="auto"
        closedby="any"
        aria-label="Menu"
        onClose={() => burgerRef.current?.focus()}
        onClick={(event) => {
          // A click on the backdrop (outside the panel) lands on the dialog itself.
          if (event.target === event.currentTarget && isOutside(event)) close();
        }}
        className="mobile-menu fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none overflow-y-auto bg-ivory p-0 text-ink shadow-2xl"
      >
        <div className="flex items-center justify-between border-b border-stone px-5 py-3">
          <span className="font-display text-xl tracking-[0.18em] text-aegean-dark">MENU</span>
          <button
            type="button"
            commandfor={DIALOG_ID}
            command="close"
            popoverTarget={DIALOG_ID}
            popoverTargetAction="hide"
            onClick={(event) => {
              if (supportsInvokerCommands()) return;
              event.preventDefault();
              close();
            }}
            className="flex min-h-11 min-w-11 items-center justify-center text-aegean-dark"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="sr-only">Close menu</span>
          </button>
        </div>
        <nav aria-label="Main" className="px-3 py-4">
          <ul className="space-y-1">
            {mainNavigation.map((item) =>
              item.sublinks ? (
                <li key={item.to}>
                  <MobileSubmenu item={item} onNavigate={close} />
                </li>
              ) : (
                <li key={item.to}>
                  <MobileLink to={item.to} onNavigate={close} end={item.to === "/"}>
                    {item.name}
                  </MobileLink>
                </li>
              ),
            )}
          </ul>
          <ul className="mt-6 space-y-1 border-t border-stone pt-4">
            <ExternalNavItems linkClassName="flex min-h-11 items-center px-3 text-base text-ink hover:text-aegean" />
          </ul>
        </nav>
      </dialog>
    </div>
  );
}

/** Whether a click on the dialog element fell outside its box, i.e. on the backdrop. */
function isOutside(event: MouseEvent<HTMLDialogElement>): boolean {
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

function MobileLink({
  to,
  end,
  onNavigate,
  children,
}: {
  to: string;
  end?: boolean;
  onNavigate: () => void;
  children: string;
}) {
  return (
    <NavLink
      to={to}
      end={end}
      onClick={onNavigate}
      className={({ isActive }) =>
        `flex min-h-11 items-center px-3 text-lg ${isActive ? "font-semibold text-aegean" : "text-ink"} hover:text-aegean`
      }
    >
      {children}
    </NavLink>
  );
}

/** The Collections submenu: a native disclosure, so it opens and closes before (and without) JavaScript. */
function MobileSubmenu({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  return (
    <details className="disclosure">
      <summary className="flex min-h-11 w-full cursor-pointer items-center justify-between px-3 text-left text-lg text-ink hover:text-aegean">
        {item.name}
        <DisclosureChevron size={14} />
      </summary>
      <ul className="ml-3 border-l-2 border-bronze-light pl-2">
        {item.sublinks?.map((link) => (
          <li key={link.to}>
            <MobileLink to={link.to} onNavigate={onNavigate}>
              {link.name}
            </MobileLink>
          </li>
        ))}
        <li>
          <MobileLink to={item.to} onNavigate={onNavigate} end>
            All collections
          </MobileLink>
        </li>
      </ul>
    </details>
  );
}
