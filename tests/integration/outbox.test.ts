import { readFileSync, statSync } from "node:fs";
import { createServer as createHttpServer, type IncomingHttpHeaders, type Server as HttpServer } from "node:http";
import { createServer as createNetServer, type AddressInfo } from "node:net";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { bookVisitByPhone } from "#app/lib/server/bookings/visit-changes.server";
import { cancelVisit } from "#app/lib/server/bookings/visits.server";
import { DEFAULT_AVAILABILITY } from "#app/lib/visits/showrooms";
import { daySlots } from "#app/lib/visits/slots";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { grandOpening } from "#app/content/event";
import type { EventItem } from "#app/lib/content/types";
import { shippedSettings, shippedSite } from "#app/content/settings";
import { settingsKind } from "#app/lib/server/content/kinds/settings-editor.server";
import { seedSettings } from "#app/lib/server/content/seed.server";
import { SETTINGS_ID } from "#app/lib/server/content/settings.server";
import { parseEnv, type Env } from "#app/lib/env.server";
import type { FormId } from "#app/lib/forms/form-ids";
import type { Store } from "#app/lib/server/platform/database.server";
import type { OutboxRow } from "#app/lib/server/platform/db-schema";
import { planOutbox, resolveForwardUrl } from "#app/lib/server/leads/notifications.server";
import {
  BACKOFF_BASE_MS,
  BACKOFF_MAX_MS,
  backoffMs,
  claimDue,
  deliveryState,
  LOCK_MS,
  retryNow,
} from "#app/lib/server/leads/outbox-queue.server";
import { OUTBOX_LOG_FILE } from "#app/lib/server/leads/outbox-transport.server";
import { OutboxWorker } from "#app/lib/server/leads/outbox-worker.server";
import { storeSubmission, type SubmissionFields } from "#app/lib/server/leads/submissions.server";
import { builtThreadEntry } from "./support/thread-entries";
import { DIALECTS, useTestStore } from "./support/test-stores";

// ---------------------------------------------------------------------------------------------------------------
// A real SMTP listener on a loopback port, collecting what it receives.

interface ReceivedMail {
  envelopeTo: string[];
  headerLines: string[];
  headers: Map<string, string>;
  body: string;
}

function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=\s*/g, (_, _charset: string, encoding: string, text: string) =>
    encoding.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(
          text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          "latin1",
        ).toString("utf8"),
  );
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case "quoted-printable":
      return Buffer.from(
        body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        "latin1",
      ).toString("utf8");
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    default:
      return body;
  }
}

/** Just enough RFC 5322: unfolded header lines, headers by lower-case name, the decoded text body. */
function parseMail(raw: string, envelopeTo: string[]): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split);
  const headerLines = head.split("\r\n").reduce<string[]>((lines, line) => {
    if (/^[ \t]/.test(line) && lines.length) lines[lines.length - 1] += line;
    else lines.push(line);
    return lines;
  }, []);
  const headers = new Map<string, string>();
  for (const line of headerLines) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  const body = decodeBody(raw.slice(split + 4), headers.get("content-transfer-encoding")).replace(/\r\n/g, "\n");
  return { envelopeTo, headerLines, headers, body };
}

class SmtpSink {
  readonly messages: ReceivedMail[] = [];
  readonly logins: string[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  async start(port = 0): Promise<number> {
    this.server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      logger: false,
      onAuth: (auth, _session, callback) => {
        this.logins.push(`${auth.username}:${auth.password}`);
        callback(null, { user: auth.username });
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const to = session.envelope.rcptTo.map((address) => address.address);
          this.messages.push(parseMail(Buffer.concat(chunks).toString("utf8"), to));
          callback();
        });
      },
    });
    const server = this.server;
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    return this.port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  to(address: string): ReceivedMail[] {
    return this.messages.filter((mail) => mail.envelopeTo.includes(address));
  }
}

/** A loopback port nobody listens on (yet). */
async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

