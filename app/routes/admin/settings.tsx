import { EditorErrorBoundary, EditorFrame } from "#app/components/admin/EditorFrame";
import { Notice } from "#app/components/admin/Notice";
import { ReplyToField } from "#app/components/admin/lead/ReplyToField";
import { useEditor } from "#app/components/admin/useEditor";
import { TextArea, TextField } from "#app/components/forms/Field";
import { SHOWROOM_IDS, WEEKDAYS } from "#app/content/settings-basics";
import { hoursField, SETTINGS_FORM, showroomField, SOCIAL_ROWS, socialField, WEEKDAY_LABELS } from "#app/lib/admin/settings-form";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { settingsKind } from "#app/lib/server/content/kinds/settings-editor.server";
import { editorAction, editorData, loadItem } from "#app/lib/server/content/editor-page.server";
import { SETTINGS_ID } from "#app/lib/server/content/settings.server";
import type { Route } from "./+types/settings";
import type { MetaMatches } from "#app/lib/content/root-content";

/** The one record's address: /admin/settings names it without an id (decision 040). */
const ONE = { id: SETTINGS_ID };

export const meta = ({ matches }: { matches: MetaMatches }) => staffMeta("Company details", matches);

export async function loader(args: Route.LoaderArgs) {
  const item = await loadItem(settingsKind, { ...args, params: ONE });
  return editorData(settingsKind, item);
}

export async function action(args: Route.ActionArgs) {
  return editorAction(settingsKind, { ...args, params: ONE }, { maxFields: SETTINGS_FORM.maxFields });
}

const SHOWROOM_NAMES = { surrey: "Surrey showroom", okanagan: "Okanagan showroom" } as const;

export default function SettingsEditor({ loaderData: loaded, actionData }: Route.ComponentProps) {
  const { field, frame, values, errors } = useEditor(SETTINGS_FORM, loaded, actionData);
  return (
    <EditorFrame
      {...frame}
      title="Company details"
      heading="Company details"
      intro={
        <p>
          Shown in the header, the footer and the contact page, in mails, calendar invitations, spec sheets and what search engines read. A
          showroom&apos;s opening hours are where its visit times start.
        </p>
      }
      saved={<Notice tone="success">Company details saved: they are live on the site.</Notice>}
      deletable={false}
    >
      <fieldset className="space-y-5">
        <legend className="font-display text-2xl text-aegean-dark">The company</legend>
        <TextField {...field("name")} limit={60} />
        <TextField {...field("tagline")} limit={120} hint="One line, shown under the logo in the footer." />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...field("phone")} type="tel" autoComplete="off" hint="Like (604) 555-0142." />
          <TextField {...field("email")} type="email" spellCheck={false} limit={120} />
        </div>
        <TextField {...field("address_street")} limit={100} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...field("address_locality")} limit={60} hint="In British Columbia." />
          <TextField {...field("address_postal_code")} optional />
        </div>
      </fieldset>
      {SHOWROOM_IDS.map((id) => (
        <fieldset key={id} className="space-y-5">
          <legend className="font-display text-2xl text-aegean-dark">{SHOWROOM_NAMES[id]}</legend>
          <TextField {...field(showroomField(id, "name"))} limit={60} />
          <TextField
            {...field(showroomField(id, "street"))}
            optional
            limit={100}
            hint="Leave empty until it is final: the city is given instead."
          />
          <div className="grid gap-5 sm:grid-cols-3">
            <TextField {...field(showroomField(id, "locality"))} limit={60} />
            <TextField {...field(showroomField(id, "postal_code"))} optional />
            <TextField
              {...field(showroomField(id, "phone"))}
              optional
              type="tel"
              autoComplete="off"
              placeholder="Same as the main phone"
              hint="Empty: the main phone above."
            />
          </div>
          <TextField {...field(showroomField(id, "map_url"))} optional inputMode="url" spellCheck={false} limit={300} hint="The showroom on a map: its web address, starting https://." />
          <div className="grid gap-5 sm:grid-cols-2">
            {WEEKDAYS.map((day) => (
              <TextField key={day} {...field(hoursField(id, day))} label={WEEKDAY_LABELS[day]} optional limit={60} hint="Like 09:00–12:00, 13:00–17:00; empty: closed." />
            ))}
          </div>
          <TextArea {...field(showroomField(id, "closed_days"))} optional rows={3} hint="Holidays and other closed days, one a line, like Dec 25, 2026 or 2026-12-25." />
        </fieldset>
      ))}
      <fieldset className="space-y-5">
        <legend className="font-display text-2xl text-aegean-dark">Social profiles</legend>
        {Array.from({ length: SOCIAL_ROWS }, (_, i) => (
          <div key={i} className="grid gap-5 sm:grid-cols-3">
            <TextField {...field(socialField(i + 1, "name"))} optional limit={30} hint={i === 0 ? "Like Instagram." : undefined} />
            <TextField {...field(socialField(i + 1, "handle"))} optional limit={60} />
            <TextField {...field(socialField(i + 1, "url"))} optional inputMode="url" spellCheck={false} limit={300} />
          </div>
        ))}
      </fieldset>
      <fieldset className="space-y-5">
        <legend className="font-display text-2xl text-aegean-dark">Sister company</legend>
        <TextField {...field("sister_name")} limit={60} />
        <TextField {...field("sister_description")} limit={120} />
        <TextField {...field("sister_url")} inputMode="url" spellCheck={false} limit={300} />
      </fieldset>
      <ReplyToField chosen={values.replies_to ?? ""} error={errors.replies_to} address={field("replies_address")} />
    </EditorFrame>
  );
}

export function ErrorBoundary() {
  return <EditorErrorBoundary kind="settings" />;
}
