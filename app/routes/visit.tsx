import { Form, Link } from "react-router";
import { VisitForm, VisitBooked } from "../components/forms/VisitForm";
import { pageMeta } from "../content/page-meta";
import { site } from "../content/site";
import type { FormResult } from "../lib/forms/results";
import { getMeta } from "../lib/meta";
import { pacificDateOf } from "../lib/pacific-time";
import { showroomSchedule } from "../lib/server/bookings/visits.server";
import { formAction } from "../lib/server/leads/form-routes.server";
import { requireServices } from "../lib/server/platform/services.server";
import { dayLabel, timeLabel, visitHref, type VisitChoice } from "../lib/visits/booking-steps";
import { isShowroomId, isVisitPurpose, SHOWROOMS, SHOWROOM_IDS, VISIT_PURPOSES } from "../lib/visits/showrooms";
import type { Route } from "./+types/visit";

/** Free times change with every booking: the page is made for each request and never cached. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** The steps chosen so far (from the address), and what each next step offers: days, then times. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const showroom = params.get("showroom");
  const purpose = params.get("purpose");
  const choice: VisitChoice = {
    showroom: isShowroomId(showroom) ? showroom : undefined,
    purpose: isVisitPurpose(purpose) ? purpose : undefined,
  };
  if (!choice.showroom || !choice.purpose) return { choice, days: [], times: [], slot: null, slotGone: false };
  const { store, content } = requireServices(context);
  const { days } = await showroomSchedule(store.db, choice.showroom, content.now());
  const date = params.get("date") ?? "";
  const day = days.find((entry) => entry.date === date);
  if (day) choice.date = day.date;
  const wanted = Number(params.get("slot"));
  const slot = day?.slots.find((entry) => entry.startsAt === wanted) ?? null;
  if (slot) choice.slot = slot.startsAt;
  return {
    choice,
    days: days.map((entry) => ({ date: entry.date, label: dayLabel(entry.date), count: entry.slots.length })),
    times: (day?.slots ?? []).map((entry) => ({ startsAt: entry.startsAt, label: timeLabel(entry.startsAt) })),
    slot: slot ? { startsAt: slot.startsAt, endsAt: slot.endsAt } : null,
    // A time asked for that is no longer free (someone took it while the page was open).
    slotGone: params.has("slot") && !slot,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return formAction("visit", request, context);
}

export function meta() {
  return getMeta(pageMeta.visit);
}

const stepHeading = "font-display text-2xl";
const choiceLink =
  "block min-h-11 border border-stone bg-white px-4 py-2.5 text-aegean underline-offset-2 hover:border-aegean hover:underline focus-visible:outline-3";

export default function Visit({ loaderData, actionData }: Route.ComponentProps) {
  const { choice, days, times, slot, slotGone } = loaderData;
  const result = actionData as FormResult | undefined;
  const showroom = choice.showroom ? SHOWROOMS[choice.showroom] : undefined;
  const purposeLabel = VISIT_PURPOSES.find((entry) => entry.value === choice.purpose)?.label;

  if (result?.ok && result.visit) {
    return (
      <div className="container-site max-w-3xl py-12 md:py-16">
        <h1 className="sr-only">Book a showroom visit</h1>
        <VisitBooked visit={result.visit} />
      </div>
    );
  }

  return (
    <div className="container-site grid gap-10 py-12 md:py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <div>
        <h1 className="text-4xl sm:text-5xl">BOOK A SHOWROOM VISIT</h1>
        <p className="mt-6 text-lg">
          See the doors and windows full size, and design a custom door with us. Choose a showroom and a free time; we
          confirm by email at once, and you can move or cancel from that email.
        </p>
        <p className="mt-4 text-muted">
          Rather book by phone? Call{" "}
          <a href={site.phone.href} className="text-aegean underline">
            {site.phone.display}
          </a>
          .
        </p>
      </div>

      <div className="space-y-10">
        <section aria-labelledby="where-heading" className="border border-stone bg-white p-5 md:p-8">
          <h2 id="where-heading" className={stepHeading}>
            1. Showroom and purpose
          </h2>
          <Form method="get" action="/visit" preventScrollReset className="mt-5 space-y-5">
            <fieldset>
              <legend className="font-medium text-ink">Showroom</legend>
              <div className="mt-2 grid gap-3 sm:grid-cols-2">
                {SHOWROOM_IDS.map((id) => (
                  <label key={id} className="flex min-h-11 items-start gap-3 border border-stone p-3">
                    <input type="radio" name="showroom" value={id} defaultChecked={choice.showroom === id} required className="mt-1 size-5" />
                    <span>
                      <span className="block font-semibold">{SHOWROOMS[id].name}</span>
                      <span className="block text-sm text-muted">{SHOWROOMS[id].address}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <div>
              <label htmlFor="visit-purpose" className="block font-medium text-ink">
                What is the visit about?
              </label>
              <select id="visit-purpose" name="purpose" required defaultValue={choice.purpose ?? ""} className="mt-1.5 block w-full rounded-sm border border-[#8b8578] bg-white px-3 py-2.5 text-base text-ink">
                <option value="">Choose one</option>
                {VISIT_PURPOSES.map((entry) => (
                  <option key={entry.value} value={entry.value}>
                    {entry.label}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn btn-primary">
              Show free days
            </button>
          </Form>
        </section>

        {showroom && purposeLabel ? (
          <section aria-labelledby="day-heading" className="border border-stone bg-white p-5 md:p-8">
            <h2 id="day-heading" className={stepHeading}>
              2. Day
            </h2>
            <p className="mt-2 text-muted">
              {showroom.name}, {purposeLabel.toLowerCase()}.
            </p>
            {days.length ? (
              <ul className="mt-4 grid gap-2 sm:grid-cols-2" aria-label="Days with free times">
                {days.map((day) => (
                  <li key={day.date}>
                    <Link
                      to={visitHref({ showroom: choice.showroom, purpose: choice.purpose, date: day.date })}
                      aria-current={day.date === choice.date ? "true" : undefined}
                      preventScrollReset
                      className={`${choiceLink} ${day.date === choice.date ? "border-aegean bg-aegean-light/50 font-semibold" : ""}`}
                    >
                      {day.label}
                      <span className="block text-sm text-muted no-underline">
                        {day.count} free {day.count === 1 ? "time" : "times"}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-4">
                There are no free times at this showroom in the coming weeks. Please call us at{" "}
                <a href={site.phone.href} className="text-aegean underline">
                  {site.phone.display}
                </a>{" "}
                and we will find one.
              </p>
            )}
          </section>
        ) : null}

        {choice.date ? (
          <section aria-labelledby="time-heading" className="border border-stone bg-white p-5 md:p-8">
            <h2 id="time-heading" className={stepHeading}>
              3. Time on {dayLabel(choice.date)}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2" aria-label="Free times">
              {times.map((time) => (
                <li key={time.startsAt}>
                  <Link
                    to={visitHref({ ...choice, slot: time.startsAt })}
                    aria-current={time.startsAt === choice.slot ? "true" : undefined}
                    preventScrollReset
                    className={`${choiceLink} ${time.startsAt === choice.slot ? "border-aegean bg-aegean-light/50 font-semibold" : ""}`}
                  >
                    {time.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {slotGone && !result ? (
          <p role="alert" className="border-l-4 border-[#a4161a] bg-[#fdecea] p-4 font-medium text-[#7a1013]">
            That time is no longer free. Please choose another.
          </p>
        ) : null}

        {(slot && choice.showroom && choice.purpose) || (result && !result.ok) ? (
          <section aria-labelledby="details-heading" className="border border-stone bg-white p-5 md:p-8">
            <h2 id="details-heading" className={stepHeading}>
              4. Your details
            </h2>
            {slot ? (
              <p className="mt-2 text-muted">
                {showroom?.name}, {dayLabel(pacificDateOf(slot.startsAt))} at {timeLabel(slot.startsAt)}.
              </p>
            ) : null}
            <div className="mt-5">
              <VisitForm choice={choice} result={result && !result.ok ? result : undefined} />
            </div>
          </section>
        ) : null}
      </div>
    </div>
  );
}
