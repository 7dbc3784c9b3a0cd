import { Link, NavLink } from "react-router";
import { mainNavigation } from "../content/navigation";
import { CollectionsMenu } from "./CollectionsMenu";
import { ExternalNavItems } from "./ExternalNavItems";
import { Logo } from "./Logo";
import { MobileMenu } from "./MobileMenu";
import { Meander } from "./Meander";

export function Header() {
  return (
    <header className="sticky top-0 z-30 border-b border-stone/70 bg-ivory/95 backdrop-blur supports-[backdrop-filter]:bg-ivory/85">
      <div className="container-site flex h-18 items-center justify-between gap-4">
        <Link to="/" className="shrink-0 rounded-sm">
          <Logo />
          <span className="sr-only">, home</span>
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNavigation.map((item) => (
              <li key={item.to}>
                {item.sublinks ? (
                  <CollectionsMenu item={item} />
                ) : (
                  <NavLink
                    to={item.to}
                    end={item.to === "/"}
                    className={({ isActive }) =>
                      `flex min-h-11 items-center px-3 text-[0.9375rem] font-medium hover:text-aegean ${
                        isActive ? "text-aegean underline decoration-bronze decoration-2 underline-offset-8" : "text-ink"
                      }`
                    }
                  >
                    {item.name}
                  </NavLink>
                )}
              </li>
            ))}
            <ExternalNavItems linkClassName="flex min-h-11 items-center px-3 text-[0.9375rem] font-medium text-muted hover:text-aegean" />
          </ul>
        </nav>
        <MobileMenu />
      </div>
      <Meander />
    </header>
  );
}
