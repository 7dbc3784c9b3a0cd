import { isStaffRole, type StaffRole } from "#app/lib/admin/staff-roles";
import type { Store } from "../platform/database.server";

/** The roles whose accounts must have a second factor (the owners' rule; decision 066). */
export async function secondFactorRoles(store: Store): Promise<StaffRole[]> {
  const row = await store.db.selectFrom("staff_policy").select("second_factor_roles").where("id", "=", "policy").executeTakeFirst();
  try {
    const roles: unknown = JSON.parse(row?.second_factor_roles ?? "[]");
    return Array.isArray(roles) ? roles.filter(isStaffRole) : [];
  } catch {
    return [];
  }
}

export async function setSecondFactorRoles(store: Store, roles: readonly StaffRole[], now = Date.now()): Promise<void> {
  await store.db
    .updateTable("staff_policy")
    .set({ second_factor_roles: JSON.stringify([...new Set(roles)]), updated_at: now })
    .where("id", "=", "policy")
    .execute();
}
