import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from 'shared/test/fake-api';
import { dashboardAnswers, renderPortal } from '../../app/portal-test-kit';

const OWN = { authUser: { name: 'Imran Khan', role: 'bde' as const }, bdeCode: 'BDE240108' };

test('lists active, on-hold and completed projects for the signed-in BDE’s own code', async () => {
  const api = fakeApi(
    dashboardAnswers({
      code: 'BDE240108',
      active: [
        {
          companyName: 'Tolichowki Caterers',
          businessAmount: 56000,
          createdDate: '2025-01-15T06:30:00.000Z',
        },
      ],
      onHold: 2,
      completed: 0,
    }),
  );
  renderPortal('/bdedetails/projects', OWN);
  const active = await screen.findByRole('region', { name: 'Active projects' });
  expect(await within(active).findByText('Tolichowki Caterers')).toBeInTheDocument();
  expect(within(active).getByText('₹56,000')).toBeInTheDocument();
  expect(within(active).getByText('15 Jan 2025')).toBeInTheDocument();
  expect(within(active).getByText('Active')).toHaveClass('status-badge');

  const onHold = screen.getByRole('region', { name: 'On-hold projects' });
  expect(await within(onHold).findByText('Paused 1')).toBeInTheDocument();
  expect(within(onHold).getByText('2 projects, ₹3,000 in all.')).toBeInTheDocument();

  const completed = screen.getByRole('region', { name: 'Completed projects' });
  expect(await within(completed).findByText('No completed projects.')).toBeInTheDocument();

  const businessCalls = api.paths().filter((path) => path.startsWith('/api/BDEBusiness/'));
  expect(businessCalls).toEqual(
    expect.arrayContaining([
      '/api/BDEBusiness/ActiveProject?bdeCode=BDE240108',
      '/api/BDEBusiness/CompletedProjects?bdeCode=BDE240108',
      '/api/BDEBusiness/On%20Hold',
    ]),
  );
  expect(businessCalls.filter((path) => path.includes('bdeCode=') && !path.endsWith('BDE240108'))).toEqual(
    [],
  );
});

test('a failed list is logged and shown with Retry while the others still show', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const answers = dashboardAnswers({ completed: 1 });
  const path = '/api/BDEBusiness/ActiveProject?bdeCode=BDE240101';
  fakeApi({ ...answers, [path]: [{ status: 500, body: {} }, answers[path]] });
  renderPortal('/bdedetails/projects');
  const active = await screen.findByRole('region', { name: 'Active projects' });
  expect(await within(active).findByText(/We could not load your active projects/)).toBeInTheDocument();
  expect(error).toHaveBeenCalledWith('[bde-portal] could not load your active projects:', expect.anything());
  const completed = screen.getByRole('region', { name: 'Completed projects' });
  expect(await within(completed).findByText('Done 1')).toBeInTheDocument();
  await userEvent.click(within(active).getByRole('button', { name: 'Retry' }));
  expect(await within(active).findByText('No active projects.')).toBeInTheDocument();
});
