import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FollowUpsResponse } from 'shared/contract/bde-portal-responses';
import { fakeApi } from 'shared/test/fake-api';
import { liveAnswers } from '../../app/portal-test-kit';
import { englishLeft, renderIn } from '../../i18n/work/work-text-test-kit';
import { TasksPage } from './tasks-page';

const FOLLOW_UPS: FollowUpsResponse = {
  today: '2026-03-10',
  overdue: [
    {
      leadId: 1,
      companyName: 'Charminar Foods',
      contactPerson: 'Ravi Teja',
      mobile: '9848000001',
      status: 'contacted',
      dueDate: '2026-03-09',
      lastNote: 'Asked to call back.',
    },
  ],
  dueToday: [],
  upcoming: [],
};

test('tasks and follow-ups in Telugu: the groups, the table, the form', async () => {
  fakeApi(liveAnswers({ followUps: FOLLOW_UPS }));
  const { container } = await renderIn('te', <TasksPage />);
  expect(screen.getByRole('heading', { level: 2, name: 'పనులు & ఫాలో-అప్‌లు' })).toBeInTheDocument();
  expect(
    await screen.findByText('ఈ రోజు 10, మార్చి 2026. గెలిచిన, కోల్పోయిన లీడ్‌లకు ఫాలో-అప్ అవసరం లేదు.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'గడువు దాటినవి (1)' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'ఈ రోజు (0)' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'రాబోయేవి (0)' })).toBeInTheDocument();
  const overdue = screen.getByRole('table', { name: 'గడువు దాటిన ఫాలో-అప్‌లు' });
  expect(
    within(overdue)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual([
    'కంపెనీసంప్రదింపు వ్యక్తిఫోన్స్థితిగడువుచివరి నోట్ఫాలో-అప్',
    'Charminar FoodsRavi Teja9848000001సంప్రదించాం09, మార్చి 2026Asked to call back.నమోదు చేయండి (Charminar Foodsతో ఫాలో-అప్)',
  ]);
  expect(
    within(screen.getByRole('table', { name: 'ఈ రోజు ఫాలో-అప్‌లు' })).getByText('ఈ రోజు చేయాల్సినవి ఏవీ లేవు.'),
  ).toBeInTheDocument();
  expect(
    within(screen.getByRole('table', { name: 'రాబోయే ఫాలో-అప్‌లు' })).getByText('ఇంకా ఏదీ ప్లాన్ చేయలేదు.'),
  ).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'నమోదు చేయండి (Charminar Foodsతో ఫాలో-అప్)' }));
  const form = screen.getByRole('region', { name: 'Charminar Foodsతో ఫాలో-అప్' });
  expect(within(form).getByRole('group', { name: 'ఏం జరిగింది?' })).toBeInTheDocument();
  expect(within(form).getByRole('radio', { name: 'పూర్తయింది' })).toBeChecked();
  expect(within(form).getByLabelText(/తదుపరి ఫాలో-అప్ \(ఐచ్ఛికం\)/)).toBeInTheDocument();
  await userEvent.click(within(form).getByRole('radio', { name: 'కొత్త తేదీకి మార్చండి' }));
  expect(within(form).getByLabelText(/^కొత్త తేదీ(?!కి)/)).toBeInTheDocument();
  expect(within(form).getByRole('textbox', { name: /నోట్/ })).toBeInTheDocument();
  expect(within(form).getByRole('button', { name: 'ఫాలో-అప్ సేవ్ చేయండి' })).toBeInTheDocument();
  expect(within(form).getByRole('button', { name: 'రద్దు చేయండి' })).toBeInTheDocument();

  expect(englishLeft(container, 'te')).toEqual([]);
});
