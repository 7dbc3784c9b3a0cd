import { Form } from "react-router";
import { VISIT_PURPOSES } from "#app/lib/visits/showrooms";
import type { VisitsPageData } from "#app/lib/server/bookings/visits-page.server";
import { control, FieldError, label, StaffInput } from "./form-bits";

/** Book a visit by phone: a free time, what it is about, and who comes. */
export function PhoneBooking({ page, errors }: { page: VisitsPageData; errors: Record<string, string> }) {
  const { showroom, free } = page;
  return (
    <section aria-labelledby="book-heading" className="border border-stone bg-white p-5">
      <h2 id="book-heading" className="text-2xl">
        Book a visit by phone
      </h2>
      <Form method="post" className="mt-4 space-y-4" aria-labelledby="book-heading">
        <input type="hidden" name="intent" value="book" />
        <input type="hidden" name="showroom" value={showroom} />
        <div>
          <label htmlFor="book-slot" className={label}>
            Free time
          </label>
          <select id="book-slot" name="slot" required className={control} aria-describedby={errors.slot ? "book-slot-error" : undefined}>
            {free.map((slot) => (
              <option key={slot.value} value={slot.value}>
                {slot.label}
              </option>
            ))}
          </select>
          <FieldError id="book-slot-error" message={errors.slot} />
        </div>
        <div>
          <label htmlFor="book-purpose" className={label}>
            What is the visit about?
          </label>
          <select id="book-purpose" name="purpose" required className={control} defaultValue="custom-door">
            {VISIT_PURPOSES.map((entry) => (
              <option key={entry.value} value={entry.value}>
                {entry.label}
              </option>
            ))}
          </select>
          <FieldError id="book-purpose-error" message={errors.purpose} />
        </div>
        <StaffInput id="book-name" text="Name" name="name" required aria-invalid={errors.name ? true : undefined} error={errors.name} />
        <StaffInput id="book-email" text="Email (optional: the visitor gets the confirmation and a reminder)" name="email" type="email" aria-invalid={errors.email ? true : undefined} error={errors.email} />
        <StaffInput id="book-phone" text="Phone (optional)" name="phone" type="tel" autoComplete="off" aria-invalid={errors.phone ? true : undefined} error={errors.phone} />
        <div>
          <label htmlFor="book-note" className={label}>
            Note (optional)
          </label>
          <textarea id="book-note" name="note" rows={2} className={control} aria-invalid={errors.note ? true : undefined} aria-describedby={errors.note ? "book-note-error" : undefined} />
          <FieldError id="book-note-error" message={errors.note} />
        </div>
        <button type="submit" className="btn btn-primary">
          Book the visit
        </button>
      </Form>
    </section>
  );
}
