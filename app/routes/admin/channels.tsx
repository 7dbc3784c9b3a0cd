import { data } from "react-router";
import { EditorErrorBoundary, EditorFrame } from "#app/components/admin/EditorFrame";
import { Notice } from "#app/components/admin/Notice";
import { useEditor } from "#app/components/admin/useEditor";
import { SelectField, TextField } from "#app/components/forms/Field";
import {
  ADD_CHANNEL,
  ADD_RULE,
  CHANNEL_NAME_MAX,
  channelField,
  channelRows,
  CHANNELS_FIELD,
  CHANNELS_FORM,
  changeRows,
  isRowIntent,
  MAX_CHANNELS,
  MAX_RULES,
  NEW_CHANNEL_FIELD,
  REMOVE_CHANNEL,
  REMOVE_RULE,
  RULE_ON_LABELS,
  ruleField,
  ruleRows,
  RULES_FIELD,
} from "#app/lib/admin/channels-form";
import type { EditorNotice } from "#app/lib/admin/content-kinds";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { CHANNEL_HINTS, CHANNEL_LABELS, isChannel } from "#app/lib/leads/channels";
import { channelsKind } from "#app/lib/server/content/kinds/channels-editor.server";
import { CHANNELS_ID } from "#app/lib/server/content/kinds/channels.server";
import { editorAction, editorData, loadItem } from "#app/lib/server/content/editor-page.server";
import type { Route } from "./+types/channels";

/** The one record's address: /admin/channels names it without an id (decision 077). */
const ONE = { id: CHANNELS_ID };

export const meta = () => staffMeta("Channels");

export async function loader(args: Route.LoaderArgs) {
  const item = await loadItem(channelsKind, { ...args, params: ONE });
  return editorData(channelsKind, item);
}

export async function action(args: Route.ActionArgs) {
  return editorAction(
    channelsKind,
    { ...args, params: ONE },
    {
      maxFields: CHANNELS_FORM.maxFields,
      // A row added or removed: the form comes back with it, everything typed kept; nothing is stored until Save.
      async more({ fields, values }) {
        const intent = typeof fields.intent === "string" ? fields.intent : "";
        if (!isRowIntent(intent)) return undefined;
        const changed = changeRows(values, intent);
        if ("errors" in changed) return data<EditorNotice>({ tone: "error", message: "The channels were not changed.", errors: changed.errors, values: changed.values }, { status: 422 });
        return data<EditorNotice>({ tone: "success", message: changed.message, values: changed.values });
      },
    },
  );
}

const ON_OPTIONS = Object.entries(RULE_ON_LABELS).map(([value, label]) => ({ value, label }));
const small = "btn btn-secondary min-h-11";

