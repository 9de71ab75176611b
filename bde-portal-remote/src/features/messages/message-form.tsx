import { Form, Formik } from 'formik';
import { useState } from 'react';
import { MESSAGE_MAX_LENGTH } from 'shared/contract/bde-inbox';
import { messageSchema, type MessageRequest } from 'shared/contract/bde-inbox-schema';
import type { Translate } from 'shared/i18n/text';
import { FormField } from 'shared/ui/form-field';
import { SubmitButton } from 'shared/ui/submit-button';
import { useBdeText } from '../../i18n/bde-text';
import { formFailure } from '../../ui/form-failure';
import { useSendMessageMutation } from './inbox-api';

/** formFailure's own lines in the page's language; the server's reason (a 429's) as it came. */
const FORM_FAILURES = ['Check the fields marked below.', 'We could not save this just now. Try again.'];
const formFailureText = (t: Translate, problem: string) =>
  FORM_FAILURES.includes(problem) ? t(problem) : problem;

/** A reply to the office: sent, the box empties and the conversation shows it. */
export function MessageForm({ bdeCode }: { bdeCode: string }) {
  const t = useBdeText();
  const [send] = useSendMessageMutation();
  const [problem, setProblem] = useState('');
  return (
    <Formik<MessageRequest>
      initialValues={{ text: '' }}
      validationSchema={messageSchema}
      onSubmit={async (values, helpers) => {
        setProblem('');
        const result = await send({ bdeCode, body: values });
        if ('error' in result) {
          setProblem(formFailure<MessageRequest>(result.error, ['text'], helpers));
          return;
        }
        helpers.resetForm();
      }}
    >
      <Form noValidate className="message-form">
        <FormField
          name="text"
          as="textarea"
          rows={4}
          maxLength={MESSAGE_MAX_LENGTH}
          label={t('Your message')}
          hint={t('Up to {{max}} characters. The office replies here.', { max: MESSAGE_MAX_LENGTH })}
          required
        />
        {problem && (
          <p className="form-problem" role="alert">
            {formFailureText(t, problem)}
          </p>
        )}
        <div className="form-actions">
          <SubmitButton label={t('Send')} busyLabel={t('Sending…')} />
        </div>
      </Form>
    </Formik>
  );
}
