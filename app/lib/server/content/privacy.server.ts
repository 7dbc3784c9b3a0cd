import { siteDetails } from "#app/content/settings";
import type { CompanySettings } from "#app/content/settings.schema";
import { renderMarkdown } from "./markdown.server";

/**
 * The privacy notice as HTML (decision 074): the owners' Markdown with {company}, {email} and {phone} replaced by the
 * company details as stored (the email and phone as links), rendered and sanitised as a journal post is.
 */
export function privacyNoticeHtml(body: string, settings: CompanySettings): string {
  const site = siteDetails(settings);
  const replaced = body
    .replaceAll("{company}", site.name)
    .replaceAll("{email}", `[${site.email}](mailto:${site.email})`)
    .replaceAll("{phone}", `[${site.phone.display}](${site.phone.href})`);
  return renderMarkdown(replaced);
}
