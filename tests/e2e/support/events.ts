import { expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { grandOpening } from "#app/content/event";
import { formatEventDate, pacificDateOf } from "#app/lib/pacific-time";
import { signInApi } from "#tests/support/staff-sign-in";

const HTTP_SEE_OTHER = 303;
const DAY_MS = 24 * 60 * 60 * 1000;

/** "2027-04-17T18:00": a datetime-local value, in Pacific time, `days` after `from` (now) at `hour`. */
export function pacificInput(days: number, hour: number, from = Date.now()): string {
  // The site's own Pacific time (BC's all-year UTC−7), not this runtime's time-zone data.
  const day = pacificDateOf(from + days * DAY_MS);
  return `${day}T${String(hour).padStart(2, "0")}:00`;
}

/**
 * When this test run started (set once by playwright.config.ts for the runner and its workers): the open grand
 * opening is dated from it, so the setup that makes it and a test that reads its date agree across midnight.
 */
function runStartedAt(): number {
  const value = Number(process.env.E2E_RUN_STARTED_AT);
  return Number.isFinite(value) && value > 0 ? value : Date.now();
}

/** The editor's fields of an event in a year, from six to nine in the evening, on every RSVP page. */
export function upcomingEventFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    title: "Spring Open House",
    starts_at: pacificInput(365, 18),
    ends_at: pacificInput(365, 21),
    venue_name: "Okanagan Showroom",
    street_address: "",
    locality: "Kelowna",
    region: "BC",
    description: "An evening with full-size doors and windows.",
    partner_1_name: "Alumil",
    partner_2_name: "Cosentino",
    "page_rsvp": "on",
    "page_rsvp-cosentino": "on",
    "page_rsvp-livingspace": "on",
    ...overrides,
  };
}

/** Creates an event through the staff editor (signed-in API client); gives its id. */
export async function createEvent(request: APIRequestContext, baseURL: string, fields: Record<string, string>): Promise<string> {
  const response = await request.post(`${baseURL}/admin/events/new`, {
    form: { intent: "save", ...fields },
    headers: { Origin: new URL(baseURL).origin },
    maxRedirects: 0,
  });
  expect(response.status(), "saving the event").toBe(HTTP_SEE_OTHER);
  const id = /\/admin\/events\/([0-9a-f-]{36})/.exec(response.headers().location ?? "")?.[1];
  expect(id, "the new event's address").toBeTruthy();
  return id!;
}

/** Days ahead of the test run that the RSVP pages' event takes place: far enough to stay open for any run. */
export const OPEN_EVENT_DAYS_AHEAD = 365;

/** The grand opening as the test servers hold it: the same event, a year after the run, so its RSVPs are open. */
export function openGrandOpeningFields(): Record<string, string> {
  const partners = Object.fromEntries(grandOpening.partners.map((name, i) => [`partner_${i + 1}_name`, name]));
  const from = runStartedAt();
  return upcomingEventFields({
    starts_at: pacificInput(OPEN_EVENT_DAYS_AHEAD, 18, from),
    ends_at: pacificInput(OPEN_EVENT_DAYS_AHEAD, 21, from),
    title: grandOpening.title,
    venue_name: grandOpening.venue.name,
    description: grandOpening.description,
    partner_1_name: "",
    partner_2_name: "",
    ...partners,
  });
}

/** "October 22nd, 2027": the date the RSVP pages show for the open grand opening. */
export function openGrandOpeningDateLabel(): string {
  const day = pacificInput(OPEN_EVENT_DAYS_AHEAD, 18, runStartedAt()).slice(0, 10);
  return formatEventDate(Date.parse(`${day}T12:00:00Z`));
}

/**
 * Binds an open grand opening to the three RSVP pages of a test server, through its staff pages, so that RSVPs can
 * be sent to it (the seeded one took place in 2025).
 */
export async function openRsvpEvent(baseURL: string): Promise<string> {
  const request = await playwrightRequest.newContext();
  try {
    await signInApi(request, baseURL);
    return await createEvent(request, baseURL, openGrandOpeningFields());
  } finally {
    await request.dispose();
  }
}

/** Waits until a server's RSVP page takes RSVPs (another instance sees a change within its content poll). */
export async function waitForOpenRsvp(baseURL: string, path = "/rsvp"): Promise<void> {
  await expect
    .poll(async () => (await (await fetch(`${baseURL}${path}`)).text()).includes("Reserve your place"), {
      message: `${baseURL}${path} takes RSVPs`,
      timeout: 15_000,
    })
    .toBe(true);
}

/** "2027-04-17": a date input's value, the Pacific date `days` from now. */
export function pacificDate(days: number): string {
  return pacificInput(days, 0).slice(0, 10);
}

/** "20270417T180000": a datetime-local value as an iCalendar local time. */
export function icsLocalTime(input: string): string {
  return `${input.replace(/[-:]/g, "")}00`;
}

/** Deletes an event through its editor (signed-in API client), as its Delete button does. */
export async function deleteEvent(request: APIRequestContext, baseURL: string, id: string): Promise<void> {
  const response = await request.post(`${baseURL}/admin/events/${id}`, {
    form: { intent: "delete" },
    headers: { Origin: new URL(baseURL).origin },
    maxRedirects: 0,
  });
  expect(response.status(), "deleting the event").toBe(HTTP_SEE_OTHER);
}

/** Moves the server's content clock (POST /__test/clock, ENABLE_TEST_ROUTES only) as if `offsetMs` had passed. */
export async function moveContentClock(request: APIRequestContext, baseURL: string, offsetMs: number): Promise<void> {
  const response = await request.post(`${baseURL}/__test/clock`, { data: { offsetMs } });
  expect(response.status(), "moving the content clock").toBe(200);
}

export const DAY = DAY_MS;
