import { describe, expect, it } from "vitest";
import { readCookie, serializeCookie, signValue, unsignValue } from "#app/lib/server/staff/cookie-signing.server";
import {
  clearedSessionCookie,
  SESSION_COOKIE,
  SESSION_TTL_MS,
  sessionCookie,
  sessionIdFor,
  sessionToken,
} from "#app/lib/server/staff/sessions.server";
import { isSameOriginPost, loginUrl, safeNext, STAFF_HOME } from "#app/lib/server/staff/auth.server";

const SECRET = "a".repeat(64);

describe("cookie signing", () => {
  it("signs with HMAC-SHA-256 and gives the value back only with the right signature", () => {
    const signed = signValue("token123", SECRET);
    expect(signed).toMatch(/^token123\.[A-Za-z0-9_-]{43}$/);
    expect(unsignValue(signed, SECRET)).toBe("token123");
    expect(unsignValue(signed, "b".repeat(64))).toBeUndefined();
    expect(unsignValue(signed.replace("token123", "token124"), SECRET)).toBeUndefined();
    expect(unsignValue(`${signed}x`, SECRET)).toBeUndefined();
    expect(unsignValue(signed.slice(0, -2), SECRET)).toBeUndefined();
    expect(unsignValue("token123", SECRET)).toBeUndefined();
    expect(unsignValue(".abc", SECRET)).toBeUndefined();
  });

  it("reads one cookie out of a Cookie header", () => {
    expect(readCookie("a=1; helios_staff=x.y; b=2", "helios_staff")).toBe("x.y");
    expect(readCookie("helios_staffx=1", "helios_staff")).toBeUndefined();
    expect(readCookie(null, "helios_staff")).toBeUndefined();
    expect(readCookie("helios_staff=%E0%A4%A", "helios_staff")).toBeUndefined();
  });

  it("writes Set-Cookie with every attribute", () => {
    expect(serializeCookie("n", "v w", { path: "/admin", maxAgeSeconds: 60, secure: true })).toBe(
      "n=v%20w; Path=/admin; Max-Age=60; HttpOnly; Secure; SameSite=Lax",
    );
  });
});

describe("the staff session cookie", () => {
  const now = Date.UTC(2025, 9, 22, 18);

  it("is httpOnly, SameSite=Lax, limited to /admin, lives 12 hours and holds the signed token", () => {
    const header = sessionCookie("tok", now + SESSION_TTL_MS, { secret: SECRET, secure: false }, now);
    expect(header).toBe(`${SESSION_COOKIE}=${encodeURIComponent(signValue("tok", SECRET))}; Path=/admin; Max-Age=43200; HttpOnly; SameSite=Lax`);
  });

  it("is Secure when the site is served over HTTPS", () => {
    expect(sessionCookie("tok", now + 1000, { secret: SECRET, secure: true }, now)).toContain("; Secure;");
    expect(clearedSessionCookie({ secure: true })).toContain("; Secure;");
  });

  it("is removed by an expired empty cookie on the same path", () => {
    expect(clearedSessionCookie({ secure: false })).toBe(
      `${SESSION_COOKIE}=; Path=/admin; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax`,
    );
  });

  it("is read back from a request only when correctly signed", () => {
    const request = (cookie?: string) => new Request("http://localhost/admin", { headers: cookie ? { cookie } : {} });
    expect(sessionToken(request(`${SESSION_COOKIE}=${signValue("tok", SECRET)}`), SECRET)).toEqual({ present: true, token: "tok" });
    expect(sessionToken(request(`${SESSION_COOKIE}=tok.forged`), SECRET)).toEqual({ present: true, token: undefined });
    expect(sessionToken(request(), SECRET)).toEqual({ present: false });
  });

  it("is stored only as a SHA-256 of the token", () => {
    expect(sessionIdFor("tok")).toMatch(/^[0-9a-f]{64}$/);
    expect(sessionIdFor("tok")).not.toContain("tok");
  });
});

describe("staff request checks", () => {
  const post = (origin: string | undefined, url = "http://127.0.0.1:4173/admin/login") =>
    new Request(url, { method: "POST", headers: origin ? { origin } : {} });

  it("accept posts from the site's origin or the request's own, and nothing else", () => {
    const site = "https://www.helios-windows.example";
    expect(isSameOriginPost(post("https://www.helios-windows.example"), site)).toBe(true);
    expect(isSameOriginPost(post("http://127.0.0.1:4173"), site)).toBe(true);
    expect(isSameOriginPost(post(undefined), site)).toBe(false);
    expect(isSameOriginPost(post("null"), site)).toBe(false);
    expect(isSameOriginPost(post("https://evil.example"), site)).toBe(false);
    expect(isSameOriginPost(post("http://www.helios-windows.example"), site)).toBe(false);
  });

  it("only return to staff pages after signing in", () => {
    expect(safeNext("/admin/submissions/abc?x=1")).toBe("/admin/submissions/abc?x=1");
    expect(safeNext("/admin/rsvps")).toBe("/admin/rsvps");
    for (const unsafe of [null, "", "/admin", "/", "/contact", "//evil.example/admin/", "https://evil.example/admin/x", "/admin/../contact", "/admin\\..\\x", "/admin/login", "/admin/logout", "/admin/export.csv"]) {
      expect(safeNext(unsafe)).toBe(STAFF_HOME);
    }
  });

  it("send signed-out visitors to the sign-in page, remembering a deep link", () => {
    expect(loginUrl(new Request("http://x/admin/submissions/abc?q=1"))).toBe("/admin/login?next=%2Fadmin%2Fsubmissions%2Fabc%3Fq%3D1");
    expect(loginUrl(new Request("http://x/admin/rsvps.data"))).toBe("/admin/login?next=%2Fadmin%2Frsvps");
    expect(loginUrl(new Request("http://x/admin"))).toBe("/admin/login");
    // The front page leads each role to its own first page: only it needs no link back.
    expect(loginUrl(new Request("http://x/admin/submissions"))).toBe("/admin/login?next=%2Fadmin%2Fsubmissions");
  });
});
