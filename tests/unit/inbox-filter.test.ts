import { describe, expect, it } from "vitest";
import { filterSearch, isFiltered, MAX_QUERY_LENGTH, parseInboxFilter } from "#app/lib/admin/inbox-filter";
import { likePattern } from "#app/lib/server/leads/inbox.server";

describe("the inbox filter", () => {
  it("reads kind, form, status, search and page from the address", () => {
    const filter = parseInboxFilter(new URLSearchParams("kind=rsvp&form=rsvp-cosentino&status=handled&q=%20Eleni%20%20Marsh%20&page=3"));
    expect(filter).toEqual({ kind: "rsvp", form: "rsvp-cosentino", status: "handled", q: "Eleni Marsh", page: 3 });
  });

  it("ignores unknown or malformed values instead of failing", () => {
    expect(parseInboxFilter(new URLSearchParams("kind=x&form=admin&status=deleted&page=-4&q="))).toEqual({
      kind: undefined,
      form: undefined,
      status: undefined,
      q: undefined,
      page: 1,
    });
    expect(parseInboxFilter(new URLSearchParams("page=abc")).page).toBe(1);
    expect(parseInboxFilter(new URLSearchParams(`q=${"x".repeat(500)}`)).q).toHaveLength(MAX_QUERY_LENGTH);
    // A search pasted 10,000 characters long, in query syntax, is read as its first characters.
    expect(parseInboxFilter(new URLSearchParams({ q: `"sand* NEAR( ${"o".repeat(10_000)}` })).q).toBe(`"sand* NEAR( ${"o".repeat(MAX_QUERY_LENGTH - 13)}`);
  });

  it("writes a filter back as a query string, leaving out what is unset", () => {
    const filter = parseInboxFilter(new URLSearchParams("status=spam&q=a&b"));
    expect(filterSearch(filter)).toBe("?status=spam&q=a");
    expect(filterSearch(filter, { page: 2 })).toBe("?status=spam&q=a&page=2");
    expect(filterSearch({ page: 1 })).toBe("");
    expect(filterSearch({ q: "a&b=c", page: 1 })).toBe("?q=a%26b%3Dc");
    expect(isFiltered({ page: 4 })).toBe(false);
    expect(isFiltered({ status: "new", page: 1 })).toBe(true);
  });

  it("reads and writes the days received (a week of the front page), ignoring a day that is not a date", () => {
    const filter = parseInboxFilter(new URLSearchParams("kind=contact&from=2026-11-16&to=2026-11-22"));
    expect(filter).toMatchObject({ kind: "contact", from: "2026-11-16", to: "2026-11-22" });
    expect(filterSearch(filter)).toBe("?kind=contact&from=2026-11-16&to=2026-11-22");
    expect(isFiltered({ from: "2026-11-16", page: 1 })).toBe(true);
    const wrong = parseInboxFilter(new URLSearchParams("from=2026-02-30&to=next%20week"));
    expect([wrong.from, wrong.to]).toEqual([undefined, undefined]);
  });

  it("reads and writes one event's RSVPs by the event's id, ignoring anything else", () => {
    const id = "0b0c5a1e-5d2a-4f5e-9a38-3f1c2d4e5f60";
    const filter = parseInboxFilter(new URLSearchParams(`kind=rsvp&event=${id.toUpperCase()}`));
    expect(filter.event).toBe(id);
    expect(filterSearch(filter)).toBe(`?kind=rsvp&event=${id}`);
    expect(isFiltered({ event: id, page: 1 })).toBe(true);
    expect(parseInboxFilter(new URLSearchParams("event=' or 1=1 --")).event).toBeUndefined();
    expect(parseInboxFilter(new URLSearchParams("event=new")).event).toBeUndefined();
    expect(parseInboxFilter(new URLSearchParams("event=none")).event).toBe("none");
  });

  it("escapes LIKE wildcards in search words", () => {
    expect(likePattern("Marsh")).toBe("%marsh%");
    expect(likePattern("100%_a\\b")).toBe("%100\\%\\_a\\\\b%");
  });
});
