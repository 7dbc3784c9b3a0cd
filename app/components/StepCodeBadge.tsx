import type { Product } from "../content/schema";
import { STEP_CODE_NOTE } from "../content/step-code";

export function StepCodeBadge({ stepCode, withExplanation = false }: { stepCode: NonNullable<Product["stepCode"]>; withExplanation?: boolean }) {
  return (
    <div>
      <p className="inline-flex items-center gap-2 rounded-full border border-bronze/60 bg-white px-3 py-1 text-sm font-semibold text-bronze">
        <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
          <path d="M2 14h3v-4h3V6h3V2h3" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
        Recommended for {stepCode.label}
      </p>
      {withExplanation ? <p className="mt-2 max-w-prose text-sm text-muted">{STEP_CODE_NOTE}</p> : null}
    </div>
  );
}
