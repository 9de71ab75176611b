import { screen, within } from '@testing-library/react';
import { BDE_EARNINGS_PATHS } from 'shared/contract/earnings';
import { fakeApi, json } from 'shared/test/fake-api';
import { someEarnings } from '../earnings/earnings-test-kit';
import { dashboardAnswers, liveAnswers, renderPortal } from '../../app/portal-test-kit';

const figures = (card: HTMLElement) =>
  within(card)
    .getAllByRole('definition')
    .map((figure) => figure.textContent);

test("the dashboard's earnings card: this month's pending, approved and paid net", async () => {
  fakeApi({ ...dashboardAnswers(), ...liveAnswers({ earnings: someEarnings() }) });
  renderPortal('/bdedetails/dashboard');
  const card = await screen.findByRole('region', { name: 'Earnings this month' });
  await within(card).findByText('₹666.67');
  expect(figures(card)).toEqual(['₹666.67', '₹0.50', '₹4,900']);
  expect(
    within(card)
      .getAllByRole('term')
      .map((term) => term.textContent),
  ).toEqual(['Pending', 'Approved', 'Paid (net)']);
  expect(within(card).getByRole('link', { name: 'Your earnings, payouts and statements' })).toHaveAttribute(
    'href',
    '/bdedetails/earnings',
  );
});

test('while loading, the card holds the same three figures (no layout shift)', async () => {
  let answer: (response: Response) => void = () => undefined;
  fakeApi({
    ...dashboardAnswers(),
    [BDE_EARNINGS_PATHS.earnings('BDE240101')]: () => new Promise<Response>((resolve) => (answer = resolve)),
  });
  renderPortal('/bdedetails/dashboard');
  const card = await screen.findByRole('region', { name: 'Earnings this month' });
  const list = card.querySelector('dl')!;
  expect(list).toHaveAttribute('aria-busy', 'true');
  expect(figures(card)).toEqual(['—', '—', '—']);
  answer(json(200, someEarnings()));
  await within(card).findByText('₹666.67');
  expect(card.querySelector('dl')).toBe(list);
  expect(list).toHaveAttribute('aria-busy', 'false');
});
