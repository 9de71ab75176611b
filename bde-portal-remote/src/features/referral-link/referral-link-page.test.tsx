import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REFERRAL_PATHS, REFERRAL_WEEKS } from 'shared/contract/referral-link';
import type { ReferralWeek } from 'shared/contract/referral-link-responses';
import { fakeApi } from 'shared/test/fake-api';
import { dashboardAnswers, renderPortal } from '../../app/portal-test-kit';
import { renderIn } from '../../i18n/work/work-text-test-kit';
import { ReferralLinkPage } from './referral-link-page';

const URL_ = 'https://www.example.in/r/BDE240101.abcdefghijklmnopqrstuvwx';

const weeks = (): ReferralWeek[] =>
  Array.from({ length: REFERRAL_WEEKS }, (_, index) => ({
    weekStart: `2026-${String(9 + Math.floor(index / 4)).padStart(2, '0')}-${String(1 + (index % 4) * 7).padStart(2, '0')}`,
    visits: index === REFERRAL_WEEKS - 1 ? 7 : 1,
    leads: index === REFERRAL_WEEKS - 1 ? 2 : 0,
    registrations: index === REFERRAL_WEEKS - 1 ? 1 : 0,
    messages: 0,
    signUps: index === 0 ? 1 : 0,
  }));

const answers = () => ({
  ...dashboardAnswers(),
  [`GET ${REFERRAL_PATHS.link}`]: { body: { url: URL_ } },
  [`GET ${REFERRAL_PATHS.stats}`]: { body: { weeks: weeks() } },
});

test('the menu leads to the link: the link to copy, its QR code drawn here, and its weeks newest first', async () => {
  fakeApi(answers());
  renderPortal('/bdedetails/dashboard');
  await userEvent.click(screen.getByRole('link', { name: 'Your link' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Your link' })).toBeInTheDocument();
  expect(await screen.findByRole('textbox', { name: 'Your personal link' })).toHaveValue(URL_);
  const qr = await screen.findByRole('img', { name: 'QR code of your personal link' });
  expect(qr.tagName.toLowerCase()).toBe('svg');
  expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);

  const table = await screen.findByRole('table', { name: 'Your link, week by week' });
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(REFERRAL_WEEKS + 1);
  expect(
    within(rows[1])
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['7', '2', '1', '0', '0']);
  expect(
    screen.getByText(
      'In the last 12 weeks: 18 visits, 2 leads, 1 registrations, 0 contact messages and 1 sign-ups.',
    ),
  ).toBeInTheDocument();
  const page = screen.getByRole('region', { name: 'Your link' });
  expect(within(page).getByRole('link', { name: 'Leads & Clients' })).toHaveAttribute(
    'href',
    '/bdedetails/leads',
  );
});

test('Copy link puts the link on the clipboard and says so', async () => {
  fakeApi(answers());
  const user = userEvent.setup();
  renderPortal('/bdedetails/link');
  await screen.findByRole('textbox', { name: 'Your personal link' });
  await user.click(screen.getByRole('button', { name: 'Copy link' }));
  await waitFor(() => expect(screen.getByText('Link copied.')).toHaveAttribute('role', 'status'));
  expect(await navigator.clipboard.readText()).toBe(URL_);
});

test('Share link passes the signed link on as it is: WhatsApp with the words, or the share sheet (issue 43)', async () => {
  fakeApi(answers());
  renderPortal('/bdedetails/link');
  await screen.findByRole('textbox', { name: 'Your personal link' });
  const share = screen.getByRole('link', { name: /^Share link/ });
  const text = decodeURIComponent(share.getAttribute('href')!.replace('https://wa.me/?text=', ''));
  expect(text).toMatch(/^Deccan Stack builds websites, software and apps/);
  expect(text.endsWith(` ${URL_}`)).toBe(true);
});

test('a link that cannot be read says so, with Retry', async () => {
  fakeApi({ ...answers(), [`GET ${REFERRAL_PATHS.link}`]: { status: 500, body: {} } });
  renderPortal('/bdedetails/link');
  expect(await screen.findByRole('button', { name: /Retry/ })).toBeInTheDocument();
});

test('the page in Telugu', async () => {
  fakeApi(answers());
  await renderIn('te', <ReferralLinkPage />);
  expect(screen.getByRole('heading', { level: 2, name: 'మీ లింక్' })).toBeInTheDocument();
  expect(await screen.findByRole('textbox', { name: 'మీ వ్యక్తిగత లింక్' })).toHaveValue(URL_);
  expect(await screen.findByRole('table', { name: 'మీ లింక్, వారం వారీగా' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'లింక్ కాపీ చేయండి' })).toBeInTheDocument();
});
