/**
 * The owners' channels record (decision 077): the names of the six shipped channels, the owners' own channels, and
 * their rules "when the campaign source (or the referring site) is X, the lead is in channel Y", checked before the
 * shipped rules. One record, edited in place at /admin/channels. The form is flat fields in rows
 * (`channel_<n>_key`, `channel_<n>_label`; `rule_<n>_on`, `rule_<n>_value`, `rule_<n>_channel`), numbered from 1, so
 * rows are added and removed by a post without JavaScript; one schema reads and checks them in the browser and on
 * the server. Browser-safe.
 */
import { z } from "#app/lib/zod";
import { CHANNELS, CHANNEL_LABELS, isChannel, type ChannelRule } from "#app/lib/leads/channels";
import { MAX_UTM_LENGTH } from "#app/lib/leads/first-touch";
import type { EditorForm } from "./content-kinds";

/** Channels at most, the six shipped ones included. */
export const MAX_CHANNELS = 20;
/** Owners' rules at most. */
export const MAX_RULES = 100;
/** A channel's name at most, in characters: it is a word or two in the inbox's list and the export. */
export const CHANNEL_NAME_MAX = 40;
/** A stored key at most. */
const KEY_MAX = 40;
/** A referring site's name at most (a host name's own limit). */
const HOST_MAX = 253;
/** What a field of this form may hold when posted, before it is read (a longer one is refused, not cut). */
const FIELD_MAX = 300;

/** A stored channel: its key (kept when renamed: leads store it) and its name. */
export interface StoredChannel {
  key: string;
  label: string;
}

export interface ChannelsRecord {
  channels: StoredChannel[];
  rules: ChannelRule[];
}

/** The record before the owners change anything: the six channels with their shipped names, no rules. */
export const SHIPPED_CHANNELS_RECORD: ChannelsRecord = { channels: CHANNELS.map((key) => ({ key, label: CHANNEL_LABELS[key] })), rules: [] };

const KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
/** A campaign source as owners type it: letters, digits, spaces and . _ - + ~ (what campaign links use). */
const SOURCE = /^[a-z0-9 ._+~-]+$/;

/** The stored record's check: the six shipped channels kept, keys unique, every rule's channel one of them. */
export const channelsRecordSchema = z
  .object({
    channels: z
      .array(z.object({ key: z.string().regex(KEY).max(KEY_MAX), label: z.string().trim().min(1).max(CHANNEL_NAME_MAX) }))
      .max(MAX_CHANNELS),
    rules: z
      .array(z.object({ on: z.enum(["source", "referrer"]), value: z.string().min(1).max(HOST_MAX), channel: z.string() }))
      .max(MAX_RULES),
  })
  .superRefine((record, context) => {
    const keys = record.channels.map((channel) => channel.key);
    if (new Set(keys).size !== keys.length) context.addIssue({ code: "custom", path: ["channels"], message: "Two channels have the same key." });
    for (const key of CHANNELS) if (!keys.includes(key)) context.addIssue({ code: "custom", path: ["channels"], message: `The channel ${key} is missing.` });
    record.rules.forEach((rule, i) => {
      if (!keys.includes(rule.channel)) context.addIssue({ code: "custom", path: ["rules", i, "channel"], message: "No channel has this key." });
    });
  });

export const channelField = (n: number, part: "key" | "label") => `channel_${n}_${part}`;
export const ruleField = (n: number, part: "on" | "value" | "channel") => `rule_${n}_${part}`;
/** The box where a new channel's name is typed (added by "Add channel", or by Save when something is typed). */
export const NEW_CHANNEL_FIELD = "new_channel";
/** The two parts of the form a problem of the whole list shows by. */
export const CHANNELS_FIELD = "channels";
export const RULES_FIELD = "rules";

export const RULE_ON_LABELS: Record<ChannelRule["on"], string> = {
  source: "Campaign source (utm_source) is",
  referrer: "Referring site is",
};

/** The row numbers a list's fields name (`rule_3_value` → 3), in order; a post may name at most `limit` + 1. */
function rowNumbers(values: Record<string, string>, prefix: string): number[] {
  const numbers = new Set<number>();
  const pattern = new RegExp(`^${prefix}_(\\d{1,4})_`);
  for (const name of Object.keys(values)) {
    const match = pattern.exec(name);
    if (match) numbers.add(Number(match[1]));
  }
  return [...numbers].sort((a, b) => a - b);
}

