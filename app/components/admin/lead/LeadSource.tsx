import { Link } from "react-router";
import type { LeadSourceView } from "#app/lib/leads/lead-source-view";
import { Field } from "../submission/Field";

const notKnown = <span className="text-muted">None</span>;

/**
 * Where a lead came from (decision 073): its channel, and the first touch of the visit that sent it. The channel and
 * the campaign's source link to the inbox filtered by them.
 */
export function LeadSource({ source }: { source: LeadSourceView | null }) {
  return (
    <section aria-labelledby="source-heading" className="mt-8">
      <h2 id="source-heading" className="text-2xl">
        Where they came from
      </h2>
      {source ? (
        <dl className="mt-3 border-b border-stone">
          <Field label="Channel">
            <Link to={`/admin/submissions?channel=${encodeURIComponent(source.channelKey)}`} className="text-aegean underline">
              {source.channel}
            </Link>
            {source.hint ? <span className="text-muted"> ({source.hint})</span> : null}
          </Field>
          <Field label="Referring site">{source.referrer ?? notKnown}</Field>
          <Field label="First page seen">{source.landing ? <span className="break-all">{source.landing}</span> : notKnown}</Field>
          <Field label="Campaign source">
            {source.utmSource ? (
              <Link to={`/admin/submissions?source=${encodeURIComponent(source.utmSource.toLowerCase())}`} className="text-aegean underline">
                {source.utmSource}
              </Link>
            ) : (
              notKnown
            )}
          </Field>
          {source.utmMedium ? <Field label="Campaign medium">{source.utmMedium}</Field> : null}
          {source.utmCampaign ? <Field label="Campaign">{source.utmCampaign}</Field> : null}
          <Field label="Paid click">{source.paid ? "Yes (an ad's click)" : "No"}</Field>
        </dl>
      ) : (
        <p className="mt-3 text-muted">Not recorded: this lead was sent before the site kept where leads came from.</p>
      )}
    </section>
  );
}
