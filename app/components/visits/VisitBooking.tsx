import { useSettings, useSite } from "#app/lib/content/root-content";
import { VISIT_ISLAND } from "../island-names";
import type { FormResult } from "#app/lib/forms/results";
import { useIslandPages } from "#app/lib/island-navigation";
import { pacificDateOf } from "#app/lib/pacific-time";
import { dayLabel, STEP_TARGETS, timeLabel, visitHref, type VisitChoice } from "#app/lib/visits/booking-steps";
import type { BookingWeek, WeekDay } from "#app/lib/visits/booking-week";
import { showroomsOf, SHOWROOM_IDS, VISIT_PURPOSES } from "#app/lib/visits/showrooms";
import { usePostedForm } from "../forms/posted-form";
import { StepLink } from "./StepLink";
import { useStepFocus } from "./step-focus";
import { OpeningHours } from "../OpeningHours";
import { VisitBooked, VisitForm } from "./VisitForm";


/** What the /visit loader and action give the page: the steps chosen so far, what each next step offers, the answer. */
export interface VisitBookingProps {
  choice: VisitChoice;
  /** The week of days shown (null before a showroom and purpose are chosen). */
  week: (Omit<BookingWeek, "days"> & { days: (WeekDay & { label: string; short: { weekday: string; day: string } })[] }) | null;
  times: { startsAt: number; label: string }[];
  slot: { startsAt: number; endsAt: number } | null;
  /** The address asked for a time that is no longer free (someone took it while the page was open). */
  slotGone: boolean;
  result?: FormResult;
}

const stepHeading = "font-display text-2xl";
const choiceLink =
  "block min-h-11 border border-stone bg-white px-4 py-2.5 text-aegean underline-offset-2 hover:border-aegean hover:underline focus-visible:outline-3";
