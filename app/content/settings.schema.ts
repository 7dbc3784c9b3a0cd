import { formatPhone, PHONE_EXAMPLE, readPhone } from "#app/lib/forms/phone";
import { CREDENTIALS_MESSAGE, hasCredentials } from "#app/lib/web-address";
import { z } from "#app/lib/zod";
import { MAX_CLOSED_DAYS, MAX_SOCIAL_PROFILES, MAX_SPANS_PER_DAY, SHOWROOM_IDS, WEEKDAYS, type Weekday } from "./settings-basics";

/**
 * The company details the owners edit at /admin/settings (decision 040): one record, seeded once from app/content/
 * site.ts and settings.ts, checked by this schema wherever it comes from (the build's check of the shipped details,
 * every read of the stored record, every staff edit), so all three keep one rule.
 */

const line = (min: number, max: number) => z.string().trim().min(min).max(max);
/** A North American number however it is typed, kept as people read it: "(604) 555-0142" (phone.ts). */
const phone = z.string().transform((typed, context) => {
  const reading = readPhone(typed);
  if (!reading.ok) context.addIssue({ code: "custom", message: reading.message });
  else if (reading.value.startsWith("+")) context.addIssue({ code: "custom", message: `The site calls this number from North America: give its 10 digits, like ${PHONE_EXAMPLE}.` });
  else return formatPhone(reading.value);
  return z.NEVER;
});
/** A showroom's phone: empty means the main phone (showroomPhone). */
const optionalPhone = z.string().trim().pipe(z.union([z.literal(""), phone]));
const httpsUrl = z
  .string()
  .trim()
  .max(300)
  .regex(/^https:\/\/[^\s/]+\.[^\s]+$/, "A full web address, starting https://")
  .refine((value) => !hasCredentials(value), CREDENTIALS_MESSAGE);
const postalCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^$|^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/, "A Canadian postal code, such as V3S 0A1");
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "A time as HH:MM, 24-hour");
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "A date as YYYY-MM-DD")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), "Not a date");

export const openingSpanSchema = z
  .strictObject({ from: clock, to: clock })
  .refine((span) => span.from < span.to, { message: "Closing time must be after opening time", path: ["to"] });

const daySpans = z
  .array(openingSpanSchema)
  .max(MAX_SPANS_PER_DAY)
  .refine((spans) => spans.every((span, i) => i === 0 || spans[i - 1]!.to <= span.from), "Spans of a day go in order and do not overlap");

export const openingHoursSchema = z.strictObject(Object.fromEntries(WEEKDAYS.map((day) => [day, daySpans])) as Record<Weekday, typeof daySpans>);

export const addressSchema = z.strictObject({
  street: line(0, 100),
  locality: line(2, 60),
  region: z.literal("BC"),
  postalCode,
});

export const showroomSchema = z.strictObject({
  id: z.enum(SHOWROOM_IDS),
  name: line(3, 60),
  address: addressSchema,
  phone: optionalPhone,
  hours: openingHoursSchema,
  closedDays: z.array(isoDate).max(MAX_CLOSED_DAYS),
  mapUrl: z.union([z.literal(""), httpsUrl]),
});

export const socialProfileSchema = z.strictObject({ name: line(2, 30), handle: line(2, 60), url: httpsUrl });

/** Where a customer's answer to a reply from a lead's page goes (decision 072). */
export const REPLY_TO_CHOICES = ["business", "author", "address"] as const;
export type ReplyToChoice = (typeof REPLY_TO_CHOICES)[number];

export const repliesSchema = z
  .strictObject({
    to: z.enum(REPLY_TO_CHOICES, "Choose where replies to leads come back to."),
    address: z.union([z.literal(""), z.email("Give an email address, like sales@example.com.").max(120)]),
  })
  .refine((replies) => replies.to !== "address" || replies.address !== "", {
    message: "Give the address replies come back to, or choose another answer.",
    path: ["address"],
  });

/** Details stored before replies existed come back to the business address. */
export const DEFAULT_REPLIES = { to: "business", address: "" } as const satisfies z.input<typeof repliesSchema>;

export const settingsSchema = z
  .strictObject({
    name: line(3, 60),
    tagline: line(10, 120),
    phone,
    email: z.email().max(120),
    address: addressSchema.extend({ street: line(3, 100) }),
    showrooms: z.array(showroomSchema).length(SHOWROOM_IDS.length),
    social: z.array(socialProfileSchema).max(MAX_SOCIAL_PROFILES),
    sister: z.strictObject({ name: line(2, 60), description: line(3, 120), url: httpsUrl }),
    replies: repliesSchema.default(DEFAULT_REPLIES),
  })
  .refine((settings) => SHOWROOM_IDS.every((id, i) => settings.showrooms[i]?.id === id), {
    message: `The showrooms are ${SHOWROOM_IDS.join(" and ")}, in that order`,
    path: ["showrooms"],
  });

export type CompanySettings = z.infer<typeof settingsSchema>;
export type ShowroomSettings = z.infer<typeof showroomSchema>;
export type OpeningHours = z.infer<typeof openingHoursSchema>;
export type Address = z.infer<typeof addressSchema>;

/** The record checked: the settings, or readable lines naming each field that fails. */
export function checkSettings(record: unknown): { settings: CompanySettings; errors: [] } | { settings: undefined; errors: string[] } {
  const result = settingsSchema.safeParse(record);
  if (result.success) return { settings: result.data, errors: [] };
  return { settings: undefined, errors: result.error.issues.map((issue) => `settings.${issue.path.join(".") || "(record)"}: ${issue.message}`) };
}

