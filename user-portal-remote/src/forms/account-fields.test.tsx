import { render, screen } from '@testing-library/react';
import { Formik } from 'formik';
import { AccountFields } from './account-fields';

function renderFields(variant: 'sign-up' | 'update') {
  render(
    <Formik
      initialValues={{ Name: '', EmailAddress: '', Password: '', CurrentPassword: '' }}
      onSubmit={() => {}}
    >
      <form>
        <AccountFields variant={variant} />
      </form>
    </Formik>,
  );
  // The fields by name, in order (each password's "Show password" box has none).
  return [...document.querySelectorAll('input[name]')].map((input) => input.getAttribute('name'));
}

test('sign-up: Name, EmailAddress and a required Password, no current password', () => {
  expect(renderFields('sign-up')).toEqual(['Name', 'EmailAddress', 'Password']);
  expect(screen.getByLabelText(/Full name/)).toBeRequired();
  expect(screen.getByLabelText(/Email address/)).toBeRequired();
  expect(screen.getByLabelText(/^Password/)).toBeRequired();
  expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'new-password');
});

test('profile update: the same fields, the new password optional, plus the current password', () => {
  expect(renderFields('update')).toEqual(['Name', 'EmailAddress', 'Password', 'CurrentPassword']);
  expect(screen.getByLabelText(/Full name/)).toBeRequired();
  expect(screen.getByLabelText(/New password \(optional\)/)).not.toBeRequired();
  expect(screen.getByLabelText(/Current password/)).not.toBeRequired();
  expect(screen.getByLabelText(/Current password/)).toHaveAttribute('autocomplete', 'current-password');
});
