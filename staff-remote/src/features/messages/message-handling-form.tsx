import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { errorBody } from 'shared/forms/call-errors';
import { MESSAGE_STATUSES, type MessageStatus } from 'shared/contract/staff';
import type { MessageDetailResponse, StaffRef } from 'shared/contract/staff-inbox-responses';
import { messageUpdateSchema, type MessageUpdateRequest } from 'shared/contract/staff-inbox-schema';
import { apiFieldErrors } from 'shared/forms/api-field-errors';
import { useCheckedSubmit } from 'shared/forms/use-checked-submit';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { FormField } from 'shared/ui/form-field';
import { SubmitButton } from 'shared/ui/submit-button';
import { AssigneeField } from './assignee-field';
import { MESSAGE_STATUS_LABELS } from './message-status';
import { useUpdateMessageMutation } from './messages-api';

interface Values {
  status: MessageStatus;
  assigneeId: number | null;
}

function HandlingFields({ assignees, current }: { assignees: StaffRef[]; current: StaffRef | null }) {
  const formik = useFormikContext<Values>();
  const dispatch = useAppDispatch();
  const onSubmit = useCheckedSubmit(formik, () =>
    dispatch(notify('error', 'The message was not saved. Check the fields marked.')),
  );
  return (
    <form className="inbox-form" noValidate onSubmit={onSubmit}>
      <FormField as="select" name="status" label="Status">
        {MESSAGE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {MESSAGE_STATUS_LABELS[status]}
          </option>
        ))}
      </FormField>
      <AssigneeField assignees={assignees} current={current} />
      <div className="inbox-form__actions">
        <SubmitButton label="Save" busyLabel="Saving…" />
      </div>
    </form>
  );
}

/** The message's status and assignee, saved together (only what changed is sent). */
export function MessageHandlingForm({
  message,
  assignees,
}: {
  message: MessageDetailResponse;
  assignees: StaffRef[];
}) {
  const dispatch = useAppDispatch();
  const [update] = useUpdateMessageMutation();
  const initialValues: Values = { status: message.status, assigneeId: message.assignee?.id ?? null };

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    const change: MessageUpdateRequest = {};
    if (values.status !== initialValues.status) change.status = values.status;
    if (values.assigneeId !== initialValues.assigneeId) change.assigneeId = values.assigneeId;
    if (Object.keys(change).length === 0) {
      dispatch(notify('info', 'Nothing to save: the status and the assignee are as they were.'));
      return;
    }
    try {
      await update({ messageId: message.id, change }).unwrap();
      dispatch(notify('success', 'Message saved.'));
    } catch (error) {
      const errors = apiFieldErrors<Values>(errorBody(error), ['status', 'assigneeId']);
      if (Object.keys(errors).length) helpers.setErrors(errors);
      dispatch(notify('error', 'The message was not saved. Please try again.'));
    }
  }

  return (
    <Formik<Values>
      initialValues={initialValues}
      enableReinitialize
      validationSchema={messageUpdateSchema}
      onSubmit={submit}
    >
      <HandlingFields assignees={assignees} current={message.assignee} />
    </Formik>
  );
}
