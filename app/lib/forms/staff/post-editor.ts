import { z } from "#app/lib/zod";
import { isValidSlug, slugFromTitle } from "#app/lib/slug";
import { optionalSlug, optionalPacificDateTime, optionalText, requiredText } from "./editor-fields";

export const POST_BODY_MAX_LENGTH = 100_000;
export const POST_SUMMARY_MAX_LENGTH = 300;

/** The journal post editor: one schema for the browser and the server. */
export const postEditorSchema = z
  .object({
    title: requiredText("a title", 160),
    slug: optionalSlug,
    summary: requiredText("a summary", POST_SUMMARY_MAX_LENGTH),
    body: requiredText("the post", POST_BODY_MAX_LENGTH),
    cover_media_id: optionalText(64),
    cover_alt: optionalText(300),
    status: z.enum(["draft", "published"], { message: "Please choose draft or published." }),
    publish_at: optionalPacificDateTime("the publish date"),
  })
  .transform((value, context) => {
    const slug = value.slug || slugFromTitle(value.title);
    if (!isValidSlug(slug)) {
      context.addIssue({
        code: "custom",
        path: ["slug"],
        message: "The address may use lowercase letters, digits and single hyphens, like spring-open-house.",
      });
      return z.NEVER;
    }
    if (value.cover_media_id && !value.cover_alt) {
      context.addIssue({ code: "custom", path: ["cover_alt"], message: "Please describe the cover image for people who cannot see it." });
      return z.NEVER;
    }
    return { ...value, slug, cover_alt: value.cover_media_id ? (value.cover_alt ?? "") : "" };
  });

export type PostEditorInput = z.output<typeof postEditorSchema>;
