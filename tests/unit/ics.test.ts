import { describe, expect, it } from "vitest";
import { escapeIcsText, eventIcs, foldIcsLine, type IcsEvent } from "#app/lib/server/content/ics.server";
import { parsePacificDateTime } from "#app/lib/pacific-time";

const utc = (iso: string) => Date.parse(iso);

const base: IcsEvent = {
  uid: "rsvp-42@helios-windows.example",
  title: "Fall Open House",
  description: "Tour the showroom.",
  location: "Helios Windows & Doors, Unit 100 – 19000 Example Way, Surrey, BC",
  startMs: utc("2025-10-23T01:00:00Z"), // 6:00 PM PDT, October 22nd
  endMs: utc("2025-10-23T04:00:00Z"), // 9:00 PM PDT
  url: "https://www.helios-windows.example/events/open-house",
  organizer: { name: "Helios Windows & Doors", email: "info@helios-windows.example" },
  stampMs: utc("2025-10-01T12:34:56.789Z"),
};

const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:America/Vancouver",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0800",
  "TZOFFSETTO:-0700",
  "TZNAME:PDT",
  "DTSTART:19700308T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU;UNTIL=20260308T100000Z",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0700",
  "TZOFFSETTO:-0800",
  "TZNAME:PST",
  "DTSTART:19701101T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU;UNTIL=20251102T090000Z",
  "END:STANDARD",
  "END:VTIMEZONE",
];

interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** A minimal iCalendar reader: unfold, split into lines, split each into name, parameters and value. */
function parseIcs(text: string): Property[] {
  const unfolded = text.replace(/\r\n[ \t]/g, "");
  expect(unfolded.endsWith("\r\n")).toBe(true);
  return unfolded
    .slice(0, -2)
    .split("\r\n")
    .map((line) => {
      // The value starts at the first colon outside a quoted parameter value.
      let quoted = false;
      let colon = -1;
      for (let i = 0; i < line.length && colon < 0; i++) {
        if (line[i] === '"') quoted = !quoted;
        else if (line[i] === ":" && !quoted) colon = i;
      }
      expect(colon, line).toBeGreaterThan(0);
      const [name = "", ...rawParams] = line.slice(0, colon).split(";");
      const params = Object.fromEntries(
        rawParams.map((param) => {
          const [key = "", value = ""] = param.split("=");
          return [key, value.replace(/^"(.*)"$/, "$1")];
        }),
      );
      return { name, params, value: line.slice(colon + 1) };
    });
}

const unescapeText = (value: string) => value.replace(/\\([\\;,nN])/g, (_, c: string) => (/n/i.test(c) ? "\n" : c));

/** A DTSTART/DTEND back to UTC ms: a TZID=America/Vancouver wall-clock time, or a UTC time. */
function instantOf(property: Property): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/.exec(property.value);
  expect(m, property.value).not.toBeNull();
  const [, y, mo, d, h, mi, s, z] = m!;
  if (z) return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  expect(property.params.TZID).toBe("America/Vancouver");
  return parsePacificDateTime(`${y}-${mo}-${d}T${h}:${mi}:${s}`)!;
}

function prop(properties: Property[], name: string): Property {
  const found = properties.filter((p) => p.name === name);
  expect(found, name).toHaveLength(1);
  return found[0]!;
}

/** The event's own properties (the VTIMEZONE has DTSTARTs too). */
function vevent(text: string): Property[] {
  const properties = parseIcs(text);
  const begin = properties.findIndex((p) => p.name === "BEGIN" && p.value === "VEVENT");
  const end = properties.findIndex((p) => p.name === "END" && p.value === "VEVENT");
  return properties.slice(begin + 1, end);
}

