import { describe, expect, it } from "vitest";
import { contentList, deletedLine, justDeleted } from "#app/lib/admin/list-page";
import { MAX_FILES_PER_UPLOAD, MAX_UPLOAD_BYTES, TOO_MANY_FILES, UPLOAD_ACCEPT, notAnImageMessage } from "#app/lib/media-upload";
import { MAX_REQUEST_BYTES } from "#app/lib/server/media/upload-stream.server";

describe("the staff list pages' shared pieces", () => {
  it("names a content kind's list from the kind, and finds the item a list's ?deleted= names among the deleted only", () => {
    const journal = contentList("post", { intro: "News.", deleted: { heading: "Deleted posts", look: "ruled" } });
    expect([journal.title, journal.newItem, journal.one]).toEqual(["Journal", { label: "New post", path: "/admin/journal/new" }, "Post"]);
    expect(contentList("announcement", { intro: "", deleted: { heading: "", look: "boxed" } }).newItem?.label).toBe("New announcement");
    expect(contentList("pivot_design", { adds: "on the list", intro: "", deleted: { heading: "", look: "ruled" } }).newItem).toBeUndefined();

    const deleted = [{ id: "a1", name: "Lake house" }];
    const request = (query: string) => new Request(`http://localhost/admin/projects${query}`);
    expect(justDeleted(request("?deleted=a1"), deleted, (row) => row.name)).toEqual({ id: "a1", title: "Lake house" });
    for (const query of ["", "?deleted=", "?deleted=zz", "?deleted=a1%00", "?deleted[]=a1"]) {
      expect(justDeleted(request(query), deleted, (row) => row.name)).toBeNull();
    }
    const line = deletedLine({ id: "a1", deleted_at: Date.UTC(2026, 10, 20, 18), updated_by: "ana@example.com" }, "Lake house");
    expect(line).toMatchObject({ id: "a1", title: "Lake house", by: "ana@example.com", deleted: { iso: expect.any(String), label: expect.any(String) } });
  });

  it("gives the browser and the server one set of upload limits and refusals", () => {
    expect(MAX_REQUEST_BYTES).toBeGreaterThan(MAX_FILES_PER_UPLOAD * MAX_UPLOAD_BYTES);
    expect(TOO_MANY_FILES).toBe(`Upload at most ${MAX_FILES_PER_UPLOAD} images at once.`);
    expect(UPLOAD_ACCEPT.split(",")).toEqual(["image/jpeg", "image/png", "image/webp", "image/avif", "image/heic", "image/heif"]);
    expect(notAnImageMessage("C:\\scans\\plan.pdf", "it is a PDF document")).toBe(
      '"plan.pdf" is not an image we can use: it is a PDF document. Upload a JPEG, PNG, WebP, AVIF or HEIC photo.',
    );
  });
});
