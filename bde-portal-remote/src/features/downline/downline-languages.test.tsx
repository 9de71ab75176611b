import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from 'shared/test/fake-api';
import { dashboardAnswers } from '../../app/portal-test-kit';
import { englishLeft, renderIn } from '../../i18n/work/work-text-test-kit';
import { DownlinePage } from './downline-page';

test('the downline in Telugu: its heading, the BDE marked as themself, and each empty branch', async () => {
  fakeApi({
    ...dashboardAnswers(),
    '/api/Executive/hierarchy/BDE240101': {
      body: { children: [{ fullName: 'Chitra Reddy', bdeCode: 'BDE240103' }] },
    },
    '/api/Executive/hierarchy/BDE240103': { body: { children: [] } },
  });
  const { container } = await renderIn('te', <DownlinePage />);
  const panel = screen.getByRole('region', { name: 'మీ కింది బృందం' });
  expect(
    within(panel).getByText(
      'మీ BDE కోడ్‌తో నమోదు చేసుకున్న అందరూ, వారు రెఫర్ చేసినవారు కూడా. ఒకరి బృందాన్ని చూడటానికి వారి పేరును తెరవండి.',
    ),
  ).toBeInTheDocument();
  expect(within(panel).getByText('(మీరు)')).toBeInTheDocument();
  await userEvent.click(await within(panel).findByRole('button', { name: 'Chitra Reddy BDE240103' }));
  expect(await within(panel).findByText('Chitra Reddy ద్వారా ఇంకా ఎవరూ చేరలేదు.')).toBeInTheDocument();
  expect(englishLeft(container, 'te')).toEqual([]);
});

test('a BDE nobody joined yet, in Telugu, is told their own code', async () => {
  fakeApi(dashboardAnswers());
  await renderIn('te', <DownlinePage />);
  expect(
    await screen.findByText(
      'మీ BDE కోడ్‌తో ఇంకా ఎవరూ చేరలేదు. ఎవరైనా BDE240101ను రెఫరల్ కోడ్‌గా ఇచ్చి నమోదు చేసుకుంటే, వారు ఇక్కడ కనిపిస్తారు.',
    ),
  ).toBeInTheDocument();
});
