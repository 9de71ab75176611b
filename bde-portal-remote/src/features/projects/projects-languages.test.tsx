import { screen, within } from '@testing-library/react';
import { fakeApi } from 'shared/test/fake-api';
import { dashboardAnswers } from '../../app/portal-test-kit';
import { englishLeft, renderIn } from '../../i18n/work/work-text-test-kit';
import { ProjectsPage } from './projects-page';

test('projects in Telugu: each group named, its status, table and total in rupees', async () => {
  fakeApi(
    dashboardAnswers({
      active: [
        {
          companyName: 'Charminar Foods',
          businessAmount: 1234567.5,
          createdDate: '2026-03-05T06:30:00.000Z',
        },
      ],
      onHold: 2,
      completed: 0,
    }),
  );
  const { container } = await renderIn('te', <ProjectsPage />);
  const active = screen.getByRole('region', { name: 'యాక్టివ్ ప్రాజెక్ట్‌లు' });
  expect(await within(active).findByText('Charminar Foods')).toBeInTheDocument();
  expect(within(active).getByText('యాక్టివ్')).toHaveClass('status-badge', 'status-badge--active');
  expect(
    within(within(active).getByRole('table', { name: 'యాక్టివ్ ప్రాజెక్ట్‌లు' }))
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual(['కంపెనీమొత్తంనమోదు తేదీ', 'Charminar Foods₹12,34,567.5005, మార్చి 2026']);
  expect(within(active).getByText('1 ప్రాజెక్ట్, మొత్తం ₹12,34,567.50.')).toBeInTheDocument();

  const onHold = screen.getByRole('region', { name: 'హోల్డ్‌లో ఉన్న ప్రాజెక్ట్‌లు' });
  expect(within(onHold).getByText('హోల్డ్‌లో ఉంది')).toHaveClass('status-badge--on-hold');
  expect(await within(onHold).findByText('2 ప్రాజెక్ట్‌లు, మొత్తం ₹3,000.')).toBeInTheDocument();

  const completed = screen.getByRole('region', { name: 'పూర్తయిన ప్రాజెక్ట్‌లు' });
  expect(within(completed).getByText('పూర్తయింది')).toHaveClass('status-badge--completed');
  expect(await within(completed).findByText('పూర్తయిన ప్రాజెక్ట్‌లు లేవు.')).toBeInTheDocument();

  expect(englishLeft(container, 'te')).toEqual([]);
});
