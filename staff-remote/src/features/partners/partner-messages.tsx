import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { errorBody } from 'shared/forms/call-errors';
import { isApiErrorBody } from 'shared/contract/api-error';
import { MESSAGE_MAX_LENGTH } from 'shared/contract/bde-inbox';
import { messageSchema, type MessageRequest } from 'shared/contract/bde-inbox-schema';
import type { PartnerMessage } from 'shared/contract/staff-earnings-responses';
import type { PartnerResponse } from 'shared/contract/staff-partner-responses';
import { apiFieldErrors } from 'shared/forms/api-field-errors';
import { useCheckedSubmit } from 'shared/forms/use-checked-submit';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { FormField } from 'shared/ui/form-field';
import { SubmitButton } from 'shared/ui/submit-button';
import { formatWhen } from '../../ui/records/when';
import { PartnerSection } from './partner-fields';
import { usePartnerMessagesQuery, useWriteToPartnerMutation } from './partner-messages-api';

function Message({ message, partnerName }: { message: PartnerMessage; partnerName: string }) {
  const fromOffice = message.from === 'office';
  const author = fromOffice ? (message.staffName ?? 'A former staff member') : partnerName;
  return (
    <li className={fromOffice ? 'partner-message partner-message--office' : 'partner-message'}>
      <p className="partner-message__meta">
        <strong>{author}</strong> <time dateTime={message.createdAt}>{formatWhen(message.createdAt)}</time>
        {fromOffice && !message.readAt && <span className="partner-muted"> · not read yet</span>}
      </p>
      <p className="partner-message__text">{message.text}</p>
    </li>
  );
}

function ReplyFields() {
  const formik = useFormikContext<MessageRequest>();
  const dispatch = useAppDispatch();
  const onSubmit = useCheckedSubmit(formik, () =>
    dispatch(notify('error', 'The message was not sent. Check the field marked.')),
  );
  return (
    <form className="staff-form partner-form" noValidate onSubmit={onSubmit}>
      <FormField
        as="textarea"
        name="text"
        label="Message"
        rows={3}
        required
        maxLength={MESSAGE_MAX_LENGTH}
        hint="The BDE reads it in their portal; their notice (and email, if they chose) only says there is one."
      />
      <div>
        <SubmitButton label="Send to the BDE" busyLabel="Sending…" />
      </div>
    </form>
  );
}

/** The conversation with the BDE, oldest first, and a message to them. Opening it marks theirs read. */
export function PartnerMessages({ partner }: { partner: PartnerResponse }) {
  const dispatch = useAppDispatch();
  const { data, isError, refetch } = usePartnerMessagesQuery(partner.bdeCode);
  const [write] = useWriteToPartnerMutation();

  async function submit(values: MessageRequest, helpers: FormikHelpers<MessageRequest>) {
    try {
      await write({ bdeCode: partner.bdeCode, body: values }).unwrap();
      helpers.resetForm();
      dispatch(notify('success', `Message sent to ${partner.fullName}.`));
    } catch (error) {
      const body = errorBody(error);
      const errors = apiFieldErrors<MessageRequest>(body, ['text']);
      if (Object.keys(errors).length) helpers.setErrors(errors);
      dispatch(
        notify('error', isApiErrorBody(body) ? body.title : 'The message was not sent. Please try again.'),
      );
    }
  }

  let conversation;
  if (isError) {
    conversation = (
      <div className="staff-status staff-status--error" role="alert">
        <p>Could not load the messages.</p>
        <button type="button" className="staff-button" onClick={() => void refetch()}>
          Retry
        </button>
      </div>
    );
  } else if (!data) {
    conversation = <p role="status">Loading the messages…</p>;
  } else if (data.items.length === 0) {
    conversation = <p className="partner-muted">No messages yet.</p>;
  } else {
    conversation = (
      <>
        {data.unread > 0 && (
          <p className="staff-hint">
            {data.unread === 1 ? '1 new message' : `${data.unread} new messages`} from the BDE.
          </p>
        )}
        <ol className="partner-messages" aria-label={`Messages with ${partner.fullName}, oldest first`}>
          {data.items.map((message) => (
            <Message key={message.id} message={message} partnerName={partner.fullName} />
          ))}
        </ol>
      </>
    );
  }

  return (
    <div className="partner-messages-panel">
      <PartnerSection id="partner-messages" title="Messages">
        {conversation}
        <Formik<MessageRequest>
          initialValues={{ text: '' }}
          validationSchema={messageSchema}
          onSubmit={submit}
        >
          <ReplyFields />
        </Formik>
      </PartnerSection>
    </div>
  );
}
