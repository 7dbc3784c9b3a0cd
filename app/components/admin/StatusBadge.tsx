import { Badge } from "#app/components/admin/Badge";
import { STATUS_LABELS, type SubmissionStatus } from "#app/lib/admin/inbox-filter";

const STYLES: Record<SubmissionStatus, string> = {
  held: "border-[#8a5a00] bg-[#fff3d6] text-[#5c3b00]",
  new: "border-aegean bg-aegean text-white",
  handled: "border-[#2f6b3a] bg-[#e8f1e8] text-[#1d4a26]",
  spam: "border-danger bg-danger-light text-danger-dark",
};

/** A submission's status as a small labelled badge (text, not colour alone). */
export function StatusBadge({ status }: { status: SubmissionStatus }) {
  return <Badge tone={STYLES[status]}>{STATUS_LABELS[status]}</Badge>;
}
