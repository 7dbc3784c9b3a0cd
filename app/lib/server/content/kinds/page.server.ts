import { PAGE_NAMES } from "#app/lib/admin/page-form";
import { pageImageUses, pageRows } from "../page-copy.server";
import { seedPageCopy } from "../seed.server";
import { defineKind, kindImages } from "./definition.server";

/** The pages' copy (decision 044): one record a page of the site, a fixed set, never made or deleted by staff. */
export const page = defineKind({
  kind: "page",
  records: "many",
  creatable: false,
  delete: { never: "A page cannot be deleted: change its words instead." },
  ordered: false,
  images: kindImages({
    read: async (db) => pageImageUses(await pageRows(db)),
    uses: (page) => [
      { id: page.heroImage, what: `Hero photo of the ${PAGE_NAMES[page.page]} page`, href: `/admin/pages/${page.page}` },
      { id: page.socialImage, what: `Picture in link previews of the ${PAGE_NAMES[page.page]} page`, href: `/admin/pages/${page.page}` },
    ],
  }),
  seed: seedPageCopy,
  snapshot: { core: ["pages"] },
});
