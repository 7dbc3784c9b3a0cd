import { Form } from "react-router";
import { dayLabel } from "../../../lib/visits/booking-steps";
import type { VisitsPageData } from "../../../lib/server/bookings/visits-page.server";
import { control, label } from "./form-bits";

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
          <div>
            <label htmlFor="block-date" className={label}>
              Day
            </label>
            <input id="block-date" name="date" type="date" required defaultValue={from} className={control} />
          </div>
          <div>
            <label htmlFor="block-from" className={label}>
              From
            </label>
            <input id="block-from" name="from" type="time" step={900} required defaultValue="09:00" className={control} />
          </div>
          <div>
            <label htmlFor="block-to" className={label}>
              To
            </label>
            <input id="block-to" name="to" type="time" step={900} required defaultValue="12:00" className={control} />
          </div>
          <div className="sm:col-span-3">
            <label htmlFor="block-note" className={label}>
              Why (staff only)
            </label>
            <input id="block-note" name="note" maxLength={200} className={control} />
          </div>
          <div className="sm:col-span-3">
            <button type="submit" className="btn btn-primary">
              Block the time
            </button>
          </div>
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
          <div>
            <label htmlFor="closure-from" className={label}>
              First day
            </label>
            <input id="closure-from" name="from_date" type="date" required className={control} />
          </div>
          <div>
            <label htmlFor="closure-to" className={label}>
              Last day
            </label>
            <input id="closure-to" name="to_date" type="date" className={control} />
          </div>
          <div>
            <label htmlFor="closure-reason" className={label}>
              Reason
            </label>
            <input id="closure-reason" name="reason" maxLength={200} className={control} />
          </div>
          <div className="sm:col-span-3">
            <button type="submit" className="btn btn-outline">
              Add closed days
            </button>
          </div>
        </Form>
      </section>
    </div>
  );
}