/** A day of the week's grid: a thumb's width and more on a 390 px screen, four to a row there, seven from 640 px. */
const dayCell = "flex min-h-16 flex-col items-center justify-center border px-1 py-2 text-center leading-tight focus-visible:outline-3";
const weekLink = "inline-flex min-h-11 items-center px-1 font-semibold text-aegean underline underline-offset-2 hover:text-aegean-dark";

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
  const { choice, week, times, slot, slotGone, result } = props;
  // With scripts, the step just chosen takes focus and comes into view (without, its link's fragment does it).
  useStepFocus(choice);
  /** The address of a step, landing on its target. */
  const stepHref = (step: VisitChoice, target: keyof typeof STEP_TARGETS) => `${visitHref(step)}#${STEP_TARGETS[target]}`;
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
        <div className="mt-8">
          <OpeningHours />
        </div>
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

        {showroom && purposeLabel && week && !(slot && choice.slot !== undefined) ? (
          <section aria-labelledby={STEP_TARGETS.day} className="border border-stone bg-white p-5 md:p-8">
            <h2 id={STEP_TARGETS.day} tabIndex={-1} className={`${stepHeading} scroll-mt-4 focus:outline-none`}>
              2. Day
            </h2>
            <p className="mt-2 text-muted">
              {showroom.name}, {purposeLabel.toLowerCase()}.
            </p>
            {week.days.some((day) => day.count > 0) || week.previous || week.next ? (
              <>
                <p className="mt-4 font-semibold text-ink" id="week-label">
                  {dayLabel(week.days[0]!.date)} to {dayLabel(week.days.at(-1)!.date)}
                </p>
                <ul className="mt-2 grid grid-cols-4 gap-2 sm:grid-cols-7" aria-label="Days with free times">
                  {week.days.map((day) => {
                    const chosen = day.date === choice.date;
                    const face = (
                      <>
                        <span className="block text-sm font-semibold">{day.short.weekday}</span>
                        <span className="block">{day.short.day}</span>
                        <span className="mt-0.5 block text-xs text-muted">{day.count ? `${day.count} free` : day.closed}</span>
                      </>
                    );
                    return (
                      <li key={day.date}>
                        {day.count ? (
                          <StepLink
                            href={stepHref({ showroom: choice.showroom, purpose: choice.purpose, date: day.date }, "times")}
                            navigate={navigate}
                            aria-current={chosen ? "true" : undefined}
                            aria-label={`${day.label}, ${day.count} free ${day.count === 1 ? "time" : "times"}`}
                            className={`${dayCell} ${chosen ? "border-aegean bg-aegean text-white [&_.text-muted]:text-white" : "border-stone bg-white text-aegean hover:border-aegean"}`}
                          >
                            {face}
                          </StepLink>
                        ) : (
                          <span className={`${dayCell} border-dashed border-stone bg-marble/60 text-muted`}>
                            {face}
                          </span>
                        )}
                      </li>
                    );
                  })}
                </ul>
                <nav aria-label="Weeks" className="mt-3 flex justify-between gap-3">
                  {week.previous ? (
                    <StepLink href={stepHref({ showroom: choice.showroom, purpose: choice.purpose, week: week.previous, date: choice.date }, "day")} navigate={navigate} className={weekLink}>
                      ← Previous week
                    </StepLink>
                  ) : (
                    <span />
                  )}
                  {week.next ? (
                    <StepLink href={stepHref({ showroom: choice.showroom, purpose: choice.purpose, week: week.next, date: choice.date }, "day")} navigate={navigate} className={weekLink}>
                      Next week →
                    </StepLink>
                  ) : null}
                </nav>
              </>
            ) : (
              <p className="mt-4">
                There are no free times at this showroom in the coming weeks. Please call us at{" "}
                <a href={site.phone.href} className="text-aegean underline">
                  {site.phone.display}
                </a>{" "}
                and we will find one.
              </p>
            )}
            {choice.date ? (
              <div className="mt-6 border-t border-stone pt-5">
                <h3 id={STEP_TARGETS.times} tabIndex={-1} className="scroll-mt-4 font-display text-xl focus:outline-none">
                  3. Time on {dayLabel(choice.date)}
                </h3>
                <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Free times">
                  {times.map((time) => (
                    <li key={time.startsAt}>
                      <StepLink
                        href={stepHref({ ...choice, slot: time.startsAt }, "details")}
                        navigate={navigate}
                        aria-current={time.startsAt === choice.slot ? "true" : undefined}
                        className={`${choiceLink} text-center ${time.startsAt === choice.slot ? "border-aegean bg-aegean-light/50 font-semibold" : ""}`}
                      >
                        {time.label}
                      </StepLink>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </section>
        ) : null}

        {slotGone && !result ? (
          <p role="alert" className="border-l-4 border-danger bg-danger-light p-4 font-medium text-danger-dark">
            That time is no longer free. Please choose another.
          </p>
        ) : null}

        {(slot && choice.showroom && choice.purpose) || (result && !result.ok) ? (
          <section aria-labelledby="details-heading" className="border border-stone bg-white p-5 md:p-8">
            <h2 id={STEP_TARGETS.details} tabIndex={-1} className={`${stepHeading} scroll-mt-4 focus:outline-none`}>
              4. Your details
            </h2>
            {slot ? (
              <div role="group" aria-label="Your visit" className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-l-4 border-aegean bg-marble p-4">
                <p>
                  <span className="block font-semibold text-ink">
                    {dayLabel(pacificDateOf(slot.startsAt))} at {timeLabel(slot.startsAt)}
                  </span>
                  <span className="block text-sm text-muted">
                    {showroom?.name}
                    {purposeLabel ? `, ${purposeLabel.toLowerCase()}` : ""}
                  </span>
                </p>
                <StepLink
                  href={stepHref({ showroom: choice.showroom, purpose: choice.purpose, week: choice.week, date: choice.date }, "times")}
                  navigate={navigate}
                  className="btn btn-outline min-h-11"
                >
                  Change<span className="sr-only"> the day or time</span>
                </StepLink>
              </div>
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

