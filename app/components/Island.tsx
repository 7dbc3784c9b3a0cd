import { createContext, useContext, type ComponentType, type ReactElement } from "react";
import { SettingsContext } from "#app/lib/content/root-content";

/**
 * Renders an island's markup on its own, as the browser's island script will hydrate it (entry.server.tsx gives
 * react-dom/server's renderToString); absent in the browser and in development.
 */
export const IslandRenderContext = createContext<((element: ReactElement, identifierPrefix: string) => string) | undefined>(
  undefined,
);

export const ISLAND_ATTRIBUTE = "data-island";
export const ISLAND_PROPS_ATTRIBUTE = "data-island-props";
export const ISLAND_ROOT_ATTRIBUTE = "data-island-root";
/** The company details the island was rendered with (decision 040): its hydration gives them to it again. */
export const ISLAND_SETTINGS_ATTRIBUTE = "data-island-settings";

/** React's ids of an island (useId) start with this, so two islands never share one: each is a root of its own. */
export const islandIdPrefix = (name: string) => `${name}-`;

/** JSON inside a <script> element: "<" escaped, so no "</script>" in the data can end the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * One interactive part of a page that does not hydrate as a whole (docs/decisions/018-pages-without-javascript.md):
 * the server renders it as a React root of its own, with its props beside it, and the page's island script hydrates
 * just that root with React alone (no router). Rendered in the browser by the router (a client-side navigation from
 * a page that hydrates), it is the component itself.
 */
export function Island<P extends object>({ name, component: Component, props }: { name: string; component: ComponentType<P>; props: P }) {
  const renderIsland = useContext(IslandRenderContext);
  const settings = useContext(SettingsContext);
  const island = { [ISLAND_ATTRIBUTE]: name, className: "contents" };
  if (!renderIsland) {
    return (
      <div {...island}>
        <div {...{ [ISLAND_ROOT_ATTRIBUTE]: "" }} className="contents">
          <Component {...props} />
        </div>
      </div>
    );
  }
  return (
    <div {...island}>
      <script type="application/json" {...{ [ISLAND_PROPS_ATTRIBUTE]: "" }} dangerouslySetInnerHTML={{ __html: scriptJson(props) }} />
      <script type="application/json" {...{ [ISLAND_SETTINGS_ATTRIBUTE]: "" }} dangerouslySetInnerHTML={{ __html: scriptJson(settings) }} />
      <div
        {...{ [ISLAND_ROOT_ATTRIBUTE]: "" }}
        className="contents"
        dangerouslySetInnerHTML={{ __html: renderIsland(
          <SettingsContext value={settings}>
            <Component {...props} />
          </SettingsContext>,
          islandIdPrefix(name),
        ) }}
      />
    </div>
  );
}
