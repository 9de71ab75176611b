import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { forgetSiteConfig } from 'shared/api/site-config';
import { COMPANY, COMPANY_PROFILE, directionsUrl } from 'shared/content/company';
import { CONTACT_PATH } from 'shared/contract/contact';
import { MESSAGES } from 'shared/contract/messages';
import { SITE_CONFIG_PATH } from 'shared/contract/routes';
import { loadPageText } from 'shared/i18n/text';
import { fakeApi, json } from 'shared/test/fake-api';
import { renderWithProviders } from 'shared/test/render-with-providers';
import { ContactPage } from './contact-page';

let api: ReturnType<typeof fakeApi>;
let contactResponse: () => Response;
let siteConfig: { chatWidgetUrl: string | null; mapEmbedUrl: string | null; whatsAppNumber?: string | null };
let warnSpy: jest.SpyInstance;

beforeEach(() => {
  contactResponse = () => json(201, { id: 1 });
  siteConfig = { chatWidgetUrl: null, mapEmbedUrl: null };
  api = fakeApi({
    [SITE_CONFIG_PATH]: () => json(200, siteConfig),
    [CONTACT_PATH]: () => contactResponse(),
  });
  warnSpy = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  forgetSiteConfig();
  api.restore();
  warnSpy.mockRestore();
});

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/contactus" element={<ContactPage />} />
      <Route path="/clientInfo" element={<h1>Client information page</h1>} />
    </Routes>,
    { route: '/contactus' },
  );
}

const contactCalls = () => api.sent().filter((request) => request.path === CONTACT_PATH);

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Your name/), 'Meena Iyer');
  await user.type(screen.getByLabelText(/Contact number/), '+91 98480 12345');
  await user.type(screen.getByLabelText(/^Email/), 'meena@example.in');
  await user.type(screen.getByLabelText(/How can we help/), 'A booking website for our clinic.');
}

test('breadcrumb, one h1, the 24-hour promise, the address and the form', async () => {
  renderPage();
  const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  expect(within(breadcrumb).getByText('Contact us')).toHaveAttribute('aria-current', 'page');
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getAllByText(/within 24 hours/).length).toBeGreaterThan(0);
  expect(screen.getByRole('link', { name: COMPANY.phone })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument();
});

test('invalid submit: "Please fill all required fields correctly.", inline errors, nothing sent', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByRole('alert', { name: 'Errors' })).toHaveTextContent(MESSAGES.contactInvalid);
  expect(screen.getByLabelText(/Your name/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(/Your name/)).toHaveAccessibleDescription(MESSAGES.required);
  expect(screen.getByLabelText(/Contact number/)).toHaveAccessibleDescription(MESSAGES.required);
  expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(MESSAGES.invalidEmail);
  expect(screen.getByLabelText(/How can we help/)).toHaveAccessibleDescription(MESSAGES.required);
  expect(screen.getByLabelText(/Website/)).not.toHaveAttribute('aria-invalid');
  await waitFor(() => expect(screen.getByLabelText(/Your name/)).toHaveFocus());
  expect(contactCalls()).toHaveLength(0);
});

test.each([
  ['an email over 64 characters before the @', `${'m'.repeat(65)}@example.in`, MESSAGES.emailLocalTooLong],
  ['an email without a domain', 'meena@', MESSAGES.invalidEmail],
])('%s is refused inline', async (_label, email, message) => {
  const user = userEvent.setup();
  renderPage();
  await fillValid(user);
  await user.clear(screen.getByLabelText(/^Email/));
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByText(MESSAGES.contactInvalid)).toBeInTheDocument();
  expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(message);
  expect(contactCalls()).toHaveLength(0);
});

test('success: sends the fields, says the success message, resets and goes to /clientInfo', async () => {
  const user = userEvent.setup();
  renderPage();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Client information page' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Messages' })).toHaveTextContent(MESSAGES.contactSent.trim());
  expect(screen.getByText(MESSAGES.contactSent.trim()).textContent).toBe(MESSAGES.contactSent);
  expect(contactCalls()).toEqual([
    {
      method: 'POST',
      path: CONTACT_PATH,
      body: {
        name: 'Meena Iyer',
        contactNumber: '+91 98480 12345',
        email: 'meena@example.in',
        message: 'A booking website for our clinic.',
        websiteUrl: '',
      },
    },
  ]);
});

