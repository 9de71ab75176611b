import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { errorBody } from 'shared/forms/call-errors';
import type { StaffNote } from 'shared/contract/staff-inbox-responses';
import { NOTE_MAX_LENGTH, noteSchema, type NoteRequest } from 'shared/contract/staff-inbox-schema';
import { apiFieldErrors } from 'shared/forms/api-field-errors';
import { useCheckedSubmit } from 'shared/forms/use-checked-submit';
import { notify } from 'shared/notifications/notifications-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { FormField } from 'shared/ui/form-field';
import { SubmitButton } from 'shared/ui/submit-button';
import { formatWhen } from './when';

interface NotesSectionProps {
  notes: StaffNote[];
  /** Sends the note (an RTK Query mutation's `unwrap()`): rejects with the API's error. */
  add: (note: NoteRequest) => Promise<unknown>;
}

function NoteForm() {
  const formik = useFormikContext<NoteRequest>();
  const dispatch = useAppDispatch();
  const onSubmit = useCheckedSubmit(formik, () => dispatch(notify('error', 'Write the note first.')));
  return (
    <form className="inbox-form" noValidate onSubmit={onSubmit}>
      <FormField
        as="textarea"
        name="text"
        label="Add a note"
        hint={`Only staff see notes. Up to ${NOTE_MAX_LENGTH.toLocaleString('en-IN')} characters.`}
        rows={3}
        maxLength={NOTE_MAX_LENGTH}
        required
      />
      <div className="inbox-form__actions">
        <SubmitButton label="Add note" busyLabel="Adding…" />
      </div>
    </form>
  );
}

/** The staff's notes on a message or a lead, oldest first, and the form that adds one. */
export function NotesSection({ notes, add }: NotesSectionProps) {
  const dispatch = useAppDispatch();

  async function submit(values: NoteRequest, helpers: FormikHelpers<NoteRequest>) {
    try {
      await add(noteSchema.cast(values));
      helpers.resetForm();
      dispatch(notify('success', 'Note added.'));
    } catch (error) {
      const errors = apiFieldErrors<NoteRequest>(errorBody(error), ['text']);
      if (Object.keys(errors).length) helpers.setErrors(errors);
      dispatch(notify('error', 'The note was not added. Please try again.'));
    }
  }

  return (
    <section className="staff-card inbox-section" aria-labelledby="notes-title">
      <h2 id="notes-title">Notes</h2>
      {notes.length === 0 ? (
        <p className="staff-hint">No notes yet.</p>
      ) : (
        <ol className="inbox-notes">
          {notes.map((note) => (
            <li key={note.id} className="inbox-note">
              <p className="inbox-note__meta">
                <strong>{note.author.name}</strong>{' '}
                <time dateTime={note.createdAt}>{formatWhen(note.createdAt)}</time>
              </p>
              <p className="inbox-note__text">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      <Formik<NoteRequest> initialValues={{ text: '' }} validationSchema={noteSchema} onSubmit={submit}>
        <NoteForm />
      </Formik>
    </section>
  );
}
