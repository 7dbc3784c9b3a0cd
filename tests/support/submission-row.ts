import type { Submission } from "#app/lib/server/platform/db-schema";

/**
 * A whole stored lead as the tests and the export bench build one: a contact enquiry, new, with nothing optional
 * given, changed by `fields`. A new column of `submissions` gets its default here once, not in every test.
 */
export function submissionRow(
  fields: Partial<Submission> & Pick<Submission, "id">,
): Submission {
  return {
    kind: "contact",
    form_id: "contact",
    created_at: Date.UTC(2025, 9, 23, 1, 1),
    first_name: "Jane",
    last_name: "Doe",
    email: "jane@example.com",
    phone: "6045550142",
    message: null,
    how_did_you_hear: null,
    company: null,
    guests: null,
    marketing_consent: 0,
    status: "new",
    handled_at: null,
    handled_by: null,
    client_hash: "x",
    user_agent: null,
    event_id: null,
    rsvp_status: null,
    rsvp_email: null,
    person_id: null,
    email_key: null,
    phone_key: null,
    stage: "new",
    stage_changed_at: null,
    lost_reason: null,
    owner_id: null,
    next_action: null,
    next_action_due: null,
    source_referrer: null,
    source_landing: null,
    source_utm_source: null,
    source_utm_medium: null,
    source_utm_campaign: null,
    source_paid: null,
    source_channel: null,
    source_base_channel: null,
    ...fields,
  };
}
