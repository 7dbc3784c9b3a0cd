import { Form } from "react-router";
import { useEditorValidation } from "#app/components/admin/useEditorValidation";
import { ErrorSummary } from "#app/components/forms/ErrorSummary";
import { Checkbox } from "#app/components/forms/Field";
import { ROLE_NAMES, STAFF_ROLES, type StaffRole } from "#app/lib/admin/staff-roles";
import { ACCOUNT_FORM_LABELS, requireBoxName, SECOND_FACTOR_POLICY_ORDER, secondFactorPolicySchema } from "#app/lib/forms/staff/account-forms";
import type { AccountResult } from "#app/lib/server/staff/account-actions.server";
import { Outcome, Panel, PanelSubmit, YourPasswordField } from "./AccountPanels";

/** The owners' rule: the roles whose accounts must set up a second factor before they may use anything else. */
export function SecondFactorPolicyPanel({ required, result, busy }: { required: readonly StaffRole[]; result?: AccountResult; busy: boolean }) {
  const policy = useEditorValidation(secondFactorPolicySchema, result?.errors);
  return (
    <Panel id="policy-heading" title="Require a second factor">
      <p className="mt-1 text-sm text-muted">
        An account of a ticked role without a second factor is taken to Your account to set one up, and opens nothing
        else until it has.
      </p>
      <Form ref={policy.formRef} method="post" onSubmit={policy.validate} className="mt-4 space-y-4" aria-labelledby="policy-heading">
        <Outcome result={result} hasFieldErrors={Object.keys(policy.errors).length > 0} />
        <ErrorSummary errors={policy.errors} labels={ACCOUNT_FORM_LABELS} order={SECOND_FACTOR_POLICY_ORDER} summaryRef={policy.summaryRef} />
        <input type="hidden" name="intent" value="policy" />
        <fieldset>
          <legend className="font-semibold">Roles that must use one</legend>
          {/* Keyed by the saved rule, so that the boxes show it again once saved. */}
          <div key={required.join()} className="mt-2 space-y-1">
            {STAFF_ROLES.map((role) => (
              <Checkbox key={role} name={requireBoxName(role)} label={ROLE_NAMES[role]} defaultChecked={required.includes(role)} />
            ))}
          </div>
        </fieldset>
        <YourPasswordField name="policy_your_password" error={policy.errors.policy_your_password} />
        <PanelSubmit busy={busy}>Save the rule</PanelSubmit>
      </Form>
    </Panel>
  );
}
