import { z } from "zod";
import { plainError } from "./forms/plain-errors";

/*
 * zod as the app uses it: every schema is made from this module, so the settings below hold wherever a schema is
 * checked (server, browser, build). `jitless`: no eval (zod would otherwise probe for it with new Function, which the
 * Content-Security-Policy refuses and reports). `customError`: a problem a schema did not word itself is said in
 * plain words (plain-errors.ts), never in zod's ("Too small: expected string to have >=40 characters").
 */
z.config({ jitless: true, customError: plainError });

export { z };
