import { ACCEPT_TERMS_MESSAGE } from 'shared/contract/privacy-notice';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PAN_MESSAGES } from 'shared/contract/executive';
import { AADHAR_INVALID } from 'shared/contract/identity-numbers';
import { MESSAGES } from 'shared/contract/messages';
import { PASSWORD_TOO_COMMON } from 'shared/contract/password-rule';
import type { fakeApi } from 'shared/test/fake-api';
import { json } from 'shared/test/fake-api';
import {
  AADHAR,
  VALID,
  errorsRegion,
  field,
  fillValidForm,
  messagesRegion,
  pdf,
  png,
  registerServer,
  renderRegister,
} from './register-test-kit';

// Typing a whole form key by key is slow on a busy machine.
jest.setTimeout(30_000);

let server: ReturnType<typeof fakeApi>;
afterEach(() => server.restore());

// undici cannot read the page's FormData; keep what the form handed to each request.
const sentForms: FormData[] = [];
const OriginalRequest = globalThis.Request;
beforeAll(() => {
  globalThis.Request = class extends OriginalRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(input, init);
      if (init?.body instanceof FormData) sentForms.push(init.body);
    }
  } as typeof Request;
});
afterAll(() => {
  globalThis.Request = OriginalRequest;
});
beforeEach(() => {
  sentForms.length = 0;
});

const REQUIRED = [
  /^user name/i,
  /^password/i,
  /^first name/i,
  /^last name/i,
  /^date of birth/i,
  /^mobile number/i,
  /^email/i,
  /^aadhaar number/i,
  /^pan\s*\*?$/i,
  /^address/i,
  /^pin code/i,
  /^area/i,
  /^state/i,
  /^district/i,
];

test('the page explains why identity data is collected and links the privacy policy', () => {
  server = registerServer();
  renderRegister();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { name: 'Why we ask for your Aadhaar and PAN' })).toBeInTheDocument();
  const privacy = screen.getAllByRole('link', { name: /privacy policy/i })[0];
  expect(privacy).toHaveAttribute('href', '/privacypolicy');
  for (const group of ['Account', 'Personal details', 'Identity documents', 'Address', 'Referral']) {
    expect(screen.getByRole('group', { name: group })).toBeInTheDocument();
  }
});

test('an empty submit marks every field, says "Please fill all required fields", sends nothing', async () => {
  server = registerServer();
  const { user } = renderRegister();
  await user.click(screen.getByRole('button', { name: 'Register' }));

  await waitFor(() => expect(errorsRegion()).toHaveTextContent(MESSAGES.bdeRegisterInvalid));
  for (const label of REQUIRED) {
    const control = field(label);
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.required));
  }
  // Optional fields stay quiet.
  for (const label of [/^middle name/i, /^referred by/i, /^parent freelancer/i]) {
    expect(field(label)).not.toHaveAttribute('aria-invalid');
  }
  expect(field(/^user name/i)).toHaveFocus();
  expect(server.requestsTo('/api/Executive/register')).toHaveLength(0);
});

describe.each([
  ['mobile number', /^mobile number/i, 'Mobile number', 10, '9876543210'],
  ['Aadhaar number', /^aadhaar number/i, 'Aadhar number', 12, AADHAR],
])('the %s', (_name, label, messageLabel, digits, valid) => {
  test.each([
    ['too short', '9'.repeat(digits - 1), `${messageLabel} must be at least ${digits} digits.`],
    ['too long', '9'.repeat(digits + 1), `${messageLabel} cannot exceed ${digits} digits.`],
    ['not digits', `${'9'.repeat(digits - 2)}ab`, `${messageLabel} must contain only digits.`],
  ])('%s: %p', async (_case, value, message) => {
    server = registerServer();
    const { user } = renderRegister();
    await user.type(field(label), value);
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  test(`exactly ${digits} digits is fine`, async () => {
    server = registerServer();
    const { user } = renderRegister();
    await user.type(field(label), valid);
    await user.tab();
    await waitFor(() => expect(field(label)).not.toHaveAttribute('aria-invalid'));
  });
});

test.each([
  [/^email/i, 'asha@', MESSAGES.invalidEmail],
  [/^pan\s*\*?$/i, 'ABCD12345', PAN_MESSAGES.shape],
  [/^pan\s*\*?$/i, 'ABCDE1234F', PAN_MESSAGES.holderType],
  [/^aadhaar number/i, '234567890123', AADHAR_INVALID],
  [/^password/i, 'short', MESSAGES.passwordTooShort],
  [/^password/i, 'Password@123', PASSWORD_TOO_COMMON],
  [/^pin code/i, '50a', 'Pin code must be 6 digits.'],
])('%s %p: %p', async (label, value, message) => {
  server = registerServer();
  const { user } = renderRegister();
  await user.type(field(label), value);
  await user.tab();
  expect(await screen.findByText(message)).toBeInTheDocument();
});

test('a date of birth under 18 years ago is refused', async () => {
  server = registerServer();
  const { user } = renderRegister();
  const young = `${new Date().getFullYear() - 10}-06-01`;
  fireEvent.change(field(/^date of birth/i), { target: { value: young } });
  await user.tab();
  fireEvent.blur(field(/^date of birth/i));
  expect(await screen.findByText('You must be at least 18 years old.')).toBeInTheDocument();
});

test('success: all fields and both files sent as multipart, two messages with the BDE code, on to /login', async () => {
  server = registerServer();
  const { user } = renderRegister();
  await fillValidForm(user);
  await user.type(field(/^middle name/i), 'Lakshmi');
  await user.type(field(/^referred by/i), 'BDE100001');
  await user.upload(field(/^aadhaar copy/i), pdf());
  await user.upload(field(/^pan copy/i), png());
  await screen.findByText(/Chosen: pan\.png/);
  await user.click(screen.getByRole('button', { name: 'Register' }));

  expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(messagesRegion()).toHaveTextContent(MESSAGES.bdeRegisterSuccess);
  expect(messagesRegion()).toHaveTextContent(
    'After Business Development Executive Login, your BDE code is BDE482913',
  );
  expect(JSON.parse(screen.getByTestId('login-state').textContent!)).toEqual({
    registeredBdeCode: 'BDE482913',
    userName: 'asha.reddy',
  });

  const [request] = server.requestsTo('/api/Executive/register', 'POST');
  expect(request.headers.get('X-XSRF-TOKEN')).toBeNull(); // no cookie in this test; the header follows it
  const form = sentForms.at(-1)!;
  expect(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
    ...VALID,
    MiddleName: 'Lakshmi',
    RefferedByBdecode: 'BDE100001',
  });
  expect((form.get('AadharCopy') as File).name).toBe('aadhaar.pdf');
  expect((form.get('PanCopy') as File).name).toBe('pan.png');
});

test('the files are optional: without them nothing of the kind is sent', async () => {
  server = registerServer();
  const { user } = renderRegister();
  await fillValidForm(user);
  await user.click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  const form = sentForms.at(-1)!;
  expect(form.has('AadharCopy')).toBe(false);
  expect(form.get('terms')).toBe('true');
});

test('without accepting the terms and the privacy notice nothing is sent, and the box says why', async () => {
  server = registerServer();
  const { user } = renderRegister();
  await fillValidForm(user);
  const box = screen.getByRole('checkbox', { name: /accept the bde partner terms and the privacy notice/i });
  await user.click(box);
  await user.click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findByText(ACCEPT_TERMS_MESSAGE)).toBeInTheDocument();
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(box).toHaveAccessibleDescription(ACCEPT_TERMS_MESSAGE);
  expect(sentForms).toHaveLength(0);
});

