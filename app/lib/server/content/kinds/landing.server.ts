import { seedLandings } from "../seed.server";
import { defineKind } from "./definition.server";

/** The catalogue's landing pages (decision 039): a fixed set (the routes' addresses), never made or deleted by staff. */
export const landing = defineKind({
  kind: "landing",
  records: "many",
  creatable: false,
  delete: { never: "A landing page cannot be deleted: its address is part of the site. Remove its cards instead." },
  ordered: true,
  images: "none",
  seed: seedLandings,
  snapshot: { core: ["landings"] },
});
