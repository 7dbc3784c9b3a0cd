import { Form } from "react-router";
import { WEEKDAY_NAMES } from "#app/lib/forms/staff/availability";
import { SHOWROOMS } from "#app/lib/visits/showrooms";
import type { VisitsPageData } from "#app/lib/server/bookings/visits-page.server";
import { control, FieldError, label, SendRow, StaffInput } from "./form-bits";

/** A showroom's availability: weekly hours, visit length, buffer, notice, horizon and capacity. */
export function AvailabilityForm({ page, errors }: { page: VisitsPageData; errors: Record<string, string> }) {
  const { showroom, availability } = page;
  return (
    <section aria-labelledby="availability-heading" className="mt-10 border border-stone bg-white p-5">
      <h2 id="availability-heading" className="text-2xl">
        Availability of the {SHOWROOMS[showroom].name}
      </h2>
      <p className="mt-1 text-sm text-muted">Pacific time. Hours like 09:00-12:00, 13:00-17:00; leave a day empty when closed.</p>
      <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-labelledby="availability-heading">
        <input type="hidden" name="intent" value="availability" />
        <input type="hidden" name="showroom" value={showroom} />
        {WEEKDAY_NAMES.map((name, day) => (
          <div key={name}>
            <label htmlFor={`hours-${day}`} className={label}>
              {name}
            </label>
            <input id={`hours-${day}`} name={`hours_${day}`} defaultValue={availability.hours[day]} className={control} aria-invalid={errors[`hours_${day}`] ? true : undefined} aria-describedby={errors[`hours_${day}`] ? `hours-${day}-error` : undefined} />
            <FieldError id={`hours-${day}-error`} message={errors[`hours_${day}`]} />
          </div>
        ))}
        {(
          [
            ["visit_minutes", "Visit length (minutes)", availability.visitMinutes],
            ["buffer_minutes", "Buffer between visits (minutes)", availability.bufferMinutes],
            ["notice_hours", "Minimum notice (hours)", availability.noticeHours],
            ["horizon_days", "Bookable ahead (days)", availability.horizonDays],
            ["capacity", "Visits at the same time", availability.capacity],
          ] as const
        ).map(([name, text, value]) => (
          <StaffInput key={name} id={`availability-${name}`} text={text} name={name} type="number" required defaultValue={value} aria-invalid={errors[name] ? true : undefined} error={errors[name]} />
        ))}
        <SendRow className="sm:col-span-2 lg:col-span-4">Save availability</SendRow>
      </Form>
    </section>
  );
}
