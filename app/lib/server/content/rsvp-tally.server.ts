import { sql } from "kysely";
import { FORM_IDS, FORMS, formLabel } from "#app/lib/forms/form-ids";
import type { Store } from "../platform/database.server";

/**
 * RSVP tallies: the replies and guests of each event, page and place, for the staff events list and the RSVP
 * overview. A query on the submissions an event's RSVPs are, beside the guest count of event-guests.server.ts.
 */

/** RSVPs (spam left out) counted by event, page and place: the ground of the RSVP overview and the events list. */
export interface RsvpCount {
  /** Null for RSVPs sent before RSVPs belonged to an event. */
  eventId: string | null;
  formId: string;
  /** Null for RSVPs without an event; an RSVP with an event and no status counts as confirmed. */
  rsvpStatus: "confirmed" | "waitlist" | null;
  replies: number;
  /** A reply without a guest count is one guest. */
  guests: number;
  newReplies: number;
}

export async function rsvpCounts(store: Store): Promise<RsvpCount[]> {
  const rows = await store.db
    .selectFrom("submissions")
    .select((eb) => [
      "event_id",
      "form_id",
      "rsvp_status",
      eb.fn.countAll<number | string>().as("replies"),
      eb.fn.sum<number | string | null>(eb.fn.coalesce("guests", sql<number>`1`)).as("guests"),
      eb.fn.sum<number | string | null>(eb.case().when("status", "=", "new").then(1).else(0).end()).as("new_replies"),
    ])
    .where("kind", "=", "rsvp")
    // A held RSVP has no place until it is released.
    .where("status", "not in", ["spam", "held"])
    .groupBy(["event_id", "form_id", "rsvp_status"])
    .execute();
  return rows.map((row) => ({
    eventId: row.event_id,
    formId: row.form_id,
    rsvpStatus: row.event_id === null ? null : row.rsvp_status === "waitlist" ? "waitlist" : "confirmed",
    replies: Number(row.replies),
    guests: Number(row.guests ?? 0),
    newReplies: Number(row.new_replies ?? 0),
  }));
}

/** Replies and guests of a group of RSVPs (an event, one of its pages, or the RSVPs without an event). */
export interface RsvpTally {
  replies: number;
  newReplies: number;
  /** Guests of confirmed RSVPs (every guest, for RSVPs without an event). */
  confirmedGuests: number;
  /** Guests on the waiting list. */
  waitlistGuests: number;
  /** Replies on the waiting list. */
  waitlistReplies: number;
}

export const EMPTY_TALLY: RsvpTally = { replies: 0, newReplies: 0, confirmedGuests: 0, waitlistGuests: 0, waitlistReplies: 0 };

function addToTally(tally: RsvpTally, count: RsvpCount): RsvpTally {
  const waitlist = count.rsvpStatus === "waitlist";
  return {
    replies: tally.replies + count.replies,
    newReplies: tally.newReplies + count.newReplies,
    confirmedGuests: tally.confirmedGuests + (waitlist ? 0 : count.guests),
    waitlistGuests: tally.waitlistGuests + (waitlist ? count.guests : 0),
    waitlistReplies: tally.waitlistReplies + (waitlist ? count.replies : 0),
  };
}

/** One RSVP page's part of a group. */
export interface RsvpPageTally extends RsvpTally {
  formId: string;
  label: string;
}

export interface RsvpGroup {
  /** The event, or null for RSVPs without one. */
  eventId: string | null;
  total: RsvpTally;
  /** A line per RSVP page: those with replies and those `pages` names, in the order of the forms. */
  pages: RsvpPageTally[];
}

const RSVP_FORMS: readonly string[] = FORM_IDS.filter((id) => FORMS[id].kind === "rsvp");

/** Sums up one event's RSVP counts (those of `counts` with its id), with a line for each of `pages` even when empty. */
export function rsvpGroup(eventId: string | null, counts: readonly RsvpCount[], pages: readonly string[] = []): RsvpGroup {
  const own = counts.filter((count) => count.eventId === eventId);
  const formIds = new Set([...pages, ...own.map((count) => count.formId)]);
  const ordered = [...RSVP_FORMS.filter((id) => formIds.has(id)), ...[...formIds].filter((id) => !RSVP_FORMS.includes(id)).sort()];
  return {
    eventId,
    total: own.reduce(addToTally, EMPTY_TALLY),
    pages: ordered.map((formId) => ({
      formId,
      label: formLabel(formId),
      ...own.filter((count) => count.formId === formId).reduce(addToTally, EMPTY_TALLY),
    })),
  };
}
