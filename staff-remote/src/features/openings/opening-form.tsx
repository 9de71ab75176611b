import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useState } from 'react';
import {
  EMPLOYMENT_TYPES,
  EMPLOYMENT_TYPE_LABELS,
  OPENING_LIMITS,
  WORK_MODES,
  WORK_MODE_LABELS,
} from 'shared/contract/careers';
import {
  OPENING_FIELDS,
  openingSchema,
  type OpeningFormValues,
  type OpeningRequest,
} from 'shared/contract/opening-schema';
import { todayInIndia } from 'shared/contract/staff-business-schema';
import { useCheckedSubmit } from 'shared/forms/use-checked-submit';
import { FormField } from 'shared/ui/form-field';
import { SubmitButton } from 'shared/ui/submit-button';
import { refusedForm } from '../../app/refused-form';

const INVALID_FORM = 'Nothing was saved. Check the fields marked below.';
const SAVE_FAILED = 'Nothing was saved. Check your connection and try again.';
const TEXT_HINT = 'Plain text. A blank line starts a new paragraph; start a line with "- " for a list item.';

/**
 * Fields that only some choices have: an internship's length and "unpaid", a range for a salary per
 * month or year. Emptied when the choice that shows them goes, so nothing hidden is sent or refused.
 */
function DependentFields() {
  const { values, setFieldValue } = useFormikContext<OpeningFormValues>();
  const internship = values.employmentType === 'internship';
  const paid = values.salaryPeriod === 'month' || values.salaryPeriod === 'year';
  useEffect(() => {
    if (!internship && values.durationMonths !== '') void setFieldValue('durationMonths', '', false);
    if (!internship && values.salaryPeriod === 'unpaid') void setFieldValue('salaryPeriod', '', false);
  }, [internship, values.durationMonths, values.salaryPeriod, setFieldValue]);
  useEffect(() => {
    if (!paid && values.salaryMin !== '') void setFieldValue('salaryMin', '', false);
    if (!paid && values.salaryMax !== '') void setFieldValue('salaryMax', '', false);
  }, [paid, values.salaryMin, values.salaryMax, setFieldValue]);
  return null;
}

/** Tells the page whether the form holds changes not yet saved (Publish waits for them). */
function DirtyWatch({ onDirtyChange }: { onDirtyChange?: (dirty: boolean) => void }) {
  const { dirty } = useFormikContext();
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  return null;
}

const wholeNumber = (min: number, max: number) =>
  ({ type: 'number', inputMode: 'numeric', min, max, step: 1 }) as const;

