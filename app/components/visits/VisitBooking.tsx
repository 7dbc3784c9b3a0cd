import { useSettings, useSite } from "#app/lib/content/root-content";
import { VISIT_ISLAND } from "../island-names";
import type { FormResult } from "#app/lib/forms/results";
import { useIslandPages } from "#app/lib/island-navigation";
import { pacificDateOf } from "#app/lib/pacific-time";
import { dayLabel, timeLabel, visitHref, type VisitChoice } from "#app/lib/visits/booking-steps";
import { showroomsOf, SHOWROOM_IDS, VISIT_PURPOSES } from "#app/lib/visits/showrooms";
import { usePostedForm } from "../forms/posted-form";
import { StepLink } from "./StepLink";
import { VisitBooked, VisitForm } from "./VisitForm";


/** What the /visit loader and action give the page: the steps chosen so far, what each next step offers, the answer. */
export interface VisitBookingProps {
  choice: VisitChoice;
  days: { date: string; label: string; count: number }[];
  times: { startsAt: number; label: string }[];
  slot: { startsAt: number; endsAt: number } | null;
  /** The address asked for a time that is no longer free (someone took it while the page was open). */
  slotGone: boolean;
  result?: FormResult;
}

const stepHeading = "font-display text-2xl";
const choiceLink =
  "block min-h-11 border border-stone bg-white px-4 py-2.5 text-aegean underline-offset-2 hover:border-aegean hover:underline focus-visible:outline-3";

/**
 * Booking a showroom visit: showroom and purpose, a free day, a free time, then the visitor's details. Each step is
 * in the address, so every step works without scripts. An island (docs/decisions/018-pages-without-javascript.md):
 * with scripts a step is shown in place from the page the server serves at its address, and the details are sent
 * without leaving the page.
 */
export function VisitBooking(served: VisitBookingProps) {
  const site = useSite();
  const SHOWROOMS = showroomsOf(useSettings());
  const { props, setProps, submitting, onSubmit } = usePostedForm(VISIT_ISLAND, served, { addressFollowsAction: true });
  const navigate = useIslandPages(VISIT_ISLAND, setProps);
  const { choice, days, times, slot, slotGone, result } = props;
  const showroom = choice.showroom ? SHOWROOMS[choice.showroom] : undefined;
  const purposeLabel = VISIT_PURPOSES.find((entry) => entry.value === choice.purpose)?.label;

  if (result?.ok && result.visit) {
    return (
      <div className="container-site max-w-3xl py-12 md:py-16">
        <h1 className="sr-only">Book a showroom visit</h1>
        <VisitBooked visit={result.visit} held={result.held} />
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
          <form
            // Back to an earlier step shows its choices, not what was last picked here.
            key={`${choice.showroom}:${choice.purpose}`}
            method="get"
            action="/visit"
            className="mt-5 space-y-5"
            onSubmit={(event) => {
              event.preventDefault();
              const query = new URLSearchParams();
              for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === "string") query.append(name, value);
              navigate(`/visit?${query}`);
            }}
          >
            <fieldset>
              <legend className="font-semibold text-ink">Showroom</legend>
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
              <label htmlFor="visit-purpose" className="block font-semibold text-ink">
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
          </form>
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
                    <StepLink
                      href={visitHref({ showroom: choice.showroom, purpose: choice.purpose, date: day.date })}
                      navigate={navigate}
                      aria-current={day.date === choice.date ? "true" : undefined}
                      className={`${choiceLink} ${day.date === choice.date ? "border-aegean bg-aegean-light/50 font-semibold" : ""}`}
                    >
                      {day.label}
                      <span className="block text-sm text-muted no-underline">
                        {day.count} free {day.count === 1 ? "time" : "times"}
                      </span>
                    </StepLink>
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
                  <StepLink
                    href={visitHref({ ...choice, slot: time.startsAt })}
                    navigate={navigate}
                    aria-current={time.startsAt === choice.slot ? "true" : undefined}
                    className={`${choiceLink} ${time.startsAt === choice.slot ? "border-aegean bg-aegean-light/50 font-semibold" : ""}`}
                  >
                    {time.label}
                  </StepLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {slotGone && !result ? (
          <p role="alert" className="border-l-4 border-danger bg-danger-light p-4 font-medium text-danger-dark">
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
              <VisitForm
                choice={choice}
                result={result && !result.ok ? result : undefined}
                submitting={submitting}
                onSubmit={onSubmit}
                navigate={navigate}
              />
            </div>
          </section>
        ) : null}
      </div>
    </div>
  );
}

