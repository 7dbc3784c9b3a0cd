import { useEffect, useRef, type FormEvent } from "react";
import type { FormResult } from "#app/lib/forms/results";
import { VISIT_FIELDS, VISIT_NOTE_MAX } from "#app/lib/forms/visit-fields";
import { reportLead } from "#app/lib/analytics";
import { pacificDateOf } from "#app/lib/pacific-time";
import type { IslandNavigate } from "#app/lib/island-navigation";
import { dayLabel, timeLabel, visitHref, type VisitChoice } from "#app/lib/visits/booking-steps";
import { StepLink } from "./StepLink";
import { isShowroomId, showroomsOf, VISIT_PURPOSES } from "#app/lib/visits/showrooms";
import { useSettings } from "#app/lib/content/root-content";
import { useCaptchaGate } from "../forms/CaptchaGate";
import { BackHome } from "../forms/ThankYou";
import { FormSend, GuardedForm, useLeadResult } from "../forms/GuardedForm";
import { HELD_VISIT_RECEIVED } from "#app/lib/forms/held";
import { ErrorSummary } from "../forms/ErrorSummary";
import { TextArea } from "../forms/Field";
import { FormErrorAlert, PERSON_LABELS, PersonFields } from "../forms/PersonFields";
import { loadVisitSchema } from "../forms/schema-loaders";
import { useFormValidation } from "../forms/useFormValidation";

const LABELS: Record<string, string> = { ...PERSON_LABELS, note: "Anything we should know", slot: "Time", showroom: "Showroom", purpose: "Purpose" };

type Failed = Extract<FormResult, { ok: false }>;

/**
 * The visitor's details for a chosen time; after a 409, the next free times to choose from instead. Sent by the
 * booking's island (VisitBooking), which says when it is `submitting`; `navigate` shows another step.
 */
export function VisitForm({
  choice,
  result,
  submitting,
  onSubmit,
  navigate,
}: {
  choice: VisitChoice;
  result?: Failed;
  submitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  navigate: IslandNavigate;
}) {
  const { formRef, summaryRef, errors, validate } = useFormValidation(loadVisitSchema, VISIT_FIELDS, result?.errors);
  const captcha = useCaptchaGate();
  const values = result?.values ?? {};
  const showroom = choice.showroom ?? values.showroom;
  const purpose = choice.purpose ?? values.purpose;

  useLeadResult(captcha, result);

  return (
    <>
      {result?.next?.length && isShowroomId(showroom) ? (
        <nav aria-labelledby="next-times-heading" className="mb-6 border-l-4 border-aegean bg-marble p-4">
          <h3 id="next-times-heading" className="font-sans text-base font-semibold">
            The next free times
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {result.next.map((slot) => (
              <li key={slot.startsAt}>
                <StepLink
                  href={visitHref({ showroom, purpose, date: pacificDateOf(slot.startsAt), slot: slot.startsAt })}
                  navigate={navigate}
                  className="inline-flex min-h-11 items-center border border-stone bg-white px-3 text-aegean underline"
                >
                  {dayLabel(pacificDateOf(slot.startsAt))}, {timeLabel(slot.startsAt)}
                </StepLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <GuardedForm gate={captcha} formRef={formRef} validate={validate} onSubmit={onSubmit} action="/visit" aria-labelledby="details-heading" className="space-y-5">
        <FormErrorAlert message={result?.formError} />
        <ErrorSummary errors={errors} labels={LABELS} order={["showroom", "purpose", "slot", ...VISIT_FIELDS]} summaryRef={summaryRef} />
        <input type="hidden" name="showroom" value={showroom ?? ""} />
        <input type="hidden" name="purpose" value={purpose ?? ""} />
        <input type="hidden" name="slot" value={choice.slot ?? values.slot ?? ""} />
        <PersonFields values={values} errors={errors} />
        <TextArea
          name="note"
          label={LABELS.note!}
          optional
          hint="The openings you have in mind, a door size, who is coming"
          limit={VISIT_NOTE_MAX}
          defaultValue={values.note}
          error={errors.note}
        />
        <FormSend
          gate={captcha}
          noscript="The time you chose is booked once a person confirms it."
          privacy="We use your details only for your visit, and never share them."
          submitting={submitting}
          label="BOOK THE VISIT"
          busyLabel="Booking…"
        />
      </GuardedForm>
    </>
  );
}

/**
 * The booked visit, once it is stored: where, when, and that the email has the rest. A held request (sent without the
 * captcha, decision 027) says the same of the time asked for, and that a person confirms it first.
 */
export function VisitBooked({ visit, held = false }: { visit: { showroom: string; purpose: string; startsAt: number; endsAt: number }; held?: boolean }) {
  const SHOWROOMS = showroomsOf(useSettings());
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    reportLead("visit");
  }, []);
  const showroom = isShowroomId(visit.showroom) ? SHOWROOMS[visit.showroom] : undefined;
  return (
    <section aria-labelledby="booked-heading" className="border border-stone bg-white p-6 md:p-8">
      <h2 id="booked-heading" ref={heading} tabIndex={-1} className="text-4xl focus:outline-none">
        {held ? "We have your request" : "Your visit is booked"}
      </h2>
      <dl className="mt-6 space-y-2 text-lg">
        <div>
          <dt className="inline font-semibold">When: </dt>
          <dd className="inline">
            {dayLabel(pacificDateOf(visit.startsAt))}, {timeLabel(visit.startsAt)} – {timeLabel(visit.endsAt)} (Pacific time)
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold">Where: </dt>
          <dd className="inline">
            {showroom?.name}, {showroom?.address}
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold">About: </dt>
          <dd className="inline">{VISIT_PURPOSES.find((entry) => entry.value === visit.purpose)?.label}</dd>
        </div>
      </dl>
      <p className="mt-6">
        {held
          ? HELD_VISIT_RECEIVED
          : "A confirmation with a calendar invitation is on its way to your inbox. It has a link to move or cancel the visit."}
      </p>
      <BackHome />
    </section>
  );
}
