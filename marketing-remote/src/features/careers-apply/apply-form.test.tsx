import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLICATION_MESSAGES, RESUME_MESSAGES } from 'shared/contract/job-application';
import { MESSAGES } from 'shared/contract/messages';
import { renderWithProviders } from 'shared/test/render-with-providers';
import ApplyForm, { FORM_INVALID } from './apply-form';
import { UploadFailure, uploadWithProgress } from './upload-application';

jest.mock('./upload-application', () => ({
  ...jest.requireActual('./upload-application'),
  uploadWithProgress: jest.fn(),
}));
const upload = jest.mocked(uploadWithProgress);

const OPENING = { slug: 'dotnet-full-stack-developer-intern', title: '.NET Full Stack Developer Intern' };
const pdf = () => new File(['%PDF-1.7\n%%EOF\n'], 'asha-cv.pdf', { type: 'application/pdf' });

beforeEach(() => upload.mockReset());

const theForm = () => screen.getByRole('form', { name: 'Application' });

function renderForm() {
  const view = renderWithProviders(<ApplyForm opening={OPENING} />);
  return { ...view, user: userEvent.setup() };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, file = pdf()) {
  await user.type(screen.getByLabelText(/Your name/), 'Asha Rao');
  await user.type(screen.getByLabelText(/^Email/), 'asha@example.in');
  await user.type(screen.getByLabelText(/Mobile number/), '+91 98480 12345');
  await user.type(screen.getByLabelText(/Current city/), 'Hyderabad');
  await user.type(screen.getByLabelText(/Years of experience/), '2');
  await user.upload(screen.getByLabelText(/Résumé/), file);
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
}

test('the form starts at its first field; a submit with nothing filled names each field, tied to it', async () => {
  const { user } = renderForm();
  expect(screen.getByLabelText(/Your name/)).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Send application' }));

  expect(await screen.findByText(FORM_INVALID)).toBeInTheDocument();
  expect(screen.getByLabelText(/Your name/)).toHaveFocus();
  for (const label of [/Your name/, /^Email/, /Mobile number/, /Current city/, /Years of experience/]) {
    const field = screen.getByLabelText(label);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.required));
  }
  expect(screen.getByLabelText(/Résumé/)).toHaveAccessibleDescription(
    expect.stringContaining(RESUME_MESSAGES.required),
  );
  const consent = screen.getByRole('checkbox', { name: /I agree/ });
  expect(consent).toHaveAttribute('aria-invalid', 'true');
  expect(consent).toHaveAccessibleDescription(expect.stringContaining(APPLICATION_MESSAGES.consentRequired));
  // Keeping on file is optional.
  expect(screen.getByRole('checkbox', { name: /keep my application on file/ })).not.toHaveAttribute(
    'aria-invalid',
  );
  expect(upload).not.toHaveBeenCalled();

  // Once every field is right, the form's message goes.
  await fillValid(user);
  await waitFor(() => expect(within(theForm()).queryByRole('alert')).toBeNull());
});

test('a file that is not a PDF or Word document is named at the field as soon as it is chosen, whatever its name', async () => {
  const { user } = renderForm();
  const program = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])], 'cv.pdf', {
    type: 'application/pdf',
  });
  await user.upload(screen.getByLabelText(/Résumé/), program);
  await waitFor(() =>
    expect(screen.getByLabelText(/Résumé/)).toHaveAccessibleDescription(
      expect.stringContaining(RESUME_MESSAGES.wrongType),
    ),
  );
  await user.upload(screen.getByLabelText(/Résumé/), new File([], 'empty.pdf'));
  await waitFor(() =>
    expect(screen.getByLabelText(/Résumé/)).toHaveAccessibleDescription(
      expect.stringContaining(RESUME_MESSAGES.empty),
    ),
  );
});

