import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_TOO_COMMON } from 'shared/contract/password-rule';
import { STAFF_PATHS } from 'shared/contract/staff';
import type { StaffSetupResponse } from 'shared/contract/staff-account-responses';
import {
  STAFF_PASSWORDS_DIFFER,
  STAFF_SETUP_CODE_WRONG,
  STAFF_SETUP_LINK_DEAD,
} from 'shared/contract/staff-account-schema';
import { fakeApi } from 'shared/test/fake-api';
import { renderStaff } from '../../test/render-staff';
import { RECOVERY_CODES_FILE, recoveryCodesText } from './recovery-codes-panel';
import { StaffSetupPage } from './staff-setup-page';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const TOKEN = 'Xy_Z-0123456789abcdefghijklmnopqrstuvwxyzAB';
const OPEN_PATH = STAFF_PATHS.setupOpen;
const SETUP_PATH = STAFF_PATHS.setup;
const SETUP: StaffSetupResponse = {
  name: 'Bina Staff',
  email: 'bina@deccanstack.in',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/Deccan%20Stack:bina%40deccanstack.in?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qr: { size: 37, path: 'M4 4h7v1h-7zM4 5h1v1h-1z' },
};
const CODES = Array.from({ length: 10 }, (_, n) => `abc${n}-defg-hjk${n}`);
const PASSWORD = 'a brand new password';

/** jsdom's Blob has no text(). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** The page as the emailed link opens it: the token in the fragment only. */
function open(fragment = `#token=${TOKEN}`) {
  window.history.replaceState(null, '', `/staff/setup${fragment}`);
  return renderStaff(<StaffSetupPage />, { at: '/staff/setup', member: null });
}

async function finish({ password = PASSWORD, again = PASSWORD, code = '654321' } = {}) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^New password \*/), password);
  await user.type(screen.getByLabelText(/^New password again/), again);
  await user.type(screen.getByLabelText(/^Authenticator code/), code);
  await user.click(screen.getByRole('button', { name: 'Finish set-up' }));
  return user;
}

test('welcomes the person, and shows the secret as a QR code drawn inline and as text to type', async () => {
  api = fakeApi({ [`POST ${OPEN_PATH}`]: { body: SETUP } });
  const { container } = open();
  expect(await screen.findByText(/Welcome, Bina Staff/)).toBeInTheDocument();
  expect(screen.getByText('bina@deccanstack.in')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Set up your account' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: /1\. Add this account/ })).toBeInTheDocument();
  const qr = screen.getByRole('img', { name: 'QR code to add bina@deccanstack.in to an authenticator app' });
  expect(qr.tagName.toLowerCase()).toBe('svg');
  expect(qr).toHaveAttribute('viewBox', '0 0 37 37');
  expect(qr.querySelector('path')).toHaveAttribute('d', SETUP.qr.path);
  // Nothing is fetched or embedded for it: no image, no data: address.
  expect(container.querySelector('img, image, [href^="data:"], [src]')).toBeNull();
  expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
});

test('the token is read from the fragment once, sent in a body once, and taken out of the address bar', async () => {
  api = fakeApi({ [`POST ${OPEN_PATH}`]: { body: SETUP } });
  open();
  expect(await screen.findByText(/Welcome, Bina Staff/)).toBeInTheDocument();
  expect(api.sent()).toEqual([{ method: 'POST', path: OPEN_PATH, body: { token: TOKEN } }]);
  expect(window.location.hash).toBe('');
  expect(window.location.pathname).toBe('/staff/setup');
});

test('without a token in the fragment the page says the link does not work, and asks nothing', async () => {
  api = fakeApi({});
  open('');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'This link no longer works' }),
  ).toBeInTheDocument();
  expect(api.sent()).toEqual([]);
});

