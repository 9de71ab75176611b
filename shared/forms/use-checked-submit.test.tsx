import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, FieldArray, Formik, useFormikContext, type FormikErrors, type FormikProps } from 'formik';
import { firstInvalidControl, invalidPaths } from './first-invalid-control';
import { hasEmptyField, useCheckedSubmit } from './use-checked-submit';

interface Values {
  first: string;
  second: string;
  tags: string[];
}

const validate = (values: Values) => {
  const errors: FormikErrors<Values> = {};
  // Written in the reverse of the form's order, so the order of the keys is not the order of focus.
  if (values.tags.some((tag) => !tag)) errors.tags = values.tags.map((tag) => (tag ? '' : 'Tag needed'));
  if (!values.second) errors.second = 'Second needed';
  if (!values.first) errors.first = 'First needed';
  return errors;
};

function TestForm({ onInvalid }: { onInvalid: (errors: FormikErrors<Values>) => void }) {
  const formik = useFormikContext<Values>();
  const onSubmit = useCheckedSubmit(formik as FormikProps<Values>, onInvalid);
  return (
    <form noValidate onSubmit={onSubmit}>
      <label>
        First <Field name="first" />
      </label>
      <label>
        Second <Field name="second" as="textarea" />
      </label>
      <FieldArray name="tags">
        {() => (
          <label>
            Tag <Field name="tags[0]" />
          </label>
        )}
      </FieldArray>
      <p data-testid="touched">{JSON.stringify(formik.touched)}</p>
      <button type="submit">Send</button>
    </form>
  );
}

function setup(initial: Partial<Values>, message = 'Please fill all required fields correctly.') {
  const submitted = jest.fn();
  const notices: string[] = [];
  render(
    <Formik<Values>
      initialValues={{ first: '', second: '', tags: [''], ...initial }}
      validate={validate}
      onSubmit={submitted}
    >
      <TestForm onInvalid={() => notices.push(message)} />
    </Formik>,
  );
  return { submitted, notices };
}

test('invalid: every field touched, the form’s own message, focus on the first invalid field in document order', async () => {
  const { submitted, notices } = setup({}, 'Please fill all required fields');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(screen.getByLabelText('First')).toHaveFocus());
  expect(notices).toEqual(['Please fill all required fields']);
  expect(JSON.parse(screen.getByTestId('touched').textContent!)).toEqual({
    first: true,
    second: true,
    tags: true,
  });
  expect(submitted).not.toHaveBeenCalled();
});

test('a textarea and an array item are focused too, whichever comes first', async () => {
  setup({ first: 'a' });
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(screen.getByLabelText('Second')).toHaveFocus());
});

test('a nested key like tags[0] is found by its control’s name', async () => {
  setup({ first: 'a', second: 'b' });
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(screen.getByLabelText('Tag')).toHaveFocus());
});

test('valid: Formik submits and nothing is said', async () => {
  const { submitted, notices } = setup({ first: 'a', second: 'b', tags: ['c'] });
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
  expect(notices).toEqual([]);
});

test('invalidPaths lists each error’s path and its parents; firstInvalidControl follows the document', () => {
  expect([...invalidPaths({ b: 'x', a: { c: [undefined, 'y'] }, d: '' })]).toEqual([
    'b',
    'a',
    'a.c',
    'a.c[1]',
  ]);
  const form = document.createElement('form');
  form.innerHTML = '<input name="x"><select name="a.c[1]"></select><input name="b">';
  expect(firstInvalidControl(form, { b: 'x', a: { c: [undefined, 'y'] } })).toBe(form.elements[1]);
  expect(firstInvalidControl(form, {})).toBeUndefined();
});

test('hasEmptyField: blank or missing values count as empty', () => {
  expect(hasEmptyField({ a: 'x', b: '  ' }, ['a', 'b'])).toBe(true);
  expect(hasEmptyField({ a: 'x', b: 'y' }, ['a', 'b'])).toBe(false);
});
