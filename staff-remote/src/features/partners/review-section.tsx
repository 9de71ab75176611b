import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { errorBody } from 'shared/forms/call-errors';
import { isApiErrorBody } from 'shared/contract/api-error';
import type { PartnerResponse } from 'shared/contract/staff-partner-responses';
import {
  REVIEW_REASON_MAX,
  REVIEW_REASON_MIN,
  partnerReviewSchema,
  type PartnerReviewRequest,
} from 'shared/contract/staff-partner-schema';
import { apiFieldErrors } from 'shared/forms/api-field-errors';
import { useCheckedSubmit } from 'shared/forms/use-checked-submit';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { FormField } from 'shared/ui/form-field';
import { SubmitButton } from 'shared/ui/submit-button';
import { StatusBadge } from '../../ui/lists/status-badge';
import { formatWhen } from '../../ui/records/when';
import { PartnerSection } from './partner-fields';
import { useReviewPartnerMutation } from './partners-api';
import { REVIEW_STATUS_LABELS } from './review-status';

const EMPTY: PartnerReviewRequest = { decision: '', reason: '' };

function ReviewFields() {
  const formik = useFormikContext<PartnerReviewRequest>();
  const dispatch = useAppDispatch();
  const onSubmit = useCheckedSubmit(formik, () =>
    dispatch(notify('error', 'The review was not saved. Check the fields marked.')),
  );
  const rejecting = formik.values.decision === 'rejected';
  return (
    <form className="staff-form partner-form" noValidate onSubmit={onSubmit}>
      <FormField as="select" name="decision" label="Decision" required>
        <option value="">Choose…</option>
        <option value="verified">Verified: the copies match the details</option>
        <option value="rejected">Rejected: not accepted</option>
      </FormField>
      <FormField
        as="textarea"
        name="reason"
        label="Reason"
        rows={3}
        required={rejecting}
        maxLength={REVIEW_REASON_MAX}
        hint={`Required to reject (${REVIEW_REASON_MIN} to ${REVIEW_REASON_MAX} characters): the BDE reads it on their profile.`}
      />
      <div>
        <SubmitButton label="Save the review" busyLabel="Saving…" />
      </div>
    </form>
  );
}

/** Where the review stands, and the decision: verified, or rejected with a reason the BDE will read. */
export function ReviewSection({ partner }: { partner: PartnerResponse }) {
  const dispatch = useAppDispatch();
  const [review] = useReviewPartnerMutation();
  const { status, reason, reviewedAt, reviewedBy } = partner.review;

  async function submit(values: PartnerReviewRequest, helpers: FormikHelpers<PartnerReviewRequest>) {
    try {
      const saved = await review({ bdeCode: partner.bdeCode, review: values }).unwrap();
      helpers.resetForm({ values: EMPTY });
      dispatch(
        notify('success', `${partner.fullName}: ${REVIEW_STATUS_LABELS[saved.status].toLowerCase()}.`),
      );
    } catch (error) {
      const body = errorBody(error);
      const errors = apiFieldErrors<PartnerReviewRequest>(body, ['decision', 'reason']);
      if (Object.keys(errors).length) helpers.setErrors(errors);
      dispatch(
        notify('error', isApiErrorBody(body) ? body.title : 'The review was not saved. Please try again.'),
      );
    }
  }

  return (
    <PartnerSection id="partner-review" title="Review">
      <p className="partner-review-state">
        <StatusBadge status={status} label={REVIEW_STATUS_LABELS[status]} />
        {reviewedAt && (
          <span>
            {' '}
            by {reviewedBy?.name ?? 'a former staff member'} on{' '}
            <time dateTime={reviewedAt}>{formatWhen(reviewedAt)}</time>
          </span>
        )}
      </p>
      {reason && (
        <p className="partner-review-reason">
          <span className="partner-muted">Reason given:</span> {reason}
        </p>
      )}
      <p className="staff-hint">
        Open the copies above before deciding. The BDE sees the decision on their profile.
      </p>
      <Formik<PartnerReviewRequest>
        initialValues={EMPTY}
        validationSchema={partnerReviewSchema}
        onSubmit={submit}
      >
        <ReviewFields />
      </Formik>
    </PartnerSection>
  );
}
