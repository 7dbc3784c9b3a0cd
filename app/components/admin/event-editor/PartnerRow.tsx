import { useState } from "react";
import { EVENT_FORM } from "#app/lib/admin/event-form";
import { partnerMarkField, partnerNameField } from "#app/lib/forms/staff/event-editor";
import { mediaUrl, mediaWidths } from "#app/lib/media";
import { SelectField, TextField } from "#app/components/forms/Field";

/** An image of the library a partner's mark can be. */
export type MediaOption = { id: string; label: string; width: number };

/** A partner's name and mark; the chosen uploaded mark is previewed. */
export function PartnerRow({ n, values, errors, media }: { n: number; values: Record<string, string>; errors: Record<string, string>; media: MediaOption[] }) {
  const nameField = partnerNameField(n);
  const markName = partnerMarkField(n);
  const [mark, setMark] = useState(values[markName] ?? "");
  const chosen = media.find((item) => item.id === mark);
  const options = media.map((item) => ({ value: item.id, label: item.label }));
  // A mark deleted from the library since: kept as chosen (the page shows the name instead) until changed.
  if (mark && !chosen) options.push({ value: mark, label: "An image deleted from the library (the name shows instead)" });
  return (
    <li className="grid gap-4 border-t border-stone pt-4 first:border-t-0 first:pt-0 sm:grid-cols-2">
      <TextField name={nameField} label={EVENT_FORM.labels[nameField]!} optional limit={80} defaultValue={values[nameField]} error={errors[nameField]} />
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <SelectField
            name={markName}
            label={EVENT_FORM.labels[markName]!}
            optional
            options={options}
            placeholder="No logo: the name in lettering"
            defaultValue={values[markName] ?? ""}
            onChange={(event) => setMark(event.currentTarget.value)}
            error={errors[markName]}
          />
        </div>
        {chosen ? (
          <img
            src={mediaUrl(chosen.id, mediaWidths(chosen.width)[0]!, "webp")}
            alt=""
            className="mb-0.5 h-11 w-20 shrink-0 self-end border border-stone bg-white object-contain"
          />
        ) : null}
      </div>
    </li>
  );
}
