import { Island } from "../components/Island";
import { VISIT_ISLAND } from "../components/island-names";
import { VisitBooking, type VisitBookingProps } from "../components/visits/VisitBooking";
import type { FormResult } from "../lib/forms/results";
import { showroomSchedule } from "../lib/server/bookings/visits.server";
import { formAction } from "../lib/server/leads/form-routes.server";
import { requireServices } from "../lib/server/platform/services.server";
import { dayLabel, shortDayLabel, timeLabel, type VisitChoice } from "../lib/visits/booking-steps";
import { bookingWeek } from "../lib/visits/booking-week";
import { bookingWindow, weekdayOf } from "../lib/visits/slots";
import { isShowroomId, isVisitPurpose } from "../lib/visits/showrooms";
import type { PageHandle } from "../lib/page-handle";
import type { PostedIsland } from "../lib/posted-island";
import { livePageMeta } from "#app/lib/content/live-meta";
import type { Route } from "./+types/visit";

/** The booking steps and form: the steps chosen (the loader's), and the result of a post. */
const bookingProps = (steps: Omit<VisitBookingProps, "result">, result: FormResult | undefined): VisitBookingProps => ({ ...steps, result });
const booking: PostedIsland<Omit<VisitBookingProps, "result">, FormResult, VisitBookingProps> = {
  name: VISIT_ISLAND,
  props: ({ loaderData, actionData }) => bookingProps(loaderData, actionData),
};

/** The page hydrates only its booking steps and form (app/islands/visit.client.tsx), with React alone. */
export const handle = { hydrate: false, islands: "visit", postedIsland: booking } satisfies PageHandle;

/** Free times change with every booking: the page is made for each request and never cached. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** The steps chosen so far (from the address), and what each next step offers: days, then times. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<Omit<VisitBookingProps, "result">> {
  const params = new URL(request.url).searchParams;
  const showroom = params.get("showroom");
  const purpose = params.get("purpose");
  const choice: VisitChoice = {
    showroom: isShowroomId(showroom) ? showroom : undefined,
    purpose: isVisitPurpose(purpose) ? purpose : undefined,
  };
  if (!choice.showroom || !choice.purpose) return { choice, week: null, times: [], slot: null, slotGone: false };
  const { store, content } = requireServices(context);
  const now = content.now();
  const { days, input } = await showroomSchedule(store.db, choice.showroom, now);
  const date = params.get("date") ?? "";
  const day = days.find((entry) => entry.date === date);
  if (day) choice.date = day.date;
  const wanted = Number(params.get("slot"));
  const slot = day?.slots.find((entry) => entry.startsAt === wanted) ?? null;
  if (slot) choice.slot = slot.startsAt;
  const { first, last } = bookingWindow(input.availability, now);
  const week = bookingWeek({
    free: days,
    closures: input.closures,
    first,
    last,
    open: (date) => (input.availability.weeklyHours[weekdayOf(date)] ?? []).length > 0,
    week: params.get("week"),
    date: choice.date,
  });
  // A week paged to stays in the address of the steps after it; the chosen day's own week needs none.
  if (params.has("week") && (!choice.date || !week.days.some((entry) => entry.date === choice.date))) choice.week = week.start;
  return {
    choice,
    week: { ...week, days: week.days.map((entry) => ({ ...entry, label: dayLabel(entry.date), short: shortDayLabel(entry.date) })) },
    times: (day?.slots ?? []).map((entry) => ({ startsAt: entry.startsAt, label: timeLabel(entry.startsAt) })),
    slot: slot ? { startsAt: slot.startsAt, endsAt: slot.endsAt } : null,
    // A time asked for that is no longer free (someone took it while the page was open).
    slotGone: params.has("slot") && !slot,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return formAction("visit", request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return livePageMeta(matches, "visit");
}

/** The page is its booking island (app/islands/visit.client.tsx): React alone, no router. */
export default function Visit({ loaderData, actionData }: Route.ComponentProps) {
  return <Island name={booking.name} component={VisitBooking} props={bookingProps(loaderData, actionData as FormResult | undefined)} />;
}
