import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BdeSettingsResponse } from 'shared/contract/bde-settings-responses';
import { BDE_SETTINGS_PATHS } from 'shared/contract/earnings';
import { fakeApi } from 'shared/test/fake-api';
import { NO_SETTINGS, renderScreen } from '../../app/portal-test-kit';
import { SettingsPage } from './settings-page';

jest.setTimeout(20_000);

const CODE = 'BDE240101';
const HELD: BdeSettingsResponse = {
  bank: {
    accountHolder: 'Asha Devi Rao',
    accountMasked: 'XXXXXX9012',
    ifsc: 'SBIN0001234',
    holdUntil: '2999-01-02T04:30:00.000Z',
    updatedAt: '2998-12-31T04:30:00.000Z',
  },
  emailKinds: ['payout paid', 'message'],
  language: 'en',
};

const open = () => renderScreen(<SettingsPage />, '/bdedetails/settings');
const region = (name: string) => screen.findByRole('region', { name });
const posts = (api: ReturnType<typeof fakeApi>) => api.sent().filter((call) => call.method === 'POST');

test('shows the account masked, with the hold while it lasts', async () => {
  fakeApi({ [`GET ${BDE_SETTINGS_PATHS.settings(CODE)}`]: { body: HELD } });
  open();
  const bank = await region('Bank details');
  expect(within(bank).getByText('XXXXXX9012')).toBeInTheDocument();
  expect(within(bank).getByText('SBIN0001234')).toBeInTheDocument();
  expect(
    within(bank).getByText('Payouts to this account start after 02 Jan 2999, 10:00 am IST.'),
  ).toBeInTheDocument();
  expect(within(bank).getByRole('heading', { name: 'Change the account' })).toBeInTheDocument();
});

test('bank details are checked as the API checks them, then saved; the IFSC goes upper-cased', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    [`GET ${BDE_SETTINGS_PATHS.settings(CODE)}`]: { body: NO_SETTINGS },
    [`POST ${BDE_SETTINGS_PATHS.bankDetails(CODE)}`]: { body: HELD },
  });
  open();
  const bank = await region('Bank details');
  expect(within(bank).getByText(/No bank account yet/)).toBeInTheDocument();
  const field = (name: RegExp) => within(bank).getByLabelText(name);
  await user.type(field(/^Account holder/), 'Asha Devi Rao');
  await user.type(field(/^Account number \*/), '12345678');
  await user.type(field(/^Account number again/), '12345679');
  await user.type(field(/^IFSC/), 'SBIN1001234');
  await user.click(within(bank).getByRole('button', { name: 'Save bank details' }));
  expect(await within(bank).findByText('An account number is 9 to 18 digits.')).toBeInTheDocument();
  expect(within(bank).getByText('The two account numbers are not the same.')).toBeInTheDocument();
  expect(within(bank).getByText(/An IFSC is 11 characters/)).toBeInTheDocument();
  expect(within(bank).getByText('Enter your current password.')).toBeInTheDocument();
  expect(posts(api)).toEqual([]);

  await user.clear(field(/^Account number \*/));
  await user.type(field(/^Account number \*/), '123456789012');
  await user.clear(field(/^Account number again/));
  await user.type(field(/^Account number again/), '123456789012');
  await user.clear(field(/^IFSC/));
  await user.type(field(/^IFSC/), 'sbin0001234');
  await user.type(field(/^Current password/), 'correct horse battery');
  await user.click(within(bank).getByRole('button', { name: 'Save bank details' }));
  expect(await within(bank).findByText('Saved. We have emailed you about the change.')).toBeInTheDocument();
  expect(posts(api)).toEqual([
    {
      method: 'POST',
      path: BDE_SETTINGS_PATHS.bankDetails(CODE),
      body: {
        accountHolder: 'Asha Devi Rao',
        accountNumber: '123456789012',
        confirmAccountNumber: '123456789012',
        ifsc: 'SBIN0001234',
        currentPassword: 'correct horse battery',
      },
    },
  ]);
  expect(await within(bank).findByText('XXXXXX9012')).toBeInTheDocument();
  expect(field(/^Account number \*/)).toHaveValue('');
});

