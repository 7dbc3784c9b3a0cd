import { describe, expect, it } from "vitest";
import { parseEnv } from "#app/lib/env.server";
import type { AppServices } from "#app/lib/server/platform/services.server";
import { ceremonyCookie, confirmationCookie, confirmedUntil, PASSKEY_CONFIRMATION_TTL_MS, readCeremony } from "#app/lib/server/staff/passkey-cookie.server";
import { PASSKEY_CEREMONY_TTL_MS, parseCredential, relyingParty } from "#app/lib/server/staff/passkeys.server";

/** The passkey cookies and the relying party (decision 067): signed, for one purpose, one session, a few minutes. */

const T0 = Date.UTC(2026, 10, 2, 18);
const services = (sessionSecret = "session-secret-for-tests-0123456789abcdef", SITE_URL = "https://www.helios-windows.example") =>
  ({ env: parseEnv({ SITE_URL, DATA_DIR: "/tmp/unused" }), sessionSecret }) as unknown as AppServices;
const requestWith = (setCookie: string) => new Request("https://www.helios-windows.example/admin/login", { headers: { cookie: setCookie.split(";")[0]! } });

describe("the relying party", () => {
  it("is the site's address: its host name and origin, whatever path it has", () => {
    expect(relyingParty("https://www.helios-windows.example/staff")).toEqual({ id: "www.helios-windows.example", origin: "https://www.helios-windows.example", name: "Helios staff" });
    expect(relyingParty("http://localhost:4600")).toMatchObject({ id: "localhost", origin: "http://localhost:4600" });
  });
});

describe("a passkey ceremony's cookie", () => {
  const cookie = ceremonyCookie(services(), "sign-in", { challenge: "abc_DEF-123", bound: "-" }, T0);

  it("is HttpOnly, SameSite=Strict, Secure on HTTPS, for the staff paths and the ceremony's minutes", () => {
    expect(cookie).toMatch(/^helios_staff_passkey=[^;]+; Path=\/admin; Max-Age=300; HttpOnly; Secure; SameSite=Strict$/);
    expect(ceremonyCookie(services(undefined, "http://localhost:4600"), "sign-in", { challenge: "c", bound: "-" }, T0)).not.toContain("Secure");
  });

  it("gives its challenge back for its own purpose only, until it expires, and not when tampered with", () => {
    expect(readCeremony(requestWith(cookie), services(), "sign-in", T0 + 1)).toEqual({ challenge: "abc_DEF-123", bound: "-" });
    expect(readCeremony(requestWith(cookie), services(), "second-step", T0 + 1)).toBeUndefined();
    expect(readCeremony(requestWith(cookie), services(), "sign-in", T0 + PASSKEY_CEREMONY_TTL_MS)).toBeUndefined();
    expect(readCeremony(requestWith(cookie), services("another secret entirely, 0123456789abcdef"), "sign-in", T0 + 1)).toBeUndefined();
    const bound = ceremonyCookie(services(), "register", { challenge: "xyz", bound: "ana-id~session-id" }, T0);
    expect(readCeremony(requestWith(bound), services(), "register", T0 + 1)).toEqual({ challenge: "xyz", bound: "ana-id~session-id" });
  });
});

describe("a confirmation with a passkey", () => {
  it("holds for the session that made it, for its minutes", () => {
    const cookie = confirmationCookie(services(), "session-a", T0);
    expect(confirmedUntil(requestWith(cookie), services(), "session-a", T0 + 1)).toBe(T0 + PASSKEY_CONFIRMATION_TTL_MS);
    expect(confirmedUntil(requestWith(cookie), services(), "session-b", T0 + 1)).toBeUndefined();
    expect(confirmedUntil(requestWith(cookie), services(), "session-a", T0 + PASSKEY_CONFIRMATION_TTL_MS)).toBeUndefined();
  });
});

describe("a browser's answer", () => {
  it("is read from its form field only when it is a public-key credential's JSON of a sensible size", () => {
    const answer = { id: "abc", rawId: "abc", type: "public-key", response: {}, clientExtensionResults: {} };
    expect(parseCredential(JSON.stringify(answer))).toEqual(answer);
    expect(parseCredential("")).toBeUndefined();
    expect(parseCredential("not json")).toBeUndefined();
    expect(parseCredential(JSON.stringify({ ...answer, type: "password" }))).toBeUndefined();
    expect(parseCredential(JSON.stringify({ ...answer, pad: "x".repeat(20_000) }))).toBeUndefined();
  });
});
