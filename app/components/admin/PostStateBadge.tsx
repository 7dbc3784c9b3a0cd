import type { PostState } from "#app/lib/admin/post-state";

const STYLES: Record<PostState["kind"], string> = {
  draft: "border-[#8b8578] bg-marble text-ink",
  scheduled: "border-bronze bg-[#f6ead8] text-[#5c3b13]",
  published: "border-[#2f6b3a] bg-[#e8f1e8] text-[#1d4a26]",
};

/** Where a post stands, in words ("Scheduled for May 14, 2027 at 6:00 PM (Pacific)"), on a tinted badge. */
export function PostStateBadge({ state }: { state: PostState }) {
  return <span className={`inline-block rounded-sm border px-2 py-0.5 text-sm font-semibold ${STYLES[state.kind]}`}>{state.label}</span>;
}
