import { defineKind } from "./definition.server";

/** The footer announcements (decision 030): many, no images; the first one is seeded with the grand opening. */
export const announcement = defineKind({
  kind: "announcement",
  records: "many",
  creatable: true,
  delete: "editor",
  ordered: false,
  images: "none",
  seed: { with: "event" },
  snapshot: { core: ["announcements"] },
});