/** The channels' rows and the rules' rows of the form's values, in order, as typed. */
export function channelRows(values: Record<string, string>) {
  return rowNumbers(values, "channel").map((n) => ({ n, key: values[channelField(n, "key")] ?? "", label: values[channelField(n, "label")] ?? "" }));
}

export function ruleRows(values: Record<string, string>) {
  return rowNumbers(values, "rule").map((n) => ({
    n,
    on: values[ruleField(n, "on")] ?? "source",
    value: values[ruleField(n, "value")] ?? "",
    channel: values[ruleField(n, "channel")] ?? "",
  }));
}

/** A key for a new channel named `label`: its words in lower case joined by dashes, made unique among `taken`. */
export function channelKeyFor(label: string, taken: readonly string[]): string {
  const base =
    label
      .normalize("NFKD")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, KEY_MAX - 4)
      .replace(/-+$/, "") || "channel";
  let key = base;
  // "none" is the inbox filter's "not recorded".
  for (let i = 2; taken.includes(key) || isChannel(key) || key === "none"; i++) key = `${base}-${i}`;
  return key;
}

/** A rule's value as owners type it, read: a campaign source in lower case, or a site's host from its address. */
export function ruleValue(on: ChannelRule["on"], typed: string): string {
  const text = typed.trim().toLowerCase();
  if (on === "source") return text.replace(/\s+/g, " ");
  return text
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, "")
    .replace(/[/?#].*$/, "")
    .replace(/:\d+$/, "")
    .replace(/\.$/, "");
}

/** The record as the form's values: each channel's key and name, each rule's parts. */
export function channelsValues(record: ChannelsRecord): Record<string, string> {
  const values: Record<string, string> = {};
  record.channels.forEach((channel, i) => {
    values[channelField(i + 1, "key")] = channel.key;
    values[channelField(i + 1, "label")] = channel.label;
  });
  record.rules.forEach((rule, i) => {
    values[ruleField(i + 1, "on")] = rule.on;
    values[ruleField(i + 1, "value")] = rule.value;
    values[ruleField(i + 1, "channel")] = rule.channel;
  });
  return values;
}

type Problem = (field: string, message: string) => void;

/** A channel's name as typed, checked: its problem in plain words, or nothing. */
function nameProblem(label: string): string | undefined {
  if (!label) return "Give the channel a name.";
  if (label.length > CHANNEL_NAME_MAX) return `Keep the name to ${CHANNEL_NAME_MAX} characters.`;
  if (/[<>]/.test(label)) return "A name cannot have < or > in it.";
  if (/[\u0000-\u001f\u007f]/.test(label)) return "A name is one line of plain text.";
  return undefined;
}

/**
 * The record the form's values make, each problem said on its field (`problem`): names required, short and plain,
 * unique whatever their capitals; the six shipped channels kept; at most MAX_CHANNELS channels and MAX_RULES rules;
 * each rule's value a campaign source or a site, its channel one of the channels, never twice the same rule. Rule
 * rows left empty are left out; a name typed in the new channel box is a new channel.
 */
export function readChannelsValues(values: Record<string, string>, problem: Problem): ChannelsRecord {
  const channels: StoredChannel[] = [];
  const rows = channelRows(values);
  const newName = (values[NEW_CHANNEL_FIELD] ?? "").trim();
  if (rows.length + (newName ? 1 : 0) > MAX_CHANNELS) problem(CHANNELS_FIELD, `At most ${MAX_CHANNELS} channels: remove one first.`);
  const names = new Set<string>();
  const named = (field: string, label: string) => {
    if (names.has(label.toLowerCase())) problem(field, "Another channel already has this name: choose another.");
    names.add(label.toLowerCase());
  };
  for (const row of rows.slice(0, MAX_CHANNELS)) {
    const field = channelField(row.n, "label");
    const label = row.label.trim().replace(/\s+/g, " ");
    const wrong = nameProblem(label);
    if (wrong) problem(field, wrong);
    else named(field, label);
    if (!KEY.test(row.key) || row.key.length > KEY_MAX || channels.some((channel) => channel.key === row.key)) {
      problem(field, "This channel's key is not one the form gave: reload the page and try again.");
    }
    channels.push({ key: row.key, label });
  }
  for (const key of CHANNELS) {
    if (!channels.some((channel) => channel.key === key)) problem(CHANNELS_FIELD, `The channel “${CHANNEL_LABELS[key]}” is one of the six shipped ones: it can be renamed, not removed.`);
  }
  if (newName) {
    const wrong = nameProblem(newName);
    if (wrong) problem(NEW_CHANNEL_FIELD, wrong);
    else {
      named(NEW_CHANNEL_FIELD, newName);
      channels.push({ key: channelKeyFor(newName, channels.map((channel) => channel.key)), label: newName });
    }
  }

  const rules: ChannelRule[] = [];
  const ruleRowsTyped = ruleRows(values).filter((row) => row.value.trim());
  if (ruleRowsTyped.length > MAX_RULES) problem(RULES_FIELD, `At most ${MAX_RULES} rules: remove some first.`);
  for (const row of ruleRowsTyped.slice(0, MAX_RULES)) {
    const field = ruleField(row.n, "value");
    const on = row.on === "referrer" ? "referrer" : row.on === "source" ? "source" : undefined;
    if (!on) {
      problem(ruleField(row.n, "on"), "Choose what the rule looks at: the campaign source or the referring site.");
      continue;
    }
    const value = ruleValue(on, row.value);
    if (on === "source" && (value.length > MAX_UTM_LENGTH || !SOURCE.test(value))) {
      problem(field, `A campaign source is up to ${MAX_UTM_LENGTH} letters, digits, spaces and . _ - + ~, as in the campaign's link (utm_source=spring-show).`);
    } else if (on === "referrer" && (value.length > HOST_MAX || !HOST.test(value))) {
      problem(field, "Give the site's name, like homeshow.ca (its subdomains count too).");
    } else if (rules.some((rule) => rule.on === on && rule.value === value)) {
      problem(field, "A rule above already looks for this: remove one of them.");
    }
    if (!channels.some((channel) => channel.key === row.channel)) problem(ruleField(row.n, "channel"), "Choose one of the channels for this rule.");
    rules.push({ on, value, channel: row.channel });
  }
  return { channels, rules };
}

/** The form's field names for people, up to the limits (the error summary names a field by these). */
function formLabels(): Record<string, string> {
  const labels: Record<string, string> = { [CHANNELS_FIELD]: "Channels", [NEW_CHANNEL_FIELD]: "New channel", [RULES_FIELD]: "Rules" };
  for (let n = 1; n <= MAX_CHANNELS; n++) labels[channelField(n, "label")] = n <= CHANNELS.length ? `${CHANNEL_LABELS[CHANNELS[n - 1]!]}: name` : `Channel ${n}: name`;
  for (let n = 1; n <= MAX_RULES + 1; n++) {
    labels[ruleField(n, "on")] = `Rule ${n}: when`;
    labels[ruleField(n, "value")] = `Rule ${n}: value`;
    labels[ruleField(n, "channel")] = `Rule ${n}: channel`;
  }
  return labels;
}

const LABELS = formLabels();

/** The form's one schema: the posted values (each a short text) read into the record, each problem on its field. */
export const channelsFormSchema = z.record(z.string(), z.string()).transform((values, context) => {
  let failed = false;
  const problem: Problem = (field, message) => {
    failed = true;
    context.addIssue({ code: "custom", path: [field], message });
  };
  for (const [name, value] of Object.entries(values)) {
    if (value.length > FIELD_MAX && name in LABELS) problem(name, name.endsWith("_label") || name === NEW_CHANNEL_FIELD ? `Keep the name to ${CHANNEL_NAME_MAX} characters.` : "This is far too long for a rule.");
  }
  if (failed) return z.NEVER;
  const record = readChannelsValues(values, problem);
  return failed ? z.NEVER : record;
});

export const CHANNELS_FORM = {
  kind: "channels",
  schema: channelsFormSchema,
  labels: LABELS,
  order: Object.keys(LABELS),
  /** Fields a post may have: every row at its limit, one row more, and the frame's own. */
  maxFields: MAX_CHANNELS * 2 + (MAX_RULES + 1) * 3 + 10,
} satisfies EditorForm<typeof channelsFormSchema> & { maxFields: number };

/** The intents of the form's row buttons (posted as `intent`, so they work without JavaScript). */
export const ADD_RULE = "add-rule";
export const ADD_CHANNEL = "add-channel";
export const REMOVE_RULE = "remove-rule:";
export const REMOVE_CHANNEL = "remove-channel:";

/** A row button's answer: the form's values with the row added or removed (nothing is stored until Save), or a problem. */
export type RowChange = { values: Record<string, string>; message: string } | { values: Record<string, string>; errors: Record<string, string> };

/** Whether an intent is one of the row buttons'. */
export const isRowIntent = (intent: string) =>
  intent === ADD_RULE || intent === ADD_CHANNEL || intent.startsWith(REMOVE_RULE) || intent.startsWith(REMOVE_CHANNEL);

/** The values without a row's fields. */
function withoutRow(values: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !name.startsWith(prefix)));
}

