import { describe, expect, it } from "vitest";
import { contactSchema } from "#app/lib/forms/contact";
import { fieldErrors, LIMITS } from "#app/lib/forms/fields";
import { rsvpSchemaFor } from "#app/lib/forms/rsvp";
import { GUESTS_PER_REPLY } from "#app/lib/forms/rsvp-fields";
import { NO_FIRST_TOUCH } from "#app/lib/leads/first-touch";
import { parseUrlEncoded } from "#app/lib/server/platform/request-body.server";
import { POSTED_PERSON } from "../support/people";

const CONTACT = {
  ...POSTED_PERSON,
  message: "Hello",
  how_did_you_hear: "Instagram",
};
const RSVP = { ...POSTED_PERSON, guests: "2" };
/** The company's phone, as the page (or the server's stored details) gives it. */
const PHONE = "(250) 555-0199";
/** The form at the widest ceiling any event may set. */
const rsvpSchema = rsvpSchemaFor(GUESTS_PER_REPLY.max, PHONE);

const errorsOf = (schema: typeof contactSchema | typeof rsvpSchema, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe("contact schema", () => {
  it("accepts a complete enquiry, trims it, and reads the consent box", () => {
    const parsed = contactSchema.parse({ ...CONTACT, first_name: "  Ana ", marketing_consent: "on", altcha: "x" });
    // A post without a first touch is a direct visit's (decision 073).
    expect(parsed).toEqual({ ...CONTACT, first_name: "Ana", marketing_consent: true, first_touch: NO_FIRST_TOUCH });
    expect(contactSchema.parse(CONTACT).marketing_consent).toBe(false);
  });

  it("requires every field and says which", () => {
    expect(Object.keys(errorsOf(contactSchema, {})).sort()).toEqual(
      ["_replyto", "first_name", "how_did_you_hear", "last_name", "message", "phone"].sort(),
    );
  });

  it.each(["6045550111 ", "604-555-0111", "604 555 0111", "(604)5550111", "+1 604.555.0111", "1-604-555-0111"])(
    "takes the phone %j as its ten digits",
    (phone) => {
      expect(errorsOf(contactSchema, { ...CONTACT, phone }).phone).toBeUndefined();
      expect(contactSchema.parse({ ...CONTACT, phone }).phone).toBe("6045550111");
    },
  );

  it("keeps another country's number in international form", () => {
    expect(contactSchema.parse({ ...CONTACT, phone: "+44 20 7946 0958" }).phone).toBe("+442079460958");
  });

  it.each([
    ["604555011", /^That's 9 digits: 604 555 011\. A phone number here has 10 digits/],
    ["60455501112", /^That's 11 digits/],
    ["abcdefghij", /only digits/],
  ])("refuses the phone %j, saying what it read", (phone, message) => {
    expect(errorsOf(contactSchema, { ...CONTACT, phone }).phone).toMatch(message);
  });

  it.each(["ana", "ana@", "@example.com", "ana example@x.com"])("refuses the email %j", (email) => {
    expect(errorsOf(contactSchema, { ...CONTACT, _replyto: email })._replyto).toMatch(/valid email/);
  });

  it("refuses the empty 'Select an option' and unknown answers", () => {
    expect(errorsOf(contactSchema, { ...CONTACT, how_did_you_hear: "" }).how_did_you_hear).toBeDefined();
    expect(errorsOf(contactSchema, { ...CONTACT, how_did_you_hear: "TikTok" }).how_did_you_hear).toBeDefined();
  });

  it("bounds every length", () => {
    expect(errorsOf(contactSchema, { ...CONTACT, message: "a".repeat(LIMITS.message + 1) }).message).toBe("1 character over the 5,000-character limit: please shorten it.");
    expect(errorsOf(contactSchema, { ...CONTACT, first_name: "a".repeat(LIMITS.name + 41) }).first_name).toBe("41 characters over the 80-character limit: please shorten it.");
    expect(errorsOf(contactSchema, { ...CONTACT, _replyto: `${"a".repeat(250)}@example.com` })._replyto).toBeDefined();
  });
});

describe("RSVP schema", () => {
  it("accepts a reply, with company optional and guests a number", () => {
    expect(rsvpSchema.parse(RSVP)).toEqual({ ...RSVP, guests: 2, company: undefined, first_touch: NO_FIRST_TOUCH });
    expect(rsvpSchema.parse({ ...RSVP, company: " Lopes Design " }).company).toBe("Lopes Design");
  });

  it.each([
    ["0", /at least 1/],
    ["-2", /at least 1/],
    ["1.5", /whole number/],
    ["", /number of guests/],
    ["many", /number of guests/],
    [String(LIMITS.guests + 1), /call us at \(250\) 555-0199/],
  ])("refuses %j guests", (guests, message) => {
    expect(errorsOf(rsvpSchema, { ...RSVP, guests }).guests).toMatch(message);
  });
});

describe("strict URL-encoded bodies", () => {
  it("decodes fields, keeping the first of repeated names", () => {
    expect(parseUrlEncoded("a=1&b=x+y%21&a=2&c")).toEqual({ a: "1", b: "x y!", c: "" });
  });

  it("refuses malformed percent-encoding", () => {
    expect(() => parseUrlEncoded("a=%E0%A4%A")).toThrow(/malformed percent-encoding/);
    expect(() => parseUrlEncoded("a=%")).toThrow();
  });
});
