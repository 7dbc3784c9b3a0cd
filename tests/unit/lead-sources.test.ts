import { describe, expect, it } from "vitest";
import { parseInboxFilter, filterSearch } from "#app/lib/admin/inbox-filter";
import { channelOf } from "#app/lib/leads/channels";
import { firstTouchOf, firstTouchText, landingPath, NO_FIRST_TOUCH, readFirstTouch, referrerHost, utmValue, type FirstTouch } from "#app/lib/leads/first-touch";
import { firstTouchRecorderSource } from "#app/lib/leads/first-touch-recorder";
import { contactSchema } from "#app/lib/forms/contact";
import { formPageFirstTouch, withFirstTouchInput } from "../../server/first-touch-page";

/** Where leads came from (decision 073): reading the first touch as untrusted input, and its channels. */

const touch = (parts: Partial<FirstTouch>): FirstTouch => ({ ...NO_FIRST_TOUCH, ...parts });

describe("reading a first touch", () => {
  it("keeps a referrer's host only, lower case, and drops our own and what is not a host", () => {
    expect(referrerHost("https://WWW.Google.com/search?q=doors")).toBe("www.google.com");
    expect(referrerHost("m.facebook.com")).toBe("m.facebook.com");
    expect(referrerHost("https://helios.example/doors", "helios.example")).toBeNull();
    expect(referrerHost("javascript:alert(1)")).toBeNull();
    expect(referrerHost("not a host")).toBeNull();
    expect(referrerHost(`${"a".repeat(250)}.com`)).toBeNull();
    expect(referrerHost("")).toBeNull();
  });

  it("keeps a landing page's path on our site, without its query", () => {
    expect(landingPath("/doors/swing/sd95?utm_source=x&email=a@b.c")).toBe("/doors/swing/sd95");
    expect(landingPath("https://helios.example/about", "helios.example")).toBe("/about");
    expect(landingPath("https://evil.example/about", "helios.example")).toBeNull();
    expect(landingPath("//evil.example/about")).toBeNull();
    expect(landingPath(`/${"a".repeat(300)}`)).toBeNull();
    expect(landingPath("doors")).toBeNull();
  });

  it("trims utm values and drops oversized or controlled ones", () => {
    expect(utmValue("  spring   show ")).toBe("spring show");
    expect(utmValue("x".repeat(100))).toHaveLength(100);
    expect(utmValue("x".repeat(101))).toBeNull();
    expect(utmValue("a\u0000b")).toBeNull();
    expect(utmValue("   ")).toBeNull();
  });

  it("reads the hidden field part by part, and nothing from what is not one", () => {
    const text = firstTouchText(touch({ referrer: "www.bing.com", landing: "/doors", utmSource: "spring-show", utmCampaign: "door-sale", paid: true }));
    expect(readFirstTouch(text)).toEqual(touch({ referrer: "www.bing.com", landing: "/doors", utmSource: "spring-show", utmCampaign: "door-sale", paid: true }));
    expect(readFirstTouch(undefined)).toEqual(NO_FIRST_TOUCH);
    expect(readFirstTouch({ ref: "x" })).toEqual(NO_FIRST_TOUCH);
    expect(readFirstTouch("x".repeat(2001))).toEqual(NO_FIRST_TOUCH);
    expect(readFirstTouch("paid=yes")).toEqual(NO_FIRST_TOUCH);
  });

  it("is read by the lead forms' schema without ever refusing a post", () => {
    const person = { first_name: "Ana", last_name: "Lopes", _replyto: "ana@example.com", phone: "6045550111", message: "Hi", how_did_you_hear: "Google" };
    expect(contactSchema.parse({ ...person, first_touch: "utm_source=spring-show" }).first_touch.utmSource).toBe("spring-show");
    expect(contactSchema.parse(person).first_touch).toEqual(NO_FIRST_TOUCH);
    expect(contactSchema.safeParse({ ...person, first_touch: "ref=%%%&landing=http://x" }).success).toBe(true);
  });

  it("keeps a paid click's presence from the address, never its value", () => {
    const read = firstTouchOf(new URL("https://helios.example/doors?gclid=abc123&utm_source=google&utm_medium=cpc"), "https://www.google.com/");
    expect(read).toEqual(touch({ referrer: "www.google.com", landing: "/doors", utmSource: "google", utmMedium: "cpc", paid: true }));
    expect(JSON.stringify(read)).not.toContain("abc123");
  });
});

