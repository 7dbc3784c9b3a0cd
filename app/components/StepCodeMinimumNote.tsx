import type { Product } from "../content/schema";
import { stepCodeMinimumNote } from "../lib/energy";
import { useEnergy } from "../lib/content/root-content";
import { EnergySources } from "./EnergySources";

/** On a product page whose Step Code label names a step below the minimum for new houses: what that step means now. */
export function StepCodeMinimumNote({ stepCode }: { stepCode: Product["stepCode"] }) {
  const note = stepCodeMinimumNote(stepCode, useEnergy());
  if (!note) return null;
  return (
    <div className="mt-2 max-w-prose" data-energy="step-code-minimum">
      <p className="text-sm text-ink">{note.text}</p>
      <EnergySources sources={[note.source]} checkedOn={note.checkedOn} className="mt-1" />
    </div>
  );
}