describe("eventIcs", () => {
  it("writes a fixed autumn event exactly", () => {
    expect(eventIcs(base)).toBe(
      [
        "BEGIN:VCALENDAR",
        "PRODID:-//Helios Windows & Doors//Site//EN",
        "VERSION:2.0",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
        ...VTIMEZONE,
        "BEGIN:VEVENT",
        "UID:rsvp-42@helios-windows.example",
        "DTSTAMP:20251001T123456Z",
        "SEQUENCE:0",
        "DTSTART;TZID=America/Vancouver:20251022T180000",
        "DTEND;TZID=America/Vancouver:20251022T210000",
        "SUMMARY:Fall Open House",
        "DESCRIPTION:Tour the showroom.",
        // 75 octets: the en dash is 3. The continuation starts with the folding space, then the text's own space.
        "LOCATION:Helios Windows & Doors\\, Unit 100 – 19000 Example Way\\, Surrey\\,",
        "  BC",
        "URL:https://www.helios-windows.example/events/open-house",
        'ORGANIZER;CN="Helios Windows & Doors":mailto:info@helios-windows.example',
        "STATUS:CONFIRMED",
        "END:VEVENT",
        "END:VCALENDAR",
        "",
      ].join("\r\n"),
    );
  });

  it("writes a winter event in Pacific standard time", () => {
    const ics = eventIcs({ ...base, startMs: utc("2025-12-06T18:00:00Z"), endMs: utc("2025-12-07T00:30:00Z") });
    expect(ics).toContain("\r\nDTSTART;TZID=America/Vancouver:20251206T100000\r\n");
    expect(ics).toContain("\r\nDTEND;TZID=America/Vancouver:20251206T163000\r\n");
  });

  it("writes an event across midnight with both dates", () => {
    const ics = eventIcs({ ...base, endMs: utc("2025-10-23T08:00:00Z") });
    expect(ics).toContain("\r\nDTEND;TZID=America/Vancouver:20251023T010000\r\n");
  });

  it("uses CRLF everywhere and no bare CR or LF", () => {
    const ics = eventIcs({ ...base, description: "Line one\nLine two\r\nLine three\rLine four" });
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("includes the VTIMEZONE with both Vancouver rules, neither recurring after BC's last clock change", () => {
    expect(eventIcs(base)).toContain(VTIMEZONE.join("\r\n"));
  });

  it("supports REQUEST with an attendee, CANCEL, and a sequence", () => {
    const request = vevent(
      eventIcs({ ...base, method: "REQUEST", sequence: 2, attendee: { name: "Ana O'Neil", email: "ana@example.com" } }),
    );
    expect(prop(request, "SEQUENCE").value).toBe("2");
    expect(prop(request, "ATTENDEE")).toEqual({
      name: "ATTENDEE",
      params: { CN: "Ana O'Neil", ROLE: "REQ-PARTICIPANT", PARTSTAT: "ACCEPTED", RSVP: "FALSE" },
      value: "mailto:ana@example.com",
    });
    expect(eventIcs({ ...base, method: "REQUEST" })).toContain("\r\nMETHOD:REQUEST\r\n");

    const cancel = eventIcs({ ...base, method: "CANCEL", sequence: 3 });
    expect(cancel).toContain("\r\nMETHOD:CANCEL\r\n");
    expect(cancel).toContain("\r\nSTATUS:CANCELLED\r\n");
    expect(eventIcs({ ...base, status: "CANCELLED" })).toContain("\r\nSTATUS:CANCELLED\r\n");
  });

  it("leaves out optional properties that are empty", () => {
    const properties = vevent(eventIcs({ ...base, description: "", location: undefined, url: undefined }));
    const names = properties.map((p) => p.name);
    expect(names).not.toContain("DESCRIPTION");
    expect(names).not.toContain("LOCATION");
    expect(names).not.toContain("URL");
  });

  it("writes a zero-length event without DTEND and refuses one that ends before it starts", () => {
    expect(eventIcs({ ...base, endMs: base.startMs })).not.toContain("DTEND");
    expect(() => eventIcs({ ...base, endMs: base.startMs - 1 })).toThrow(RangeError);
    expect(() => eventIcs({ ...base, startMs: NaN })).toThrow(RangeError);
  });

  it("quotes an organizer's name and keeps quotes and line breaks out of it", () => {
    const ics = eventIcs({ ...base, organizer: { name: 'Helios "HQ";\nSales:', email: "info@helios-windows.example" } });
    expect(ics).toContain(`\r\nORGANIZER;CN="Helios 'HQ'; Sales:":mailto:info@helios-windows.example\r\n`);
  });

  it("round-trips through a minimal parser: text unescapes and times convert back to the same instants", () => {
    const cases: IcsEvent[] = [
      base,
      { ...base, startMs: utc("2025-12-06T18:00:00Z"), endMs: utc("2025-12-07T00:30:00Z") },
      // Across both 2025 and 2026 transitions.
      { ...base, startMs: utc("2025-03-09T09:30:00Z"), endMs: utc("2025-03-09T10:30:00Z") },
      { ...base, startMs: utc("2026-03-08T09:00:00Z"), endMs: utc("2026-03-08T11:00:00Z") },
      { ...base, startMs: utc("2025-11-02T08:30:00Z"), endMs: utc("2025-11-02T10:30:00Z") },
      // The second, PST pass of 1:30 AM on 2025's fall-back day is written in UTC.
      { ...base, startMs: utc("2025-11-02T08:30:00Z"), endMs: utc("2025-11-02T09:30:00Z") },
      // 2026-11-01 no longer falls back: UTC−7 all year.
      { ...base, startMs: utc("2026-11-01T08:30:00Z"), endMs: utc("2026-11-01T09:30:00Z") },
      {
        ...base,
        title: "Windows; doors, and \\ more",
        description: "Line one\nLine two, with; punctuation \\ and “quotes”\n\n🎉 Café",
        location: "Kelowna, BC",
      },
    ];
    for (const event of cases) {
      const properties = vevent(eventIcs(event));
      expect(instantOf(prop(properties, "DTSTART"))).toBe(event.startMs);
      expect(instantOf(prop(properties, "DTEND"))).toBe(event.endMs);
      expect(prop(properties, "DTSTAMP").value).toMatch(/^\d{8}T\d{6}Z$/);
      expect(unescapeText(prop(properties, "SUMMARY").value)).toBe(event.title);
      expect(unescapeText(prop(properties, "DESCRIPTION").value)).toBe(event.description);
      expect(unescapeText(prop(properties, "LOCATION").value)).toBe(event.location);
      expect(prop(properties, "UID").value).toBe(event.uid);
      expect(prop(properties, "URL").value).toBe(event.url);
    }
    const overlap = vevent(eventIcs(cases[5]!));
    expect(prop(overlap, "DTSTART").value, "the first pass of 1:30 AM").toBe("20251102T013000");
    expect(prop(overlap, "DTEND").value, "the second pass of 1:30 AM, in UTC").toBe("20251102T093000Z");
    const permanent = vevent(eventIcs(cases[6]!));
    expect(prop(permanent, "DTSTART").value).toBe("20261101T013000");
    expect(prop(permanent, "DTEND").value).toBe("20261101T023000");
  });
});

describe("escapeIcsText", () => {
  it("escapes backslash, semicolon, comma and line breaks", () => {
    expect(escapeIcsText("a\\b;c,d\ne\r\nf\rg")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
  });

  it("keeps colons, quotes and tabs, and drops other control characters", () => {
    expect(escapeIcsText('Time: 6 PM "sharp"\tok\u0000\u0007\u001b\u007f')).toBe('Time: 6 PM "sharp"\tok');
  });
});

describe("foldIcsLine", () => {
  const octets = (line: string) => new TextEncoder().encode(line).length;

  it("leaves a line of 75 octets alone and folds one of 76", () => {
    expect(foldIcsLine("x".repeat(75))).toBe("x".repeat(75));
    expect(foldIcsLine("x".repeat(76))).toBe(`${"x".repeat(75)}\r\n x`);
  });

  it("folds a long UTF-8 description into lines of at most 75 octets without splitting a character", () => {
    const description =
      "Join us at the new Okanagan Showroom — café, crème brûlée and 🎉🎉🎉 for everyone; " +
      "Łódź-made hardware, 日本の窓, Ελληνικά, עברית. ".repeat(6);
    const ics = eventIcs({ ...base, description });
    const physical = ics.split("\r\n").slice(0, -1);
    for (const line of physical) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      expect(line).not.toContain("\uFFFD");
      // No lone surrogate: every line is whole UTF-16 too.
      expect(line).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    }
    const folded = physical.filter((line) => line.startsWith(" "));
    expect(folded.length).toBeGreaterThan(5);
    // Lines are filled: a fold happens only when the next character would not fit.
    const descriptionLines = physical.slice(physical.findIndex((l) => l.startsWith("DESCRIPTION:")));
    expect(octets(descriptionLines[0]!)).toBeGreaterThan(71);
    expect(unescapeText(prop(vevent(ics), "DESCRIPTION").value)).toBe(description);
  });

  it("puts a 4-octet character whole on the next line when it does not fit", () => {
    const line = `${"x".repeat(73)}🎉`;
    expect(foldIcsLine(line)).toBe(`${"x".repeat(73)}\r\n 🎉`);
  });
});