function Fields({
  problem,
  submitLabel,
  onInvalid,
}: {
  problem: string | null;
  submitLabel: string;
  onInvalid: () => void;
}) {
  const formik = useFormikContext<OpeningFormValues>();
  const onSubmit = useCheckedSubmit(formik, onInvalid);
  const { employmentType, salaryPeriod } = formik.values;
  const internship = employmentType === 'internship';
  const paid = salaryPeriod === 'month' || salaryPeriod === 'year';
  return (
    <form className="staff-form opening-form" aria-label="Opening" noValidate onSubmit={onSubmit}>
      <DependentFields />
      <fieldset>
        <legend>The role</legend>
        <FormField name="title" label="Title" required maxLength={OPENING_LIMITS.title} autoComplete="off" />
        <FormField as="select" name="employmentType" label="Employment type" required>
          <option value="">Choose a type</option>
          {EMPLOYMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {EMPLOYMENT_TYPE_LABELS[type]}
            </option>
          ))}
        </FormField>
        {internship && (
          <FormField
            name="durationMonths"
            label="Length in months"
            required
            hint={`From 1 to ${OPENING_LIMITS.maxDurationMonths}.`}
            {...wholeNumber(1, OPENING_LIMITS.maxDurationMonths)}
          />
        )}
      </fieldset>
      <fieldset>
        <legend>Where</legend>
        <FormField as="select" name="workMode" label="Work mode" required>
          <option value="">Choose a work mode</option>
          {WORK_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {WORK_MODE_LABELS[mode]}
            </option>
          ))}
        </FormField>
        <FormField
          name="city"
          label="City"
          required
          maxLength={OPENING_LIMITS.city}
          hint="For remote work, the city the team works from."
          autoComplete="off"
        />
      </fieldset>
      <fieldset>
        <legend>Experience in years</legend>
        <div className="opening-form__pair">
          <FormField
            name="experienceMinYears"
            label="At least"
            required
            {...wholeNumber(0, OPENING_LIMITS.maxExperienceYears)}
          />
          <FormField
            name="experienceMaxYears"
            label="At most"
            required
            {...wholeNumber(0, OPENING_LIMITS.maxExperienceYears)}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend>Salary</legend>
        <FormField as="select" name="salaryPeriod" label="Salary shown">
          <option value="">No salary shown</option>
          <option value="month">A range per month</option>
          <option value="year">A range per year</option>
          {internship && <option value="unpaid">Unpaid internship</option>}
        </FormField>
        {paid && (
          <div className="opening-form__pair">
            <FormField
              name="salaryMin"
              label="From (₹)"
              required
              hint="Whole rupees."
              {...wholeNumber(1, OPENING_LIMITS.maxSalary)}
            />
            <FormField
              name="salaryMax"
              label="To (₹)"
              required
              hint="The same for one figure."
              {...wholeNumber(1, OPENING_LIMITS.maxSalary)}
            />
          </div>
        )}
      </fieldset>
      <FormField
        as="textarea"
        name="description"
        label="Description"
        required
        rows={10}
        maxLength={OPENING_LIMITS.description}
        hint={`${TEXT_HINT} At most ${OPENING_LIMITS.description.toLocaleString('en-IN')} characters.`}
      />
      <FormField
        as="textarea"
        name="requirements"
        label="Requirements"
        required
        rows={6}
        maxLength={OPENING_LIMITS.requirements}
        hint={`${TEXT_HINT} At most ${OPENING_LIMITS.requirements.toLocaleString('en-IN')} characters.`}
      />
      <FormField
        name="closesOn"
        type="date"
        label="Last day to apply"
        min={todayInIndia()}
        hint="Optional. The opening leaves the careers page after this day (India time)."
      />
      <p className="staff-problem" role="alert">
        {problem}
      </p>
      <div>
        <SubmitButton label={submitLabel} busyLabel="Saving…" />
      </div>
    </form>
  );
}

interface OpeningFormProps {
  initialValues: OpeningFormValues;
  submitLabel: string;
  /** Sends the checked fields; resolves when saved, throws the API's refusal otherwise. */
  onSave: (fields: OpeningRequest) => Promise<unknown>;
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * An opening's fields with the API's own schema: each problem under its field, the first one focused,
 * and what the API refuses put on the fields it names.
 */
export function OpeningForm({ initialValues, submitLabel, onSave, onDirtyChange }: OpeningFormProps) {
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(values: OpeningFormValues, helpers: FormikHelpers<OpeningFormValues>) {
    setProblem(null);
    const fields = openingSchema.cast(values) as OpeningRequest;
    try {
      await onSave(fields);
      helpers.resetForm({ values });
    } catch (error) {
      setProblem(refusedForm(error, OPENING_FIELDS, helpers, { invalid: INVALID_FORM, failed: SAVE_FAILED }));
    }
  }

  return (
    <Formik<OpeningFormValues>
      initialValues={initialValues}
      enableReinitialize
      validationSchema={openingSchema}
      onSubmit={submit}
    >
      <>
        <DirtyWatch onDirtyChange={onDirtyChange} />
        <Fields problem={problem} submitLabel={submitLabel} onInvalid={() => setProblem(INVALID_FORM)} />
      </>
    </Formik>
  );
}
