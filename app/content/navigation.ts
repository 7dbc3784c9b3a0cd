import { shippedSite, type SiteDetails } from "./settings";

export interface NavLink {
  name: string;
  to: string;
}

export interface NavItem extends NavLink {
  /** Items with sublinks open a submenu (the Collections menu). */
  sublinks?: NavLink[];
}

export const collectionLinks: NavLink[] = [
  { name: "Doors", to: "/doors" },
  { name: "Windows", to: "/windows" },
  { name: "Curtain Walls", to: "/curtain" },
  { name: "Passive Housing", to: "/passive" },
];

export const mainNavigation: NavItem[] = [
  { name: "Home", to: "/" },
  { name: "About", to: "/about" },
  { name: "Collections", to: "/collections", sublinks: collectionLinks },
  { name: "Projects", to: "/projects" },
  { name: "Journal", to: "/journal" },
  { name: "Contact Us", to: "/contact" },
];

/** Pages the footer lists besides the main navigation and the collections. */
export const footerLinks: NavLink[] = [
  { name: "Energy and Rebates", to: "/energy-and-rebates" },
  { name: "Book a Showroom Visit", to: "/visit" },
  { name: "Privacy", to: "/privacy" },
];

export interface ExternalLink {
  name: string;
  href: string;
  /** Short description announced with the link. */
  description: string;
}

/** The links elsewhere the company details give (decision 040): the sister company, then each social profile. */
export function externalLinksOf(details: Pick<SiteDetails, "name" | "sister" | "social">): ExternalLink[] {
  return [
    { name: details.sister.name, href: details.sister.url, description: details.sister.description },
    ...details.social.map((profile) => ({ name: profile.name, href: profile.url, description: `${details.name} on ${profile.name}` })),
  ];
}

/** The links elsewhere as shipped. */
export const externalLinks: ExternalLink[] = externalLinksOf(shippedSite);
