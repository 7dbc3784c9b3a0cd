import { localDate, localDateTime } from "#app/lib/business-time";
import type { InboxFilter } from "#app/lib/admin/inbox-filter";
import { formLabel } from "#app/lib/forms/form-ids";
import { STAGE_LABELS } from "#app/lib/leads/stages";
import { CSV_EOL, csvCell, csvRow, type CsvValue } from "../platform/csv.server";
import { csvStream } from "../platform/csv-stream.server";
import type { Store } from "../platform/database.server";
import type { Submission } from "../platform/db-schema";
import { exportSubmissionBatches } from "./inbox.server";
import { showroomOf } from "../bookings/visit-mails.server";
import { SOURCE_CSV_COLUMNS } from "./lead-source-csv.server";
import { loadChannels } from "./channels.server";
import type { ChannelChoice } from "#app/lib/leads/channels";

const isoTime = (time: number | null) => (time === null ? "" : new Date(time).toISOString());
const localTime = (time: number | null) => (time === null ? "" : localDateTime(time));

/** The events RSVPs belong to, by id: what the export says of each (a batch's own, in an export). */
export type CsvEvents = ReadonlyMap<string, { title: string; startsAt: number }> & {
  /** Showroom visits booked by visitors, by their submission's id. */
  visits?: ReadonlyMap<string, { showroom: string; startsAt: number; status: string }>;
  /** The staff accounts owning leads, by id: their email (a removed one's too, with "(removed)"). */
  owners?: ReadonlyMap<string, string>;
  /** The channels' names as the owners name them (decision 077), read once per export. */
  channels?: readonly ChannelChoice[];
};

const NO_EVENTS: CsvEvents = new Map();

/** Every column of the export: its header and how a submission (with the events it may name) fills it. */
export const CSV_COLUMNS: readonly [string, (row: Submission, events: CsvEvents) => CsvValue][] = [
  ["ID", (row) => row.id],
  ["Received (UTC)", (row) => isoTime(row.created_at)],
  ["Received (America/Vancouver)", (row) => localTime(row.created_at)],
  ["Kind", (row) => row.kind],
  ["Form ID", (row) => row.form_id],
  ["Form", (row) => formLabel(row.form_id)],
  ["Status", (row) => row.status],
  // The pipeline (decision 070): spam and held leads are outside it.
  ["Stage", (row) => (row.status === "new" || row.status === "handled" ? STAGE_LABELS[row.stage] : "")],
  ["Lost reason", (row) => row.lost_reason],
  ["Stage changed at (America/Vancouver)", (row) => localTime(row.stage_changed_at === null ? null : Number(row.stage_changed_at))],
  ["Owner", (row, events) => (row.owner_id === null ? null : (events.owners?.get(row.owner_id) ?? "(removed)"))],
  ["Next action", (row) => row.next_action],
  ["Next action due", (row) => row.next_action_due],
  ["First name", (row) => row.first_name],
  ["Last name", (row) => row.last_name],
  ["Email", (row) => row.email],
  ["Phone", (row) => row.phone],
  ["Company", (row) => row.company],
  ["Guests", (row) => row.guests],
  // An RSVP's event (an id the store no longer knows stays as it is) and its place: confirmed or waitlist.
  ["Event", (row, events) => (row.event_id === null ? null : (events.get(row.event_id)?.title ?? row.event_id))],
  ["Event starts (America/Vancouver)", (row, events) => (row.event_id === null ? null : localTime(events.get(row.event_id)?.startsAt ?? null))],
  ["RSVP status", (row) => row.rsvp_status],
  // A showroom visit's place and time, and whether it still stands.
  ["Showroom", (row, events) => (events.visits?.get(row.id) ? showroomOf(events.visits.get(row.id)!.showroom).name : null)],
  ["Visit starts (America/Vancouver)", (row, events) => localTime(events.visits?.get(row.id)?.startsAt ?? null)],
  ["Visit status", (row, events) => events.visits?.get(row.id)?.status],
  ["How did you hear about us", (row) => row.how_did_you_hear],
  ["Message", (row) => row.message],
  ["Marketing consent", (row) => (row.marketing_consent ? "yes" : "no")],
  ["Handled by", (row) => row.handled_by],
  ["Handled at (UTC)", (row) => isoTime(row.handled_at)],
  ["Handled at (America/Vancouver)", (row) => localTime(row.handled_at)],
  ...SOURCE_CSV_COLUMNS,
];