test('the website field is optional and sent when given', async () => {
  const user = userEvent.setup();
  renderPage();
  await fillValid(user);
  await user.type(screen.getByLabelText(/Website/), 'https://clinic.example.in');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  await screen.findByText('Client information page');
  expect(contactCalls()[0].body).toMatchObject({ websiteUrl: 'https://clinic.example.in' });
});

test.each([
  ['a server error', () => json(500, { title: 'oops', status: 500 })],
  ['a rejected field', () => json(400, { title: 'bad', status: 400, errors: { email: ['Nope.'] } })],
])('failure (%s): the generic error, the form keeps its values, no navigation', async (_label, response) => {
  contactResponse = response;
  const user = userEvent.setup();
  renderPage();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByRole('alert', { name: 'Errors' })).toHaveTextContent(MESSAGES.genericError);
  expect(screen.getByLabelText(/Your name/)).toHaveValue('Meena Iyer');
  expect(screen.queryByText('Client information page')).not.toBeInTheDocument();
});

test('a field the server rejects is marked inline too', async () => {
  contactResponse = () => json(400, { title: 'bad', status: 400, errors: { email: ['Nope.'] } });
  const user = userEvent.setup();
  renderPage();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  await screen.findByText(MESSAGES.genericError);
  expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Nope.');
});

test('without a map configured: the address and a directions link, no iframe', async () => {
  renderPage();
  await waitFor(() => expect(api.sent().some((r) => r.path === SITE_CONFIG_PATH)).toBe(true));
  expect(document.querySelector('iframe')).toBeNull();
  expect(screen.getByRole('link', { name: /Get directions/ })).toHaveAttribute('href', directionsUrl());
});

test('with a map configured: the embed, titled, lazy', async () => {
  siteConfig = { chatWidgetUrl: null, mapEmbedUrl: 'https://maps.example.org/embed?q=x' };
  renderPage();
  const frame = await screen.findByTitle(/Map showing/);
  expect(frame).toHaveAttribute('src', 'https://maps.example.org/embed?q=x');
  expect(frame).toHaveAttribute('loading', 'lazy');
  expect(screen.getByRole('link', { name: /Get directions/ })).toBeInTheDocument();
});

test('with a WhatsApp number configured: a click-to-chat link, in a new tab (issue 43)', async () => {
  siteConfig = { chatWidgetUrl: null, mapEmbedUrl: null, whatsAppNumber: '919848021200' };
  renderPage();
  const chat = await screen.findByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });
  expect(chat).toHaveAttribute('href', 'https://wa.me/919848021200');
  expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
});

test('without a WhatsApp number: no chat link', async () => {
  renderPage();
  await waitFor(() => expect(api.sent().some((r) => r.path === SITE_CONFIG_PATH)).toBe(true));
  expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
});

test.each([
  ['en', 'Hours', COMPANY_PROFILE.hours],
  ['te', 'పని వేళలు', 'సోమవారం నుండి శనివారం వరకు, ఉదయం 9:30 నుండి సాయంత్రం 6:30 వరకు (IST)'],
  ['ml', 'പ്രവൃത്തി സമയം', 'തിങ്കൾ മുതൽ ശനി വരെ, രാവിലെ 9:30 മുതൽ വൈകിട്ട് 6:30 വരെ (IST)'],
] as const)(
  'the office hours in the page’s language (%s), English exactly as the company’s',
  async (language, term, hours) => {
    renderWithProviders(<ContactPage />, { route: '/contactus', text: await loadPageText(language) });
    const row = screen.getByText(term, { selector: 'dt' }).parentElement!;
    expect(within(row).getByRole('definition')).toHaveTextContent(hours);
  },
);
