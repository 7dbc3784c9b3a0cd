import { describe, expect, it } from "vitest";
import { socialProfileSchema } from "#app/content/settings.schema";
import { energySourceSchema } from "#app/content/energy.schema";
import { relatedFileSchema } from "#app/content/schema";
import { optionalLink } from "#app/lib/forms/staff/editor-fields";
import { CREDENTIALS_MESSAGE, hasCredentials } from "#app/lib/web-address";

const WITH_CREDENTIALS = ["https://user:secret@www.example.com/page", "https://bank.example@evil.example/", "http://a:b@x.example", "https://user@"];

describe("web addresses staff give", () => {
  it("name credentials when they hold a user name or password, parsed or not", () => {
    for (const address of WITH_CREDENTIALS) expect(hasCredentials(address), address).toBe(true);
    for (const address of ["https://www.example.com/a@b", "https://www.example.com/?to=a@b.example", "/contact", "not a link"]) expect(hasCredentials(address), address).toBe(false);
  });

  it("are refused with credentials in every field that takes one: links, brochures, sources", () => {
    for (const address of WITH_CREDENTIALS.slice(0, 3)) {
      const link = optionalLink.safeParse(address);
      expect(link.success).toBe(false);
      expect(link.error?.issues[0]?.message).toBe(CREDENTIALS_MESSAGE);
      expect(relatedFileSchema.safeParse({ label: "Brochure", href: address.replace(/^http:/, "https:") }).success).toBe(false);
      expect(energySourceSchema.safeParse({ name: "The programme's page", url: `${address.replace(/^http:/, "https:")}rebates` }).success).toBe(false);
    }
    expect(optionalLink.parse("https://www.example.com/page")).toBe("https://www.example.com/page");
    expect(relatedFileSchema.safeParse({ label: "Brochure", href: "https://www.example.com/b.pdf" }).success).toBe(true);
  });

  it("are refused with credentials in the company details (a social profile)", () => {
    const profile = { name: "Instagram", handle: "@helios.windows" };
    const refused = socialProfileSchema.safeParse({ ...profile, url: "https://me:pw@www.instagram.com/helios" });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([CREDENTIALS_MESSAGE]);
    expect(socialProfileSchema.safeParse({ ...profile, url: "https://www.instagram.com/helios" }).success).toBe(true);
  });
});