describe('a refused registration says "register Failed" and what was wrong', () => {
  test('a taken user name: the reason, and the message beside the field until it changes', async () => {
    server = registerServer({
      'POST /api/Executive/register': () =>
        json(409, {
          title: 'This user name is already taken.',
          status: 409,
          errors: { UserName: ['This user name is already taken.'] },
        }),
    });
    const { user } = renderRegister();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(errorsRegion()).toHaveTextContent(MESSAGES.bdeRegisterFailed));
    expect(errorsRegion()).toHaveTextContent('This user name is already taken.');
    const userName = field(/^user name/i);
    expect(userName).toHaveAccessibleDescription(expect.stringContaining('This user name is already taken.'));

    // Still there after other fields are visited; gone once the user name is changed.
    await user.click(field(/^first name/i));
    await user.tab();
    expect(userName).toHaveAttribute('aria-invalid', 'true');
    await user.type(userName, '2');
    await user.tab();
    await waitFor(() => expect(userName).not.toHaveAttribute('aria-invalid'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/register as a business/i);
  });

  test('an unknown referral code: the field is named', async () => {
    server = registerServer({
      'POST /api/Executive/register': () =>
        json(400, {
          title: 'Some fields are not valid.',
          status: 400,
          errors: { RefferedByBdecode: ['No BDE has this code. Check it with the person who referred you.'] },
        }),
    });
    const { user } = renderRegister();
    await fillValidForm(user);
    await user.type(field(/^referred by/i), 'BDE000000');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(errorsRegion()).toHaveTextContent(MESSAGES.bdeRegisterFailed));
    expect(errorsRegion()).toHaveTextContent(
      'Please check this field. Referred by (BDE code): No BDE has this code.',
    );
    expect(field(/^referred by/i)).toHaveAttribute('aria-invalid', 'true');
  });

  test('a copy the server refuses by content is named beside the file input', async () => {
    server = registerServer({
      'POST /api/Executive/register': () =>
        json(415, {
          title: 'Documents must be PDF, PNG or JPEG files.',
          status: 415,
          errors: { PanCopy: ['The PAN copy must be a PDF, PNG or JPEG file.'] },
        }),
    });
    const { user } = renderRegister();
    await fillValidForm(user);
    await user.upload(field(/^pan copy/i), png());
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(errorsRegion()).toHaveTextContent('PAN copy: The PAN copy must be a PDF'));
    expect(field(/^pan copy/i)).toHaveAttribute('aria-invalid', 'true');
  });

  test.each([
    [500, MESSAGES.genericError],
    [429, MESSAGES.tooManyAttempts],
  ])('status %i: %p', async (status, message) => {
    server = registerServer({
      'POST /api/Executive/register': () => json(status, { title: 'x', status }),
    });
    const { user } = renderRegister();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(errorsRegion()).toHaveTextContent(MESSAGES.bdeRegisterFailed));
    expect(errorsRegion()).toHaveTextContent(message);
  });
});

test('accepting the terms ticks the box and sends terms=true; Enter on the box sends the form', async () => {
  server = registerServer();
  const { user } = renderRegister();
  await fillValidForm(user);
  await user.click(screen.getByRole('button', { name: 'Read the terms' }));
  const dialog = screen.getByRole('dialog', { name: 'BDE partner terms' });
  await user.click(within(dialog).getByRole('button', { name: 'Accept terms' }));
  const box = screen.getByRole('checkbox', { name: /accept the bde partner terms/i });
  expect(box).toBeChecked();
  expect(box).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(sentForms.at(-1)!.get('terms')).toBe('true');
});
