import { createElement, startTransition, useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HYDRATED_ATTRIBUTE } from "../components/HydrationMark";
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_ROOT_ATTRIBUTE, ISLAND_SETTINGS_ATTRIBUTE, islandIdPrefix } from "../components/Island";
import { SettingsContext } from "../lib/content/root-content";
import { shippedSettings } from "../content/settings";
import type { CompanySettings } from "../content/settings.schema";

/** An island's component, imported apart from React DOM (see hydrateIslands). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props
export type IslandComponents = Record<string, () => Promise<ComponentType<any>>>;

/**
 * Hydrates each island of the page (an element marked data-island) with its component and the props the server put
 * beside it, then marks the document ready once every island's first effects have run, as HydrationMark does on a
 * page that hydrates as a whole.
 *
 * The components are dynamic imports: the browser evaluates them (with the form library) in a task of their own,
 * apart from React DOM's, so neither is one long task. The page's loader asks for their chunks together with this
 * script (the build's islands.json lists both), so importing them here costs no round trip.
 */
export async function hydrateIslands(components: IslandComponents): Promise<void> {
  const found = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].flatMap((island) => {
    const name = island.getAttribute(ISLAND_ATTRIBUTE) ?? "";
    const load = components[name];
    const root = island.querySelector<HTMLElement>(`[${ISLAND_ROOT_ATTRIBUTE}]`);
    const propsText = island.querySelector(`script[${ISLAND_PROPS_ATTRIBUTE}]`)?.textContent ?? "{}";
    const settingsText = island.querySelector(`script[${ISLAND_SETTINGS_ATTRIBUTE}]`)?.textContent;
    const settings = settingsText ? (JSON.parse(settingsText) as CompanySettings) : shippedSettings;
    return load && root ? [{ name, load, root, props: JSON.parse(propsText) as object, settings }] : [];
  });
  const islands = await Promise.all(found.map(async (island) => ({ ...island, component: await island.load() })));
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
  // As a transition, hydration yields to the browser every few milliseconds instead of being one long task: a tap
  // or a keystroke meanwhile is handled at once (and React hydrates the part it lands in first).
  startTransition(() => {
    for (const { name, component, root, props, settings } of islands) {
      const island = <SettingsContext value={settings}>{createElement(component, props)}</SettingsContext>;
      hydrateRoot(root, <Hydrated>{island}</Hydrated>, { identifierPrefix: islandIdPrefix(name) });
    }
  });
}
