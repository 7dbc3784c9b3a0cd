import { site } from "./site";

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
];

export interface ExternalLink {
  name: string;
  href: string;
  /** Short description announced with the link. */
  description: string;
}

export const externalLinks: ExternalLink[] = [
  { name: site.sister.name, href: site.sister.url, description: site.sister.description },
  { name: site.social.name, href: site.social.url, description: `${site.name} on ${site.social.name}` },
];
