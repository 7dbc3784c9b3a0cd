import { data, Link } from "react-router";
import { SectionAbout } from "#app/components/admin/SectionAbout";
import { AvailabilityForm } from "#app/components/admin/visits/AvailabilityForm";
import { BlocksAndClosures } from "#app/components/admin/visits/BlocksAndClosures";
import { PhoneBooking } from "#app/components/admin/visits/PhoneBooking";
import { VisitWeek } from "#app/components/admin/visits/VisitWeek";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { visitsAction, visitsPage, type VisitsActionResult } from "#app/lib/server/bookings/visits-page.server";
import { requireServices } from "#app/lib/server/platform/services.server";
import { requireStaff } from "#app/lib/server/staff/auth.server";
import { readStaffPost } from "#app/lib/server/staff/staff-post.server";
import { SHOWROOM_IDS, SHOWROOMS } from "#app/lib/visits/showrooms";
import type { Route } from "./+types/visits";
import type { MetaMatches } from "#app/lib/content/root-content";

export const meta = ({ matches }: { matches: MetaMatches }) => staffMeta("Showroom visits", matches);

/** A showroom's week of visits and blocks, its free times (for phone bookings and moves), and its availability. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return visitsPage(requireServices(context), new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  const post = await readStaffPost(request, context);
  if (!post.ok) return data<VisitsActionResult>({ tone: "error", message: post.message }, { status: post.status });
  const { result, status } = await visitsAction(post.services, post.staff.email, post.fields);
  return status ? data(result, { status }) : result;
}

export default function Visits({ loaderData, actionData }: Route.ComponentProps) {
  const { showroom } = loaderData;
  const result = actionData as VisitsActionResult | undefined;
  // The phone booking shows its own problems, by its fields; the other forms' answers show at the top.
  const booking = result?.form === "book";
  const errors = booking ? {} : (result?.errors ?? {});
  return (
    <div className="container-site py-8 md:py-10">
      <h1 className="text-3xl md:text-4xl">Showroom visits</h1>
      <SectionAbout to="/admin/visits" />
      <nav aria-label="Showrooms" className="mt-4 flex flex-wrap gap-3">
        {SHOWROOM_IDS.map((id) => (
          <Link key={id} to={`/admin/visits?showroom=${id}`} aria-current={id === showroom ? "page" : undefined} className={`btn ${id === showroom ? "btn-primary" : "btn-outline"}`}>
            {SHOWROOMS[id].name}
          </Link>
        ))}
      </nav>
      {result && !(booking && result.tone === "error") ? (
        <p role={result.tone === "error" ? "alert" : "status"} className={`mt-6 border-l-4 p-4 ${result.tone === "error" ? "border-danger bg-danger-light text-danger-dark" : "border-aegean bg-aegean-light/50"}`}>
          {result.message}
        </p>
      ) : null}

      <VisitWeek page={loaderData} />

      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <PhoneBooking page={loaderData} result={result} />

        <BlocksAndClosures page={loaderData} />
      </div>

      <AvailabilityForm page={loaderData} errors={errors} />
    </div>
  );
}
