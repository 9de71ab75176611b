import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import type { ReactNode } from 'react';
import { errorBody } from 'shared/forms/call-errors';
import { PROJECT_STATUSES, PROPOSAL_STATUSES } from 'shared/contract/business';
import { isApiErrorBody } from 'shared/contract/api-error';
import {
  MAX_COMPANY_NAME_LENGTH,
  staffProjectSchema,
  staffProposalSchema,
  todayInIndia,
  type StaffProjectRequest,
  type StaffProposalRequest,
} from 'shared/contract/staff-business-schema';
import type { PartnerResponse } from 'shared/contract/staff-partner-responses';
import { formatInr } from 'shared/format/inr';
import { apiFieldErrors } from 'shared/forms/api-field-errors';
import { useCheckedSubmit } from 'shared/forms/use-checked-submit';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { FormField } from 'shared/ui/form-field';
import { SubmitButton } from 'shared/ui/submit-button';
import { useAddPartnerProjectMutation, useAddPartnerProposalMutation } from './partners-api';

const PROPOSAL_LABELS = { sent: 'Sent', accepted: 'Accepted' } as const;

/** A form of the business section: its heading, its fields, its submit button. */
function BusinessForm({
  id,
  title,
  submit,
  children,
}: {
  id: string;
  title: string;
  submit: string;
  children: ReactNode;
}) {
  const formik = useFormikContext<object>();
  const dispatch = useAppDispatch();
  const onSubmit = useCheckedSubmit(formik, () =>
    dispatch(notify('error', `Nothing was recorded. Check the fields marked.`)),
  );
  return (
    <form className="staff-form partner-form" aria-labelledby={id} noValidate onSubmit={onSubmit}>
      <h3 id={id}>{title}</h3>
      {children}
      <div>
        <SubmitButton label={submit} busyLabel="Recording…" />
      </div>
    </form>
  );
}

const CompanyField = () => (
  <FormField
    name="companyName"
    label="Company"
    required
    maxLength={MAX_COMPANY_NAME_LENGTH}
    autoComplete="off"
  />
);

const DateField = ({ what }: { what: string }) => (
  <FormField
    name="date"
    type="date"
    label={`Date of the ${what}`}
    hint="Leave empty for today. It cannot be a future date."
    max={todayInIndia()}
  />
);

/** What the API refused, on the fields it named; a message either way. */
function useFailure<V extends object>(fields: Array<keyof V & string>) {
  const dispatch = useAppDispatch();
  return (error: unknown, helpers: FormikHelpers<V>) => {
    const body = errorBody(error);
    const errors = apiFieldErrors<V>(body, fields);
    if (Object.keys(errors).length) helpers.setErrors(errors);
    dispatch(notify('error', isApiErrorBody(body) ? body.title : 'Nothing was recorded. Please try again.'));
  };
}

const NEW_PROPOSAL: StaffProposalRequest = { companyName: '', status: 'sent', date: '' };

/** Records a proposal for the BDE (sent, or sent and accepted). */
export function ProposalForm({ partner }: { partner: PartnerResponse }) {
  const dispatch = useAppDispatch();
  const [add] = useAddPartnerProposalMutation();
  const failed = useFailure<StaffProposalRequest>(['companyName', 'status', 'date']);
  async function submit(values: StaffProposalRequest, helpers: FormikHelpers<StaffProposalRequest>) {
    try {
      const added = await add({ bdeCode: partner.bdeCode, proposal: values }).unwrap();
      helpers.resetForm({ values: NEW_PROPOSAL });
      dispatch(notify('success', `Proposal to ${added.companyName} recorded for ${partner.fullName}.`));
    } catch (error) {
      failed(error, helpers);
    }
  }
  return (
    <Formik<StaffProposalRequest>
      initialValues={NEW_PROPOSAL}
      validationSchema={staffProposalSchema}
      onSubmit={submit}
    >
      <BusinessForm id="add-proposal" title="Add a proposal" submit="Add the proposal">
        <CompanyField />
        <FormField as="select" name="status" label="Status" required>
          {PROPOSAL_STATUSES.map((status) => (
            <option key={status} value={status}>
              {PROPOSAL_LABELS[status]}
            </option>
          ))}
        </FormField>
        <DateField what="proposal" />
      </BusinessForm>
    </Formik>
  );
}

const NEW_PROJECT: StaffProjectRequest = { companyName: '', amount: '', status: 'Active', date: '' };

/** Records a project for the BDE: its company, amount in rupees and status. */
export function ProjectForm({ partner }: { partner: PartnerResponse }) {
  const dispatch = useAppDispatch();
  const [add] = useAddPartnerProjectMutation();
  const failed = useFailure<StaffProjectRequest>(['companyName', 'amount', 'status', 'date']);
  async function submit(values: StaffProjectRequest, helpers: FormikHelpers<StaffProjectRequest>) {
    try {
      const added = await add({ bdeCode: partner.bdeCode, project: values }).unwrap();
      helpers.resetForm({ values: NEW_PROJECT });
      dispatch(
        notify(
          'success',
          `Project ${added.companyName} (${formatInr(added.amount)}) recorded for ${partner.fullName}.`,
        ),
      );
    } catch (error) {
      failed(error, helpers);
    }
  }
  return (
    <Formik<StaffProjectRequest>
      initialValues={NEW_PROJECT}
      validationSchema={staffProjectSchema}
      onSubmit={submit}
    >
      <BusinessForm id="add-project" title="Add a project" submit="Add the project">
        <CompanyField />
        <FormField
          name="amount"
          label="Amount in rupees"
          required
          inputMode="decimal"
          autoComplete="off"
          hint="At most two decimals, like 250000 or 2,50,000.50."
        />
        <FormField as="select" name="status" label="Status" required>
          {PROJECT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </FormField>
        <DateField what="project" />
      </BusinessForm>
    </Formik>
  );
}
