import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from 'shared/test/fake-api';
import { dashboardAnswers, renderPortal } from '../../app/portal-test-kit';

const tree = {
  '/api/Executive/hierarchy/BDE240101': {
    body: {
      children: [
        { fullName: 'Bala Krishna Murthy', bdeCode: 'BDE240102' },
        { fullName: 'Chitra Reddy', bdeCode: 'BDE240103' },
      ],
    },
  },
  '/api/Executive/hierarchy/BDE240102': {
    body: {
      children: [
        { fullName: 'Deepak Varma', bdeCode: 'BDE240104' },
        { fullName: 'Esha Nair', bdeCode: 'BDE240105' },
      ],
    },
  },
  '/api/Executive/hierarchy/BDE240104': {
    body: { children: [{ fullName: 'Gita Iyer', bdeCode: 'BDE240107' }] },
  },
  '/api/Executive/hierarchy/BDE240105': { body: { children: [] } },
};

test('shows the BDE’s children, and a node expands to load its own children', async () => {
  const api = fakeApi({ ...dashboardAnswers(), ...tree });
  renderPortal('/bdedetails/downline');
  const bala = await screen.findByRole('button', { name: 'Bala Krishna Murthy BDE240102' });
  expect(screen.getByRole('button', { name: 'Chitra Reddy BDE240103' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  expect(api.paths()).not.toContain('/api/Executive/hierarchy/BDE240102');

  await userEvent.click(bala);
  expect(bala).toHaveAttribute('aria-expanded', 'true');
  const deepak = await screen.findByRole('button', { name: 'Deepak Varma BDE240104' });
  expect(document.getElementById(bala.getAttribute('aria-controls')!)).toContainElement(deepak);
  expect(api.paths()).toContain('/api/Executive/hierarchy/BDE240102');

  await userEvent.click(deepak);
  expect(await screen.findByRole('button', { name: 'Gita Iyer BDE240107' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Esha Nair BDE240105' }));
  expect(await screen.findByText('No one has joined through Esha Nair yet.')).toBeInTheDocument();

  await userEvent.click(bala);
  expect(bala).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('button', { name: 'Deepak Varma BDE240104' })).toBeNull();
});

test('a BDE with no children sees a clear empty state', async () => {
  fakeApi(dashboardAnswers());
  renderPortal('/bdedetails/downline');
  const panel = screen.getByRole('region', { name: 'Your downline' });
  expect(await within(panel).findByText(/No one has joined with your BDE code yet/)).toHaveTextContent(
    'BDE240101 as the referral code',
  );
  expect(within(panel).queryAllByRole('button')).toEqual([]);
});

test('a failed branch is logged and offers Retry', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  fakeApi({
    ...dashboardAnswers(),
    ...tree,
    '/api/Executive/hierarchy/BDE240103': [{ status: 500, body: {} }, { body: { children: [] } }],
  });
  renderPortal('/bdedetails/downline');
  await userEvent.click(await screen.findByRole('button', { name: 'Chitra Reddy BDE240103' }));
  expect(await screen.findByText(/We could not load the team of Chitra Reddy/)).toBeInTheDocument();
  expect(error).toHaveBeenCalledWith(
    '[bde-portal] could not load the downline of BDE240103:',
    expect.anything(),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('No one has joined through Chitra Reddy yet.')).toBeInTheDocument();
});
