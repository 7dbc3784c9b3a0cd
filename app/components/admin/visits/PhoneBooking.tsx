import { Form } from "react-router";
import { VISIT_PURPOSES } from "../../../lib/visits/showrooms";
import type { VisitsPageData } from "../../../lib/server/bookings/visits-page.server";
import { control, FieldError, label } from "./form-bits";

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
        <div>
          <label htmlFor="book-name" className={label}>
            Name
          </label>
          <input id="book-name" name="name" required maxLength={100} className={control} aria-describedby={errors.name ? "book-name-error" : undefined} aria-invalid={errors.name ? true : undefined} />
          <FieldError id="book-name-error" message={errors.name} />
        </div>
        <div>
          <label htmlFor="book-email" className={label}>
            Email (optional: the visitor gets the confirmation and a reminder)
          </label>
          <input id="book-email" name="email" type="email" maxLength={254} className={control} aria-describedby={errors.email ? "book-email-error" : undefined} aria-invalid={errors.email ? true : undefined} />
          <FieldError id="book-email-error" message={errors.email} />
        </div>
        <div>
          <label htmlFor="book-phone" className={label}>
            Phone (optional)
          </label>
          <input id="book-phone" name="phone" type="tel" maxLength={30} className={control} />
        </div>
        <div>
          <label htmlFor="book-note" className={label}>
            Note (optional)
          </label>
          <textarea id="book-note" name="note" maxLength={1000} rows={2} className={control} />
        </div>
        <button type="submit" className="btn btn-primary">
          Book the visit
        </button>
      </Form>
    </section>
  );
}
