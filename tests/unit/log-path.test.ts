import { describe, expect, it } from "vitest";
import { loggedPath, MASKED, MAX_LOGGED_PATH, OMITTED_QUERY } from "#server/log-path";

/** A manage link's token as the site makes them (base64url), and one with no capital in it. */
const TOKEN = "Qm9vayBhIHZpc2l0IDEyMzQ1Njc4OTA";
const LOWER_TOKEN = "abcdefghijklmnopqrstuvwxyz012345";

describe("what the request log writes of an address", () => {
  it("masks a visit's manage token, whatever it looks like, and keeps the rest", () => {
    expect(loggedPath(`/visit/manage/${TOKEN}`)).toBe(`/visit/manage/${MASKED}`);
    expect(loggedPath(`/visit/manage/${LOWER_TOKEN}?done=moved`)).toBe(`/visit/manage/${MASKED}?done=moved`);
    expect(loggedPath(`/visit/manage/${TOKEN}.data?date=2026-12-01`)).toBe(`/visit/manage/${MASKED}?date=2026-12-01`);
    expect(loggedPath("/visit/manage/")).toBe("/visit/manage/");
  });

  it("masks the token of a staff invitation or password link, whatever it looks like (decision 064)", () => {
    expect(loggedPath(`/admin/invitation/${LOWER_TOKEN}`)).toBe(`/admin/invitation/${MASKED}`);
    expect(loggedPath(`/admin/reset-password/${LOWER_TOKEN}.data`)).toBe(`/admin/reset-password/${MASKED}`);
    expect(loggedPath("/admin/forgot-password")).toBe("/admin/forgot-password");
  });

  it("masks any path segment or query value that looks like a token, not a slug", () => {
    expect(loggedPath(`/media/${TOKEN}-480.avif`)).toBe(`/media/${MASKED}.avif`);
    expect(loggedPath(`/x/${"0123456789abcdef".repeat(2)}`)).toBe(`/x/${MASKED}`);
    expect(loggedPath("/journal/s700-lift-and-slide-in-kelowna-2026")).toBe("/journal/s700-lift-and-slide-in-kelowna-2026");
    expect(loggedPath(`/about?gclid=${TOKEN}&ref=news`)).toBe(`/about?gclid=${MASKED}&ref=news`);
    expect(loggedPath(`/about?${TOKEN}`)).toBe(`/about?${MASKED}`);
  });

  it("masks query values whose name says they are secret or personal", () => {
    expect(loggedPath("/about?token=abc&api_key=1&email=a%40b.example&name=Jo&page=2")).toBe(
      `/about?token=${MASKED}&api_key=${MASKED}&email=${MASKED}&name=${MASKED}&page=2`,
    );
    expect(loggedPath("/about?q=%E0%A4%A")).toBe(`/about?q=${MASKED}`);
  });

  it("writes no query at all on staff pages, however the address is spelled", () => {
    const search = "?q=Jane%20Doe&email=jane%40example.com";
    expect(loggedPath(`/admin/submissions${search}`)).toBe(`/admin/submissions${OMITTED_QUERY}`);
    expect(loggedPath(`/admin.data${search}`)).toBe(`/admin.data${OMITTED_QUERY}`);
    expect(loggedPath(`/ADMIN/submissions${search}`)).toBe(`/ADMIN/submissions${OMITTED_QUERY}`);
    expect(loggedPath(`/%61dmin/submissions${search}`)).toBe(`/%61dmin/submissions${OMITTED_QUERY}`);
    expect(loggedPath("/admin/submissions")).toBe("/admin/submissions");
    expect(loggedPath("/administration?q=1")).toBe("/administration?q=1");
  });

  it("masks any part of an address that holds an email address or a phone number, however it is encoded", () => {
    expect(loggedPath("/call/604-555-0111")).toBe(`/call/${MASKED}`);
    expect(loggedPath("/about?ref=%2B1%20(604)%20555%200111&page=2")).toBe(`/about?ref=${MASKED}&page=2`);
    expect(loggedPath("/about?tel=+16045550111")).toBe(`/about?tel=${MASKED}`);
    expect(loggedPath("/doors/liftandslide/s560?page=12")).toBe("/doors/liftandslide/s560?page=12");
    expect(loggedPath("/ana.lopes@example.com")).toBe(`/${MASKED}`);
    expect(loggedPath("/contact/ana%40example.com/x")).toBe(`/contact/${MASKED}/x`);
    expect(loggedPath("/about?q=ana%40example.com&ref=x")).toBe(`/about?q=${MASKED}&ref=x`);
    expect(loggedPath("/about?ana@example.com")).toBe(`/about?${MASKED}`);
    expect(loggedPath("/about?ana@example.com=1&ref=x")).toBe(`/about?${MASKED}&ref=x`);
  });

  it("reads an absolute request target by its path, and cuts long ones", () => {
    expect(loggedPath(`http://evil.example/visit/manage/${TOKEN}`)).toBe(`/visit/manage/${MASKED}`);
    const long = loggedPath(`/${"a-".repeat(400)}`);
    expect(long.length).toBe(MAX_LOGGED_PATH + 1);
    expect(long.endsWith("…")).toBe(true);
  });
});
