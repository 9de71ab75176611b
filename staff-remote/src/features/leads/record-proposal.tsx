import { Field, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { errorBody } from 'shared/forms/call-errors';
import { isApiErrorBody } from 'shared/contract/api-error';
import { PROPOSAL_STATUSES, type ProposalStatus } from 'shared/contract/business';
import type { LeadDetailResponse } from 'shared/contract/staff-inbox-responses';
import { STAFF_INBOX_MESSAGES, leadProposalSchema } from 'shared/contract/staff-inbox-schema';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { ConfirmDialog } from '../../app/confirm-dialog';
import { useRecordLeadProposalMutation } from './leads-api';
import { companyOf } from './lead-labels';

interface Values {
  status: ProposalStatus;
}

const PROPOSAL_LABELS: Record<ProposalStatus, string> = {
  sent: 'Sent to the client',
  accepted: 'Accepted by the client',
};

function ProposalForm({ lead }: { lead: LeadDetailResponse }) {
  const formik = useFormikContext<Values>();
  const [confirming, setConfirming] = useState(false);
  const whyId = useId();
  const assigned = lead.bde !== null;
  const close = () => setConfirming(false);
  return (
    <form
      className="inbox-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setConfirming(true);
      }}
    >
      <fieldset
        className="inbox-choices"
        disabled={!assigned}
        aria-describedby={assigned ? undefined : whyId}
      >
        <legend>The proposal was</legend>
        {PROPOSAL_STATUSES.map((status) => (
          <label key={status}>
            <Field type="radio" name="status" value={status} />
            {PROPOSAL_LABELS[status]}
          </label>
        ))}
      </fieldset>
      {!assigned && (
        <p id={whyId} className="inbox-explain">
          {STAFF_INBOX_MESSAGES.assignLeadFirst} A proposal is counted on the business of the lead’s BDE.
        </p>
      )}
      <div className="inbox-form__actions">
        <button type="submit" className="staff-button" disabled={!assigned}>
          Record a proposal
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          title="Record this proposal?"
          description={
            <>
              A proposal for {companyOf(lead)}, {PROPOSAL_LABELS[formik.values.status].toLowerCase()}, goes on
              the business of {lead.bde?.fullName} ({lead.bde?.bdeCode}). Their dashboard counts it at once.
            </>
          }
          confirmLabel="Record proposal"
          busyLabel="Recording…"
          busy={formik.isSubmitting}
          onCancel={close}
          onConfirm={() => {
            void formik.submitForm().then(close);
          }}
        />
      )}
    </form>
  );
}

/** "Record a proposal" from a lead, for its BDE and company: disabled, and says why, until a BDE is assigned. */
export function RecordProposal({ lead }: { lead: LeadDetailResponse }) {
  const dispatch = useAppDispatch();
  const [record] = useRecordLeadProposalMutation();

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    try {
      const answer = await record({ leadId: lead.id, proposal: leadProposalSchema.cast(values) }).unwrap();
      dispatch(
        notify(
          'success',
          `Proposal recorded for ${lead.bde?.bdeCode}: ${PROPOSAL_LABELS[answer.proposalStatus].toLowerCase()}.`,
        ),
      );
      helpers.resetForm();
    } catch (error) {
      const body = errorBody(error);
      dispatch(
        notify(
          'error',
          isApiErrorBody(body) ? body.title : 'The proposal was not recorded. Please try again.',
        ),
      );
    }
  }

  return (
    <section className="staff-card inbox-section" aria-labelledby="proposal-title">
      <h2 id="proposal-title">Record a proposal</h2>
      <Formik<Values>
        initialValues={{ status: 'sent' }}
        validationSchema={leadProposalSchema}
        onSubmit={submit}
      >
        <ProposalForm lead={lead} />
      </Formik>
    </section>
  );
}
