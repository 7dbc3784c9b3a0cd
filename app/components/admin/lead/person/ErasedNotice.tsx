import { Notice } from "#app/components/admin/Notice";

/** The inbox after a person was erased (decision 076; `?erased=<leads>`): what happened, and where it is recorded. */
export function ErasedNotice({ erased }: { erased: string | null }) {
  if (erased === null || !/^\d{1,6}$/.test(erased)) return null;
  const leads = Number(erased);
  return (
    <div className="mt-6">
      <Notice tone="success">
        The person was erased: {leads === 1 ? "1 lead" : `${leads} leads`} and everything on them deleted. The audit log records it, without their
        details.
      </Notice>
    </div>
  );
}
