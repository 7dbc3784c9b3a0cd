import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { CATALOGUE_ROOTS } from "./lib/catalogue-roots";

/**
 * Every URL of the site, listed explicitly. Catalogue pages share one module each (landing, product);
 * the module finds its content record by the URL. Aliases reuse the product module and declare their
 * primary URL as canonical. Every public GET page is rendered by the server into its page cache (server/page-cache.ts).
 */
const landing = (path: string) => route(path, "routes/landing.tsx", { id: `landing:${path}` });
const product = (path: string) => route(path, "routes/product.tsx", { id: `product:${path}` });
const rsvp = (path: string) => route(path, "routes/rsvp.tsx", { id: `rsvp:${path}` });

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("energy-and-rebates", "routes/energy-and-rebates.tsx"),
  landing("collections"),

  landing("doors"),
  landing("doors/bifold"),
  product("doors/bifold/sf85"),
  landing("doors/liftandslide"),
  product("doors/liftandslide/s560"),
  product("doors/liftandslide/s700"),
  landing("doors/slider"),
  product("doors/slider/s650"),
  product("doors/slider/s700"), // alias of /doors/liftandslide/s700
  landing("doors/pivotdoors"),
  product("doors/pivotdoors/sd115"),
  landing("doors/swing"),
  product("doors/swing/sd77"),
  product("doors/swing/sd95"),

  landing("windows"),
  landing("windows/alumil"),
  product("windows/alumil/s67"),
  product("windows/alumil/s77"),
  product("windows/alumil/s91"),
  landing("windows/elvial"),
  product("windows/elvial/w77"),
  product("windows/rehau"),
  landing("windows/koemmerling"),
  product("windows/koemmerling/center76"),

  landing("curtain"),
  product("curtain/m7"),

  landing("passive"),
  product("passive/sd95"), // alias of /doors/swing/sd95
  product("passive/s91"), // alias of /windows/alumil/s91
  product("passive/rehau"), // alias of /windows/rehau
  product("passive/m7"), // alias of /curtain/m7

  // Every other address under a catalogue root: a product staff created or renamed, an earlier address (301) or a
  // hidden product's (410), found by the product module in the live catalogue (decision 036); else the 404 page.
  ...CATALOGUE_ROOTS.map((root) => route(`${root}/*`, "routes/product.tsx", { id: `product:${root}/*` })),

  route("projects", "routes/projects.tsx"),
  route("projects/:slug", "routes/project.tsx"),
  route("contact", "routes/contact.tsx"),
  route("quote", "routes/quote.tsx"),
  route("visit", "routes/visit.tsx"),
  route("visit/manage/:token", "routes/visit-manage.tsx"),
  route("unsubscribe/:token", "routes/unsubscribe.tsx"),
  route("privacy", "routes/privacy.tsx"),
  rsvp("rsvp"),
  rsvp("rsvp-cosentino"),
  rsvp("rsvp-livingspace"),
  route("events/:file", "routes/event-calendar.ts"),
  route("journal", "routes/journal.tsx"),
  route("journal/feed.xml", "routes/journal-feed.ts"),
  route("journal/:slug", "routes/journal-post.tsx"),

  // Staff pages: server-rendered for signed-in staff only, never prerendered (react-router.config.ts).
  route("admin", "routes/admin/index.ts"),
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/login/code", "routes/admin/login-code.tsx"),
  route("admin/logout", "routes/admin/logout.ts"),
  // The staff links (decision 064): open before signing in.
  route("admin/forgot-password", "routes/admin/forgot-password.tsx"),
  route("admin/invitation/:token", "routes/admin/invitation.tsx"),
  route("admin/reset-password/:token", "routes/admin/reset-password.tsx"),
  route("admin/confirm-email/:token", "routes/admin/confirm-email.tsx"),
  route("admin/export.csv", "routes/admin/export.csv.ts"),
  route("admin/quotes.csv", "routes/admin/quotes.csv.ts"),
  route("admin/audit.csv", "routes/admin/audit.csv.ts"),
  route("admin/consents.csv", "routes/admin/consents.csv.ts"),
  route("admin/submissions/:id/files/:file", "routes/admin/attachment.ts"),
  route("admin/submissions/:id/quote.pdf", "routes/admin/quote-pdf.ts"),
  route("admin/people/:id/export.zip", "routes/admin/person-export.zip.ts"),
  // The id is STAFF_LAYOUT_ID (app/lib/admin/staff-meta.ts): the root layout reads who is signed in from it.
  layout("routes/admin/layout.tsx", { id: "admin-layout" }, [
    // The owners' front page (decision 075); /admin sends owners here (its data request would not carry the cookie).
    route("admin/overview", "routes/admin/overview.tsx"),
    route("admin/submissions", "routes/admin/submissions.tsx"),
    route("admin/submissions/:id", "routes/admin/submission.tsx"),
    route("admin/people/:id", "routes/admin/person.tsx"),
    route("admin/people/:id/erase", "routes/admin/person-erase.tsx"),
    route("admin/pipeline", "routes/admin/pipeline.tsx"),
    route("admin/rsvps", "routes/admin/rsvps.tsx"),
    route("admin/visits", "routes/admin/visits.tsx"),
    route("admin/account", "routes/admin/account.tsx"),
    route("admin/accounts", "routes/admin/accounts.tsx"),
    route("admin/audit", "routes/admin/audit.tsx"),
    // Owner content: each kind has a list and an editor (":id" is "new" for a new item).
    route("admin/events", "routes/admin/events.tsx"),
    route("admin/events/:id", "routes/admin/event.tsx"),
    route("admin/announcements", "routes/admin/announcements.tsx"),
    route("admin/announcements/:id", "routes/admin/announcement.tsx"),
    route("admin/journal", "routes/admin/journal.tsx"),
    route("admin/journal/:id", "routes/admin/post.tsx"),
    route("admin/projects", "routes/admin/projects.tsx"),
    route("admin/projects/:id", "routes/admin/project.tsx"),
    route("admin/products", "routes/admin/products.tsx"),
    route("admin/products/:id", "routes/admin/product.tsx"),
    route("admin/landings", "routes/admin/landings.tsx"),
    route("admin/landings/:id", "routes/admin/landing.tsx"),
    route("admin/products/:id/placement", "routes/admin/product-placement.tsx"),
    route("admin/pivot-designs", "routes/admin/pivot-designs.tsx"),
    route("admin/pivot-designs/:id", "routes/admin/pivot-design.tsx"),
    route("admin/team", "routes/admin/team.tsx"),
    route("admin/team/:id", "routes/admin/team-member.tsx"),
    route("admin/testimonials", "routes/admin/testimonials.tsx"),
    route("admin/testimonials/:id", "routes/admin/testimonial.tsx"),
    route("admin/reply-templates", "routes/admin/reply-templates.tsx"),
    route("admin/reply-templates/:id", "routes/admin/reply-template.tsx"),
    route("admin/media", "routes/admin/media.tsx"),
    // A product's pictures and files (decision 037); POST …/files is an Express route (server/app.ts).
    route("admin/products/:id/pictures", "routes/admin/product-pictures.tsx"),
    route("admin/backups", "routes/admin/backups.tsx"),
    route("admin/settings", "routes/admin/settings.tsx"),
    route("admin/energy", "routes/admin/energy.tsx"),
    route("admin/channels", "routes/admin/channels.tsx"),
    route("admin/pages", "routes/admin/pages.tsx"),
    route("admin/pages/:id", "routes/admin/page.tsx"),
    route("admin/products/:id/energy", "routes/admin/product-energy.tsx"),
  ]),
  // The journal editor's live preview: Markdown in, the sanitised HTML the page will show out.
  route("admin/markdown-preview", "routes/admin/markdown-preview.ts"),

  // Resource routes. (POST /f/:formId, the form endpoint, is an Express route: server/form-endpoint.ts.)
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("captcha/challenge", "routes/captcha.challenge.ts"),
  route("robots.txt", "routes/robots.txt.ts"),

  // Only mounted by the server when ENABLE_TEST_ROUTES is set (browser tests of the error screen).
  route("__test/error", "routes/test-error.tsx"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
