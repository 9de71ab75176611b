import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from 'shared/test/fake-api';
import { dashboardAnswers, renderPortal } from '../portal/portal-test-kit';

const PROFILE_PATH = '/api/Executive/get-by-code/BDE240101';

test('shows the BDE’s profile fields, with the registration date in the en-IN style', async () => {
  fakeApi(dashboardAnswers());
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
  const answers = dashboardAnswers();
  fakeApi({ ...answers, [PROFILE_PATH]: [{ status: 503, body: { title: 'down' } }, answers[PROFILE_PATH]] });
  renderPortal('/bdedetails/profile');
  expect(await screen.findByText('Failed to fetch profile')).toBeInTheDocument();
  expect(error).toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('region', { name: 'Your details' })).toBeInTheDocument();
});
