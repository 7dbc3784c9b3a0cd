import type { FirstTouch } from "./first-touch";

/**
 * The channels leads are grouped into by their first touch (decision 073). A lead's channel is worked out when it
 * is stored, by the rules below in order, and kept with it (the inbox filters by it, the export lists it).
 */
export const CHANNELS = ["ads", "email", "social", "search", "referral", "direct"] as const;
export type Channel = (typeof CHANNELS)[number];

/** The channels' names as staff read them. */
export const CHANNEL_LABELS: Readonly<Record<Channel, string>> = {
  ads: "Ads",
  email: "Email",
  social: "Social",
  search: "Search",
  referral: "Referral",
  direct: "Direct",
};

/** What each channel covers, for the inbox's and the lead's readers. */
export const CHANNEL_HINTS: Readonly<Record<Channel, string>> = {
  ads: "a paid click, or a campaign marked cpc, ppc or paid",
  email: "a campaign marked email or newsletter",
  social: "from a social network, or a campaign from one",
  search: "from a search engine",
  referral: "from another site, or a named campaign",
  direct: "typed in, a bookmark, or nothing known",
};

/**
 * An owners' rule (decision 077): a lead whose campaign source (utm_source) is `value`, or whose referring site is
 * `value` or one of its subdomains, goes to the channel `channel` (a channel's key). Values are stored lower case.
 */
export interface ChannelRule {
  on: "source" | "referrer";
  value: string;
  channel: string;
}

/** A channel as staff read it: its stored key, its name, and what it covers. */
export interface ChannelChoice {
  key: string;
  label: string;
  hint: string;
}

/** The shipped channels with their shipped names, before the owners rename any. */
export const SHIPPED_CHANNELS: readonly ChannelChoice[] = CHANNELS.map((key) => ({ key, label: CHANNEL_LABELS[key], hint: CHANNEL_HINTS[key] }));

/** The owners' rule that holds for a first touch, the first in their order; undefined when none does. */
export function ownerRuleFor(touch: Pick<FirstTouch, "referrer" | "utmSource">, rules: readonly ChannelRule[]): ChannelRule | undefined {
  const source = touch.utmSource?.toLowerCase() ?? null;
  const host = touch.referrer?.toLowerCase() ?? null;
  return rules.find((rule) =>
    rule.on === "source" ? source === rule.value : host !== null && (host === rule.value || host.endsWith(`.${rule.value}`)),
  );
}

/**
 * A first touch's channel: the owners' rules first, in their order (decision 077), then the shipped ones
 * (shippedChannelOf). Pure: the rules are given (the stored channels record, read where a lead is stored).
 */
export function channelOf(touch: FirstTouch, rules: readonly ChannelRule[] = []): string {
  return ownerRuleFor(touch, rules)?.channel ?? shippedChannelOf(touch);
}

/** A channel's name among the current channels; a key that is none of them says itself, and none is "Not recorded". */
export function channelLabelIn(channels: readonly Pick<ChannelChoice, "key" | "label">[], key: string | null | undefined): string {
  if (!key) return "Not recorded";
  return channels.find((channel) => channel.key === key)?.label ?? channelLabel(key);
}

export function isChannel(value: unknown): value is Channel {
  return typeof value === "string" && (CHANNELS as readonly string[]).includes(value);
}

/** The channel's label, or what a stored value that is no longer a channel says. */
export function channelLabel(channel: string | null | undefined): string {
  if (!channel) return "Not recorded";
  return isChannel(channel) ? CHANNEL_LABELS[channel] : channel;
}

/** utm_medium values of paid campaigns. */
const AD_MEDIUMS = new Set(["cpc", "ppc", "paid", "paidsearch", "paid-search", "paid_search", "paidsocial", "paid-social", "paid_social", "cpm", "display"]);
/** utm_medium (or utm_source) values of mailings. */
const EMAIL_MEDIUMS = new Set(["email", "e-mail", "newsletter", "mail"]);
/** utm_medium values of social posts. */
const SOCIAL_MEDIUMS = new Set(["social", "social-network", "social-media", "sm"]);
/** Social networks, as a utm_source or as the last two labels of a referring host. */
const SOCIAL_SITES = new Set([
  "facebook",
  "instagram",
  "linkedin",
  "pinterest",
  "tiktok",
  "twitter",
  "x",
  "youtube",
  "reddit",
  "nextdoor",
  "houzz",
  "threads",
]);
const SOCIAL_HOSTS = new Set(["facebook.com", "fb.com", "fb.me", "instagram.com", "linkedin.com", "lnkd.in", "pinterest.com", "pinterest.ca", "pin.it", "tiktok.com", "twitter.com", "x.com", "t.co", "youtube.com", "youtu.be", "reddit.com", "nextdoor.com", "nextdoor.ca", "houzz.com", "houzz.ca", "threads.net"]);
/** Search engines' hosts (any subdomain; Google and Bing by their country domains too). */
const SEARCH_HOST = /(?:^|\.)(?:google\.[a-z.]+|bing\.com|duckduckgo\.com|search\.yahoo\.com|yahoo\.com|ecosia\.org|search\.brave\.com|baidu\.com|yandex\.[a-z.]+|startpage\.com|qwant\.com|kagi\.com)$/;

/** The last two labels of a host ("m.facebook.com" → "facebook.com"). */
function siteOf(host: string): string {
  return host.split(".").slice(-2).join(".");
}

const lower = (value: string | null) => value?.toLowerCase() ?? null;

/**
 * A first touch's channel by the shipped rules alone, the first that holds: a paid click or paid medium is ads; an
 * email medium is email; a social medium, network or referring social site is social; a search engine's referral is
 * search; any other referrer or named campaign is referral; nothing known is direct. Kept with the lead
 * (`source_base_channel`) so a change of the owners' rules re-classifies stored leads without this code (decision 077).
 */
export function shippedChannelOf(touch: Pick<FirstTouch, "referrer" | "utmSource" | "utmMedium" | "utmCampaign" | "paid">): Channel {
  const medium = lower(touch.utmMedium);
  const source = lower(touch.utmSource);
  const host = touch.referrer;
  if (touch.paid || (medium && AD_MEDIUMS.has(medium))) return "ads";
  if ((medium && EMAIL_MEDIUMS.has(medium)) || (source && EMAIL_MEDIUMS.has(source))) return "email";
  if ((medium && SOCIAL_MEDIUMS.has(medium)) || (source && SOCIAL_SITES.has(source)) || (host && SOCIAL_HOSTS.has(siteOf(host)))) {
    return "social";
  }
  if (medium === "organic" || (host && SEARCH_HOST.test(host))) return "search";
  if (host || source || touch.utmCampaign || medium) return "referral";
  return "direct";
}
