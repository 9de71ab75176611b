import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLIENT_INFO_PATH, CLIENT_SERVICES } from 'shared/contract/client-info';
import { MESSAGES } from 'shared/contract/messages';
import { fakeApi, json } from 'shared/test/fake-api';
import { renderWithProviders } from 'shared/test/render-with-providers';
import { ClientInfoPage } from './client-info-page';

let api: ReturnType<typeof fakeApi>;
let response: () => Response;
let warnSpy: jest.SpyInstance;
beforeEach(() => {
  response = () => json(201, { id: 7 });
  api = fakeApi({ [CLIENT_INFO_PATH]: () => response() });
  warnSpy = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  api.restore();
  warnSpy.mockRestore();
});

const bde = { authUser: { name: 'Ravi', role: 'bde' as const }, bdeCode: 'BDE1042' };

test('the services checklist: seven services plus Others, each with its sub-options as labels', () => {
  renderWithProviders(<ClientInfoPage />);
  const group = screen.getByRole('group', { name: 'Services required' });
  const boxes = within(group).getAllByRole('checkbox');
  expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(CLIENT_SERVICES.map((s) => s.name));
  expect(boxes).toHaveLength(8);
  expect(
    within(group).getByRole('checkbox', { name: 'Website Design & Development' }),
  ).toHaveAccessibleDescription(/Static Website/);
  expect(within(group).getByRole('list', { name: 'Flyers Design includes' })).toHaveTextContent(
    'Digital Flyer',
  );
  expect(screen.getByLabelText('Role')).toBeInTheDocument();
});

test('success: sends the fields with the current ISO time and the stored bdeCode, says "success", resets', async () => {
  jest.useFakeTimers({
    now: new Date('2024-03-05T10:15:00.000Z'),
    doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask'],
  });
  const user = userEvent.setup();
  renderWithProviders(<ClientInfoPage />, { auth: bde });
  expect(screen.getByText('BDE1042')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Company name'), 'Sri Lakshmi Textiles');
  await user.type(screen.getByLabelText('Role'), 'Owner');
  await user.click(screen.getByRole('checkbox', { name: 'Logo Design' }));
  await user.click(screen.getByRole('checkbox', { name: 'Others' }));
  await user.type(screen.getByLabelText('Other services or details'), 'Billing');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('status', { name: 'Messages' })).toHaveTextContent(MESSAGES.clientInfoSaved);
  jest.useRealTimers();
  expect(api.sent()).toEqual([
    {
      method: 'POST',
      path: CLIENT_INFO_PATH,
      body: expect.objectContaining({
        companyName: 'Sri Lakshmi Textiles',
        teamContact: 'Owner',
        servicesRequired: ['Logo Design', 'Others'],
        others: 'Billing',
        date: '2024-03-05T10:15:00.000Z',
        bdeCode: 'BDE1042',
        cidServices: 'Logo Design, Others',
      }),
    },
  ]);
  expect(screen.getByLabelText('Company name')).toHaveValue('');
  expect(screen.getByRole('checkbox', { name: 'Logo Design' })).not.toBeChecked();
});

test('the client form checks nothing: an empty form is sent, with an empty bdeCode when none is stored', async () => {
  const user = userEvent.setup();
  renderWithProviders(<ClientInfoPage />);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await screen.findByText(MESSAGES.clientInfoSaved);
  const body = api.sent()[0].body as Record<string, unknown>;
  expect(body).toMatchObject({ companyName: '', servicesRequired: [], bdeCode: '' });
  expect(Number.isNaN(Date.parse(body.date as string))).toBe(false);
  expect(Object.keys(body).sort()).toEqual(
    [
      'address',
      'bdeCode',
      'cidServices',
      'companyName',
      'contactPerson',
      'date',
      'email',
      'industryType',
      'mobile',
      'nextAppointmentDate',
      'note',
      'others',
      'reference',
      'servicesRequired',
      'teamContact',
      'website',
    ].sort(),
  );
});

test('failure: the generic error, as an alert, and the form keeps what was typed', async () => {
  response = () => json(500, { title: 'oops', status: 500 });
  const user = userEvent.setup();
  renderWithProviders(<ClientInfoPage />);
  await user.type(screen.getByLabelText('Company name'), 'Acme');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('alert', { name: 'Errors' })).toHaveTextContent(MESSAGES.genericError);
  expect(screen.getByLabelText('Company name')).toHaveValue('Acme');
});

test('a field the server refuses is marked inline', async () => {
  response = () =>
    json(400, {
      title: 'bad',
      status: 400,
      errors: { nextAppointmentDate: ['Must be a date (YYYY-MM-DD).'] },
    });
  const user = userEvent.setup();
  renderWithProviders(<ClientInfoPage />);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await screen.findByText(MESSAGES.genericError);
  expect(screen.getByLabelText('Next appointment date')).toHaveAccessibleDescription(
    'Must be a date (YYYY-MM-DD).',
  );
});
