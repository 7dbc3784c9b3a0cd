import { useEffect, useState } from "react";
import { Form } from "react-router";
import { UnsavedChangesGuard } from "#app/components/admin/unsaved/UnsavedChangesGuard";
import { useEditorValidation } from "#app/components/admin/useEditorValidation";
import { ErrorSummary } from "#app/components/forms/ErrorSummary";
import { controlProps, FieldShell, TextArea, TextField } from "#app/components/forms/Field";
import { PHONE_BOOKING_LABELS, PHONE_BOOKING_LIMITS, PHONE_BOOKING_ORDER, phoneBookingSchema } from "#app/lib/forms/staff/phone-booking";
import { VISIT_PURPOSES } from "#app/lib/visits/showrooms";
import type { VisitsActionResult, VisitsPageData } from "#app/lib/server/bookings/visits-page.server";

const DEFAULT_PURPOSE = "custom-door";

/**
 * Book a visit by phone: a free time, what it is about, and who comes. Checked in the browser with the server's
 * schema; a refused post (with or without JavaScript) shows the form again as typed, each problem by its field and in
 * the summary. After a booking the form starts empty again.
 */
export function PhoneBooking({ page, result }: { page: VisitsPageData; result?: VisitsActionResult }) {
  const ours = result?.form === "book" ? result : undefined;
  // A booking made: the form starts again, empty, with a fresh unsaved-changes guard.
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (ours?.tone === "ok") setRound((count) => count + 1);
  }, [ours]);
  return (
    <section aria-labelledby="book-heading" className="border border-stone bg-white p-5">
      <h2 id="book-heading" className="text-2xl">
        Book a visit by phone
      </h2>
      <BookingForm key={round} page={page} refused={ours?.tone === "error" ? ours : undefined} />
    </section>
  );
}

function BookingForm({ page, refused }: { page: VisitsPageData; refused?: VisitsActionResult }) {
  const { showroom, free } = page;
  const { formRef, summaryRef, errors, validate } = useEditorValidation(phoneBookingSchema, refused?.errors);
  const typed = refused?.values ?? {};
  // The time chosen before, while it is still free (a time just taken is gone from the list). None is chosen for staff:
  // the list changes as times are taken, and a time the page picked is neither a choice made on the phone nor a change.
  const slot = free.some((entry) => entry.value === typed.slot) ? typed.slot : "";
  return (
    <Form ref={formRef} method="post" onSubmit={validate} className="mt-4 space-y-4" aria-labelledby="book-heading">
      <UnsavedChangesGuard what="the visit being booked by phone" />
      <ErrorSummary errors={errors} labels={PHONE_BOOKING_LABELS} order={PHONE_BOOKING_ORDER} summaryRef={summaryRef} />
      <input type="hidden" name="intent" value="book" />
      <input type="hidden" name="showroom" value={showroom} />
      <FieldShell id="field-slot" label="Free time" error={errors.slot}>
        {(describedBy) => (
          <select {...controlProps("slot", errors.slot, false, describedBy)} defaultValue={slot}>
            <option value="">{free.length ? "Choose a time" : "No free time in the coming weeks"}</option>
            {free.map((entry) => (
              <option key={entry.value} value={entry.value}>
                {entry.label}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <FieldShell id="field-purpose" label="What is the visit about?" error={errors.purpose}>
        {(describedBy) => (
          <select {...controlProps("purpose", errors.purpose, false, describedBy)} defaultValue={typed.purpose ?? DEFAULT_PURPOSE}>
            {VISIT_PURPOSES.map((entry) => (
              <option key={entry.value} value={entry.value}>
                {entry.label}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <TextField name="name" label="Name" autoComplete="off" limit={PHONE_BOOKING_LIMITS.name} defaultValue={typed.name} error={errors.name} />
      <TextField
        name="email"
        type="email"
        label="Email"
        optional
        hint="The visitor gets the confirmation and a reminder."
        autoComplete="off"
        spellCheck={false}
        limit={PHONE_BOOKING_LIMITS.email}
        defaultValue={typed.email}
        error={errors.email}
      />
      <TextField name="phone" type="tel" label="Phone" optional hint="As they say it: 604-555-1234, (604) 555 1234 or +44 20 7946 0958." autoComplete="off" defaultValue={typed.phone} error={errors.phone} />
      <TextArea name="note" label="Note" optional rows={3} limit={PHONE_BOOKING_LIMITS.note} defaultValue={typed.note} error={errors.note} />
      <button type="submit" className="btn btn-primary">
        Book the visit
      </button>
    </Form>
  );
}
