import { screen, within } from '@testing-library/react';
import { fakeApi } from 'shared/test/fake-api';
import { dashboardAnswers, liveAnswers } from '../../app/portal-test-kit';
import { englishLeft, renderIn } from '../../i18n/work/work-text-test-kit';
import { ProposalsPage } from './proposals-page';

test('proposals in Telugu: the summary, the table and each status', async () => {
  fakeApi({
    ...dashboardAnswers({ sent: 2, accepted: 1, percentage: 50 }),
    ...liveAnswers({
      proposals: {
        proposals: [
          {
            id: 2,
            companyName: 'Charminar Foods',
            status: 'accepted',
            createdDate: '2026-03-05T06:30:00.000Z',
          },
          {
            id: 1,
            companyName: 'Golconda Textiles',
            status: 'sent',
            createdDate: '2026-03-05T06:30:00.000Z',
          },
        ],
      },
    }),
  });
  const { container } = await renderIn('te', <ProposalsPage />);
  expect(screen.getByRole('heading', { level: 2, name: 'ప్రపోజల్స్' })).toBeInTheDocument();
  expect(await screen.findByText('పంపినవి 2, అంగీకరించినవి 1 (50% అంగీకారం).')).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'ప్రపోజల్స్' });
  expect(
    within(table)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual(['కంపెనీస్థితితేదీ', 'Charminar Foodsఅంగీకరించారు05, మార్చి 2026', 'Golconda Textilesపంపాం05, మార్చి 2026']);
  expect(englishLeft(container, 'te')).toEqual([]);
});

test('no proposals yet, in Telugu', async () => {
  fakeApi({ ...dashboardAnswers({ sent: 0, accepted: 0, percentage: 0 }), ...liveAnswers() });
  await renderIn('te', <ProposalsPage />);
  expect(
    await screen.findByText('ఇంకా ప్రపోజల్స్ లేవు: మీరు పంపినప్పుడల్లా మా బృందం వాటిని నమోదు చేస్తుంది.'),
  ).toBeInTheDocument();
});
