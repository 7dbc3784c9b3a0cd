import path from "node:path";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { createRequestHandler as createRouterHandler, type ServerBuild } from "react-router";
import type { Env } from "../app/lib/env.server";
import type { AppServices } from "../app/lib/server/platform/services.server";
import { bodyReader, sameOrigin } from "./post-guards";
import { sameSiteRedirects } from "./redirect-guard";
import { createRequestHandler } from "./react-router-handler";
import { requestGuards, requestLog } from "./request-guards";
import { rejoinRequest, requestId } from "./request-id";
import { liveness, readiness, type HealthChecks } from "./health";
import { log as processLog, type Logger } from "../app/lib/server/platform/logger.server";
import { cspNonce, securityHeaders } from "./security";
import { staffAuditScope, staffGuards } from "./staff-guards";
import { thirdPartySources } from "./third-party";
import { indexStaticFiles, staticFiles } from "./static-files";
import { stylesheetReader } from "./stylesheets";
import { islandClassWords, islandScripts } from "./islands";
import { PageCache } from "./page-cache";
import { estimatePages, estimatorStateClasses } from "./estimate-page";
import { firstTouchPages } from "./first-touch-page";
import { testClockRoute, testMorningMailRoute, testRetentionRoute } from "./test-routes";
import { quoteUploads } from "./quote-uploads";
import { FORM_ENDPOINT_PATH, formEndpoint } from "./form-endpoint";
import { islandPosts } from "./island-posts";
import { MEDIA_UPLOAD_PATH, staffOfRequest, uploadTmpDir } from "./uploads";
import { createPageCssCutter } from "./page-css";
import { createMediaHandler } from "../app/lib/server/media/media-handler.server";
import { createOgImageHandler } from "../app/lib/server/media/og-image.server";
import { MEDIA_OG_BASE } from "../app/lib/media";
import { createSpecSheetHandler } from "../app/lib/server/catalogue/spec-sheets.server";
import { GENERATED_BASE } from "../app/lib/images";
import { SPEC_SHEET_DIR } from "../app/lib/spec-sheets";
import { createUploadHandler } from "../app/lib/server/media/upload-handler.server";
import { createProductFileServer, createProductFileUpload } from "../app/lib/server/catalogue/product-file-routes.server";
import { PRODUCT_FILE_UPLOAD_ROUTE, PRODUCT_FILES_BASE } from "../app/lib/product-files";

export interface AppOptions {
  env: Env;
  /** The React Router server build (production) or a loader of it (development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client in production; absent in development, where Vite serves assets. */
  clientDir?: string;
  /** Middlewares that run before the app (Vite's dev middleware). */
  before?: express.RequestHandler[];
  /** Where request lines and errors go (the process's logger by default). */
  logger?: Logger;
  /** Answers /healthz: each check true while fine (the server takes requests, the database answers, …). */
  isReady?: () => HealthChecks | Promise<HealthChecks>;
  /** Database, captcha, rate limits, mail queue; handed to routes through the load context. */
  services?: AppServices;
}

