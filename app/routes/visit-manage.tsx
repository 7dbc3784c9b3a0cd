import { TitledSection } from "#app/components/TitledSection";
import { data, Form, Link, redirect } from "react-router";
import { useSettings, useSite } from "../lib/content/root-content";
import { pacificDateOf } from "../lib/pacific-time";
import { cancelVisitByLink, moveVisitByLink } from "../lib/server/bookings/visit-changes.server";
import { checkVisitToken, showroomSchedule } from "../lib/server/bookings/visits.server";
import { BodyError, readFields } from "../lib/server/platform/request-body.server";
import { requireServices } from "../lib/server/platform/services.server";
import { dayLabel, timeLabel } from "../lib/visits/booking-steps";
import { isShowroomId, showroomsOf, VISIT_PURPOSES } from "../lib/visits/showrooms";
import { siteMeta } from "#app/lib/content/live-meta";
import type { Route } from "./+types/visit-manage";
import { STATIC_PAGE } from "../lib/page-handle";

const NO_STORE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export function headers() {
  return NO_STORE;
}

export function meta({ matches }: Route.MetaArgs) {
  return [...siteMeta(matches, { title: "Your showroom visit", description: "Move or cancel your showroom visit.", path: "/visit" }), { name: "robots", content: "noindex" }];
}

