import { defineKind, kindImages } from "./definition.server";

/** The journal's posts: many, each with an optional cover from the library; nothing shipped to seed. */
export const post = defineKind({
  kind: "post",
  records: "many",
  creatable: true,
  delete: "editor",
  ordered: false,
  images: kindImages({
    read: (db) => db.selectFrom("posts").select(["id", "title", "cover_media_id"]).where("cover_media_id", "is not", null).where("deleted_at", "is", null).execute(),
    uses: (post) => [{ id: post.cover_media_id, what: `Cover of the post “${post.title}”`, href: `/admin/journal/${post.id}` }],
  }),
  // The journal starts empty.
  seed: "none",
  // With their earlier addresses and rendered bodies, read by snapshot.server.ts.
  snapshot: { core: ["posts", "redirects"] },
});
