import { describe, expect, it } from "vitest";
import { characterCountText, limitState, overLimit, overLimitMessage } from "#app/lib/forms/character-limit";
import { formatPhone, phoneHref, readPhone } from "#app/lib/forms/phone";
import { readTypedDate, typedDateOrAsTyped } from "#app/lib/forms/typed-date";
import { z } from "#app/lib/zod";

describe("phone numbers as people write them", () => {
  it.each([
    ["6045551234", "6045551234"],
    ["604-555-1234", "6045551234"],
    ["(604) 555 1234", "6045551234"],
    ["(604)555-1234", "6045551234"],
    ["604.555.1234", "6045551234"],
    ["604 555 1234", "6045551234"],
    ["  604 / 555 1234 ", "6045551234"],
    ["+1 604 555 1234", "6045551234"],
    ["+1 604.555.1234", "6045551234"],
    ["+1 (604) 555-1234", "6045551234"],
    ["+16045551234", "6045551234"],
    ["1-604-555-1234", "6045551234"],
    ["1 (604) 555-1234", "6045551234"],
    ["16045551234", "6045551234"],
    ["604\u00a0555\u20111234", "6045551234"],
    ["+44 20 7946 0958", "+442079460958"],
    ["+44 (0)20 7946 0958".replace("(0)", ""), "+442079460958"],
    ["0044 20 7946 0958", "+442079460958"],
    ["011 44 20 7946 0958", "+442079460958"],
    ["+30 210 123 4567", "+302101234567"],
    ["+33 1 23 45 67 89", "+33123456789"],
  ])("reads %j as %j", (typed, kept) => {
    expect(readPhone(typed)).toEqual({ ok: true, value: kept });
  });

  it("says what it read when a digit is missing, as a homeowner would put it", () => {
    expect(readPhone("604 555 123")).toEqual({
      ok: false,
      message: "That's 9 digits: 604 555 123. A phone number here has 10 digits, like (604) 555-0142.",
    });
    expect(readPhone("604-555-12")).toMatchObject({ ok: false, message: expect.stringMatching(/^That's 8 digits: 604 555 12\./) });
    expect(readPhone("1 604 555 123")).toMatchObject({ ok: false, message: expect.stringMatching(/^That's 9 digits: 604 555 123\./) });
  });

  it("says too many digits, and how to give a number from abroad", () => {
    const reading = readPhone("604 555 12345");
    expect(reading).toMatchObject({ ok: false, message: expect.stringMatching(/^That's 11 digits: 604 555 1234 5\..*start with \+ and the country code/) });
  });

  it("refuses what cannot be a phone number, saying why", () => {
    expect(readPhone("")).toEqual({ ok: false, message: "Please enter your phone number." });
    expect(readPhone("   ")).toEqual({ ok: false, message: "Please enter your phone number." });
    expect(readPhone("604 555 CALL")).toMatchObject({ ok: false, message: expect.stringContaining("has “C” in it") });
    expect(readPhone("ext 12")).toMatchObject({ ok: false });
    expect(readPhone("0604555123")).toMatchObject({ ok: false, message: expect.stringContaining("No area code starts with 0") });
    expect(readPhone("604 155 1234")).toMatchObject({ ok: false, message: expect.stringContaining("cannot start with 1") });
    expect(readPhone("+0 123 4567")).toMatchObject({ ok: false, message: expect.stringContaining("country code") });
    expect(readPhone("+44 20 79")).toMatchObject({ ok: false, message: expect.stringMatching(/^That's 6 digits after the \+: 442079\./) });
    expect(readPhone("+44 2079 4609 5812 3456")).toMatchObject({ ok: false, message: expect.stringContaining("8 to 15 digits") });
    expect(readPhone("604+555+1234")).toMatchObject({ ok: false, message: expect.stringContaining("“+”") });
  });

  it("never echoes a huge input back", () => {
    const reading = readPhone("6".repeat(5000));
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(reading.message.length).toBeLessThan(200);
  });

  it("shows a North American number formatted and links it as E.164", () => {
    expect(formatPhone("6045551234")).toBe("(604) 555-1234");
    expect(formatPhone("+442079460958")).toBe("+442079460958");
    expect(formatPhone("")).toBe("");
    expect(formatPhone("604 555")).toBe("604 555");
    expect(phoneHref("6045551234")).toBe("tel:+16045551234");
    expect(phoneHref("+442079460958")).toBe("tel:+442079460958");
    expect(phoneHref("not a number")).toBeNull();
  });
});

describe("the character count", () => {
  it("says nothing far from the limit, what is left from 80% of it, and by how much it is over", () => {
    expect(characterCountText(0, 170)).toBeNull();
    expect(characterCountText(135, 170)).toBeNull();
    expect(limitState(136, 170)).toBe("near");
    expect(characterCountText(136, 170)).toBe("34 characters left");
    expect(characterCountText(169, 170)).toBe("1 character left");
    expect(characterCountText(170, 170)).toBe("No characters left");
    expect(characterCountText(171, 170)).toBe("1 character over the 170-character limit");
    expect(characterCountText(216, 170)).toBe("46 characters over the 170-character limit");
    expect(characterCountText(6000, 5000)).toBe("1,000 characters over the 5,000-character limit");
  });

  it("refuses with the same words", () => {
    expect(overLimitMessage(211, 170)).toBe("41 characters over the 170-character limit: please shorten it.");
    expect(overLimit("a".repeat(170), 170)).toBeNull();
    expect(overLimit("a".repeat(171), 170)).toBe("1 character over the 170-character limit: please shorten it.");
  });
});

describe("plain words for every problem", () => {
  const messageOf = (schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? null : result.error.issues[0]!.message;
  };

  it("says a text's length in characters, never zod's words", () => {
    expect(messageOf(z.string().trim().max(170), "x".repeat(216))).toBe("46 characters over the 170-character limit: please shorten it.");
    expect(messageOf(z.string().min(40), "Too short")).toBe("Please write at least 40 characters here: this has 9.");
    expect(messageOf(z.string().min(1), "")).toBe("Please fill this in.");
    expect(messageOf(z.string(), undefined)).toBe("Please fill this in.");
  });

  it("words numbers, lists, choices and formats for people", () => {
    expect(messageOf(z.number().max(5), 7)).toBe("Please enter 5 or less.");
    expect(messageOf(z.number().min(1), 0)).toBe("Please enter 1 or more.");
    expect(messageOf(z.number(), "abc")).toBe("Please enter a number.");
    expect(messageOf(z.array(z.string()).max(2), ["a", "b", "c"])).toBe("Please choose no more than 2.");
    expect(messageOf(z.enum(["a", "b"]), "c")).toBe("Please choose one of the options.");
    expect(messageOf(z.email(), "nope")).toBe("Please enter an email address, like name@example.com.");
    for (const message of [messageOf(z.string().regex(/^a$/), "b"), messageOf(z.url(), "x")]) {
      expect(message).not.toMatch(/Invalid|expected|regex|string|>=|<=/);
    }
  });

  it("keeps a schema's own words", () => {
    expect(messageOf(z.string().min(3, "Give a name."), "")).toBe("Give a name.");
  });
});

describe("dates as people type them", () => {
  it.each([
    ["2026-11-28", "2026-11-28"],
    ["2026/11/28", "2026-11-28"],
    ["2026-1-5", "2026-01-05"],
    ["Nov 28, 2026", "2026-11-28"],
    ["Nov. 28 2026", "2026-11-28"],
    ["nov 28 2026", "2026-11-28"],
    ["November 28 2026", "2026-11-28"],
    ["November 28th, 2026", "2026-11-28"],
    ["28 Nov 2026", "2026-11-28"],
    ["28 November, 2026", "2026-11-28"],
    ["Sept 3, 2026", "2026-09-03"],
    ["2026 Nov 28", "2026-11-28"],
    ["Feb 29, 2028", "2028-02-29"],
  ])("reads %j as %j", (typed, day) => {
    expect(readTypedDate(typed)).toBe(day);
  });

  it.each(["", "Nov 28", "11/28/2026", "28/11/2026", "Feb 30, 2026", "Feb 29, 2027", "2026-13-01", "Ma 3 2026", "Nov 28, 20", "tomorrow"])(
    "does not read %j",
    (typed) => {
      expect(readTypedDate(typed)).toBeNull();
    },
  );

  it("gives back what it cannot read as typed, for the schema to refuse", () => {
    expect(typedDateOrAsTyped(" Nov 28, 20 ")).toBe("Nov 28, 20");
    expect(typedDateOrAsTyped("2026-04")).toBe("2026-04");
    expect(typedDateOrAsTyped("Nov 28, 2026")).toBe("2026-11-28");
  });
});

describe("a leading 1", () => {
  it("is the country code in eleven digits or written apart, else one of the digits", () => {
    expect(readPhone("12345")).toMatchObject({ ok: false, message: expect.stringMatching(/^That's 5 digits: 123 45\./) });
    expect(readPhone("1-604-555-123")).toMatchObject({ ok: false, message: expect.stringMatching(/^That's 9 digits: 604 555 123\./) });
    expect(readPhone("1604555123")).toMatchObject({ ok: false, message: expect.stringContaining("No area code starts with 1") });
  });
});