export function csvHeader(): string {
  return csvRow(CSV_COLUMNS.map(([header]) => header));
}

/** One submission's record: its cells in CSV_COLUMNS' order, written straight into the line. */
export function submissionCsvRow(row: Submission, events: CsvEvents = NO_EVENTS): string {
  let line = "";
  for (let i = 0; i < CSV_COLUMNS.length; i++) line += (i ? "," : "") + csvCell(CSV_COLUMNS[i]![1](row, events));
  return line + CSV_EOL;
}

/**
 * The events and showroom visits a batch of submissions names, read for that batch alone (deleted events too: an
 * export names the event of every RSVP), so that an export holds no more than one batch's worth of them.
 */
async function batchLookups(store: Store, batch: readonly Submission[], channels: readonly ChannelChoice[]): Promise<CsvEvents> {
  const eventIds = [...new Set(batch.flatMap((row) => (row.event_id === null ? [] : [row.event_id])))];
  const visitIds = batch.flatMap((row) => (row.kind === "visit" ? [row.id] : []));
  const ownerIds = [...new Set(batch.flatMap((row) => (row.owner_id === null ? [] : [row.owner_id])))];
  const [events, visits, owners] = await Promise.all([
    eventIds.length ? store.db.selectFrom("events").select(["id", "title", "starts_at"]).where("id", "in", eventIds).execute() : [],
    visitIds.length
      ? store.db.selectFrom("visits").select(["submission_id", "showroom", "starts_at", "status"]).where("submission_id", "in", visitIds).execute()
      : [],
    ownerIds.length ? store.db.selectFrom("users").select(["id", "email", "disabled_at"]).where("id", "in", ownerIds).execute() : [],
  ]);
  return Object.assign(new Map(events.map((row) => [row.id, { title: row.title, startsAt: Number(row.starts_at) }])), {
    visits: new Map(visits.map((visit) => [visit.submission_id!, { showroom: visit.showroom, startsAt: Number(visit.starts_at), status: visit.status }])),
    owners: new Map(owners.map((user) => [user.id, user.disabled_at === null ? user.email : `${user.email} (removed)`])),
    channels,
  });
}

/** "helios-submissions-2025-10-22.csv", or "helios-rsvp-cosentino-2025-10-22.csv" for one form. */
export function exportFileName(filter: Omit<InboxFilter, "page">, now = Date.now()): string {
  // Form ids are [a-z-] only, so the name needs no escaping in Content-Disposition.
  const scope = filter.form ?? (filter.kind === "rsvp" ? "rsvps" : (filter.kind ?? "submissions"));
  return `helios-${scope}-${localDate(now)}.csv`;
}

/** A batch's records, one text (its lookups read for it alone). */
async function* submissionCsvBatches(store: Store, filter: Omit<InboxFilter, "page">): AsyncGenerator<string> {
  const channels = await loadChannels(store.db);
  for await (const batch of exportSubmissionBatches(store, filter)) {
    const events = await batchLookups(store, batch, channels);
    let text = "";
    for (const row of batch) text += submissionCsvRow(row, events);
    yield text;
  }
}

/** The export as a stream of UTF-8 bytes: BOM, header row, then one CRLF-terminated row per submission (csvStream). */
export function submissionsCsvStream(store: Store, filter: Omit<InboxFilter, "page">): ReadableStream<Uint8Array> {
  return csvStream(csvHeader(), submissionCsvBatches(store, filter));
}