test('a wrong current password shows at that field', async () => {
  const user = userEvent.setup();
  fakeApi({
    [`GET ${BDE_SETTINGS_PATHS.settings(CODE)}`]: { body: NO_SETTINGS },
    [`POST ${BDE_SETTINGS_PATHS.bankDetails(CODE)}`]: {
      status: 400,
      body: {
        title: 'Some fields are not valid.',
        errors: { currentPassword: ['Your current password is not correct.'] },
      },
    },
  });
  open();
  const bank = await region('Bank details');
  await user.type(within(bank).getByLabelText(/^Account holder/), 'Asha');
  await user.type(within(bank).getByLabelText(/^Account number \*/), '123456789012');
  await user.type(within(bank).getByLabelText(/^Account number again/), '123456789012');
  await user.type(within(bank).getByLabelText(/^IFSC/), 'SBIN0001234');
  await user.type(within(bank).getByLabelText(/^Current password/), 'wrong');
  await user.click(within(bank).getByRole('button', { name: 'Save bank details' }));
  expect(await within(bank).findByText('Your current password is not correct.')).toBeInTheDocument();
  expect(within(bank).getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
});

test('email choices are a checkbox a kind, ticked as chosen, saved as a list', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    [`GET ${BDE_SETTINGS_PATHS.settings(CODE)}`]: { body: HELD },
    [`POST ${BDE_SETTINGS_PATHS.emailChoices(CODE)}`]: {
      body: { ...HELD, emailKinds: ['lead assigned', 'payout paid', 'message'] },
    },
  });
  open();
  const emails = await region('Emails');
  const boxes = within(emails).getAllByRole('checkbox');
  expect(boxes).toHaveLength(9);
  expect(within(emails).getByRole('checkbox', { name: 'A payout is paid' })).toBeChecked();
  expect(within(emails).getByRole('checkbox', { name: 'A lead is assigned to me' })).not.toBeChecked();
  await user.click(within(emails).getByRole('checkbox', { name: 'A lead is assigned to me' }));
  await user.click(within(emails).getByRole('button', { name: 'Save email choices' }));
  expect(await within(emails).findByText('Saved.')).toBeInTheDocument();
  expect(posts(api)[0].body).toEqual({ kinds: ['payout paid', 'message', 'lead assigned'] });
});

test('a new password follows the rule (too common refused before sending); the change says who was signed out', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    [`GET ${BDE_SETTINGS_PATHS.settings(CODE)}`]: { body: NO_SETTINGS },
    [`POST ${BDE_SETTINGS_PATHS.password(CODE)}`]: { body: { endedSessions: 2 } },
  });
  open();
  const section = await region('Password');
  await user.type(within(section).getByLabelText(/^Current password/), 'correct horse battery');
  await user.type(within(section).getByLabelText(/^New password \*/), 'password123');
  await user.type(within(section).getByLabelText(/^New password again/), 'password124');
  await user.click(within(section).getByRole('button', { name: 'Change password' }));
  expect(await within(section).findByText(/Password is too common/)).toBeInTheDocument();
  expect(within(section).getByText('The two passwords are not the same.')).toBeInTheDocument();
  expect(posts(api)).toEqual([]);

  await user.clear(within(section).getByLabelText(/^New password \*/));
  await user.type(within(section).getByLabelText(/^New password \*/), 'Mango orchard by the river 93');
  await user.clear(within(section).getByLabelText(/^New password again/));
  await user.type(within(section).getByLabelText(/^New password again/), 'Mango orchard by the river 93');
  await user.click(within(section).getByRole('button', { name: 'Change password' }));
  expect(
    await within(section).findByText('Password changed. You were signed out on 2 other devices.'),
  ).toBeInTheDocument();
  await waitFor(() => expect(within(section).getByLabelText(/^Current password/)).toHaveValue(''));
  expect(posts(api)[0].body).toEqual({
    currentPassword: 'correct horse battery',
    password: 'Mango orchard by the river 93',
    confirmPassword: 'Mango orchard by the river 93',
  });
});

test('the language is chosen from the six, each in its own script, and saved with the account', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    [`GET ${BDE_SETTINGS_PATHS.settings(CODE)}`]: { body: HELD },
    [`POST ${BDE_SETTINGS_PATHS.language(CODE)}`]: { body: { ...HELD, language: 'ta' } },
  });
  open();
  const section = await region('Language');
  const select = within(section).getByLabelText(/^Language/);
  expect(select).toHaveValue('en');
  expect(
    within(section)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['English', 'తెలుగు', 'हिन्दी', 'தமிழ்', 'ಕನ್ನಡ', 'മലയാളം']);
  expect(within(section).getByRole('option', { name: 'தமிழ்' })).toHaveAttribute('lang', 'ta');
  await user.selectOptions(select, 'ta');
  await user.click(within(section).getByRole('button', { name: 'Save language' }));
  expect(await within(section).findByText('Saved.')).toBeInTheDocument();
  expect(posts(api)[0].body).toEqual({ language: 'ta' });
  // This page, in the language just saved.
  expect(within(section).getByRole('link', { name: 'தமிழ்' })).toHaveAttribute(
    'href',
    '/ta/bdedetails/settings',
  );
});
