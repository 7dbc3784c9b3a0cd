import { readPhone } from "#app/lib/forms/phone";
import { sql, type RawBuilder } from "kysely";

/**
 * What staff type in the inbox search, read as a full-text query of the leads' index (decision 068, migration
 * 0033-lead-search). Nothing typed is ever passed on as query syntax: the text is cut into words of letters and
 * digits (lower case, accents off, as the index is), each word's pieces become one quoted phrase matched as a prefix
 * ("sand" finds Sandhu, "theo@exa" finds theo@example.com), and every phrase must match. A phone number, typed any
 * way, is searched by its digits.
 */

/** Words of a search beyond this many are ignored. */
export const MAX_SEARCH_WORDS = 6;
/** Pieces of one word beyond this many are ignored ("a-b-c-d-…"). */
const MAX_WORD_PIECES = 8;
/** Characters of one piece kept: longer than any name or number anyone searches for. */
const MAX_PIECE_LENGTH = 64;
/** Digits that make a search of only digits and phone punctuation a phone number (part of one): "(604) 555". */
const MIN_PHONE_DIGITS = 6;
/** Digits, and what people put between them in a phone number. */
const PHONE_TYPED = /^\+?[\d\s().\-/\u00a0\u2010-\u2015]+$/;

/** One phrase: its pieces in order, the last matched as a prefix. */
export type SearchPhrase = readonly string[];

/** Lower case, accents off (decomposed, combining marks dropped), as the index folds a document. */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase();
}

/** The pieces of a word: its runs of letters and digits. */
function pieces(word: string): string[] {
  return fold(word)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORD_PIECES)
    .map((piece) => piece.slice(0, MAX_PIECE_LENGTH));
}

/**
 * The digits of a search that is a phone number or the start of one ("604-555-1234", "+1 604 555 1234",
 * "(604) 555"), as the index has them: a North American number's ten digits without the leading 1.
 */
function phoneDigits(typed: string): string | undefined {
  const read = readPhone(typed);
  if (read.ok) return read.value.replace(/^\+/, "");
  if (!PHONE_TYPED.test(typed)) return undefined;
  let digits = typed.replace(/\D/g, "");
  // A number of only digits and spaces ("1999", "12 3") is searched as words, unless it is long enough to be a phone.
  if (digits.length < MIN_PHONE_DIGITS && !/[+()]/.test(typed)) return undefined;
  // North American area codes never start with 1: a 1 written apart ("1 604", "+1604") is the country code.
  if (/^\+1|^1[^\d]/.test(typed)) digits = digits.slice(1);
  return digits || undefined;
}

/** The phrases of a search; none for an empty or punctuation-only search (no text filter). */
export function searchPhrases(typed: string | undefined): SearchPhrase[] {
  const text = (typed ?? "").trim();
  if (!text) return [];
  const phone = phoneDigits(text);
  if (phone) return [[phone]];
  return text
    .split(/\s+/)
    .slice(0, MAX_SEARCH_WORDS)
    .map(pieces)
    .filter((phrase) => phrase.length > 0);
}

/** An FTS5 query: each phrase quoted, its last piece a prefix, all of them required. */
export function fts5Query(phrases: readonly SearchPhrase[]): string {
  return phrases.map((phrase) => `"${phrase.join(" ").replaceAll('"', '""')}"*`).join(" AND ");
}

/** A PostgreSQL tsquery (for to_tsquery('simple', …)): each piece quoted, the last of a phrase a prefix, in order. */
export function tsQuery(phrases: readonly SearchPhrase[]): string {
  const quoted = (piece: string) => `'${piece.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;
  return phrases
    .map((phrase) => `(${phrase.map((piece, n) => (n === phrase.length - 1 ? `${quoted(piece)}:*` : quoted(piece))).join(" <-> ")})`)
    .join(" & ");
}

/**
 * Whether a submission's document matches every phrase, as a condition on `submissions.id`. On PostgreSQL the matching
 * ids are read first, as an array (the GIN index answers them), and the submissions then found by their key: as a
 * plain `in (…)` the planner scanned every submission to join them, about 30 ms at 100,000 leads.
 */
export function matchesSearch(phrases: readonly SearchPhrase[], postgres: boolean): RawBuilder<boolean> {
  const id = sql.ref("submissions.id");
  if (postgres) {
    return sql<boolean>`${id} = any(array(select submission_id from lead_search_documents where document @@ to_tsquery('simple', ${tsQuery(phrases)})))`;
  }
  return sql<boolean>`${id} in (select d.submission_id from lead_search join lead_search_documents d on d.id = lead_search.rowid where lead_search match ${fts5Query(phrases)})`;
}
