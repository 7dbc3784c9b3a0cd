import type { z } from "zod";
import { overLimitMessage } from "./character-limit";

/*
 * The words of a problem no schema worded itself (decision 047): owners and visitors read these next to a field
 * whose label says what it is, so they speak of "this" and never of types, strings or regular expressions. A schema's
 * own message still wins. Given to zod once, in app/lib/zod.ts.
 */

type Issue = z.core.$ZodRawIssue;

const count = (n: number | bigint) => Number(n).toLocaleString("en-CA");
const isEmpty = (input: unknown) => input === undefined || input === null || (typeof input === "string" && input.trim() === "");

function tooSmall(issue: Extract<Issue, { code: "too_small" }>): string {
  const minimum = Number(issue.minimum);
  switch (issue.origin) {
    case "string": {
      const length = typeof issue.input === "string" ? issue.input.length : 0;
      if (minimum <= 1 || length === 0) return "Please fill this in.";
      return `Please write at least ${count(minimum)} characters here: this has ${count(length)}.`;
    }
    case "array":
    case "set":
      return minimum <= 1 ? "Please choose at least one." : `Please choose at least ${count(minimum)}.`;
    case "number":
    case "int":
    case "bigint":
      return issue.inclusive === false ? `Please enter a number above ${count(minimum)}.` : `Please enter ${count(minimum)} or more.`;
    case "date":
      return "Please choose a later date.";
    default:
      return "This is too short.";
  }
}

function tooBig(issue: Extract<Issue, { code: "too_big" }>): string {
  const maximum = Number(issue.maximum);
  switch (issue.origin) {
    case "string":
      return overLimitMessage(typeof issue.input === "string" ? issue.input.length : maximum + 1, maximum);
    case "array":
    case "set":
      return `Please choose no more than ${count(maximum)}.`;
    case "number":
    case "int":
    case "bigint":
      return issue.inclusive === false ? `Please enter a number below ${count(maximum)}.` : `Please enter ${count(maximum)} or less.`;
    case "date":
      return "Please choose an earlier date.";
    default:
      return "This is too long.";
  }
}

function badFormat(issue: Extract<Issue, { code: "invalid_format" }>): string {
  switch (issue.format) {
    case "email":
      return "Please enter an email address, like name@example.com.";
    case "url":
      return "Please enter a web address starting with https://.";
    case "date":
    case "datetime":
      return "Please enter a date, like Nov 28, 2026.";
    case "time":
      return "Please enter a time, like 9:30 AM.";
    case "starts_with":
    case "ends_with":
    case "includes":
    case "regex":
    default:
      return "This is not written the way it is needed here: see the hint above the field.";
  }
}

/** Plain words for every problem a schema did not word itself. */
export function plainError(issue: Issue): string {
  switch (issue.code) {
    case "invalid_type":
      if (isEmpty(issue.input)) return "Please fill this in.";
      if (issue.expected === "number" || issue.expected === "int") return "Please enter a number.";
      return "Please check this: it is not what this field takes.";
    case "too_small":
      return tooSmall(issue);
    case "too_big":
      return tooBig(issue);
    case "invalid_format":
      return badFormat(issue);
    case "not_multiple_of":
      return `Please enter a multiple of ${count(Number(issue.divisor))}.`;
    case "invalid_value":
      return isEmpty(issue.input) ? "Please choose one." : "Please choose one of the options.";
    case "invalid_union":
      return isEmpty(issue.input) ? "Please fill this in." : "Please check this: it is not one of the forms this field takes.";
    case "unrecognized_keys":
      return "The form sent something it does not have: please reload the page and try again.";
    default:
      return "Please check this.";
  }
}

/**
 * A schema's own words for a missing value only (`z.string({ error: whenMissing("Please enter your name.") })`): its
 * other problems (too long, too short) keep their plain words above, which a schema-wide `message` would replace.
 */
export const whenMissing =
  (message: string) =>
  (issue: Issue): string | undefined =>
    issue.code === "invalid_type" ? message : undefined;
