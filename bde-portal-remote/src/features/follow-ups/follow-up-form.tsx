import { Field, Form, Formik, useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { errorBody } from 'shared/forms/call-errors';
import {
  followUpSchema,
  FOLLOW_UP_NOTE_MAX_LENGTH,
  type FollowUpRequest,
} from 'shared/contract/bde-follow-up-schema';
import type { FollowUpAction } from 'shared/contract/bde-portal';
import type { FollowUpItem } from 'shared/contract/bde-portal-responses';
import { apiFieldErrors } from 'shared/forms/api-field-errors';
import { FormField } from 'shared/ui/form-field';
import { SubmitButton } from 'shared/ui/submit-button';
import { LANGUAGE_HEADER, pageLanguage } from 'shared/i18n/page-language';
import { BDE_PORTAL_PATHS } from 'shared/contract/bde-portal';
import { useBdeText } from '../../i18n/bde-text';
import { isOffline } from 'shared/forms/offline';
import { useSubmission } from 'shared/forms/use-submission';
import { queueSend } from '../offline-queue/queue-send';
import { useRecordFollowUpMutation } from './follow-ups-api';

interface Values {
  action: FollowUpAction;
  note: string;
  nextDate: string;
}

const FIELDS = ['action', 'note', 'nextDate'] as const;

/** The date input's words follow the choice: the next date is needed to move, optional when done. */
function NextDateField({ today }: { today: string }) {
  const { values } = useFormikContext<Values>();
  const t = useBdeText();
  return (
    <FormField
      name="nextDate"
      type="date"
      min={today}
      label={values.action === 'done' ? t('Next follow-up (optional)') : t('New date')}
      required={values.action === 'reschedule'}
    />
  );
}

interface FollowUpFormProps {
  bdeCode: string;
  item: FollowUpItem;
  today: string;
  onClose: () => void;
}

/**
 * Records a follow-up on one lead: done with a note of what happened, or moved to a new date. Without
 * a connection it is saved on the phone and sent when the connection returns.
 */
export function FollowUpForm({ bdeCode, item, today, onClose }: FollowUpFormProps) {
  const t = useBdeText();
  const [record] = useRecordFollowUpMutation();
  const [problem, setProblem] = useState('');
  const [queued, setQueued] = useState(false);
  const submission = useSubmission<FollowUpRequest>();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [item.leadId]);
  const headingId = `follow-up-${item.leadId}`;
  return (
    <section className="card follow-up-form" aria-labelledby={headingId}>
      <h3 id={headingId} tabIndex={-1} ref={heading}>
        {t('Follow up with {{company}}', { company: item.companyName })}
      </h3>
      {queued ? (
        <>
          <p role="status">{t('Saved on this phone. It will be sent when you are back online.')}</p>
          <div className="form-actions">
            <button type="button" className="button" onClick={onClose}>
              {t('Close')}
            </button>
          </div>
        </>
      ) : (
        <Formik<Values>
          initialValues={{ action: 'done', note: '', nextDate: '' }}
          validationSchema={followUpSchema.omit(['leadId'])}
          onSubmit={async (values, helpers) => {
            setProblem('');
            const request = { leadId: item.leadId, ...values };
            const { key: idempotencyKey, body } = submission.of(request, () => request);
            const keep = () =>
              queueSend({
                key: idempotencyKey,
                what: 'follow-up',
                label: item.companyName,
                path: BDE_PORTAL_PATHS.followUps(bdeCode),
                body,
                headers: { [LANGUAGE_HEADER]: pageLanguage() },
              }).then(
                () => setQueued(true),
                () => setProblem(t('We could not save this follow-up just now. Try again.')),
              );
            if (isOffline()) return keep();
            const result = await record({ bdeCode, body, idempotencyKey });
            if ('error' in result && isOffline(result.error)) return keep();
            if ('error' in result) {
              const errors = apiFieldErrors<Values>(errorBody(result.error), FIELDS);
              helpers.setErrors(errors);
              setProblem(
                Object.keys(errors).length
                  ? t('Check the fields marked below.')
                  : t('We could not save this follow-up just now. Try again.'),
              );
              return;
            }
            onClose();
          }}
        >
          <Form noValidate>
            <fieldset className="field">
              <legend>{t('What happened?')}</legend>
              <label className="choice">
                <Field type="radio" name="action" value="done" /> {t('Done')}
              </label>
              <label className="choice">
                <Field type="radio" name="action" value="reschedule" /> {t('Move to a new date')}
              </label>
            </fieldset>
            <NextDateField today={today} />
            <FormField
              name="note"
              as="textarea"
              rows={3}
              maxLength={FOLLOW_UP_NOTE_MAX_LENGTH}
              label={t('Note')}
              hint={t('What was said or agreed. Needed when done.')}
            />
            {problem && (
              <p className="form-problem" role="alert">
                {problem}
              </p>
            )}
            <div className="form-actions">
              <SubmitButton label={t('Save follow-up')} busyLabel={t('Saving…')} />
              <button type="button" className="button" onClick={onClose}>
                {t('Cancel')}
              </button>
            </div>
          </Form>
        </Formik>
      )}
    </section>
  );
}