/** The visit behind a manage link, with the free days and times to move it to; or why the link cannot be used. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { store, content } = requireServices(context);
  const now = content.now();
  const url = new URL(request.url);
  const check = await checkVisitToken(store.db, params.token, now);
  // After a move or a cancel (the action redirects here): what was done, said once, with a 200.
  const done = url.searchParams.get("done");
  if ((done === "moved" || done === "cancelled") && !check.ok && (check.reason === "used" || check.reason === "cancelled") && check.visit) {
    const visit = check.visit;
    return data({ state: "done" as const, done, startsAt: Number(visit.starts_at), endsAt: Number(visit.ends_at) }, { headers: NO_STORE });
  }
  if (!check.ok) return data({ state: "closed" as const, message: check.message }, { status: check.reason === "invalid" ? 404 : 410, headers: NO_STORE });
  const visit = check.visit;
  const showroom = isShowroomId(visit.showroom) ? visit.showroom : "surrey";
  const { days } = await showroomSchedule(store.db, showroom, now, visit.id);
  const date = url.searchParams.get("date");
  const day = days.find((entry) => entry.date === date);
  return data(
    {
      state: "open" as const,
      visit: { showroom, purpose: visit.purpose, startsAt: Number(visit.starts_at), endsAt: Number(visit.ends_at), name: visit.name },
      days: days.map((entry) => ({ date: entry.date, label: dayLabel(entry.date) })),
      date: day?.date ?? null,
      times: (day?.slots ?? []).map((slot) => ({ startsAt: slot.startsAt, label: timeLabel(slot.startsAt) })),
    },
    { headers: NO_STORE },
  );
}

type ActionResult = { error: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { store, content, env } = requireServices(context);
  const now = content.now();
  let fields: Record<string, unknown>;
  try {
    fields = await readFields(request);
  } catch (error) {
    if (error instanceof BodyError) return data<ActionResult>({ error: error.message }, { status: error.status, headers: NO_STORE });
    throw error;
  }
  const check = await checkVisitToken(store.db, params.token, now);
  if (!check.ok) return data<ActionResult>({ error: check.message }, { status: check.reason === "invalid" ? 404 : 410, headers: NO_STORE });
  if (fields.intent === "cancel") {
    await cancelVisitByLink(store, env, check.visit, check.tokenHash, now);
    // Post, then redirect: a reload does not post again, and the page says what was done.
    return redirect(`/visit/manage/${params.token}?done=cancelled`, { headers: NO_STORE });
  }
  if (fields.intent === "move") {
    const startsAt = Number(fields.slot);
    const length = Number(check.visit.ends_at) - Number(check.visit.starts_at);
    if (!Number.isSafeInteger(startsAt)) return data<ActionResult>({ error: "Please choose a new time." }, { status: 422, headers: NO_STORE });
    const moved = await moveVisitByLink(store, env, check.visit, check.tokenHash, { startsAt, endsAt: startsAt + length }, now);
    if (moved.ok) return redirect(`/visit/manage/${params.token}?done=moved`, { headers: NO_STORE });
    return data<ActionResult>({ error: "That time was just taken, or is no longer offered. Please choose another." }, { status: 409, headers: NO_STORE });
  }
  return data<ActionResult>({ error: "Choose to move or to cancel the visit." }, { status: 400, headers: NO_STORE });
}

const choiceLink = "block min-h-11 border border-stone bg-white px-4 py-2.5 text-aegean underline-offset-2 hover:border-aegean hover:underline";

export default function ManageVisit({ loaderData, actionData, params }: Route.ComponentProps) {
  const site = useSite();
  const SHOWROOMS = showroomsOf(useSettings());
  const result = actionData as ActionResult | undefined;
  const shell = (children: React.ReactNode) => (
    <div className="container-site max-w-3xl py-12 md:py-16">
      <h1 className="text-4xl sm:text-5xl">YOUR SHOWROOM VISIT</h1>
      <div className="mt-8 space-y-8">{children}</div>
    </div>
  );
  if (loaderData.state === "done") {
    const { done, startsAt, endsAt } = loaderData;
    return shell(
      <TitledSection id="done-heading" title={done === "cancelled" ? "Your visit is cancelled" : "Your visit is moved"} className="border border-stone bg-white p-6">
        <p className="mt-4">
          {done === "cancelled"
            ? "A confirmation is on its way to your inbox."
            : `New time: ${dayLabel(pacificDateOf(startsAt))}, ${timeLabel(startsAt)} – ${timeLabel(endsAt)}. The updated invitation, with a new link, is on its way to your inbox.`}
        </p>
        <p className="mt-6">
          <a href="/visit" className="text-aegean underline">
            Book another visit
          </a>
        </p>
      </TitledSection>,
    );
  }
  if (loaderData.state === "closed") {
    return shell(
      <p role="alert" className="border-l-4 border-bronze bg-marble p-4 text-lg">
        {loaderData.message} Questions? Call{" "}
        <a href={site.phone.href} className="text-aegean underline">
          {site.phone.display}
        </a>
        .
      </p>,
    );
  }
  const { visit, days, date, times } = loaderData;
  const base = `/visit/manage/${params.token}`;
  return shell(
    <>
      {result && "error" in result ? (
        <p role="alert" className="border-l-4 border-danger bg-danger-light p-4 font-medium text-danger-dark">
          {result.error}
        </p>
      ) : null}
      <TitledSection id="visit-heading" title={<>{dayLabel(pacificDateOf(visit.startsAt))}, {timeLabel(visit.startsAt)} – {timeLabel(visit.endsAt)}</>} className="border border-stone bg-white p-6">
        <p className="mt-2">
          {SHOWROOMS[visit.showroom].name}, {SHOWROOMS[visit.showroom].address}. {VISIT_PURPOSES.find((entry) => entry.value === visit.purpose)?.label}.
        </p>
        <Form method="post" className="mt-6">
          <input type="hidden" name="intent" value="cancel" />
          <button type="submit" className="btn btn-outline">
            Cancel the visit
          </button>
        </Form>
      </TitledSection>
      <TitledSection id="move-heading" title="Move it to another time" className="border border-stone bg-white p-6">
        <ul className="mt-4 grid gap-2 sm:grid-cols-2" aria-label="Days with free times">
          {days.map((day) => (
            <li key={day.date}>
              <Link to={`${base}?date=${day.date}`} preventScrollReset aria-current={day.date === date ? "true" : undefined} className={choiceLink}>
                {day.label}
              </Link>
            </li>
          ))}
        </ul>
        {date ? (
          <Form method="post" className="mt-6">
            <input type="hidden" name="intent" value="move" />
            <fieldset>
              <legend className="font-semibold">Free times on {dayLabel(date)}</legend>
              <div className="mt-2 flex flex-wrap gap-3">
                {times.map((time, index) => (
                  <label key={time.startsAt} className="flex min-h-11 items-center gap-2 border border-stone px-3">
                    <input type="radio" name="slot" value={time.startsAt} required defaultChecked={index === 0} className="size-5" />
                    {time.label}
                  </label>
                ))}
              </div>
            </fieldset>
            <button type="submit" className="btn btn-primary mt-4">
              Move the visit
            </button>
          </Form>
        ) : null}
      </TitledSection>
    </>,
  );
}

/** Nothing on this page runs a script: it ships as HTML (docs/decisions/018-pages-without-javascript.md). */
export const handle = STATIC_PAGE;
