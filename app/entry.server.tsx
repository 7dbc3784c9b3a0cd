import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import type { ReactElement } from "react";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { IslandRenderContext } from "./components/Island";
import { StylesheetTextContext } from "./components/SiteStylesheet";
import { StaticPageScriptsContext, type StaticPageScriptTexts } from "./components/StaticPageScripts";
import { SPECULATION_RULES } from "./lib/speculation-rules";
import { STATIC_PAGE_CONFIG, staticPageScriptSource } from "./lib/static-page-script";
import { NonceContext } from "./lib/nonce";
import { RequestIdContext } from "./lib/request-reference";
import { stripModulePreloadsStream } from "./lib/server/platform/strip-module-preloads.server";

/** What a page that does not hydrate runs (StaticPageScripts). */
const STATIC_PAGE_SCRIPTS: Omit<StaticPageScriptTexts, "islandScript"> = {
  speculationRules: JSON.stringify(SPECULATION_RULES),
  enhancement: staticPageScriptSource(),
  enhancementBeforeIslands: staticPageScriptSource({ ...STATIC_PAGE_CONFIG, readyAttribute: null }),
};
const noIslands = () => undefined;

/** Islands are rendered on their own in production; development hydrates every page whole (no island scripts). */
const renderIsland = import.meta.env.DEV
  ? undefined
  : (element: ReactElement, identifierPrefix: string) => renderToString(element, { identifierPrefix });

/** How long a streamed render may wait for deferred data before it is cut off. */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD: the headers of a GET, no body.
  if (request.method.toUpperCase() === "HEAD") {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // Bots, prerendering and SPA mode get the whole document at once.
  const userAgent = request.headers.get("user-agent");
  const readyOption: keyof RenderToPipeableStreamOptions =
    (userAgent && isbot(userAgent)) || routerContext.isSpaMode || !loadContext?.cspNonce
      ? "onAllReady"
      : "onShellReady";
  const nonce = loadContext?.cspNonce || undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce ?? ""}>
        <RequestIdContext.Provider value={loadContext?.requestId ?? ""}>
          <StylesheetTextContext.Provider value={loadContext?.stylesheetText}>
            <StaticPageScriptsContext.Provider value={{ ...STATIC_PAGE_SCRIPTS, islandScript: loadContext?.islandScript ?? noIslands }}>
              <IslandRenderContext.Provider value={renderIsland}>
                <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
              </IslandRenderContext.Provider>
            </StaticPageScriptsContext.Provider>
          </StylesheetTextContext.Provider>
        </RequestIdContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // The page is painted before its scripts are asked for (stripModulePreloads).
          const html = stripModulePreloadsStream();
          html.pipe(body);
          pipe(html);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
