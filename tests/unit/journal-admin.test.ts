import { describe, expect, it } from "vitest";
import {
  displayFileName,
  markdownSnippet,
  MAX_UPLOAD_BYTES,
  snippetWidth,
  tooLargeMessage,
  uploadAction,
} from "#app/lib/admin/media-library";
import { POST_FORM_FIELDS } from "#app/lib/admin/post-form";
import { formatPacificMoment, isPublic, postState } from "#app/lib/admin/post-state";
import { postEditorSchema } from "#app/lib/forms/staff/post-editor";
import { parsePacificDateTime } from "#app/lib/pacific-time";
import { postedValues, postFormValues } from "#app/lib/server/content/kinds/post-editor.server";
import { displayName } from "#app/lib/server/media/image-type.server";
import { MAX_UPLOAD_BYTES as SERVER_MAX_UPLOAD_BYTES, tooLargeMessage as serverTooLargeMessage } from "#app/lib/server/media/upload-stream.server";
import type { PostsTable } from "#app/lib/server/content/content-schema";

const at = (value: string) => parsePacificDateTime(value)!;
const NOW = at("2027-05-01T12:00");

describe("postState: a post's state in the staff pages", () => {
  const post = (status: "draft" | "published", publish_at: number | null) => ({ status, publish_at, created_at: at("2027-01-10T09:00") });

  it("calls a draft a draft, whatever date it was given", () => {
    expect(postState(post("draft", null), NOW)).toEqual({ kind: "draft", label: "Draft", at: null });
    expect(postState(post("draft", at("2027-06-01T09:00")), NOW).kind).toBe("draft");
    expect(isPublic(post("draft", at("2027-04-01T09:00")), NOW)).toBe(false);
  });

  it("calls a published post with a time to come scheduled, in Pacific time", () => {
    const state = postState(post("published", at("2027-05-14T18:00")), NOW);
    expect(state).toEqual({ kind: "scheduled", label: "Scheduled for May 14, 2027 at 6:00 PM (Pacific)", at: at("2027-05-14T18:00") });
    expect(isPublic(post("published", at("2027-05-14T18:00")), NOW)).toBe(false);
  });

  it("calls it published from its time on (the boundary included), with the Pacific date", () => {
    expect(postState(post("published", NOW), NOW).label).toBe("Published May 1, 2027");
    // 11 PM Pacific on April 30 is May 1 in UTC: the label keeps the Pacific date.
    expect(postState(post("published", at("2027-04-30T23:00")), NOW).label).toBe("Published April 30, 2027");
    expect(postState(post("published", null), NOW).label).toBe("Published January 10, 2027");
    expect(isPublic(post("published", NOW), NOW)).toBe(true);
  });

  it("names a moment with its Pacific clock time across the DST change", () => {
    expect(formatPacificMoment(at("2027-11-07T01:30"))).toBe("November 7, 2027 at 1:30 AM (Pacific)");
    expect(formatPacificMoment(at("2027-12-24T00:05"))).toBe("December 24, 2027 at 12:05 AM (Pacific)");
  });
});

describe("the post editor's form values", () => {
  const row: PostsTable = {
    id: "p1",
    slug: "spring-open-house",
    title: "Spring Open House",
    summary: "An evening at the showroom.",
    body: "## Doors\n\nLift-and-slide.",
    cover_media_id: "abcdefghijklmnopqrstuv",
    cover_alt: "The showroom at dusk",
    status: "published",
    publish_at: at("2027-05-14T18:00"),
    created_at: 1,
    updated_at: 2,
    updated_by: "staff@helios.example",
    deleted_at: null,
  };

  it("fills the form from a stored post, times as Pacific datetime-local values, and parse back to the same post", () => {
    const values = postFormValues(row);
    expect(values).toEqual({
      title: "Spring Open House",
      slug: "spring-open-house",
      summary: "An evening at the showroom.",
      body: "## Doors\n\nLift-and-slide.",
      cover_media_id: "abcdefghijklmnopqrstuv",
      cover_alt: "The showroom at dusk",
      status: "published",
      publish_at: "2027-05-14T18:00",
    });
    const parsed = postEditorSchema.parse(values);
    expect(parsed.publish_at).toBe(row.publish_at);
    expect(parsed.slug).toBe(row.slug);
  });

  it("starts a new post as an empty draft", () => {
    expect(postFormValues()).toEqual({ title: "", slug: "", summary: "", body: "", cover_media_id: "", cover_alt: "", status: "draft", publish_at: "" });
  });

  it("keeps the posted values as text, the whole of a long post included, and nothing else", () => {
    const body = "a".repeat(100_000);
    const values = postedValues({ title: "T", body, status: "draft", intent: "save", other: "x", slug: 5 });
    expect(Object.keys(values)).toEqual([...POST_FORM_FIELDS]);
    expect(values.body).toHaveLength(100_000);
    expect(values.slug).toBe("");
    expect(postedValues({ title: "x".repeat(50_000) }).title.length).toBeLessThan(2_000);
  });
});

describe("the image library's helpers", () => {
  it("refuses a file over the server's limit with the server's own words", () => {
    expect(MAX_UPLOAD_BYTES).toBe(SERVER_MAX_UPLOAD_BYTES);
    for (const name of ["big.jpg", "C:\\Photos\\IMG_0001.HEIC", "a/b/c.png", "\u0007bell.jpg", "", "x".repeat(300)]) {
      expect(tooLargeMessage(name)).toBe(serverTooLargeMessage(name));
      expect(displayFileName(name)).toBe(displayName(name));
    }
    expect(tooLargeMessage("big.jpg")).toContain("larger than 20 MB");
  });

  it("gives Markdown at 800 pixels, or the widest size a smaller image has", () => {
    expect(snippetWidth(4000)).toBe(800);
    expect(snippetWidth(800)).toBe(800);
    expect(snippetWidth(799)).toBe(480);
    expect(snippetWidth(300)).toBe(300);
    expect(markdownSnippet({ id: "abcdefghijklmnopqrstuv", width: 2400 })).toBe("![Describe the image](/media/abcdefghijklmnopqrstuv-800.webp)");
  });

  it("sends a no-JavaScript upload back to the page it came from", () => {
    expect(uploadAction("/admin/media")).toBe("/admin/media/upload?return=%2Fadmin%2Fmedia");
    expect(uploadAction("/admin/journal/new")).toBe("/admin/media/upload?return=%2Fadmin%2Fjournal%2Fnew");
  });
});
