import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEWSLETTER_PATHS } from 'shared/contract/newsletter';
import { NEWSLETTER_MESSAGES } from 'shared/contract/newsletter-subscription';
import { fakeApi, json } from 'shared/test/fake-api';
import { renderWithProviders } from 'shared/test/render-with-providers';
import { SubscriptionLink } from './subscription-link';
import { SEND_FAILED } from './subscription-panel';

let api: ReturnType<typeof fakeApi>;
let answer: () => Response;

beforeEach(() => {
  answer = () => json(200, { emailAddress: 'asha@example.in', message: NEWSLETTER_MESSAGES.confirmed });
  api = fakeApi({
    [NEWSLETTER_PATHS.confirm]: () => answer(),
    [NEWSLETTER_PATHS.unsubscribe]: () => answer(),
  });
});
afterEach(() => {
  api.restore();
  window.history.replaceState(null, '', '/');
});

const calls = () =>
  api
    .sent()
    .filter((request) => request.path.startsWith('/api/NewsLetterSubscriber/'))
    .map((request) => [request.path, request.body]);

function openLink(hash: string) {
  window.history.replaceState(null, '', `/privacypolicy${hash}`);
  return renderWithProviders(<SubscriptionLink />, { route: `/privacypolicy${hash}` });
}

test('without a link (or with a section anchor) it shows nothing', () => {
  openLink('#5-how-long-we-keep-it');
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  expect(window.location.hash).toBe('#5-how-long-we-keep-it');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('a confirmation link: the panel takes focus, the token leaves the address, and one press confirms', async () => {
  const user = userEvent.setup();
  openLink('#confirm=tok_123');
  const heading = await screen.findByRole('heading', { name: 'Confirm your newsletter subscription' });
  expect(heading).toHaveFocus();
  expect(window.location.hash).toBe('');
  expect(calls()).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
  expect(await screen.findByText(NEWSLETTER_MESSAGES.confirmed)).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(calls()).toEqual([[NEWSLETTER_PATHS.confirm, { token: 'tok_123' }]]);
});

test('an unsubscribe link posts the key and says the address is off the list', async () => {
  const user = userEvent.setup();
  answer = () => json(200, { message: NEWSLETTER_MESSAGES.unsubscribed });
  openLink('#unsubscribe=0123456789abcdef0123456789abcdef');
  await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
  expect(await screen.findByText(NEWSLETTER_MESSAGES.unsubscribed)).toBeInTheDocument();
  expect(calls()).toEqual([[NEWSLETTER_PATHS.unsubscribe, { key: '0123456789abcdef0123456789abcdef' }]]);
});

test('a dead link says so and offers no button; a failed send can be tried again', async () => {
  const user = userEvent.setup();
  answer = () =>
    json(400, {
      title: 'Some fields are not valid.',
      status: 400,
      errors: { token: [NEWSLETTER_MESSAGES.badConfirmLink] },
    });
  openLink('#confirm=used');
  await user.click(await screen.findByRole('button', { name: 'Confirm my subscription' }));
  expect(await screen.findByText(NEWSLETTER_MESSAGES.badConfirmLink)).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('a server that does not answer leaves the button to try again', async () => {
  const user = userEvent.setup();
  answer = () => json(503, { title: 'Unavailable', status: 503 });
  openLink('#unsubscribe=0123456789abcdef0123456789abcdef');
  await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
  expect(await screen.findByText(SEND_FAILED)).toBeInTheDocument();
  answer = () => json(200, { message: NEWSLETTER_MESSAGES.unsubscribed });
  await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
  expect(await screen.findByText(NEWSLETTER_MESSAGES.unsubscribed)).toBeInTheDocument();
});
