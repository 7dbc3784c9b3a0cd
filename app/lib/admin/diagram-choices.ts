/** An opening diagram as an owner chooses it: its key, and how it opens. */
export type DiagramChoice = { value: string; label: string };

/** The choices for a row whose stored diagram is `current`: the drawn ones, and the stored one if it is not among them. */
export function diagramChoices(drawn: readonly DiagramChoice[], current: string): readonly DiagramChoice[] {
  return !current || drawn.some((choice) => choice.value === current) ? drawn : [...drawn, { value: current, label: current }];
}
