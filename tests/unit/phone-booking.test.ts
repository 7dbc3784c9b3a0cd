import { describe, expect, it } from "vitest";
import { fieldErrors } from "#app/lib/forms/fields";
import { phoneBookingSchema, typedBooking } from "#app/lib/forms/staff/phone-booking";

/** A visit booked by staff for someone on the phone: one schema for the browser and the server (decision 047). */
const BOOKING = { intent: "book", showroom: "surrey", slot: "1796054400000", purpose: "custom-door", name: "Ana Silva", email: "", phone: "", note: "" };

describe("the phone booking's schema", () => {
  it("reads a phone as people say it, and leaves what is optional empty", () => {
    expect(phoneBookingSchema.parse({ ...BOOKING, phone: "604-555-1234" })).toEqual({ slot: 1796054400000, purpose: "custom-door", name: "Ana Silva", email: null, phone: "6045551234", note: null });
  });

  it("gives every problem at once, in plain words, with by how much a note is over", () => {
    const result = phoneBookingSchema.safeParse({ ...BOOKING, slot: "", name: "  ", email: "ana@", phone: "604 555 123", note: "x".repeat(1_010), purpose: "tea" });
    expect(fieldErrors(result.error!)).toEqual({
      slot: "Choose a free time.",
      purpose: "Choose what the visit is about.",
      name: "Enter the visitor's name.",
      email: "Enter an email address like name@example.com, or leave it empty.",
      phone: expect.stringMatching(/^That's 9 digits: 604 555 123\./),
      note: "10 characters over the 1,000-character limit: please shorten it.",
    });
  });

  it("gives back what was typed, as typed, for the form to show again", () => {
    expect(typedBooking({ ...BOOKING, phone: "604-555-123 ", note: " Call after four " })).toEqual({ slot: "1796054400000", purpose: "custom-door", name: "Ana Silva", email: "", phone: "604-555-123 ", note: " Call after four " });
  });
});
