import { describe, expect, it } from "vitest";
import { fts5Query, searchPhrases, tsQuery } from "#app/lib/server/leads/lead-search.server";

describe("what is typed in the inbox search, as a full-text query", () => {
  it("cuts words into folded pieces, each word one phrase", () => {
    expect(searchPhrases("Zoë  LEFÈVRE")).toEqual([["zoe"], ["lefevre"]]);
    expect(searchPhrases("theo@example.com")).toEqual([["theo", "example", "com"]]);
    expect(searchPhrases("marsh_design 100%")).toEqual([["marsh", "design"], ["100"]]);
    expect(searchPhrases("a b c d e f g h")).toHaveLength(6);
  });

  it("is no text filter when it has no letters or digits", () => {
    for (const typed of [undefined, "", "   ", '"', "*", "') --", "()", "-"]) expect(searchPhrases(typed), String(typed)).toEqual([]);
  });

  it("reads a phone number typed any way by its digits", () => {
    for (const typed of ["604-555-1234", "+1 604 555 1234", "(604) 555-1234", "1 604 555 1234", "604.555.1234"]) {
      expect(searchPhrases(typed), typed).toEqual([["6045551234"]]);
    }
    expect(searchPhrases("(604) 555")).toEqual([["604555"]]);
    expect(searchPhrases("+1604555")).toEqual([["604555"]]);
    expect(searchPhrases("+44 20 7946 0958")).toEqual([["442079460958"]]);
    // A short number or a year is a word; a number starting with 1 keeps it unless the 1 is written apart.
    expect(searchPhrases("1999")).toEqual([["1999"]]);
    expect(searchPhrases("12345678")).toEqual([["12345678"]]);
  });

  it("writes quoted phrases, the last piece a prefix, all required", () => {
    expect(fts5Query(searchPhrases('sand NEAR( "a OR b"'))).toBe('"sand"* AND "near"* AND "a"* AND "or"* AND "b"*');
    expect(fts5Query(searchPhrases("theo@exa"))).toBe('"theo exa"*');
    expect(tsQuery(searchPhrases("theo@exa sand"))).toBe("('theo' <-> 'exa':*) & ('sand':*)");
    expect(tsQuery([["o'neil\\"]])).toBe("('o''neil\\\\':*)");
  });
});