describe("channels", () => {
  it.each([
    [touch({ paid: true, referrer: "www.google.com" }), "ads"],
    [touch({ utmMedium: "CPC", utmSource: "google" }), "ads"],
    [touch({ utmMedium: "newsletter" }), "email"],
    [touch({ utmSource: "Instagram" }), "social"],
    [touch({ referrer: "m.facebook.com" }), "social"],
    [touch({ referrer: "www.google.ca" }), "search"],
    [touch({ referrer: "duckduckgo.com" }), "search"],
    [touch({ referrer: "www.houzz-blog.example" }), "referral"],
    [touch({ utmSource: "spring-show", utmCampaign: "door-sale" }), "referral"],
    [touch({ landing: "/doors" }), "direct"],
    [NO_FIRST_TOUCH, "direct"],
  ] as const)("%o is %s", (given, channel) => {
    expect(channelOf(given)).toBe(channel);
  });
});

describe("the inbox's source filter", () => {
  it("reads a channel and a source from the address and writes them back", () => {
    const filter = parseInboxFilter(new URLSearchParams("channel=social&source=%20Spring-Show%20&page=2"));
    expect(filter).toMatchObject({ channel: "social", source: "spring-show", page: 2 });
    expect(filterSearch(filter)).toBe("?channel=social&source=spring-show&page=2");
    // Any channel key reads (the owners add their own, decision 077); one that is no key is ignored.
    expect(parseInboxFilter(new URLSearchParams("channel=home-shows")).channel).toBe("home-shows");
    expect(parseInboxFilter(new URLSearchParams("channel=%3Cb%3E")).channel).toBeUndefined();
    expect(parseInboxFilter(new URLSearchParams(`channel=${"a".repeat(41)}`)).channel).toBeUndefined();
    expect(parseInboxFilter(new URLSearchParams("channel=none")).channel).toBe("none");
  });
});

describe("a form page's first touch without scripts", () => {
  const own = ["helios.example"];
  it("reads the form page's own campaign and an outside referrer", () => {
    expect(formPageFirstTouch(new URL("https://helios.example/contact?utm_source=spring-show"), "https://www.bing.com/", own)).toEqual(
      touch({ referrer: "www.bing.com", landing: "/contact", utmSource: "spring-show" }),
    );
  });

  it("reads the campaign of our page the visitor came from, and nothing from a plain page of ours", () => {
    expect(
      formPageFirstTouch(new URL("https://helios.example/contact"), "https://helios.example/doors/swing/sd95?utm_source=spring-show&utm_campaign=door-sale", own),
    ).toEqual(touch({ landing: "/doors/swing/sd95", utmSource: "spring-show", utmCampaign: "door-sale" }));
    expect(formPageFirstTouch(new URL("https://helios.example/contact"), "https://helios.example/doors", own)).toBeUndefined();
    expect(formPageFirstTouch(new URL("https://helios.example/contact"), undefined, own)).toBeUndefined();
  });

  it("adds the field, escaped, outside the form and only to a page with a lead form", () => {
    const html = '<html><body><form id="lead-form"></form></body></html>';
    const spliced = withFirstTouchInput(html, touch({ utmSource: '"><script>alert(1)</script>' }));
    expect(spliced).toContain('<input type="hidden" form="lead-form" name="first_touch" value="utm_source=%22%3E%3Cscript%3Ealert%281%29%3C%2Fscript%3E"></body>');
    expect(withFirstTouchInput("<html><body></body></html>", touch({ utmSource: "x" }))).toBeUndefined();
  });
});

describe("the recorder", () => {
  it("is small enough to inline on every page", () => {
    expect(firstTouchRecorderSource().length).toBeLessThan(1_000);
  });
});
