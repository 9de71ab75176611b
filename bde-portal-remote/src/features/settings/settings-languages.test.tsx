import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BdeSettingsResponse } from 'shared/contract/bde-settings-responses';
import { BDE_SETTINGS_PATHS } from 'shared/contract/earnings';
import { formatDateTimeIst } from 'shared/format/date';
import { loadPageText } from 'shared/i18n/text';
import { fakeApi } from 'shared/test/fake-api';
import { englishLeftIn, NO_SETTINGS, renderScreen, SIGNED_IN } from '../../app/portal-test-kit';
import { SettingsPage } from './settings-page';

jest.setTimeout(20_000);

const CODE = 'BDE240101';
const HELD: BdeSettingsResponse = {
  language: 'te',
  bank: {
    accountHolder: 'Asha Devi Rao',
    accountMasked: 'XXXXXX9012',
    ifsc: 'SBIN0001234',
    holdUntil: '2999-01-02T04:30:00.000Z',
    updatedAt: '2998-12-31T04:30:00.000Z',
  },
  emailKinds: ['payout paid', 'message'],
};

const open = async (language: 'te' | 'kn') =>
  renderScreen(<SettingsPage />, '/bdedetails/settings', SIGNED_IN, undefined, await loadPageText(language));

test('a Telugu page: bank details, email choices and the password change in Telugu, the hold’s time in Telugu', async () => {
  const user = userEvent.setup();
  fakeApi({
    [`GET ${BDE_SETTINGS_PATHS.settings(CODE)}`]: { body: HELD },
    [`POST ${BDE_SETTINGS_PATHS.password(CODE)}`]: { body: { endedSessions: 2 } },
  });
  await open('te');
  const bank = await screen.findByRole('region', { name: 'బ్యాంక్ వివరాలు' });
  expect(
    within(bank)
      .getAllByRole('term')
      .map((term) => term.textContent),
  ).toEqual(['ఖాతాదారు', 'ఖాతా నంబర్', 'IFSC']);
  expect(within(bank).getByRole('note')).toHaveTextContent(
    `ఈ ఖాతాకు చెల్లింపులు ${formatDateTimeIst(HELD.bank!.holdUntil, 'te')} తర్వాత మొదలవుతాయి.`,
  );
  expect(within(bank).getByRole('heading', { name: 'ఖాతాను మార్చండి' })).toBeInTheDocument();
  expect(within(bank).getByLabelText(/^ఖాతాదారు పేరు/)).toBeInTheDocument();
  expect(within(bank).getByRole('button', { name: 'బ్యాంక్ వివరాలు సేవ్ చేయండి' })).toBeInTheDocument();

  const emails = screen.getByRole('region', { name: 'ఈమెయిల్స్' });
  expect(within(emails).getByRole('group', { name: 'ఈ సందర్భాల్లో నాకు ఈమెయిల్ కూడా పంపండి' })).toBeInTheDocument();
  expect(within(emails).getByRole('checkbox', { name: 'చెల్లింపు జరిగినప్పుడు' })).toBeChecked();
  expect(within(emails).getByRole('checkbox', { name: 'నాకు ఒక లీడ్ కేటాయించినప్పుడు' })).not.toBeChecked();

  const password = screen.getByRole('region', { name: 'పాస్‌వర్డ్' });
  expect(within(password).getByLabelText(/^కొత్త పాస్‌వర్డ్ \*/)).toHaveAccessibleDescription(
    expect.stringContaining('కనీసం 8 అక్షరాలు.'),
  );
  expect(englishLeftIn(document.body.textContent)).toEqual([]);

  await user.type(within(password).getByLabelText(/^ప్రస్తుత పాస్‌వర్డ్/), 'correct horse battery');
  await user.type(within(password).getByLabelText(/^కొత్త పాస్‌వర్డ్ \*/), 'Mango orchard by the river 93');
  await user.type(within(password).getByLabelText(/^కొత్త పాస్‌వర్డ్ మళ్లీ/), 'Mango orchard by the river 93');
  await user.click(within(password).getByRole('button', { name: 'పాస్‌వర్డ్ మార్చండి' }));
  expect(
    await within(password).findByText('పాస్‌వర్డ్ మార్చబడింది. మరో 2 పరికరాల్లో మీరు సైన్ అవుట్ అయ్యారు.'),
  ).toBeInTheDocument();
});

test('a Kannada page: a refused change says what to check in Kannada', async () => {
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
  await open('kn');
  const bank = await screen.findByRole('region', { name: 'ಬ್ಯಾಂಕ್ ವಿವರಗಳು' });
  expect(
    within(bank).getByText('ಇನ್ನೂ ಬ್ಯಾಂಕ್ ಖಾತೆ ಇಲ್ಲ: ನಿಮ್ಮ ಕಮಿಷನ್ ಪಾವತಿಯಾಗಲು ಕೆಳಗೆ ಒಂದು ಖಾತೆಯನ್ನು ಸೇರಿಸಿ.'),
  ).toBeInTheDocument();
  expect(within(bank).getByRole('heading', { name: 'ಖಾತೆ ಸೇರಿಸಿ' })).toBeInTheDocument();
  expect(englishLeftIn(document.body.textContent)).toEqual([]);
  await user.type(within(bank).getByLabelText(/^ಖಾತೆದಾರರ ಹೆಸರು/), 'Asha');
  await user.type(within(bank).getByLabelText(/^ಖಾತೆ ಸಂಖ್ಯೆ \*/), '123456789012');
  await user.type(within(bank).getByLabelText(/^ಖಾತೆ ಸಂಖ್ಯೆ ಮತ್ತೊಮ್ಮೆ/), '123456789012');
  await user.type(within(bank).getByLabelText(/^IFSC/), 'SBIN0001234');
  await user.type(within(bank).getByLabelText(/^ಈಗಿನ ಪಾಸ್‌ವರ್ಡ್/), 'wrong');
  await user.click(within(bank).getByRole('button', { name: 'ಬ್ಯಾಂಕ್ ವಿವರಗಳನ್ನು ಉಳಿಸಿ' }));
  expect(await within(bank).findByText('ಕೆಳಗೆ ಗುರುತಿಸಿರುವ ಫೀಲ್ಡ್‌ಗಳನ್ನು ಪರಿಶೀಲಿಸಿ.')).toBeInTheDocument();
  expect(within(bank).getByText('ನಿಮ್ಮ ಪ್ರಸ್ತುತ ಪಾಸ್‌ವರ್ಡ್ ಸರಿಯಾಗಿಲ್ಲ.')).toBeInTheDocument();
  expect(within(bank).queryByText('Your current password is not correct.')).toBeNull();
});
