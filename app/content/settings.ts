import { site } from "./site";
import { addressLine, phoneParts, type ShowroomId } from "./settings-basics";
import type { CompanySettings, OpeningHours, ShowroomSettings } from "./settings.schema";

/**
 * The company details the site shipped with, as the settings record (decision 040): seeded into the database at the
 * first start, then edited at /admin/settings. The build checks it with the same schema as every stored record.
 */

const WEEKDAY_SPANS = [
  { from: "09:00", to: "12:00" },
  { from: "13:00", to: "17:00" },
];

/** The showrooms' opening hours as shipped: weekdays with a lunch break, Saturday mornings. */
export const SHIPPED_HOURS: OpeningHours = {
  sunday: [],
  monday: WEEKDAY_SPANS,
  tuesday: WEEKDAY_SPANS,
  wednesday: WEEKDAY_SPANS,
  thursday: WEEKDAY_SPANS,
  friday: WEEKDAY_SPANS,
  saturday: [{ from: "10:00", to: "14:00" }],
};

export const shippedSettings: CompanySettings = {
  name: site.name,
  tagline: site.tagline,
  phone: site.phone.display,
  email: site.email,
  address: { street: site.address.street, locality: site.address.locality, region: site.address.region, postalCode: "" },
  showrooms: [
    {
      id: "surrey",
      name: "Surrey showroom",
      address: { street: site.address.street, locality: site.address.locality, region: site.address.region, postalCode: "" },
      // Empty: the main phone (showroomPhone), until a showroom has a line of its own.
      phone: "",
      hours: SHIPPED_HOURS,
      closedDays: [],
      mapUrl: "",
    },
    {
      id: "okanagan",
      name: site.showroom.name,
      // The street address is filled in by the owners once it is final; until then the town is given.
      address: { street: "", locality: site.showroom.locality, region: site.showroom.region, postalCode: "" },
      // Empty: the main phone (showroomPhone), until a showroom has a line of its own.
      phone: "",
      hours: SHIPPED_HOURS,
      closedDays: [],
      mapUrl: "",
    },
  ],
  social: [{ name: site.social.name, handle: site.social.handle, url: site.social.url }],
  sister: { ...site.sister },
  // A customer's answer to a reply sent from a lead's page comes to the public email (decision 072).
  replies: { to: "business", address: "" },
};

/** The details every reader uses: the live settings with the brand's fixed words (site.ts) and derived forms. */
export interface SiteDetails {
  name: string;
  shortName: string;
  tagline: string;
  description: string;
  founded: number;
  installingSince: number;
  phone: { display: string; href: string; e164: string };
  email: string;
  address: { street: string; locality: string; region: string; country: string; postalCode: string; display: string };
  /** The Okanagan showroom, as the banner and the event name it. */
  showroom: { name: string; locality: string; region: string; display: string };
  showrooms: ShowroomSettings[];
  social: CompanySettings["social"];
  sister: CompanySettings["sister"];
}

export function showroomOf(settings: Pick<CompanySettings, "showrooms">, id: ShowroomId): ShowroomSettings {
  return settings.showrooms.find((showroom) => showroom.id === id)!;
}

export function siteDetails(settings: CompanySettings): SiteDetails {
  const okanagan = showroomOf(settings, "okanagan");
  return {
    name: settings.name,
    shortName: site.shortName,
    tagline: settings.tagline,
    description: site.description,
    founded: site.founded,
    installingSince: site.installingSince,
    phone: phoneParts(settings.phone),
    email: settings.email,
    address: { ...settings.address, country: site.address.country, display: addressLine(settings.address) },
    showroom: { name: okanagan.name, locality: okanagan.address.locality, region: okanagan.address.region, display: addressLine(okanagan.address) },
    showrooms: settings.showrooms,
    social: settings.social,
    sister: settings.sister,
  };
}

/** The shipped details, for what renders before any settings are read (the build, an error page). */
export const shippedSite: SiteDetails = siteDetails(shippedSettings);
