import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type FakeAnswer } from 'shared/test/fake-api';
import { dashboardAnswers, renderPortal } from '../../app/portal-test-kit';

const PROFILE_PATH = '/api/Executive/get-by-code/BDE240101';

/** The portal's answers and the profile's own call: no erasure request yet. */
const profileAnswers = (): Record<string, FakeAnswer> => ({
  ...dashboardAnswers(),
  '/api/BDEPortal/ErasureRequest?bdeCode=BDE240101': { body: { request: null } },
});

test('shows the BDE’s profile fields, with the registration date in the en-IN style', async () => {
  fakeApi(profileAnswers());
  renderPortal('/bdedetails/profile');
  const panel = await screen.findByRole('region', { name: 'Your details' });
  const rows = within(panel)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
  expect(rows).toEqual([
    ['Full name', 'Asha Devi Rao'],
    ['BDE code', 'BDE240101'],
    ['Mobile number', '9848012301'],
    ['Email', 'asha.rao@example.in'],
    ['State', 'Telangana'],
    ['District', 'Hyderabad'],
    ['Registered on', '06 Mar 2024'],
    ['Aadhaar', 'XXXX XXXX 0101'],
    ['PAN', 'XXXXXX101A'],
  ]);
});

test('without a stored bdeCode: "No BDE Code found in localStorage", and no call is made', () => {
  const api = fakeApi(dashboardAnswers());
  renderPortal('/bdedetails/profile', { authUser: { name: 'Asha', role: 'bde' }, bdeCode: null });
  expect(screen.getByText('No BDE Code found in localStorage')).toBeInTheDocument();
  expect(api.paths()).not.toContain(PROFILE_PATH);
});

test('a failed call: "Failed to fetch profile", logged, and Retry loads it', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const answers = profileAnswers();
  fakeApi({ ...answers, [PROFILE_PATH]: [{ status: 503, body: { title: 'down' } }, answers[PROFILE_PATH]] });
  renderPortal('/bdedetails/profile');
  expect(await screen.findByText('Failed to fetch profile')).toBeInTheDocument();
  expect(error).toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('region', { name: 'Your details' })).toBeInTheDocument();
});

describe('the review of the identity documents', () => {
  const withReview = (reviewStatus: string, reviewReason: string | null) => {
    const answers = profileAnswers();
    const profile = answers[PROFILE_PATH] as { body: Record<string, unknown> };
    return { ...answers, [PROFILE_PATH]: { body: { ...profile.body, reviewStatus, reviewReason } } };
  };
  const panel = () => screen.findByRole('region', { name: 'Your details' });

  test('pending: "Documents under review"', async () => {
    fakeApi(profileAnswers());
    renderPortal('/bdedetails/profile');
    expect(within(await panel()).getByText('Documents under review')).toBeInTheDocument();
  });

  test('verified: "Verified"', async () => {
    fakeApi(withReview('verified', null));
    renderPortal('/bdedetails/profile');
    expect(within(await panel()).getByText('Verified')).toBeInTheDocument();
    expect(screen.queryByText('Documents under review')).not.toBeInTheDocument();
  });

  test('rejected: "Not accepted" with the reason staff gave, and where to send new copies', async () => {
    fakeApi(withReview('rejected', 'The PAN copy is unreadable; please send a clearer scan.'));
    renderPortal('/bdedetails/profile');
    const notice = within(await panel())
      .getByText('Not accepted')
      .closest('p')!;
    expect(notice).toHaveTextContent('Not accepted: The PAN copy is unreadable; please send a clearer scan.');
    const newCopies = within(notice.parentElement!).getByText(/To send new copies/);
    expect(within(newCopies).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  });
});
