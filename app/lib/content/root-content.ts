import { createContext, useContext } from "react";
import { useRouteLoaderData } from "react-router";
import { shippedSettings, siteDetails, type SiteDetails } from "#app/content/settings";
import type { CompanySettings } from "#app/content/settings.schema";
import type { PagesSeo } from "./page-copy";
import type { AnnouncementItem } from "./types";

/**
 * What the root loader gives every page of the owner content: the announcement of the footer and contact page, and
 * the company details (decision 040) every page shows.
 */
export interface RootContent {
  announcement: AnnouncementItem | null;
  settings: CompanySettings;
  /** Each page's live search entry (decision 044), for the routes' meta. */
  pages?: PagesSeo;
}

export function useRootContent(): RootContent {
  return useRouteLoaderData<RootContent>("root") ?? { announcement: null, settings: shippedSettings };
}

/**
 * The live company details for every component below: the root layout provides the root loader's, and an island
 * (rendered and hydrated without the router) carries them beside its props. The shipped details where none is given.
 */
export const SettingsContext = createContext<CompanySettings>(shippedSettings);

/** The live company details, as every component shows them. */
export function useSite(): SiteDetails {
  return siteDetails(useContext(SettingsContext));
}

/** What a route's meta is given of the matched routes. */
export type MetaMatches = readonly ({ id: string; data?: unknown } | undefined)[];

export function rootData(matches: MetaMatches | undefined): Partial<RootContent> | undefined {
  // A meta function called without matches (a unit test's) reads the shipped content.
  return matches?.find((match) => match?.id === "root")?.data as Partial<RootContent> | undefined;
}

/** The live company details in a route's meta, from the root loader's data among the matches. */
export function rootSettings(matches: MetaMatches): CompanySettings {
  return rootData(matches)?.settings ?? shippedSettings;
}

/** The live company details as stored (the record the settings schema checks). */
export function useSettings(): CompanySettings {
  return useContext(SettingsContext);
}
