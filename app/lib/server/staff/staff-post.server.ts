import type { AppLoadContext } from "react-router";
import type { RawFields } from "#app/lib/forms/fields";
import { BodyError, readFields } from "../platform/request-body.server";
import { requireServices, type AppServices } from "../platform/services.server";
import { refuseForeignPost, requireStaff, type Staff } from "./auth.server";

/** A staff form post, read: who sent it, the app's services and the fields. */
export type StaffPost = { ok: true; staff: Staff; services: AppServices; fields: RawFields };

/** A staff post whose body could not be read (too large, too many fields, not a form): its 4xx and a sentence. */
export type RefusedStaffPost = { ok: false; status: number; message: string };

/** How a staff post is read: the most fields it may have, and whether it comes from a script (401, not the sign-in page). */
export interface StaffPostOptions {
  maxFields?: number;
  resource?: boolean;
}

/**
 * Every staff action starts here, a page's or a resource's (the Markdown preview): the sender must be signed in and
 * post from the site (requireStaff redirects or refuses otherwise); a body that cannot be read is a refusal with its
 * 4xx and a sentence.
 */
export async function readStaffPost(request: Request, context: AppLoadContext, options: StaffPostOptions = {}): Promise<StaffPost | RefusedStaffPost> {
  const staff = await requireStaff(request, context, { resource: options.resource });
  const services = requireServices(context);
  try {
    return { ok: true, staff, services, fields: await readFields(request, options.maxFields) };
  } catch (error) {
    if (error instanceof BodyError) return { ok: false, status: error.status, message: error.message };
    throw error;
  }
}

/** A post to one of the pages open before signing in (sign-in, its code, a forgotten password, a mailed link), read. */
export type SignedOutPost = { ok: true; services: AppServices; fields: RawFields };

/**
 * The pages open before signing in start their actions here: the post must come from the site (403 otherwise); a
 * body that cannot be read is a refusal with its 4xx and a sentence.
 */
export async function readSignedOutPost(request: Request, context: AppLoadContext): Promise<SignedOutPost | RefusedStaffPost> {
  const services = requireServices(context);
  refuseForeignPost(request, services);
  try {
    return { ok: true, services, fields: await readFields(request) };
  } catch (error) {
    if (error instanceof BodyError) return { ok: false, status: error.status, message: error.message };
    throw error;
  }
}
