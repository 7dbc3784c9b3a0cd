import { z } from "zod";

/**
 * The one pipeline every lead moves through (issue 42, decision 070): contact enquiries, RSVPs, quote requests and
 * visits alike. Browser-safe: the board, the lead page and the server read the same lists and schemas.
 */
export const STAGES = ["new", "contacted", "visit", "quoted", "won", "lost"] as const;
export type Stage = (typeof STAGES)[number];
export const STAGE_LABELS: Record<Stage, string> = {
  new: "New",
  contacted: "Contacted",
  visit: "Visit booked",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
};
/** Stages a lead is still worked on: a next action belongs to these. */
export const OPEN_STAGES: readonly Stage[] = ["new", "contacted", "visit", "quoted"];

export function isStage(value: unknown): value is Stage {
  return typeof value === "string" && (STAGES as readonly string[]).includes(value);
}

export function isOpenStage(stage: Stage): boolean {
  return OPEN_STAGES.includes(stage);
}

/** The reasons a lead is lost, until the owners change them. */
export const DEFAULT_LOST_REASONS = ["Price", "Timing", "Chose another supplier", "No reply", "Out of our area"] as const;
/** The most reasons the list keeps, and the longest reason. */
export const MAX_LOST_REASONS = 20;
export const MAX_LOST_REASON_LENGTH = 80;
/** The longest note, and the longest next action. */
export const MAX_NOTE_LENGTH = 5000;
export const MAX_NEXT_ACTION_LENGTH = 200;

/** Moving a lead: the stage, and for "lost" its reason (checked against the owners' list on the server). */
export const stageForm = z
  .object({
    stage: z.enum(STAGES, { error: "Choose a stage." }),
    lost_reason: z.string().trim().optional(),
  })
  .refine((form) => form.stage !== "lost" || Boolean(form.lost_reason), {
    path: ["lost_reason"],
    error: "Choose why the lead was lost.",
  });

export const noteForm = z.object({
  note: z
    .string()
    .trim()
    .min(1, { error: "Write the note first." })
    .max(MAX_NOTE_LENGTH, { error: `A note can be at most ${MAX_NOTE_LENGTH} characters.` }),
});

/** A next action: what and the day; both empty clears it. */
export const nextActionForm = z
  .object({
    next_action: z.string().trim().max(MAX_NEXT_ACTION_LENGTH, { error: `Say what in at most ${MAX_NEXT_ACTION_LENGTH} characters.` }),
    next_action_due: z.union([z.literal(""), z.iso.date({ error: "Give the day as a date." })]),
  })
  .refine((form) => Boolean(form.next_action) === Boolean(form.next_action_due), {
    path: ["next_action_due"],
    error: "Give both what to do and the day, or clear both.",
  });

/** The owners' list of lost reasons, one a line. */
export const lostReasonsForm = z.object({
  lost_reasons: z
    .string()
    .transform((text) => [...new Set(text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean))])
    .pipe(
      z
        .array(z.string().max(MAX_LOST_REASON_LENGTH, { error: `Keep each reason under ${MAX_LOST_REASON_LENGTH} characters.` }))
        .min(1, { error: "Keep at least one reason." })
        .max(MAX_LOST_REASONS, { error: `Keep at most ${MAX_LOST_REASONS} reasons.` }),
    ),
});

/** The first message of a failed parse, in the words the schema gives. */
export function firstProblem(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Check the form.";
}
