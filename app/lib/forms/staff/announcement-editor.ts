import { z } from "#app/lib/zod";
import { optionalLink, optionalPacificDate, optionalText, requiredText } from "./editor-fields";

export const ANNOUNCEMENT_MAX_LENGTH = 200;

/** The announcement editor: one schema for the browser and the server. */
export const announcementEditorSchema = z
  .object({
    text: requiredText("the announcement", ANNOUNCEMENT_MAX_LENGTH),
    link_url: optionalLink,
    link_label: optionalText(60),
    starts_on: optionalPacificDate("the first day"),
    ends_on: optionalPacificDate("the last day"),
  })
  .superRefine((value, context) => {
    if (value.starts_on && value.ends_on && value.ends_on < value.starts_on) {
      context.addIssue({ code: "custom", path: ["ends_on"], message: "The last day must not be before the first day." });
    }
    if (value.link_label && !value.link_url) {
      context.addIssue({ code: "custom", path: ["link_url"], message: "Please enter the link, or leave its label empty." });
    }
  });

export type AnnouncementEditorInput = z.output<typeof announcementEditorSchema>;
