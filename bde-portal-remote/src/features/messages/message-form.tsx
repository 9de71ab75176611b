import { Form, Formik } from 'formik';
import { useState } from 'react';
import { MESSAGE_MAX_LENGTH } from 'shared/contract/bde-inbox';
import { messageSchema, type MessageRequest } from 'shared/contract/bde-inbox-schema';
import { FormField } from 'shared/ui/form-field';
import { SubmitButton } from 'shared/ui/submit-button';
import { formFailure } from '../../ui/form-failure';
import { useSendMessageMutation } from './inbox-api';

/** A reply to the office: sent, the box empties and the conversation shows it. */
export function MessageForm({ bdeCode }: { bdeCode: string }) {
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
          label="Your message"
          hint={`Up to ${MESSAGE_MAX_LENGTH} characters. The office replies here.`}
          required
        />
        {problem && (
          <p className="form-problem" role="alert">
            {problem}
          </p>
        )}
        <div className="form-actions">
          <SubmitButton label="Send" busyLabel="Sending…" />
        </div>
      </Form>
    </Formik>
  );
}
