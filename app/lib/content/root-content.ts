import { createContext, useContext } from "react";
import { useRouteLoaderData } from "react-router";
import { shippedSettings, siteDetails, type SiteDetails } from "#app/content/settings";
import type { CompanySettings } from "#app/content/settings.schema";
import { energy as shippedEnergy } from "#app/content/energy";
import type { Energy } from "#app/content/energy.schema";
import type { PagesSeo } from "./page-copy";
import type { AnnouncementItem } from "./types";

/**
 * What the root loader gives every page of the owner content: the announcement of the footer and contact page, and
 * the company details (decision 040) every page shows, and the energy and rebate figures (decision 043) that product
 * pages, cards and the energy page state.
 */
export interface RootContent {
  announcement: AnnouncementItem | null;
  settings: CompanySettings;
  energy: Energy;
  /** Each page's live search entry (decision 044), for the routes' meta. */
  pages?: PagesSeo;
}

export function useRootContent(): RootContent {
  return useRouteLoaderData<RootContent>("root") ?? { announcement: null, settings: shippedSettings, energy: shippedEnergy };
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

/**
 * The live energy and rebate figures (decision 043) for every component below: the root layout provides the root
 * loader's. The shipped figures where none is given. No island shows them: an island that did would carry them beside
 * its props, as the company details are.
 */
export const EnergyContext = createContext<Energy>(shippedEnergy);

/** The live energy and rebate figures, as every component states them. */
export function useEnergy(): Energy {
  return useContext(EnergyContext);
}
