import { z } from "#app/lib/zod";
// The shared form rules, which also keep zod from trying eval (the CSP forbids it).
import "../fields";
import { CELL_MINUTES, type Availability, type OpeningSpan, type WeeklyHours } from "#app/lib/visits/showrooms";

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const SPAN = /^([01]\d|2[0-3]):([0-5]\d)\s*[-–]\s*([01]\d|2[0-3]|24):([0-5]\d)$/;

/** "09:00-12:00, 13:00-17:00" for a day's hours ("" when closed). */
export function hoursText(spans: readonly OpeningSpan[]): string {
  return spans.map((span) => `${span.from}-${span.to}`).join(", ");
}

/** A day's hours from their text, or a message saying what is wrong. */
export function parseHours(text: string): OpeningSpan[] | string {
  const spans: OpeningSpan[] = [];
  for (const part of text.split(",").map((piece) => piece.trim()).filter(Boolean)) {
    const match = SPAN.exec(part);
    if (!match) return `"${part}" is not a span like 09:00-12:00.`;
    const [, fh, fm, th, tm] = match;
    if (Number(fm) % CELL_MINUTES || Number(tm) % CELL_MINUTES) return `Hours start and end on the quarter hour (${part}).`;
    if (`${th}:${tm}` <= `${fh}:${fm}`) return `"${part}" ends before it starts.`;
    spans.push({ from: `${fh}:${fm}`, to: `${th}:${tm}` });
  }
  spans.sort((a, b) => a.from.localeCompare(b.from));
  for (let i = 1; i < spans.length; i++) if (spans[i]!.from < spans[i - 1]!.to) return "The spans of a day overlap.";
  return spans;
}

const quarterHours = (label: string, min: number, max: number) =>
  z.coerce
    .number({ message: `Enter the ${label} in minutes.` })
    .int(`Enter the ${label} in whole minutes.`)
    .min(min, `The ${label} is at least ${min} minutes.`)
    .max(max, `The ${label} is at most ${max} minutes.`)
    .refine((value) => value % CELL_MINUTES === 0, `The ${label} is a multiple of ${CELL_MINUTES} minutes.`);

/** The availability form of a showroom: one schema for the browser and the server. */
export const availabilitySchema = z
  .object({
    ...Object.fromEntries(WEEKDAY_NAMES.map((_, day) => [`hours_${day}`, z.string().max(200).default("")])),
    visit_minutes: quarterHours("visit length", 15, 240),
    buffer_minutes: quarterHours("buffer", 0, 120),
    notice_hours: z.coerce.number({ message: "Enter the notice in hours." }).int().min(0, "The notice is at least 0 hours.").max(24 * 14, "The notice is at most two weeks."),
    horizon_days: z.coerce.number({ message: "Enter how many days ahead." }).int().min(1, "At least one day ahead.").max(365, "At most a year ahead."),
    capacity: z.coerce.number({ message: "Enter how many visits at once." }).int().min(1, "At least one visit at a time.").max(10, "At most ten visits at once."),
  })
  .transform((input, ctx): Availability => {
    const weeklyHours = {} as WeeklyHours;
    WEEKDAY_NAMES.forEach((_, day) => {
      const parsed = parseHours(String((input as Record<string, unknown>)[`hours_${day}`] ?? ""));
      if (typeof parsed === "string") ctx.addIssue({ code: "custom", path: [`hours_${day}`], message: parsed });
      else weeklyHours[day as keyof WeeklyHours] = parsed;
    });
    return {
      weeklyHours,
      visitMinutes: input.visit_minutes,
      bufferMinutes: input.buffer_minutes,
      noticeMinutes: input.notice_hours * 60,
      horizonDays: input.horizon_days,
      capacity: input.capacity,
    };
  });
