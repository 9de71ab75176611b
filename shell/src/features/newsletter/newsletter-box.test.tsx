import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from 'shared/contract/messages';
import { NEWSLETTER_SUBSCRIBE_PATH } from 'shared/contract/newsletter';
import { fakeApi, json, type FakeAnswer } from 'shared/test/fake-api';
import { renderWithProviders } from 'shared/test/render-with-providers';
import { NewsletterBox } from './newsletter-box';

const SUBSCRIBE = `POST ${NEWSLETTER_SUBSCRIBE_PATH}`;

let fake: ReturnType<typeof fakeApi>;
/** The subscribe call answered with `answer`. */
const answerSubscribe = (answer: FakeAnswer) => {
  fake = fakeApi({ [SUBSCRIBE]: answer });
};

let warnSpy: jest.SpyInstance;
beforeEach(() => {
  warnSpy = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  fake?.restore();
  warnSpy.mockRestore();
});

async function subscribeWith(text: string) {
  const user = userEvent.setup();
  renderWithProviders(<NewsletterBox />);
  const input = screen.getByLabelText('Email address');
  if (text) await user.type(input, text);
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  return input as HTMLInputElement;
}

test('a new address: POSTs it as typed and says "Subscribed successfully!", then clears the box', async () => {
  answerSubscribe({ status: 201, body: { emailAddress: 'asha@example.in', subscribedAt: '2024-01-01' } });
  const input = await subscribeWith('asha@example.in');
  expect(await screen.findByText(MESSAGES.newsletterSubscribed)).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Messages' })).toHaveTextContent(MESSAGES.newsletterSubscribed);
  expect(fake.paths()).toEqual([NEWSLETTER_SUBSCRIBE_PATH]);
  expect(fake.calls[0].method).toBe('POST');
  expect(fake.jsonOf(NEWSLETTER_SUBSCRIBE_PATH)).toEqual({ emailAddress: 'asha@example.in' });
  expect(input).toHaveValue('');
});

test('409 says "This email is already subscribed." as an alert', async () => {
  answerSubscribe({ status: 409, body: { title: 'dup', status: 409 } });
  await subscribeWith('asha@example.in');
  expect(await screen.findByText(MESSAGES.newsletterAlreadySubscribed)).toBeInTheDocument();
  expect(screen.getByRole('alert', { name: 'Errors' })).toHaveTextContent(
    MESSAGES.newsletterAlreadySubscribed,
  );
  expect(warnSpy).toHaveBeenCalled();
});

test.each([
  ['a 400', () => json(400, { title: 'bad', status: 400 })],
  ['a 500', () => json(500, { title: 'oops', status: 500 })],
  ['a 429', () => json(429, { title: 'slow down', status: 429 })],
])('%s says the generic error and keeps what was typed', async (_label, response) => {
  answerSubscribe(response);
  const input = await subscribeWith('asha@example.in');
  expect(await screen.findByText(MESSAGES.genericError)).toBeInTheDocument();
  expect(input).toHaveValue('asha@example.in');
});

test('a network failure says the generic error', async () => {
  answerSubscribe(() => Promise.reject(new TypeError('Failed to fetch')));
  await subscribeWith('asha@example.in');
  expect(await screen.findByText(MESSAGES.genericError)).toBeInTheDocument();
});

test('the browser checks nothing: even an empty or malformed address is sent as typed', async () => {
  answerSubscribe({ status: 400, body: { title: 'bad', status: 400 } });
  await subscribeWith('not-an-email');
  await waitFor(() => expect(fake.calls).toHaveLength(1));
  expect(fake.jsonOf(NEWSLETTER_SUBSCRIBE_PATH)).toEqual({ emailAddress: 'not-an-email' });
  expect(screen.queryByText(MESSAGES.invalidEmail)).not.toBeInTheDocument();
});

test('the alert is never window.alert', async () => {
  const alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  answerSubscribe({ status: 201, body: { emailAddress: 'a@b.in', subscribedAt: '' } });
  await subscribeWith('a@b.in');
  await screen.findByText(MESSAGES.newsletterSubscribed);
  expect(alertSpy).not.toHaveBeenCalled();
  alertSpy.mockRestore();
});
