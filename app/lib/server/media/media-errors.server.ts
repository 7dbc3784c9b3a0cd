/**
 * A refusal caused by what was sent (too large, wrong type, broken image), with the HTTP status to answer and a
 * message written for staff. Anything else that goes wrong while handling an upload is our fault (a 500).
 */
export class MediaError extends Error {
  readonly status: MediaErrorStatus;

  constructor(status: MediaErrorStatus, message: string) {
    super(message);
    this.name = "MediaError";
    this.status = status;
  }
}

/** 429 and 507: the pending-file quota of a client, or the site's budget for them, is used up (decision 022). */
export type MediaErrorStatus = 400 | 401 | 403 | 413 | 415 | 422 | 429 | 507;

export function isMediaError(error: unknown): error is MediaError {
  return error instanceof MediaError;
}
