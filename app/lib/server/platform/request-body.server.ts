import type { RawFields } from "#app/lib/forms/fields";

export class BodyError extends Error {
  constructor(
    readonly status: 400 | 415,
    message: string,
  ) {
    super(message);
    this.name = "BodyError";
  }
}

/** Most fields a form may send; anything beyond is not a form of ours. */
const MAX_FIELDS = 40;

function decode(component: string): string {
  try {
    return decodeURIComponent(component.replace(/\+/g, " "));
  } catch {
    throw new BodyError(400, "The form data is not valid: it contains malformed percent-encoding.");
  }
}

/** application/x-www-form-urlencoded, strictly: malformed percent-encoding is an error, not silently kept. */
export function parseUrlEncoded(text: string, maxFields = MAX_FIELDS): RawFields {
  const fields: RawFields = {};
  if (!text) return fields;
  const pairs = text.split("&");
  if (pairs.length > maxFields) throw new BodyError(400, "The form sent too many fields.");
  for (const pair of pairs) {
    if (!pair) continue;
    const split = pair.indexOf("=");
    const key = decode(split < 0 ? pair : pair.slice(0, split));
    const value = split < 0 ? "" : decode(pair.slice(split + 1));
    if (!(key in fields)) fields[key] = value;
  }
  return fields;
}

/** A post's body as received: its Content-Type and its bytes (read whole, within the server's size limit). */
export interface PostedBody {
  contentType: string;
  bytes: Uint8Array;
}

/** The body of a Fetch request, read whole. */
export async function postedBody(request: Request): Promise<PostedBody> {
  return { contentType: request.headers.get("content-type") ?? "", bytes: new Uint8Array(await request.arrayBuffer()) };
}

const utf8 = new TextDecoder();

/**
 * Reads a form post as plain fields: URL-encoded or multipart forms (no files), or a JSON object, of at most
 * `maxFields` fields.
 * Anything unreadable is a BodyError with a clear message and a 4xx status.
 */
export async function readPostedFields({ contentType, bytes }: PostedBody, maxFields = MAX_FIELDS): Promise<RawFields> {
  const type = contentType.toLowerCase();
  if (type.startsWith("application/x-www-form-urlencoded") || type === "") {
    return parseUrlEncoded(utf8.decode(bytes), maxFields);
  }
  if (type.startsWith("application/json")) {
    let data: unknown;
    try {
      data = JSON.parse(utf8.decode(bytes));
    } catch {
      throw new BodyError(400, "The request body is not valid JSON.");
    }
    if (!data || typeof data !== "object" || Array.isArray(data)) {
      throw new BodyError(400, "The request body must be a JSON object of fields.");
    }
    if (Object.keys(data).length > maxFields) throw new BodyError(400, "The form sent too many fields.");
    return data as RawFields;
  }
  if (type.startsWith("multipart/form-data")) {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(bytes), { headers: { "content-type": contentType } }).formData();
    } catch {
      throw new BodyError(400, "The multipart form data could not be read.");
    }
    const fields: RawFields = {};
    let count = 0;
    for (const [key, value] of form) {
      if (typeof value !== "string") throw new BodyError(400, "Files cannot be sent with this form.");
      if (++count > maxFields) throw new BodyError(400, "The form sent too many fields.");
      if (!(key in fields)) fields[key] = value;
    }
    return fields;
  }
  throw new BodyError(415, "Send the form as URL-encoded or multipart form data, or as JSON.");
}

/** readPostedFields for a Fetch request (a route's action). */
export async function readFields(request: Request, maxFields = MAX_FIELDS): Promise<RawFields> {
  return readPostedFields(await postedBody(request), maxFields);
}

/** The sent values as strings, to fill the form in again after an error. */
export function stringValues(fields: RawFields): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === "string") values[key] = value.slice(0, 10_000);
    else if (typeof value === "number" || typeof value === "boolean") values[key] = String(value);
  }
  return values;
}
