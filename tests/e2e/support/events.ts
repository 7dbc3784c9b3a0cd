import { expect, type APIRequestContext } from "@playwright/test";
import { E2E_ADMIN } from "./staff";

const HTTP_SEE_OTHER = 303;
const DAY_MS = 24 * 60 * 60 * 1000;

/** "2027-04-17T18:00": a datetime-local value, in Pacific time, `days` from now at `hour`. */
export function pacificInput(days: number, hour: number): string {
  const date = new Date(Date.now() + days * DAY_MS);
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Vancouver", year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
  return `${day}T${String(hour).padStart(2, "0")}:00`;
}

/** Signs an API client in as staff (a same-origin post of the sign-in form). */
export async function signInApi(request: APIRequestContext, baseURL: string, account = E2E_ADMIN): Promise<void> {
  const response = await request.post(`${baseURL}/admin/login`, {
    form: { email: account.email, password: account.password, next: "/admin/submissions" },
    headers: { Origin: new URL(baseURL).origin },
    maxRedirects: 0,
  });
  expect(response.status(), "signing in").toBe(HTTP_SEE_OTHER);
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