export default function ChannelsEditor({ loaderData: loaded, actionData }: Route.ComponentProps) {
  const { field, frame, values, errors } = useEditor(CHANNELS_FORM, loaded, actionData);
  const channels = channelRows(values);
  const rules = ruleRows(values);
  const channelOptions = channels.map((channel) => ({ value: channel.key, label: channel.label.trim() || channel.key }));
  return (
    <EditorFrame
      {...frame}
      title="Channels"
      heading="Channels"
      intro={
        <p>
          Every lead is put in a channel by where its visit came from. Name the channels as you speak of them, add your own, and say which campaigns
          and sites belong to which channel: your rules are checked first, in their order, then the site&apos;s own. Saving puts every stored lead in its
          channel again.
        </p>
      }
      saved={<Notice tone="success">Channels saved: every lead is in its channel by them.</Notice>}
      deletable={false}
    >
      {/* Enter in a box saves: the form's first button is Save, not a row's Remove. */}
      <button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden="true">
        Save channels
      </button>
      <fieldset className="space-y-5" id={`field-${CHANNELS_FIELD}`} tabIndex={-1}>
        <legend className="font-display text-2xl text-aegean-dark">Channels</legend>
        {errors[CHANNELS_FIELD] ? <p className="text-sm font-semibold text-red-800">{errors[CHANNELS_FIELD]}</p> : null}
        <p className="text-sm text-muted">Up to {MAX_CHANNELS} channels. The six the site came with can be renamed; your own can be removed when no rule uses them.</p>
        {channels.map((channel) => {
          const shipped = isChannel(channel.key);
          const name = channelField(channel.n, "label");
          return (
            <div key={`${channel.n}:${channel.key}`} className="flex flex-wrap items-end gap-3">
              <input type="hidden" name={channelField(channel.n, "key")} value={channel.key} />
              <div className="min-w-0 flex-1">
                <TextField
                  {...field(name)}
                  label={shipped ? `${CHANNEL_LABELS[channel.key as keyof typeof CHANNEL_LABELS]}: name` : `Your channel ${channel.key}: name`}
                  limit={CHANNEL_NAME_MAX}
                  hint={shipped ? `What it covers: ${CHANNEL_HINTS[channel.key as keyof typeof CHANNEL_HINTS]}.` : "Your own channel: the leads your rules send to it."}
                />
              </div>
              {shipped ? null : (
                <button type="submit" name="intent" value={`${REMOVE_CHANNEL}${channel.n}`} className={small} aria-label={`Remove the channel ${channel.label || channel.key}`}>
                  Remove
                </button>
              )}
            </div>
          );
        })}
        <div className="flex flex-wrap items-end gap-3">
          {/* Drawn anew once a channel is added from it, so it is empty again (its text is the new channel's name). */}
          <div key={channels.length} className="min-w-0 flex-1">
            <TextField {...field(NEW_CHANNEL_FIELD)} optional limit={CHANNEL_NAME_MAX} hint="Like Home shows. Its name can change later; its leads stay in it." />
          </div>
          <button type="submit" name="intent" value={ADD_CHANNEL} className={small}>
            Add channel
          </button>
        </div>
      </fieldset>
      <fieldset className="space-y-5" id={`field-${RULES_FIELD}`} tabIndex={-1}>
        <legend className="font-display text-2xl text-aegean-dark">Your rules</legend>
        {errors[RULES_FIELD] ? <p className="text-sm font-semibold text-red-800">{errors[RULES_FIELD]}</p> : null}
        <p className="text-sm text-muted">
          Up to {MAX_RULES} rules, checked in this order before the site&apos;s own. A campaign source is the utm_source of a campaign&apos;s link, matched
          whole, whatever its capitals; a referring site counts with its subdomains (homeshow.ca covers www.homeshow.ca). A rule left empty is left out.
        </p>
        {rules.length === 0 ? <p>No rules yet: every lead is in the channel the site&apos;s own rules give it.</p> : null}
        {rules.map((rule, i) => (
          <div key={`${rule.n}:${rule.on}:${rule.value}:${rule.channel}`} className="grid gap-3 border-t border-stone pt-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
            <SelectField {...field(ruleField(rule.n, "on"))} label={`Rule ${i + 1}: when`} options={ON_OPTIONS} placeholder="Choose" />
            <TextField {...field(ruleField(rule.n, "value"))} label={`Rule ${i + 1}: value`} spellCheck={false} autoComplete="off" />
            <SelectField {...field(ruleField(rule.n, "channel"))} label={`Rule ${i + 1}: channel`} options={channelOptions} placeholder="Choose a channel" />
            <button type="submit" name="intent" value={`${REMOVE_RULE}${rule.n}`} className={small} aria-label={`Remove rule ${i + 1}`}>
              Remove
            </button>
          </div>
        ))}
        <button type="submit" name="intent" value={ADD_RULE} className={small}>
          Add a rule
        </button>
      </fieldset>
    </EditorFrame>
  );
}

export function ErrorBoundary() {
  return <EditorErrorBoundary kind="channels" />;
}
