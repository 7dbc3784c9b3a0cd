import { useRouteLoaderData } from "react-router";
import type { AnnouncementItem } from "./types";

/** What the root loader gives every page of the owner content: the announcement of the footer and contact page. */
export interface RootContent {
  announcement: AnnouncementItem | null;
}

export function useRootContent(): RootContent {
  return useRouteLoaderData<RootContent>("root") ?? { announcement: null };
}