test('a valid application is sent as multipart with its résumé, its upload shown, then a confirmation', async () => {
  let finish!: (answer: unknown) => void;
  upload.mockImplementation((_url, _body, onProgress) => {
    onProgress(512, 1024);
    return new Promise((resolve) => (finish = resolve));
  });
  const { user } = renderForm();
  await fillValid(user);
  await user.type(screen.getByLabelText(/LinkedIn or portfolio/), 'https://linkedin.com/in/asha');
  await user.click(screen.getByRole('checkbox', { name: /keep my application on file/ }));
  await user.click(screen.getByRole('button', { name: 'Send application' }));

  const progress = await screen.findByRole('progressbar', { name: 'Uploading your application…' });
  expect(progress).toHaveAttribute('value', '50');
  // Pressed again while sending (or Enter in a field), it sends nothing more, and it keeps the focus.
  const sending = screen.getByRole('button', { name: 'Sending…' });
  expect(sending).toHaveAttribute('aria-disabled', 'true');
  expect(sending).toHaveFocus();
  await user.click(sending);
  await user.type(screen.getByLabelText(/Current city/), '{Enter}');
  expect(upload).toHaveBeenCalledTimes(1);

  const [url, body] = upload.mock.calls[0];
  expect(url).toBe('/api/careers/openings/dotnet-full-stack-developer-intern/applications');
  const sent = body as FormData;
  expect(Object.fromEntries([...sent.entries()].filter(([key]) => key !== 'resume'))).toEqual({
    name: 'Asha Rao',
    email: 'asha@example.in',
    mobile: '+91 98480 12345',
    city: 'Hyderabad',
    experienceYears: '2',
    link: 'https://linkedin.com/in/asha',
    note: '',
    consent: 'true',
    keepOnFile: 'true',
  });
  expect((sent.get('resume') as File).name).toBe('asha-cv.pdf');

  await act(async () => finish({ message: APPLICATION_MESSAGES.received }));
  const heading = await screen.findByRole('heading', { name: 'Your application is sent' });
  expect(heading).toHaveFocus();
  expect(screen.getByText(/We have emailed you a private link/)).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).toBeNull();
});

test('the answer never says whether the address had applied before', async () => {
  upload.mockResolvedValue({ message: APPLICATION_MESSAGES.received });
  const { user } = renderForm();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Send application' }));
  expect(await screen.findByRole('heading', { name: 'Your application is sent' })).toBeInTheDocument();
  expect(screen.queryByText(/updated/)).toBeNull();
});

test('the server’s refusal of the résumé is shown at its field, which gets focus, until another file is chosen', async () => {
  upload.mockRejectedValue(
    new UploadFailure(400, {
      title: 'Some fields are not valid.',
      status: 400,
      errors: { resume: [RESUME_MESSAGES.pdfActive] },
    }),
  );
  const { user } = renderForm();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Send application' }));
  const field = screen.getByLabelText(/Résumé/);
  await waitFor(() =>
    expect(field).toHaveAccessibleDescription(expect.stringContaining(RESUME_MESSAGES.pdfActive)),
  );
  expect(field).toHaveFocus();
  expect(within(theForm()).getByRole('alert')).toHaveTextContent(FORM_INVALID);
  // Still refused on a change elsewhere; gone once another file is chosen.
  await user.type(screen.getByLabelText(/Current city/), ' West');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(RESUME_MESSAGES.pdfActive));
  await user.upload(field, new File(['%PDF-1.4 other'], 'other.pdf'));
  await waitFor(() => expect(field).not.toHaveAttribute('aria-invalid'));
});

test.each([
  [410, APPLICATION_MESSAGES.closed],
  [429, MESSAGES.tooManyAttempts],
  [500, 'We could not reach our server just now. Please try again.'],
])('an answer %s is said in words, and the form stays as typed', async (status, message) => {
  upload.mockRejectedValue(new UploadFailure(status, { title: 'x', status }));
  const { user } = renderForm();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Send application' }));
  expect(await within(theForm()).findByRole('alert')).toHaveTextContent(message);
  expect(screen.getByLabelText(/Your name/)).toHaveValue('Asha Rao');
  expect(within(theForm()).getByRole('button', { name: 'Send application' })).toBeEnabled();
});
