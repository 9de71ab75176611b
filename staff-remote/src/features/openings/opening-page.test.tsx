import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { OPENING_MESSAGES } from 'shared/contract/opening-schema';
import { STAFF_PATHS } from 'shared/contract/staff';
import type { StaffOpeningResponse } from 'shared/contract/staff-opening-responses';
import { fakeApi } from 'shared/test/fake-api';
import { OpeningDetails, OpeningEmail, OpeningIntro } from 'shared/careers/opening-view';
import { renderStaff, TEST_RECRUITER } from '../../test/render-staff';
import { CLOSED, DRAFT, PUBLISHED } from './opening-fixtures';
import { OpeningPage } from './opening-page';
import { OpeningPreviewPage } from './opening-preview-page';

const one = (opening: StaffOpeningResponse) => `GET ${STAFF_PATHS.opening({ openingId: opening.id })}`;
const step = (name: 'openingPublish' | 'openingClose' | 'openingReopen', opening: StaffOpeningResponse) =>
  `POST ${STAFF_PATHS[name]({ openingId: opening.id })}`;

function openPage(opening: StaffOpeningResponse, at = `/staff/openings/${opening.id}`) {
  return renderStaff(<OpeningPage />, { at, route: '/staff/openings/:openingId', member: TEST_RECRUITER });
}

test('a draft: its future address, Publish, and once published the public page is a link', async () => {
  const user = userEvent.setup();
  const published = {
    ...DRAFT,
    status: 'published' as const,
    open: true,
    publishedAt: '2026-03-12T05:00:00.000Z',
  };
  const api = fakeApi({
    [one(DRAFT)]: [{ body: DRAFT }, { body: published }],
    [step('openingPublish', DRAFT)]: { body: published },
  });
  openPage(DRAFT);
  expect(await screen.findByRole('heading', { level: 1, name: DRAFT.title })).toBeInTheDocument();
  expect(screen.getByText('/careers/dotnet-intern')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /\/careers\// })).toBeNull();
  expect(screen.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', '/staff/openings/13/preview');
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  expect(await screen.findByText(/Published\. The opening is on the careers page now\./)).toBeInTheDocument();
  const link = await screen.findByRole('link', { name: /\/careers\/dotnet-intern/ });
  expect(link).toHaveAttribute('href', '/careers/dotnet-intern');
  expect(link).toHaveAttribute('target', '_blank');
  expect(api.requestsTo(STAFF_PATHS.openingPublish({ openingId: DRAFT.id }), 'POST')).toHaveLength(1);
});

test('Publish refused (a passed closing date) says why, and nothing changes', async () => {
  const user = userEvent.setup();
  fakeApi({
    [one(DRAFT)]: { body: DRAFT },
    [step('openingPublish', DRAFT)]: {
      status: 400,
      body: {
        title: 'Some fields are not valid.',
        status: 400,
        errors: { closesOn: [OPENING_MESSAGES.closesOnPast] },
      },
    },
  });
  openPage(DRAFT);
  await user.click(await screen.findByRole('button', { name: 'Publish' }));
  expect(await screen.findByText(new RegExp(OPENING_MESSAGES.closesOnPast))).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
});

test('Close asks first; Cancel leaves it open, and confirming closes it', async () => {
  const user = userEvent.setup();
  const closed = {
    ...PUBLISHED,
    status: 'closed' as const,
    open: false,
    closedAt: '2026-03-12T05:00:00.000Z',
  };
  const api = fakeApi({
    [one(PUBLISHED)]: [{ body: PUBLISHED }, { body: closed }],
    [step('openingClose', PUBLISHED)]: { body: closed },
  });
  openPage(PUBLISHED);
  await user.click(await screen.findByRole('button', { name: 'Close' }));
  let dialog = screen.getByRole('dialog', { name: `Close “${PUBLISHED.title}”?` });
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(api.requestsTo(STAFF_PATHS.openingClose({ openingId: PUBLISHED.id }))).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Close' }));
  dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Close the opening' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(await screen.findByText(/Closed\. The opening has left the careers page\./)).toBeInTheDocument();
  expect(
    await screen.findByText('This opening is closed. Reopen it as a draft to change it.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reopen as a draft' })).toBeInTheDocument();
});

test('a closed opening is not edited; Reopen as a draft sends the step', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    [one(CLOSED)]: { body: CLOSED },
    [step('openingReopen', CLOSED)]: { body: { ...CLOSED, status: 'draft', closedAt: null } },
  });
  openPage(CLOSED);
  expect(
    await screen.findByText('This opening is closed. Reopen it as a draft to change it.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Opening' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Reopen as a draft' }));
  await waitFor(() =>
    expect(api.requestsTo(STAFF_PATHS.openingReopen({ openingId: CLOSED.id }), 'POST')).toHaveLength(1),
  );
});

test('an address that names no opening says so', async () => {
  fakeApi({});
  openPage(DRAFT, '/staff/openings/abc');
  expect(screen.getByText(/There is no opening with this number/)).toBeInTheDocument();
});

test('the preview shows the opening as the careers page will: facts, paragraphs and lists, never HTML', async () => {
  fakeApi({ [one(PUBLISHED)]: { body: PUBLISHED } });
  const { container } = renderStaff(<OpeningPreviewPage />, {
    at: '/staff/openings/12/preview',
    route: '/staff/openings/:openingId/preview',
    member: TEST_RECRUITER,
  });
  const article = await screen.findByRole('article', { name: PUBLISHED.title });
  expect(screen.getByRole('heading', { level: 1, name: 'Preview' })).toBeInTheDocument();
  const facts = [...article.querySelectorAll('dt')].map(
    (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
  );
  expect(facts).toEqual([
    'Type: Full time',
    'Location: Hyderabad (hybrid)',
    'Experience: 3 to 5 years',
    'Salary: ₹12,00,000 to ₹18,00,000 a year',
    'Apply by: 30 April 2026',
  ]);
  expect(within(article).getByText('Lead the frontend.').tagName).toBe('P');
  expect(article.querySelectorAll('.prose ul')).toHaveLength(2);
  expect(within(article).getByText('Strong <b>TypeScript</b>').tagName).toBe('LI');
  expect(container.querySelector('article b')).toBeNull();
  expect(screen.getByRole('link', { name: /← Back to the opening/ })).toHaveAttribute(
    'href',
    '/staff/openings/12',
  );
  expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
});

test('the preview is the public page’s own markup: the same components draw both', async () => {
  fakeApi({ [one(PUBLISHED)]: { body: PUBLISHED } });
  renderStaff(<OpeningPreviewPage />, {
    at: '/staff/openings/12/preview',
    route: '/staff/openings/:openingId/preview',
    member: TEST_RECRUITER,
  });
  const article = await screen.findByRole('article', { name: PUBLISHED.title });
  // As the browser reads the server's markup of each part of /careers/<slug>.
  const parsed = (markup: string) => {
    const element = document.createElement('div');
    element.innerHTML = markup;
    return element.innerHTML;
  };
  for (const part of [
    <OpeningIntro key="intro" opening={PUBLISHED} titleAs="h2" />,
    <OpeningDetails key="details" opening={PUBLISHED} closed={false} />,
    <OpeningEmail key="email" opening={PUBLISHED} closed={false} />,
  ]) {
    expect(article.innerHTML).toContain(parsed(renderToStaticMarkup(part)));
  }
  expect(within(article).getByRole('heading', { name: 'About the role' })).toHaveAttribute(
    'id',
    'opening-about',
  );
});