/**
 * A row button pressed: a rule row added (empty, up to MAX_RULES) or removed; a channel added from the name typed in
 * the new channel box (its key made from the name, kept when it is renamed later) or removed — an owners' channel
 * only, and only when no rule sends leads to it.
 */
export function changeRows(values: Record<string, string>, intent: string): RowChange {
  const rules = ruleRows(values);
  const channels = channelRows(values);
  const next = (rows: { n: number }[]) => (rows.at(-1)?.n ?? 0) + 1;
  if (intent === ADD_RULE) {
    if (rules.length >= MAX_RULES) return { values, errors: { [RULES_FIELD]: `At most ${MAX_RULES} rules: remove some first.` } };
    const n = next(rules);
    return {
      values: { ...values, [ruleField(n, "on")]: "source", [ruleField(n, "value")]: "", [ruleField(n, "channel")]: "" },
      message: `Rule ${rules.length + 1} is added below: fill it in, then save.`,
    };
  }
  if (intent === ADD_CHANNEL) {
    const name = (values[NEW_CHANNEL_FIELD] ?? "").trim().replace(/\s+/g, " ");
    const wrong = name ? nameProblem(name) : "Type the new channel's name first.";
    const taken = channels.some((channel) => channel.label.trim().toLowerCase() === name.toLowerCase());
    const tooMany = channels.length >= MAX_CHANNELS;
    if (wrong || taken || tooMany) {
      const message = tooMany ? `At most ${MAX_CHANNELS} channels: remove one first.` : (wrong ?? "Another channel already has this name: choose another.");
      return { values, errors: { [NEW_CHANNEL_FIELD]: message } };
    }
    const n = next(channels);
    const { [NEW_CHANNEL_FIELD]: _typed, ...rest } = values;
    const key = channelKeyFor(name, channels.map((channel) => channel.key));
    return { values: { ...rest, [channelField(n, "key")]: key, [channelField(n, "label")]: name }, message: `The channel “${name}” is added: save to keep it.` };
  }
  if (intent.startsWith(REMOVE_RULE)) {
    const n = Number(intent.slice(REMOVE_RULE.length));
    return { values: withoutRow(values, `rule_${n}_`), message: `The rule is removed: save to keep the change.` };
  }
  const n = Number(intent.slice(REMOVE_CHANNEL.length));
  const channel = channels.find((row) => row.n === n);
  if (!channel) return { values, message: "That channel is already removed." };
  const field = channelField(n, "label");
  if (isChannel(channel.key)) return { values, errors: { [field]: "The six shipped channels can be renamed, not removed." } };
  const used = rules.find((rule) => rule.channel === channel.key && rule.value.trim());
  if (used) return { values, errors: { [field]: `Rule ${rules.indexOf(used) + 1} sends leads to this channel: remove or change it first.` } };
  const kept = withoutRow(values, `channel_${n}_`);
  // An empty rule row that pointed to it points to nothing.
  for (const rule of rules) if (rule.channel === channel.key) kept[ruleField(rule.n, "channel")] = "";
  return { values: kept, message: `The channel “${channel.label}” is removed: save to keep the change. Its leads go back to the shipped channels.` };
}
