import { Badge } from "#app/components/admin/Badge";
import { STAGE_LABELS, type Stage } from "#app/lib/leads/stages";

const STYLES: Record<Stage, string> = {
  new: "border-aegean bg-aegean text-white",
  contacted: "border-aegean bg-aegean-light text-ink",
  visit: "border-aegean bg-aegean-light text-ink",
  quoted: "border-[#8a5a00] bg-[#fff3d6] text-[#5c3b00]",
  won: "border-[#2f6b3a] bg-[#e8f1e8] text-[#1d4a26]",
  lost: "border-[#8b8578] bg-marble text-ink",
};

/** A lead's stage as a small labelled badge (text, not colour alone). */
export function StageBadge({ stage }: { stage: Stage }) {
  return <Badge tone={STYLES[stage]}>{STAGE_LABELS[stage]}</Badge>;
}
