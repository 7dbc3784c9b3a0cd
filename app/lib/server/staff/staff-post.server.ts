import type { AppLoadContext } from "react-router";
import type { RawFields } from "#app/lib/forms/fields";
import { BodyError, readFields } from "../platform/request-body.server";
import { requireServices, type AppServices } from "../platform/services.server";
import { requireStaff, type Staff } from "./auth.server";

/** A staff form post, read: who sent it, the app's services and the fields. */
export type StaffPost = { ok: true; staff: Staff; services: AppServices; fields: RawFields };

/** A staff post whose body could not be read (too large, too many fields, not a form): its 4xx and a sentence. */
export type RefusedStaffPost = { ok: false; status: number; message: string };

/**
 * Every staff page's action starts here: the sender must be signed in and post from the site (requireStaff
 * redirects or refuses otherwise); a body that cannot be read is a refusal with its 4xx and a sentence.
 */
export async function readStaffPost(request: Request, context: AppLoadContext, maxFields?: number): Promise<StaffPost | RefusedStaffPost> {
  const staff = await requireStaff(request, context);
  const services = requireServices(context);
  try {
    return { ok: true, staff, services, fields: await readFields(request, maxFields) };
  } catch (error) {
    if (error instanceof BodyError) return { ok: false, status: error.status, message: error.message };
    throw error;
  }
}
