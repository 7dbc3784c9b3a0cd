import { Form } from "react-router";
import { dayLabel } from "#app/lib/visits/booking-steps";
import type { VisitsPageData } from "#app/lib/server/bookings/visits-page.server";
import { SendRow, StaffInput } from "./form-bits";

/** Block a time, and the showroom's closed days (listed, removed, added). */
export function BlocksAndClosures({ page }: { page: VisitsPageData }) {
  const { showroom, from, closures } = page;
  return (
    <div className="space-y-8">
      <section aria-labelledby="block-heading" className="border border-stone bg-white p-5">
        <h2 id="block-heading" className="text-2xl">
          Block a time
        </h2>
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-3" aria-labelledby="block-heading">
          <input type="hidden" name="intent" value="block" />
          <input type="hidden" name="showroom" value={showroom} />
          <StaffInput id="block-date" text="Day" name="date" type="date" required defaultValue={from} />
          <StaffInput id="block-from" text="From" name="from" type="time" step={900} required defaultValue="09:00" />
          <StaffInput id="block-to" text="To" name="to" type="time" step={900} required defaultValue="12:00" />
          <StaffInput id="block-note" text="Why (staff only)" wrapperClassName="sm:col-span-3" name="note" />
          <SendRow className="sm:col-span-3">Block the time</SendRow>
        </Form>
      </section>

      <section aria-labelledby="closed-heading" className="border border-stone bg-white p-5">
        <h2 id="closed-heading" className="text-2xl">
          Closed days
        </h2>
        {closures.length ? (
          <ul className="mt-3 list-disc pl-5">
            {closures.map((closure) => (
              <li key={closure.id}>
                <Form method="post" className="flex flex-wrap items-center gap-3">
                  <span>
                    {dayLabel(closure.from)}
                    {closure.to !== closure.from ? ` to ${dayLabel(closure.to)}` : ""}: {closure.reason}
                  </span>
                  <input type="hidden" name="intent" value="closure-remove" />
                  <input type="hidden" name="showroom" value={showroom} />
                  <input type="hidden" name="id" value={closure.id} />
                  <button type="submit" className="text-aegean underline">
                    Remove<span className="sr-only"> the closed days from {dayLabel(closure.from)}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-muted">None coming up.</p>
        )}
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-3" aria-labelledby="closed-heading">
          <input type="hidden" name="intent" value="closure" />
          <input type="hidden" name="showroom" value={showroom} />
          <StaffInput id="closure-from" text="First day" name="from_date" type="date" required />
          <StaffInput id="closure-to" text="Last day" name="to_date" type="date" />
          <StaffInput id="closure-reason" text="Reason" name="reason" />
          <SendRow className="sm:col-span-3" outline>
            Add closed days
          </SendRow>
        </Form>
      </section>
    </div>
  );
}