// A tiny hosted-form-service stand-in.
interface ReceivedPost {
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

async function startFormService(statuses: number[]): Promise<{ server: HttpServer; port: number; posts: ReceivedPost[] }> {
  const posts: ReceivedPost[] = [];
  const server = createHttpServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      posts.push({ url: request.url ?? "", headers: request.headers, body });
      const status = statuses.shift() ?? 200;
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify({ ok: status < 300 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port, posts };
}

function silentLogger() {
  const lines = { log: [] as string[], warn: [] as string[], error: [] as string[] };
  return {
    lines,
    logger: {
      log: (message: string) => void lines.log.push(message),
      warn: (message: string) => void lines.warn.push(message),
      error: (message: string) => void lines.error.push(message),
    },
  };
}

const JANE: SubmissionFields = {
  first_name: "Jane",
  last_name: "Doe",
  email: "jane@example.com",
  phone: "6045550142",
  message: "We are building a house in Kelowna.\nCould you quote 12 tilt-and-turn windows?",
  how_did_you_hear: "Google",
  marketing_consent: true,
};

const RSVP: SubmissionFields = {
  first_name: "Jane",
  last_name: "Doe",
  email: "jane@example.com",
  phone: "6045550142",
  company: "Doe Architects",
  guests: 3,
};

/** The grand opening as an event record, as the RSVP pages hand it to the form handler. */
const EVENT: EventItem = {
  id: "0b7c4ed2-6c59-4a5e-9f0e-2d6f3c1a9b11",
  title: grandOpening.title,
  startsAt: Date.parse(grandOpening.startDate),
  endsAt: Date.parse(grandOpening.endDate),
  venueName: grandOpening.venue.name,
  streetAddress: "",
  locality: grandOpening.venue.locality,
  region: grandOpening.venue.region,
  description: grandOpening.description,
  partners: [],
  capacity: null,
  maxGuests: 4,
  rsvpDeadline: null,
  pages: ["rsvp", "rsvp-cosentino"],
  confirmedGuests: 0,
  waitlistGuests: 0,
};

/** The calendar file a mail carries, decoded from its MIME part. */
function calendarPart(body: string): string | undefined {
  const part = /Content-Type: text\/calendar[^]*?\n\n([^]*?)\n--/i.exec(body);
  if (!part) return undefined;
  const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(part[0])?.[1]?.toLowerCase();
  return encoding === "base64" ? Buffer.from(part[1]!.replace(/\s+/g, ""), "base64").toString("utf8") : part[1];
}

const SITE_URL = "https://www.helios.test";
/** The company details after the owners change their trading name, phone and email (decision 040). */
const CHANGED_COMPANY = { name: "Helios Glazing & Doors Ltd", phone: "(250) 555-0199", email: "hello@helios-glazing.example" };
/**
 * How long a started worker may take to send a submission's two mails: far more than it needs (a few milliseconds on
 * an idle machine), so that a busy machine running the mail thread's first start does not fail the test.
 */
const SENT_WITHIN_MS = 15_000;
const NOTIFY_TO = "leads@helios.test";

// ---------------------------------------------------------------------------------------------------------------

describe("planOutbox", () => {
  const env = parseEnv({ SITE_URL, NOTIFY_TO });
  const base = {
    id: "s1",
    created_at: Date.UTC(2025, 9, 23, 1, 1),
    message: null,
    how_did_you_hear: null,
    company: null,
    guests: null,
    marketing_consent: 0,
    status: "new" as const,
    handled_at: null,
    handled_by: null,
    client_hash: "x",
    user_agent: null,
    event_id: null,
    rsvp_status: null,
    rsvp_email: null,
    person_id: null,
    email_key: null,
    phone_key: null,
    stage: "new" as const, stage_changed_at: null, lost_reason: null, owner_id: null, next_action: null, next_action_due: null,
    source_referrer: null,
    source_landing: null,
    source_utm_source: null,
    source_utm_medium: null,
    source_utm_campaign: null,
    source_paid: null,
    source_channel: null,
    source_base_channel: null,
    first_name: "Jane",
    last_name: "Doe",
    email: "jane@example.com",
    phone: "6045550142",
  };

  it("writes an RSVP lead with the form label and guests, and a confirmation with the event and its invitation", () => {
    const rows = planOutbox(env)(
      { ...base, kind: "rsvp", form_id: "rsvp-cosentino", guests: 3, company: "Doe Architects", event_id: EVENT.id, rsvp_status: "confirmed" },
      { event: EVENT },
    );
    expect(rows).toHaveLength(2);
    const [lead, confirmation] = rows;
    expect(lead).toMatchObject({
      kind: "email",
      recipient: NOTIFY_TO,
      reply_to: "jane@example.com",
      subject: "New RSVP (RSVP (Cosentino)) from Jane Doe: 3 guests",
      next_attempt_at: base.created_at,
    });
    expect(lead!.body).toContain("Company: Doe Architects");
    expect(lead!.body).toContain("Guests: 3");
    expect(lead!.body).toContain("Received: Wednesday, October 22, 2025 at 6:01 PM PDT");
    expect(lead!.body).toContain(`${SITE_URL}/admin/submissions/s1`);
    expect(confirmation).toMatchObject({ recipient: "jane@example.com", reply_to: shippedSite.email });
    for (const text of ["October 22nd, 2025", "6:00 PM - 9:00 PM", grandOpening.venue.name, shippedSite.phone.display]) {
      expect(confirmation!.body).toContain(text);
    }
    const [invitation] = JSON.parse(confirmation!.attachments!) as { filename: string; content: string }[];
    expect(invitation!.filename).toBe("grand-opening-of-helioss-experience-centre.ics");
    expect(invitation!.content).toContain("DTSTART;TZID=America/Vancouver:20251022T180000");
    expect(lead!.attachments ?? null).toBeNull();
  });

  it("tells a guest on the waiting list so, without an invitation, and the business too", () => {
    const rows = planOutbox(env)(
      { ...base, kind: "rsvp", form_id: "rsvp", guests: 2, event_id: EVENT.id, rsvp_status: "waitlist" },
      { event: { ...EVENT, capacity: 40 } },
    );
    const [lead, confirmation] = rows;
    expect(lead!.subject).toBe("New RSVP (RSVP) from Jane Doe: 2 guests, waiting list");
    expect(lead!.body).toContain("Place: on the waiting list (the event is full)");
    expect(confirmation!.subject).toBe(`You are on the waiting list: ${EVENT.title}`);
    expect(confirmation!.body).toContain("we have put 2 guests on the waiting list");
    expect(confirmation!.attachments ?? null).toBeNull();
  });

  it("sends leads to the site's address when NOTIFY_TO is unset, and forwards when FORM_FORWARD_URL is set", () => {
    const rows = planOutbox(parseEnv({ SITE_URL, FORM_FORWARD_URL: "https://forms.example/f/" }))({
      ...base,
      kind: "contact",
      form_id: "contact",
      message: "Hi",
      how_did_you_hear: "Referral",
    });
    expect(rows.map((row) => [row.kind, row.recipient])).toEqual([
      ["email", shippedSite.email],
      ["email", "jane@example.com"],
      ["forward", "https://forms.example/f/contact"],
    ]);
    expect(JSON.parse(rows[2]!.body)).toEqual({
      first_name: "Jane",
      last_name: "Doe",
      _replyto: "jane@example.com",
      phone: "6045550142",
      message: "Hi",
      how_did_you_hear: "Referral",
      marketing_consent: false,
    });
  });

  it("resolves the forwarding URL", () => {
    expect(resolveForwardUrl("https://forms.example/f/{formId}?src=site", "rsvp")).toBe("https://forms.example/f/rsvp?src=site");
    expect(resolveForwardUrl("https://forms.example/f", "contact")).toBe("https://forms.example/f/contact");
    expect(resolveForwardUrl("https://forms.example/f/", "contact")).toBe("https://forms.example/f/contact");
  });

  it("backs off exponentially from 30 s, capped at an hour, with a little jitter", () => {
    expect(backoffMs(1, () => 0)).toBe(BACKOFF_BASE_MS);
    expect(backoffMs(2, () => 0)).toBe(2 * BACKOFF_BASE_MS);
    expect(backoffMs(4, () => 0)).toBe(8 * BACKOFF_BASE_MS);
    expect(backoffMs(50, () => 0)).toBe(BACKOFF_MAX_MS);
    expect(backoffMs(1, () => 0.999)).toBeGreaterThan(BACKOFF_BASE_MS);
    expect(backoffMs(1, () => 0.999)).toBeLessThanOrEqual(BACKOFF_BASE_MS * 1.1);
  });
});

// ---------------------------------------------------------------------------------------------------------------

/**
 * Each database, with mail sent from the outbox's own thread (development, tests); and SQLite with mail sent from the
 * mail thread, as the production server sends it (smtp-thread.server.ts).
 */
const SETUPS = [
  ...DIALECTS.map(({ dialect }) => ({ dialect, mailThread: false, sending: "on the main thread" })),
  { dialect: "sqlite" as const, mailThread: true, sending: "from the mail thread" },
];

describe.each(SETUPS)("outbox on $dialect, mail sent $sending", ({ dialect, mailThread }) => {
  const testStore = useTestStore(dialect);
  let smtpThread: URL | undefined;
  beforeAll(async () => {
    if (mailThread) smtpThread = await builtThreadEntry("smtp-thread");
  });
  let workers: OutboxWorker[];
  let sinks: SmtpSink[];
  let httpServers: HttpServer[];

  beforeEach(() => {
    workers = [];
    sinks = [];
    httpServers = [];
  });

  // Runs before the store's own clean-up (hooks unwind in reverse order), so nothing uses a closed store.
  afterEach(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    await Promise.all(sinks.map((sink) => sink.stop()));
    await Promise.all(httpServers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  /** A connection to the test database (a second call is a second connection, as a second instance would have). */
  const open = () => testStore.open();

  function makeEnv(vars: Record<string, string | undefined> = {}): Env {
    return parseEnv({ SITE_URL, NOTIFY_TO, DATA_DIR: testStore.dir, ...vars });
  }

  function makeWorker(store: Store, env: Env) {
    const { logger, lines } = silentLogger();
    const worker = new OutboxWorker({ store, env, logger, pollMs: 50, smtpThread });
    workers.push(worker);
    return { worker, lines };
  }

  async function startSink(port?: number): Promise<SmtpSink> {
    const sink = new SmtpSink();
    sinks.push(sink);
    await sink.start(port);
    return sink;
  }

  function submit(store: Store, env: Env, fields: SubmissionFields = JANE, formId: FormId = "contact", now?: number, event?: EventItem) {
    return storeSubmission(store, fields, { formId, clientHash: "test-client", now, event }, planOutbox(env));
  }

  function outboxRows(store: Store): Promise<OutboxRow[]> {
    return store.db.selectFrom("outbox").selectAll().orderBy("id").execute();
  }

  it("sends a visit's confirmation at once and its reminder once, a day before; never for a cancelled visit", async () => {
    const store = await open();
    const sink = await startSink();
    const env = makeEnv({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
    const { worker } = makeWorker(store, env);
    // Monday 2026-11-23, 10:00 Pacific time; the visits are on Wednesday at 9:00 and 10:15.
    const t0 = Date.UTC(2026, 10, 23, 17);
    const [nine, quarterPastTen] = daySlots("2026-11-25", DEFAULT_AVAILABILITY);
    const person = { purpose: "windows", phone: null, note: null };
    const kept = await bookVisitByPhone(store, "surrey", nine!, { ...person, name: "Ana Lopes", email: "ana@example.com" }, "staff@helios.example", t0);
    const dropped = await bookVisitByPhone(store, "surrey", quarterPastTen!, { ...person, name: "Bo Chan", email: "bo@example.com" }, "staff@helios.example", t0);
    expect(kept.ok && dropped.ok).toBe(true);
    await cancelVisit(store, dropped.ok ? dropped.visitId : "", "staff@helios.example", t0);

    expect(await worker.processDue(t0)).toMatchObject({ sent: 2 });
    expect(sink.to("ana@example.com").map((mail) => mail.headers.get("subject"))).toEqual([expect.stringMatching(/^Your visit to our Surrey showroom/)]);
    expect(sink.to("ana@example.com")[0]!.body).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST[\s\S]*showroom-visit\.ics/);
    const remindAt = nine!.startsAt - 24 * 3_600_000;
    expect(await worker.processDue(remindAt - 60_000)).toMatchObject({ claimed: 0 });
    expect(await worker.processDue(remindAt)).toMatchObject({ claimed: 1, sent: 1 });
    expect(await worker.processDue(remindAt + 3_600_000)).toMatchObject({ claimed: 0 });
    expect(sink.to("ana@example.com").map((mail) => mail.headers.get("subject"))).toEqual([
      expect.stringMatching(/^Your visit to our Surrey showroom/),
      "Reminder: your visit to our Surrey showroom tomorrow",
    ]);
    // The cancelled visit's reminder is gone: past its time, nothing more goes out.
    expect(await worker.processDue(quarterPastTen!.startsAt)).toMatchObject({ claimed: 0 });
    expect(sink.to("bo@example.com").map((mail) => mail.headers.get("subject"))).toEqual([expect.stringMatching(/^Your visit to our Surrey showroom/)]);
  });

  it("delivers the lead to the business and the confirmation to the visitor, once", async () => {
    const store = await open();
    const sink = await startSink();
    const env = makeEnv({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
    const submission = await submit(store, env);
    const { worker } = makeWorker(store, env);

    expect(await worker.processDue()).toEqual({ claimed: 2, sent: 2, failed: 0, logged: 0 });
    expect(sink.messages).toHaveLength(2);

    const [lead] = sink.to(NOTIFY_TO);
    expect(lead!.envelopeTo).toEqual([NOTIFY_TO]);
    expect(lead!.headers.get("to")).toBe(NOTIFY_TO);
    expect(lead!.headers.get("reply-to")).toBe("jane@example.com");
    expect(lead!.headers.get("subject")).toBe("New contact enquiry from Jane Doe");
    expect(lead!.headers.get("from")).toBe(`"${shippedSite.name}" <no-reply@www.helios.test>`);
    expect(lead!.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(lead!.body).toContain("First name: Jane");
    expect(lead!.body).toContain("How did you hear about us: Google");
    expect(lead!.body).toContain("Marketing emails: yes");
    expect(lead!.body).toContain("Could you quote 12 tilt-and-turn windows?");
    expect(lead!.body).toContain(`Staff inbox: ${SITE_URL}/admin/submissions/${submission.id}`);
    expect(lead!.body).toMatch(/Received: \w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM) PT\n/);

    const [confirmation] = sink.to("jane@example.com");
    expect(confirmation!.envelopeTo).toEqual(["jane@example.com"]);
    expect(confirmation!.headers.get("reply-to")).toBe(shippedSite.email);
    expect(confirmation!.headers.get("subject")).toBe(`Thank you for contacting ${shippedSite.name}`);
    expect(confirmation!.body).toContain("Hi Jane,");
    expect(confirmation!.body).toContain(shippedSite.phone.display);
    expect(confirmation!.body).not.toContain("tilt-and-turn"); // the visitor's text is not echoed

    const deliveries = await deliveryState(store, submission.id);
    expect(deliveries.map((delivery) => delivery.status)).toEqual(["sent", "sent"]);
    expect(deliveries.every((delivery) => delivery.attempts === 1 && delivery.lastError === null)).toBe(true);

    expect(await worker.processDue()).toMatchObject({ claimed: 0 });
    expect(sink.messages).toHaveLength(2);
  });

  it("sends an RSVP with the guests in the subject and the event in the confirmation", async () => {
    const store = await open();
    const sink = await startSink();
    const env = makeEnv({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
    await submit(store, env, RSVP, "rsvp-cosentino", undefined, EVENT);
    const { worker } = makeWorker(store, env);
    await worker.processDue();
    expect(sink.to(NOTIFY_TO)[0]!.headers.get("subject")).toBe("New RSVP (RSVP (Cosentino)) from Jane Doe: 3 guests");
    const confirmation = sink.to("jane@example.com")[0]!;
    expect(confirmation.headers.get("subject")).toBe(`Your RSVP: ${EVENT.title}`);
    expect(confirmation.body).toContain("Date: October 22nd, 2025");
    expect(confirmation.body).toContain("3 guests");
    // The invitation travels as a calendar part of the mail, in the business's time zone.
    const calendar = calendarPart(confirmation.body);
    expect(calendar).toContain("BEGIN:VCALENDAR");
    expect(calendar).toContain("DTSTART;TZID=America/Vancouver:20251022T180000");
    expect(calendar).toContain("TZID:America/Vancouver");
  });

  it("keeps mail through an SMTP outage and delivers it exactly once when the server is back", async () => {
    const store = await open();
    const port = await freePort();
    const env = makeEnv({ SMTP_URL: `smtp://mailer:s3cret-pass@127.0.0.1:${port}` });
    const t0 = Date.now();
    const submission = await submit(store, env, JANE, "contact", t0);
    const { worker, lines } = makeWorker(store, env);

    expect(await worker.processDue(t0)).toEqual({ claimed: 2, sent: 0, failed: 2, logged: 0 });
    for (const row of await outboxRows(store)) {
      expect(row.sent_at).toBeNull();
      expect(row.attempts).toBe(1);
      expect(row.locked_until).toBeNull();
      expect(row.last_error).toMatch(/ECONNREFUSED/);
      expect(row.last_error).not.toContain("s3cret");
      expect(row.next_attempt_at).toBeGreaterThanOrEqual(t0 + BACKOFF_BASE_MS);
      expect(row.next_attempt_at).toBeLessThanOrEqual(t0 + BACKOFF_BASE_MS * 1.1 + 1);
    }
    expect(lines.warn.join("\n")).not.toContain("s3cret");
    expect((await deliveryState(store, submission.id)).map((delivery) => delivery.status)).toEqual(["retrying", "retrying"]);

    // Not due yet: nothing is attempted.
    expect(await worker.processDue(t0 + 1_000)).toMatchObject({ claimed: 0 });

    const sink = await startSink(port);
    const later = t0 + BACKOFF_MAX_MS * 2;
    expect(await worker.processDue(later)).toEqual({ claimed: 2, sent: 2, failed: 0, logged: 0 });
    for (const when of [later + 1, later + BACKOFF_MAX_MS * 10]) {
      expect(await worker.processDue(when)).toMatchObject({ claimed: 0 });
    }
    expect(sink.messages.map((mail) => mail.envelopeTo[0]).sort()).toEqual(["jane@example.com", NOTIFY_TO]);
    expect(sink.logins).toContain("mailer:s3cret-pass");
    const rows = await outboxRows(store);
    expect(rows.every((row) => row.sent_at === later && row.attempts === 2 && row.last_error === null)).toBe(true);
  });

  it("gives each mail the company details as stored when it was queued, on every attempt: the old ones before a change, the new ones after", async () => {
    const store = await open();
    await seedSettings(store);
    const port = await freePort();
    const env = makeEnv({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const t0 = Date.now();
    await submit(store, env, JANE, "contact", t0);
    await settingsKind.save(store, SETTINGS_ID, { ...shippedSettings, ...CHANGED_COMPANY }, "owner@example.com");
    await submit(store, env, { ...JANE, first_name: "Ana", email: "ana@example.com" }, "contact", t0);
    await submit(store, env, { ...RSVP, first_name: "Bo", email: "bo@example.com" }, "rsvp", t0, EVENT);
    const { worker } = makeWorker(store, env);
    const sendAll = async (now: number) => {
      let sent = 0;
      for (let result = await worker.processDue(now); result.claimed > 0; result = await worker.processDue(now)) sent += result.sent;
      return sent;
    };

    // SMTP is down when they are first tried; they go out later, saying what they said when they were queued.
    expect(await sendAll(t0)).toBe(0);
    const sink = await startSink(port);
    expect(await sendAll(t0 + BACKOFF_MAX_MS * 2)).toBe(6);

    const from = (name: string) => `"${name}" <no-reply@www.helios.test>`;
    const [before] = sink.to("jane@example.com");
    expect(before!.headers.get("from")).toBe(from(shippedSite.name));
    expect(before!.headers.get("subject")).toBe(`Thank you for contacting ${shippedSite.name}`);
    expect(before!.headers.get("reply-to")).toBe(shippedSite.email);
    expect(before!.body).toContain(`${shippedSite.name}\nPhone: ${shippedSite.phone.display}\nEmail: ${shippedSite.email}\n`);
    expect(before!.body).not.toContain(CHANGED_COMPANY.phone);

    const [after] = sink.to("ana@example.com");
    expect(after!.headers.get("from")).toBe(from(CHANGED_COMPANY.name));
    expect(after!.headers.get("subject")).toBe(`Thank you for contacting ${CHANGED_COMPANY.name}`);
    expect(after!.headers.get("reply-to")).toBe(CHANGED_COMPANY.email);
    expect(after!.body).toContain(`call us at ${CHANGED_COMPANY.phone}`);
    expect(after!.body).toContain(`${CHANGED_COMPANY.name}\nPhone: ${CHANGED_COMPANY.phone}\nEmail: ${CHANGED_COMPANY.email}\n`);
    expect(after!.body).not.toContain(shippedSite.phone.display);
    // Leads go to the new public email (NOTIFY_TO set here: to it), from the new name.
    expect(sink.to(NOTIFY_TO).map((mail) => mail.headers.get("from")).sort()).toEqual([from(CHANGED_COMPANY.name), from(CHANGED_COMPANY.name), from(shippedSite.name)].sort());

    // The RSVP's calendar file is organised by the company as it was when the RSVP was queued.
    const invitation = calendarPart(sink.to("bo@example.com")[0]!.body)!.replace(/\r?\n[ \t]/g, "");
    expect(invitation).toContain(`ORGANIZER;CN="${CHANGED_COMPANY.name}":mailto:${CHANGED_COMPANY.email}`);
  });

  it("lets staff retry a failed mail at once", async () => {
    const store = await open();
    const port = await freePort();
    const env = makeEnv({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const t0 = Date.now();
    const submission = await submit(store, env, JANE, "contact", t0);
    const { worker } = makeWorker(store, env);
    await worker.processDue(t0);
    await startSink(port);
    const [first] = await deliveryState(store, submission.id);
    expect(await retryNow(store, first!.id, t0 + 1_000)).toBe(true);
    expect(await worker.processDue(t0 + 1_000)).toMatchObject({ claimed: 1, sent: 1 });
    const states = await deliveryState(store, submission.id);
    expect(states.find((delivery) => delivery.id === first!.id)?.status).toBe("sent");
    expect(await retryNow(store, first!.id)).toBe(false); // already sent
  });

  it("claims again the rows of a worker that died holding them, after the lease", async () => {
    const store = await open();
    const sink = await startSink();
    const env = makeEnv({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
    const t0 = Date.now();
    await submit(store, env, JANE, "contact", t0);
    expect(await claimDue(store, t0, 10)).toHaveLength(2); // claimed, then "crashed"
    const { worker } = makeWorker(store, env);
    expect(await worker.processDue(t0 + 1_000)).toMatchObject({ claimed: 0 });
    expect(await worker.processDue(t0 + LOCK_MS + 1)).toMatchObject({ claimed: 2, sent: 2 });
    expect(sink.messages).toHaveLength(2);
  });

  it("never sends a row twice when two workers share the database", async () => {
    const storeA = await open();
    const storeB = await open();
    const sink = await startSink();
    const env = makeEnv({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
    const submissions = 6;
    for (let i = 0; i < submissions; i++) {
      await submit(i % 2 ? storeA : storeB, env, { ...JANE, first_name: `Jane${i}`, email: `jane${i}@example.com` });
    }
    const a = makeWorker(storeA, env).worker;
    const b = makeWorker(storeB, env).worker;
    const now = Date.now();
    const claimedBy = { a: 0, b: 0 };
    for (let round = 0; round < 10; round++) {
      const [ra, rb] = await Promise.all([a.processDue(now), b.processDue(now)]);
      claimedBy.a += ra.claimed;
      claimedBy.b += rb.claimed;
      if (!ra.claimed && !rb.claimed) break;
    }
    expect(claimedBy.a + claimedBy.b).toBe(submissions * 2);
    expect(claimedBy.a).toBeGreaterThan(0);
    expect(claimedBy.b).toBeGreaterThan(0);
    expect(sink.messages).toHaveLength(submissions * 2);
    expect(new Set(sink.messages.map((mail) => mail.headers.get("message-id"))).size).toBe(submissions * 2);
    const rows = await outboxRows(storeA);
    expect(rows.every((row) => row.attempts === 1 && row.sent_at !== null)).toBe(true);
  });

  it("keeps and logs mail when SMTP_URL is unset, without failing", async () => {
    const store = await open();
    const env = makeEnv();
    const submission = await submit(store, env);
    const { worker, lines } = makeWorker(store, env);

    expect(await worker.processDue()).toEqual({ claimed: 0, sent: 0, failed: 0, logged: 2 });
    const rows = await outboxRows(store);
    expect(rows.every((row) => row.sent_at === null && row.attempts === 0 && row.last_error === null)).toBe(true);
    expect((await deliveryState(store, submission.id)).map((delivery) => delivery.status)).toEqual(["pending", "pending"]);
    expect(lines.log).toHaveLength(2);
    expect(lines.log.every((line) => !line.includes("\n"))).toBe(true);
    // The server's log names the mail, never its recipient or subject: those stay in the owner-only outbox.log.
    expect(lines.log.some((line) => line.includes("@"))).toBe(false);

    const logFile = path.join(testStore.dir, OUTBOX_LOG_FILE);
    const log = readFileSync(logFile, "utf8");
    expect(log).toContain(`To: ${NOTIFY_TO}`);
    expect(log).toContain("Subject: New contact enquiry from Jane Doe");
    expect(log).toContain(`${SITE_URL}/admin/submissions/${submission.id}`);
    expect(log).toContain("To: jane@example.com");

    const size = statSync(logFile).size;
    expect(await worker.processDue(Date.now() + BACKOFF_MAX_MS)).toEqual({ claimed: 0, sent: 0, failed: 0, logged: 0 });
    expect(statSync(logFile).size).toBe(size);
    expect(lines.error).toEqual([]);
  });

  it("without SMTP_URL logs every pending mail of a busy minute, more than one page of them, each once", async () => {
    const store = await open();
    const env = makeEnv();
    const t0 = Date.now();
    // 120 submissions, two mails each, all within a second: more than the 200 rows the log reads at a time.
    for (let i = 0; i < 120; i++) await submit(store, env, { ...JANE, first_name: `Jane${i}` }, "contact", t0 + (i % 7));
    const { worker, lines } = makeWorker(store, env);
    expect((await worker.processDue(t0)).logged).toBe(240);
    await submit(store, env, { ...JANE, first_name: "Late" }, "contact", t0 + 5);
    expect((await worker.processDue(t0)).logged).toBe(2);
    expect((await worker.processDue(t0)).logged).toBe(0);
    const log = readFileSync(path.join(testStore.dir, OUTBOX_LOG_FILE), "utf8");
    expect(log.match(/^----- /gm)).toHaveLength(242);
    expect(lines.error).toEqual([]);
  });

  it("forwards each submission to the hosted form service as JSON, retrying a failed POST", async () => {
    const store = await open();
    const service = await startFormService([500]);
    httpServers.push(service.server);
    const env = makeEnv({ FORM_FORWARD_URL: `http://127.0.0.1:${service.port}/f/{formId}` });
    const t0 = Date.now();
    const submission = await submit(store, env, RSVP, "rsvp-cosentino", t0);
    const { worker } = makeWorker(store, env);

    expect(await worker.processDue(t0)).toEqual({ claimed: 1, sent: 0, failed: 1, logged: 2 });
    const forwardRow = (await outboxRows(store)).find((row) => row.kind === "forward")!;
    expect(forwardRow.last_error).toBe("HTTP 500 Internal Server Error");

    expect(await worker.processDue(t0 + BACKOFF_MAX_MS * 2)).toMatchObject({ claimed: 1, sent: 1 });
    expect(service.posts).toHaveLength(2);
    const post = service.posts[1]!;
    expect(post.url).toBe("/f/rsvp-cosentino");
    expect(post.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(post.body)).toEqual({
      first_name: "Jane",
      last_name: "Doe",
      _replyto: "jane@example.com",
      phone: "6045550142",
      company: "Doe Architects",
      guests: 3,
    });
    const states = await deliveryState(store, submission.id);
    expect(states.map((delivery) => [delivery.kind, delivery.status])).toEqual([
      ["email", "pending"],
      ["email", "pending"],
      ["forward", "sent"],
    ]);
  });

  it("cannot be used to inject mail headers or recipients", async () => {
    const store = await open();
    const sink = await startSink();
    const env = makeEnv({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
    await submit(store, env, { ...JANE, first_name: "Jane\r\nBcc: evil@attacker.test", last_name: "Doe\nX-Injected: 1" });
    await submit(store, env, { ...JANE, first_name: "Eve", email: "eve@example.com\r\nBcc: evil@attacker.test" });
    const { worker } = makeWorker(store, env);
    await worker.processDue();

    // Two leads and one confirmation: the malformed address gets none, and no Reply-To.
    expect(sink.messages).toHaveLength(3);
    for (const mail of sink.messages) {
      expect(mail.envelopeTo.join()).not.toContain("attacker");
      expect(mail.headers.has("bcc")).toBe(false);
      expect(mail.headers.has("x-injected")).toBe(false);
      expect(mail.headerLines.some((line) => /^(bcc|x-injected)\s*:/i.test(line))).toBe(false);
    }
    const leads = sink.to(NOTIFY_TO);
    expect(leads.map((mail) => mail.headers.get("subject")).sort()).toEqual([
      "New contact enquiry from Eve Doe",
      "New contact enquiry from Jane Bcc: evil@attacker.test Doe X-Injected: 1",
    ]);
    const eve = leads.find((mail) => mail.headers.get("subject")!.includes("Eve"))!;
    expect(eve.headers.has("reply-to")).toBe(false);
    expect(sink.to("jane@example.com")).toHaveLength(1);
  });

  it("keeps sending while the site is busy: a wake every few milliseconds never holds the mail back", async () => {
    const store = await open();
    const sink = await startSink();
    const env = makeEnv({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
    // Only wakes drive this worker: its next poll is a minute away.
    const worker = new OutboxWorker({ store, env, logger: silentLogger().logger, pollMs: 60_000, smtpThread });
    workers.push(worker);
    worker.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await submit(store, env);
    const deadline = Date.now() + SENT_WITHIN_MS;
    while (sink.messages.length < 2 && Date.now() < deadline) {
      worker.wake();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await worker.stop();
    expect(sink.messages).toHaveLength(2);
  });

  it("runs on its own once started, woken by a new submission", async () => {
    const store = await open();
    const sink = await startSink();
    const env = makeEnv({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
    const { worker } = makeWorker(store, env);
    worker.start();
    await submit(store, env);
    worker.wake();
    const deadline = Date.now() + SENT_WITHIN_MS;
    while (sink.messages.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await worker.stop();
    expect(sink.messages).toHaveLength(2);
  });
});
