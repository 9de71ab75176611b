import { Field, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import type { ApplicationDetailResponse } from 'shared/contract/staff-application-responses';
import {
  APPLICATION_MESSAGES,
  INTERVIEW_LINK_MAX_LENGTH,
  INTERVIEW_PLACE_MAX_LENGTH,
  interviewInvitationSchema,
  type InterviewInvitationRequest,
} from 'shared/contract/staff-application-schema';
import { formatDateIn } from 'shared/format/date';
import { useCheckedSubmit } from 'shared/forms/use-checked-submit';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { FormField } from 'shared/ui/form-field';
import { SubmitButton } from 'shared/ui/submit-button';
import { refusedForm } from '../../app/refused-form';
import { useInviteToInterviewMutation } from './applications-api';
import { schemaErrors } from './schema-errors';

interface Values {
  date: string;
  time: string;
  where: 'place' | 'link';
  place: string;
  link: string;
}

const EMPTY: Values = { date: '', time: '', where: 'place', place: '', link: '' };

/** What is sent: the place, or the link, as chosen. */
const invitationOf = ({ date, time, where, place, link }: Values): InterviewInvitationRequest =>
  where === 'link' ? { date, time, link } : { date, time, place };

const WORDS = {
  invalid: 'The invitation was not sent. Check the fields marked.',
  failed: 'The invitation was not sent. Check your connection and try again.',
};

function InterviewFields({ sent }: { sent: string | null }) {
  const formik = useFormikContext<Values>();
  const dispatch = useAppDispatch();
  const onSubmit = useCheckedSubmit(formik, () => dispatch(notify('error', WORDS.invalid)));
  const hintId = useId();
  return (
    <form className="inbox-form" noValidate onSubmit={onSubmit} aria-label="Interview invitation">
      <FormField name="date" label="Date" type="date" required hint="After today, India time." />
      <FormField name="time" label="Time" type="time" required hint="India time (IST)." />
      <fieldset className="inbox-choices" aria-describedby={hintId}>
        <legend>The interview is</legend>
        <label>
          <Field type="radio" name="where" value="place" />
          In person
        </label>
        <label>
          <Field type="radio" name="where" value="link" />
          Online
        </label>
      </fieldset>
      <p id={hintId} className="staff-hint">
        {APPLICATION_MESSAGES.placeOrLink}
      </p>
      {formik.values.where === 'place' ? (
        <FormField
          name="place"
          label="Place"
          hint="The address, the floor, whom to ask for."
          maxLength={INTERVIEW_PLACE_MAX_LENGTH}
          required
        />
      ) : (
        <FormField
          name="link"
          label="Link to join"
          type="url"
          hint="The video call's address, starting with https://."
          maxLength={INTERVIEW_LINK_MAX_LENGTH}
          spellCheck={false}
          required
        />
      )}
      {sent && (
        <p className="applications-sent" role="status">
          {sent}
        </p>
      )}
      <div className="inbox-form__actions">
        <SubmitButton label="Send the invitation" busyLabel="Sending…" />
      </div>
    </form>
  );
}

/**
 * The interview invitation: emailed to the candidate through the outbox with the opening's title and
 * these details only; an application not yet at Interview moves there.
 */
export function InterviewForm({ application }: { application: ApplicationDetailResponse }) {
  const dispatch = useAppDispatch();
  const [invite] = useInviteToInterviewMutation();
  const [sent, setSent] = useState<string | null>(null);

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    setSent(null);
    const invitation = interviewInvitationSchema.cast(invitationOf(values)) as InterviewInvitationRequest;
    try {
      await invite({ applicationId: application.id, invitation }).unwrap();
      helpers.resetForm();
      setSent(
        `The invitation for ${formatDateIn(`${invitation.date}T12:00:00+05:30`)} at ${invitation.time} IST is in the outbox, to ${application.email}.`,
      );
      dispatch(notify('success', 'Invitation sent.'));
    } catch (error) {
      dispatch(
        notify('error', refusedForm<Values>(error, ['date', 'time', 'place', 'link'], helpers, WORDS)),
      );
    }
  }

  return (
    <Formik<Values>
      initialValues={EMPTY}
      validate={(values) => schemaErrors(interviewInvitationSchema, invitationOf(values))}
      onSubmit={submit}
    >
      <InterviewFields sent={sent} />
    </Formik>
  );
}
