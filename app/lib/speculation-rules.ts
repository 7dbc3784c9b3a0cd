/**
 * Speculation Rules for the pages that do not hydrate: a link the pointer rests on (about 200 ms, or a touch) has its
 * page fetched before the click, so following it is instant without a client router. Only pages: not the staff
 * area, form endpoints, calendar files, feeds, downloads or a visitor's private link (a GET that must not be sent
 * before the visitor asked).
 */
export const SPECULATION_EXCLUDED_PATHS = [
  "/admin",
  "/admin/*",
  "/f/*",
  "/captcha/*",
  "/events/*",
  "/visit/manage/*",
  "/unsubscribe/*",
  "/journal/feed.xml",
  "/sitemap.xml",
  "/robots.txt",
  "/media/*",
  "/generated/*",
  "/assets/*",
];

export const SPECULATION_RULES = {
  prefetch: [
    {
      source: "document",
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: SPECULATION_EXCLUDED_PATHS } },
          { not: { selector_matches: "[download], [target=_blank], [rel~=nofollow]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
};
