import { z } from "#app/lib/zod";

export const DEFAULT_SITE_URL = "http://localhost:3000";

/** SITE_URL: an absolute http(s) origin, optionally with a base path; stored without a trailing slash. */
export const siteUrlSchema = z
  .string()
  .trim()
  .url("must be an absolute URL such as https://www.example.com")
  .refine((value) => /^https?:\/\//i.test(value), "must start with http:// or https://")
  .refine((value) => {
    if (!URL.canParse(value)) return true; // reported by .url() above
    const url = new URL(value);
    return !url.search && !url.hash && !url.username && !url.password;
  }, "must not carry a query, fragment or credentials")
  .transform((value) => value.replace(/\/+$/, ""));
