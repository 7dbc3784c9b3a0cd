/** A radio button of a choice the page holds: checked while `value` is the one chosen, choosing it when picked. */
export function ChoiceRadio({
  name,
  value,
  chosen,
  onChoose,
  label,
}: {
  name: string;
  value: string;
  chosen: string;
  onChoose: (value: string) => void;
  /** Its name when the words beside it do not say which one it is. */
  label?: string;
}) {
  return (
    <input
      type="radio"
      name={name}
      value={value}
      checked={chosen === value}
      onChange={() => onChoose(value)}
      aria-label={label}
      className="size-5 shrink-0 accent-aegean"
    />
  );
}
