import type { ComponentProps } from "react";
import type { IslandNavigate } from "#app/lib/island-navigation";
import { isPlainClick } from "#app/lib/plain-click";

/**
 * A link to another step of the booking: a plain link, which with scripts shows that step in place (the page keeps
 * its position) instead of loading the page.
 */
export function StepLink({ href, navigate, ...rest }: { href: string; navigate: IslandNavigate } & Omit<ComponentProps<"a">, "href" | "onClick">) {
  return (
    <a
      href={href}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(href);
      }}
      {...rest}
    />
  );
}
