import { formatPlainDay } from 'shared/format/month';
import { FieldArray, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { MAX_OVERRIDE_LEVELS } from 'shared/contract/earnings';
import {
  basisPointsToPercentText,
  commissionPlanSchema,
  MAX_DIRECT_PERCENT,
  MAX_OVERRIDE_PERCENT,
  MAX_PLAN_TOTAL_PERCENT,
  PLAN_NOTE_MAX_LENGTH,
  type CommissionPlanRequest,
} from 'shared/contract/staff-earnings-schema';
import type { CommissionPlan } from 'shared/contract/staff-earnings-responses';
import { todayInIndia } from 'shared/contract/staff-business-schema';
import { useCheckedSubmit } from 'shared/forms/use-checked-submit';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { FormField } from 'shared/ui/form-field';
import { SubmitButton } from 'shared/ui/submit-button';
import { refusedForm } from '../../app/refused-form';
import { useAddCommissionPlanMutation } from './commission-plan-api';
import { FormProblem } from '../../ui/form-problem';

const WORDS = {
  invalid: 'The plan was not saved. Check the fields marked.',
  failed: 'The plan was not saved. Check your connection and try again.',
};
const FIELDS = ['effectiveFrom', 'directPercent', 'overridePercents', 'note'] as const;

function OverrideLevels({ listProblem }: { listProblem: string | null }) {
  const { values } = useFormikContext<CommissionPlanRequest>();
  const levels = values.overridePercents;
  return (
    <FieldArray name="overridePercents">
      {({ push, pop }) => (
        <fieldset className="earnings-levels" aria-describedby="plan-levels-hint">
          <legend>Overrides to referrers, by level</legend>
          <p id="plan-levels-hint" className="field__hint">
            Level 1 is the BDE’s referrer, level 2 the referrer’s referrer. Each from 0% to{' '}
            {MAX_OVERRIDE_PERCENT}%, at most {MAX_OVERRIDE_LEVELS} levels; none means no overrides.
          </p>
          {levels.map((_value, index) => (
            <div key={index} className="earnings-level">
              <FormField
                name={`overridePercents[${index}]`}
                label={`Level ${index + 1} override %`}
                inputMode="decimal"
                autoComplete="off"
                required
              />
              {index === levels.length - 1 && (
                <button type="button" className="staff-button staff-button--quiet" onClick={() => pop()}>
                  Remove level {index + 1}
                </button>
              )}
            </div>
          ))}
          {listProblem && <p className="field__error">{listProblem}</p>}
          <div>
            <button
              type="button"
              className="staff-button staff-button--quiet"
              onClick={() => push('')}
              disabled={levels.length >= MAX_OVERRIDE_LEVELS}
            >
              Add level {Math.min(levels.length + 1, MAX_OVERRIDE_LEVELS)}
            </button>
          </div>
        </fieldset>
      )}
    </FieldArray>
  );
}

function PlanFields({ problem, listProblem }: { problem: string | null; listProblem: string | null }) {
  const formik = useFormikContext<CommissionPlanRequest>();
  const onSubmit = useCheckedSubmit(formik, () => undefined);
  return (
    <form
      className="staff-card staff-form earnings-section"
      aria-labelledby="new-plan"
      noValidate
      onSubmit={onSubmit}
    >
      <h2 id="new-plan">New version</h2>
      <p className="earnings-muted">
        Applies to payments dated on or after its effective date; lines already worked out never change.
      </p>
      <FormField
        name="effectiveFrom"
        type="date"
        label="Effective from"
        hint="Today or later, India time."
        min={todayInIndia()}
        required
      />
      <FormField
        name="directPercent"
        label="Direct %"
        hint={`Of each payment, for the BDE credited with the project: more than 0% and at most ${MAX_DIRECT_PERCENT}%, with the overrides at most ${MAX_PLAN_TOTAL_PERCENT}% in all. Up to two decimals, like 10 or 7.5.`}
        inputMode="decimal"
        autoComplete="off"
        required
      />
      <OverrideLevels listProblem={listProblem} />
      <FormField
        as="textarea"
        name="note"
        label="Note"
        hint="Why the plan changes: a board decision, an agreement. Kept with the version."
        rows={3}
        maxLength={PLAN_NOTE_MAX_LENGTH}
        required
      />
      <FormProblem problem={problem} />
      <div>
        <SubmitButton label="Save the new version" busyLabel="Saving…" />
      </div>
    </form>
  );
}

/** A new version of the plan, starting from the one in force. */
export function PlanForm({ current }: { current: CommissionPlan | null }) {
  const dispatch = useAppDispatch();
  const [add] = useAddCommissionPlanMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [listProblem, setListProblem] = useState<string | null>(null);
  const initial: CommissionPlanRequest = {
    effectiveFrom: todayInIndia(),
    directPercent: current ? basisPointsToPercentText(current.directBasisPoints) : '',
    overridePercents: current ? current.overrideBasisPoints.map(basisPointsToPercentText) : [],
    note: '',
  };
  async function submit(values: CommissionPlanRequest, helpers: FormikHelpers<CommissionPlanRequest>) {
    setProblem(null);
    setListProblem(null);
    try {
      const saved = await add({
        effectiveFrom: values.effectiveFrom.trim(),
        directPercent: values.directPercent.trim(),
        overridePercents: values.overridePercents.map((text) => text.trim()),
        note: values.note.trim(),
      }).unwrap();
      helpers.resetForm();
      dispatch(notify('success', `The plan from ${formatPlainDay(saved.effectiveFrom)} is saved.`));
    } catch (error) {
      // The API names a level's error by the list (overridePercents): it is said under the levels.
      const setErrors: FormikHelpers<CommissionPlanRequest>['setErrors'] = (errors) => {
        const { overridePercents, ...rest } = errors;
        if (typeof overridePercents === 'string') setListProblem(overridePercents);
        helpers.setErrors(typeof overridePercents === 'string' ? rest : errors);
      };
      setProblem(refusedForm(error, [...FIELDS], { setErrors }, WORDS));
    }
  }
  return (
    <Formik<CommissionPlanRequest>
      initialValues={initial}
      enableReinitialize
      validationSchema={commissionPlanSchema}
      onSubmit={submit}
    >
      <PlanFields problem={problem} listProblem={listProblem} />
    </Formik>
  );
}
