import { screen, waitFor } from '@testing-library/react';
import { DOCUMENT_MAX_BYTES } from 'shared/contract/executive';
import { MESSAGES } from 'shared/contract/messages';
import {
  EXE_BYTES,
  PDF_BYTES,
  errorsRegion,
  field,
  fillValidForm,
  registerServer,
  renderRegister,
} from './register-test-kit';

// Typing a whole form key by key is slow on a busy machine.
jest.setTimeout(30_000);

let server: ReturnType<typeof registerServer>;
beforeEach(() => {
  server = registerServer();
});
afterEach(() => server.restore());

const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);

test.each([
  ['Aadhaar copy', /^aadhaar copy/i],
  ['PAN copy', /^pan copy/i],
])('%s: optional, says which files it takes', (_name, label) => {
  renderRegister();
  const input = field(label);
  expect(input).toHaveAttribute('type', 'file');
  expect(input).not.toBeRequired();
  expect(input).toHaveAccessibleDescription(expect.stringContaining('PDF, PNG or JPEG, up to 2 MB'));
});

test.each([
  ['a PDF', new File([PDF_BYTES], 'aadhaar.pdf', { type: 'application/pdf' })],
  ['a JPEG', new File([JPEG_BYTES], 'aadhaar.jpg', { type: 'image/jpeg' })],
])('%s is taken and named', async (_name, file) => {
  const { user } = renderRegister();
  await user.upload(field(/^aadhaar copy/i), file);
  expect(await screen.findByText(new RegExp(`Chosen: ${file.name}`))).toBeInTheDocument();
  expect(field(/^aadhaar copy/i)).not.toHaveAttribute('aria-invalid');
});

test('a renamed executable is refused by its content before anything is sent', async () => {
  const { user } = renderRegister();
  await user.upload(field(/^pan copy/i), new File([EXE_BYTES], 'pan.pdf', { type: 'application/pdf' }));
  expect(await screen.findByText('The PAN copy must be a PDF, PNG or JPEG file.')).toBeInTheDocument();
  expect(field(/^pan copy/i)).toHaveAttribute('aria-invalid', 'true');
});

test('a file over 2 MB is refused', async () => {
  const { user } = renderRegister();
  const big = new Uint8Array(DOCUMENT_MAX_BYTES + 1);
  big.set(PDF_BYTES);
  await user.upload(field(/^aadhaar copy/i), new File([big], 'big.pdf', { type: 'application/pdf' }));
  expect(await screen.findByText('The Aadhaar copy must be at most 2 MB.')).toBeInTheDocument();
});

test('exactly 2 MB is fine', async () => {
  const { user } = renderRegister();
  const exact = new Uint8Array(DOCUMENT_MAX_BYTES);
  exact.set(PDF_BYTES);
  await user.upload(field(/^aadhaar copy/i), new File([exact], 'exact.pdf', { type: 'application/pdf' }));
  expect(await screen.findByText(/Chosen: exact\.pdf \(2\.0 MB\)/)).toBeInTheDocument();
});

test('an empty file is refused', async () => {
  const { user } = renderRegister();
  await user.upload(field(/^aadhaar copy/i), new File([], 'empty.pdf', { type: 'application/pdf' }));
  expect(await screen.findByText('The Aadhaar copy is an empty file.')).toBeInTheDocument();
});

test('a refused file blocks the submit with the summary message, and nothing is sent', async () => {
  const { user } = renderRegister();
  await fillValidForm(user);
  await user.upload(field(/^pan copy/i), new File([EXE_BYTES], 'pan.pdf', { type: 'application/pdf' }));
  await screen.findByText('The PAN copy must be a PDF, PNG or JPEG file.');
  await user.click(screen.getByRole('button', { name: 'Register' }));
  await waitFor(() => expect(errorsRegion()).toHaveTextContent(MESSAGES.bdeRegisterInvalid));
  expect(field(/^pan copy/i)).toHaveFocus();
  expect(server.requestsTo('/api/Executive/register')).toHaveLength(0);
});

test('removing a refused file clears its error', async () => {
  const { user } = renderRegister();
  await user.upload(field(/^pan copy/i), new File([EXE_BYTES], 'pan.pdf', { type: 'application/pdf' }));
  await screen.findByText('The PAN copy must be a PDF, PNG or JPEG file.');
  await user.click(screen.getByRole('button', { name: /remove pan copy/i }));
  await waitFor(() => expect(screen.queryByText('The PAN copy must be a PDF, PNG or JPEG file.')).toBeNull());
  expect(field(/^pan copy/i)).not.toHaveAttribute('aria-invalid');
  expect((field(/^pan copy/i) as HTMLInputElement).files).toHaveLength(0);
  expect(screen.queryByText(/Chosen:/)).toBeNull();
});
