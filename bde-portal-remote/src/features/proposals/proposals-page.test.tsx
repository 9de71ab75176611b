import { screen, within } from '@testing-library/react';
import { fakeApi } from 'shared/test/fake-api';
import { dashboardAnswers, liveAnswers, renderPortal } from '../../app/portal-test-kit';

test('lists every proposal with its status and date, under the summary', async () => {
  fakeApi({
    ...dashboardAnswers({ sent: 2, accepted: 1, percentage: 50 }),
    ...liveAnswers({
      proposals: {
        proposals: [
          {
            id: 2,
            companyName: 'Charminar Foods',
            status: 'accepted',
            createdDate: '2026-03-01T06:30:00.000Z',
          },
          {
            id: 1,
            companyName: 'Golconda Textiles',
            status: 'sent',
            createdDate: '2026-01-15T06:30:00.000Z',
          },
        ],
      },
    }),
  });
  renderPortal('/bdedetails/proposals');
  expect(await screen.findByText('2 sent, 1 accepted (50% accepted).')).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Proposals' });
  expect(
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent),
  ).toEqual(['Charminar FoodsAccepted01 Mar 2026', 'Golconda TextilesSent15 Jan 2026']);
});

test('no proposals yet says so', async () => {
  fakeApi({ ...dashboardAnswers({ sent: 0, accepted: 0, percentage: 0 }), ...liveAnswers() });
  renderPortal('/bdedetails/proposals');
  expect(await screen.findByText(/No proposals yet/)).toBeInTheDocument();
});
