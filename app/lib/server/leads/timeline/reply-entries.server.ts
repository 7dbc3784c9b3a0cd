import type { TimelineSource } from "./timeline-entry.server";

/**
 * Replies sent to a lead: a stand-in of the replies' own source (issue 42 point 3 brings it), of the same type, so
 * that the timeline lists them once it is wired in.
 */
export const replyTimelineEntries: TimelineSource = async () => [];
