import { createElement, useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HYDRATED_ATTRIBUTE } from "../components/HydrationMark";
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_ROOT_ATTRIBUTE, islandIdPrefix } from "../components/Island";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props
export type IslandComponents = Record<string, ComponentType<any>>;

/**
 * Hydrates each island of the page (an element marked data-island) with its component and the props the server put
 * beside it, then marks the document ready once every island's first effects have run, as HydrationMark does on a
 * page that hydrates as a whole.
 */
export function hydrateIslands(components: IslandComponents): void {
  const islands = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].flatMap((island) => {
    const name = island.getAttribute(ISLAND_ATTRIBUTE) ?? "";
    const component = components[name];
    const root = island.querySelector<HTMLElement>(`[${ISLAND_ROOT_ATTRIBUTE}]`);
    const propsText = island.querySelector(`script[${ISLAND_PROPS_ATTRIBUTE}]`)?.textContent ?? "{}";
    return component && root ? [{ name, component, root, props: JSON.parse(propsText) as object }] : [];
  });
  let waiting = islands.length;
  const markReady = () => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  if (!waiting) markReady();
  /** Its effect runs after those of the island inside it. */
  function Hydrated({ children }: { children: ReactNode }) {
    useEffect(() => {
      waiting -= 1;
      if (waiting === 0) markReady();
    }, []);
    return children;
  }
  for (const { name, component, root, props } of islands) {
    hydrateRoot(root, <Hydrated>{createElement(component, props)}</Hydrated>, { identifierPrefix: islandIdPrefix(name) });
  }
}