test('finishing sends the password twice and the code, then shows the recovery codes once, to download', async () => {
  api = fakeApi({
    [`POST ${OPEN_PATH}`]: { body: SETUP },
    [`POST ${SETUP_PATH}`]: { body: { email: SETUP.email, recoveryCodes: CODES } },
  });
  const blobs: Blob[] = [];
  const createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:recovery-codes';
  });
  const revokeObjectURL = jest.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  const clicked: HTMLAnchorElement[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this);
  });
  try {
    open();
    const user = await finish({ code: '654 321' });
    const done = await screen.findByRole('heading', { level: 2, name: /Your account is ready/ });
    expect(done).toHaveFocus();
    expect(api.sent().find((call) => call.path === SETUP_PATH)?.body).toEqual({
      token: TOKEN,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      code: '654 321',
    });
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(list).toHaveTextContent(CODES[9]);
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download as text' }));
    expect(clicked[0]).toHaveAttribute('download', RECOVERY_CODES_FILE);
    expect(clicked[0]).toHaveAttribute('href', 'blob:recovery-codes');
    const text = await readText(blobs[0]);
    expect(text).toBe(recoveryCodesText(SETUP.email, CODES));
    expect(text).toContain(CODES[0]);
    expect(blobs[0].type).toBe('text/plain;charset=utf-8');
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:recovery-codes');
    expect(screen.getByRole('link', { name: `Sign in as ${SETUP.email}` })).toHaveAttribute(
      'href',
      '/staff/login',
    );
  } finally {
    click.mockRestore();
  }
});

test('two different passwords or a short code are caught before anything is sent', async () => {
  api = fakeApi({ [`POST ${OPEN_PATH}`]: { body: SETUP } });
  open();
  await finish({ again: `${PASSWORD}!`, code: '12' });
  await waitFor(() =>
    expect(screen.getByLabelText(/^New password again/)).toHaveAccessibleDescription(STAFF_PASSWORDS_DIFFER),
  );
  expect(screen.getByLabelText(/^New password again/)).toHaveFocus();
  expect(api.requestsTo(SETUP_PATH, 'POST')).toHaveLength(0);
});

test('a common password is caught before anything is sent', async () => {
  api = fakeApi({ [`POST ${OPEN_PATH}`]: { body: SETUP } });
  open();
  await finish({ password: 'Password@123', again: 'Password@123' });
  await waitFor(() =>
    expect(screen.getByLabelText(/^New password \*/)).toHaveAccessibleDescription(
      expect.stringContaining(PASSWORD_TOO_COMMON),
    ),
  );
  expect(api.requestsTo(SETUP_PATH, 'POST')).toHaveLength(0);
});

test('a code the server does not accept is marked at the code field', async () => {
  api = fakeApi({
    [`POST ${OPEN_PATH}`]: { body: SETUP },
    [`POST ${SETUP_PATH}`]: {
      status: 400,
      body: { status: 400, title: 'Some fields are not valid.', errors: { code: [STAFF_SETUP_CODE_WRONG] } },
    },
  });
  open();
  await finish();
  await waitFor(() =>
    expect(screen.getByLabelText(/^Authenticator code/)).toHaveAccessibleDescription(
      expect.stringContaining(STAFF_SETUP_CODE_WRONG),
    ),
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Set up your account' })).toBeInTheDocument();
});

test.each([[404], [410]])('a used or expired link (%i) says so, and where to go', async (status) => {
  api = fakeApi({ [`POST ${OPEN_PATH}`]: { status, body: { status, title: STAFF_SETUP_LINK_DEAD } } });
  open();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'This link no longer works' }),
  ).toBeInTheDocument();
  expect(screen.getByText(STAFF_SETUP_LINK_DEAD)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/staff/login');
});

test('a link that dies while the form is open (reset by an admin meanwhile) says so too', async () => {
  api = fakeApi({
    [`POST ${OPEN_PATH}`]: { body: SETUP },
    [`POST ${SETUP_PATH}`]: { status: 404, body: { status: 404, title: STAFF_SETUP_LINK_DEAD } },
  });
  open();
  await finish();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'This link no longer works' }),
  ).toBeInTheDocument();
});

test('when the link cannot be opened, Retry asks again', async () => {
  api = fakeApi({
    [`POST ${OPEN_PATH}`]: [{ status: 503, body: { status: 503, title: 'Down' } }, { body: SETUP }],
  });
  open();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByText(/Welcome, Bina Staff/)).toBeInTheDocument();
});