export function createApp(options: AppOptions) {
  const { env, logger = processLog() } = options;
  // No redirect a page makes leaves the site (server/redirect-guard.ts).
  const build = sameSiteRedirects(options.build);
  const https = env.SITE_URL.startsWith("https://");
  const csp = { https, extra: thirdPartySources(env) };
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  app.set("etag", false);

  app.use(requestId(env.TRUST_PROXY));
  app.use(requestLog(logger));
  app.use(requestGuards);
  app.use(securityHeaders({ https }));

  app.get("/livez", liveness);
  app.get("/healthz", readiness(options.isReady ?? (() => ({}))));

  for (const middleware of options.before ?? []) app.use(middleware);

  // Spec sheets are made at run time from the live catalogue (decision 038), ahead of any file an older build left.
  if (options.services) app.get(`${GENERATED_BASE}/${SPEC_SHEET_DIR}/:file`, createSpecSheetHandler(options.services));

  if (options.clientDir) {
    app.use(staticFiles(indexStaticFiles(options.clientDir, csp)));
    // A missing build asset is a plain 404, not a page render.
    app.use("/assets", (_req, res) => {
      res.status(404).type("text/plain").setHeader("Cache-Control", "no-store").send("Not Found\n");
    });
  }

  if (env.ENABLE_TEST_ROUTES && options.services) app.post("/__test/clock", express.json(), testClockRoute(options.services.content));
  if (env.ENABLE_TEST_ROUTES && options.services) app.post("/__test/morning-mail", testMorningMailRoute(options.services));
  if (env.ENABLE_TEST_ROUTES && options.services) app.post("/__test/retention", testRetentionRoute(options.services));
  // Images staff uploaded, from the database: every instance serves them.
  // Their link previews: a crop around each one's focal point, made when first asked for (decision 052).
  if (options.services) app.get(`${MEDIA_OG_BASE}/:file`, createOgImageHandler({ store: options.services.store }));
  if (options.services) app.get("/media/:file", createMediaHandler({ store: options.services.store }));
  // Files staff uploaded to a product (brochures, installation guides, CAD details), from the database (decision 037).
  if (options.services) app.get(`${PRODUCT_FILES_BASE}/:product/:file`, createProductFileServer({ store: options.services.store }));

  // Production: public pages come from the page cache, rendered once per content change (development renders each
  // request, so that edits to the code show at once).
  const services = options.services;
  const stylesheetText = options.clientDir ? stylesheetReader(options.clientDir) : undefined;
  const islandScript = options.clientDir ? islandScripts(path.dirname(options.clientDir)) : undefined;
  if (options.clientDir && services) {
    const pages = new PageCache({
      render: createRouterHandler(build, "production"),
      loadContext: () => ({ cspNonce: "", services, clientIp: undefined, stylesheetText, islandScript }),
      content: services.content,
      origin: new URL(env.SITE_URL).origin,
      csp,
      transformHtml: createPageCssCutter(islandClassWords(path.dirname(options.clientDir)), estimatorStateClasses(services)),
    });
    pages.watch(services.content, new URL(env.SITE_URL).origin, { atStart: env.WARM_PAGES_AT_START });
    // The rebate estimator's answers: the cached energy page with the estimate's section spliced in (decision 055).
    app.use(estimatePages({ pages, services, origin: new URL(env.SITE_URL).origin }));
    // A lead form's page reached from a campaign or another site: the cached page with its first touch (decision 073).
    app.use(firstTouchPages({ pages, origin: new URL(env.SITE_URL).origin }));
    app.use(pages.middleware());
  }

  app.use(staffGuards(env.SITE_URL));
  // Uploads stream to disk (up to 20 MB a file), so they are read before the small-body limit below.
  if (services) {
    app.post(
      MEDIA_UPLOAD_PATH,
      createUploadHandler({ store: services.store, tmpDir: uploadTmpDir(env), requireStaff: (req) => staffOfRequest(req, services) }),
    );
    app.post(
      PRODUCT_FILE_UPLOAD_ROUTE,
      createProductFileUpload({ store: services.store, tmpDir: uploadTmpDir(env), requireStaff: (req) => staffOfRequest(req, services) }),
    );
  }
  app.use(sameOrigin(env.SITE_URL));
  // A quote request's drawings and photos stream to disk (up to 15 MB a file) before the small-body limit, within the
  // pending-file quota and budget.
  app.use(quoteUploads(uploadTmpDir(env), services));
  // The larger staff limit is for a signed-in staff member: the session is checked before the body is read.
  const readBody = bodyReader(async (req) => (services ? (await staffOfRequest(req, services)) !== null : false));
  app.use((req, res, next) => (req.method === "POST" ? readBody(req, res, next) : next()));
  app.use(rejoinRequest);
  const getLoadContext = (req: Request, res: Response) => ({
    cspNonce: String(res.locals.cspNonce ?? ""),
    services: options.services,
    clientIp: req.ip,
    requestId: String(res.locals.requestId ?? ""),
    quoteUpload: res.locals.quoteUpload,
    stylesheetText,
    islandScript,
  });
  // Form posts answered with JSON (decision 021): nothing to compress, and no page for a nonce.
  if (services) app.all(FORM_ENDPOINT_PATH, formEndpoint(services));
  app.use(islandPosts({ build, getLoadContext }));
  app.use(compression());
  // In development Vite injects its own inline scripts (hot reloading), so only production sets a CSP.
  if (env.NODE_ENV !== "development") app.use(cspNonce(csp));
  // What a staff request does is logged with its pseudonymised client and browser family (the audit log). Set here,
  // after the body was read, so that it reaches the pages' loaders and actions: a body stream's callbacks run outside
  // the scope of the middleware that started reading it.
  if (services) app.use(staffAuditScope(services));
  app.all(
    "/{*path}",
    createRequestHandler({
      build,
      mode: env.NODE_ENV === "development" ? "development" : "production",
      getLoadContext,
    }),
  );

  // Last resort: whatever slipped through becomes a clear status, never a crash.
  // A 5xx is logged once, with its stack and the request id, which the answer names for the visitor to quote.
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = typeof (error as { status?: unknown })?.status === "number" ? (error as { status: number }).status : 500;
    if (status >= 500) logger.error({ err: error }, "request failed");
    // Part of the answer is out already: all that is left is to cut it short (as Express would, without a second log).
    if (res.headersSent) return void res.destroy();
    res.status(status).type("text/plain").setHeader("Cache-Control", "no-store");
    const reference = res.locals.requestId ? ` (reference ${String(res.locals.requestId)})` : "";
    res.send(status >= 500 ? `Internal Server Error${reference}\n` : `${(error as Error).message || "Bad Request"}\n`);
  });

  return app;
}
