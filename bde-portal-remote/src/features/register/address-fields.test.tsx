import { screen, waitFor } from '@testing-library/react';
import { json } from 'shared/test/fake-api';
import { field, postOffices, registerServer, renderRegister } from './register-test-kit';

// Typing a whole form key by key is slow on a busy machine.
jest.setTimeout(30_000);

let server: ReturnType<typeof registerServer>;
afterEach(() => server.restore());

const lookupStatus = () => screen.getByRole('status', { name: 'Pin-code lookup' });
const pincodeCalls = () =>
  server.calls
    .map((call) => call.request)
    .filter((request) => /\/pincode\/\d+/.test(new URL(request.url).pathname));

test('no lookup before the 6th character', async () => {
  server = registerServer();
  const { user } = renderRegister();
  await user.type(field(/^pin code/i), '50001');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(pincodeCalls()).toHaveLength(0);
  expect(field(/^area/i).tagName).toBe('INPUT');
});

test('at 6 digits: Area options, State and District filled; the districts come from the state', async () => {
  server = registerServer();
  const { user } = renderRegister();
  await user.type(field(/^pin code/i), '500016');

  await waitFor(() => expect(field(/^state/i)).toHaveValue('Telangana'));
  expect(pincodeCalls().map((request) => new URL(request.url).pathname)).toEqual(['/api/pincode/500016']);
  const area = field(/^area/i);
  expect(area.tagName).toBe('SELECT');
  expect([...(area as HTMLSelectElement).options].map((option) => option.text)).toEqual([
    'Choose your area',
    'Begumpet',
    'Prakashamnagar',
  ]);
  await waitFor(() => expect(screen.getByRole('option', { name: 'Medak' })).toBeInTheDocument());
  expect(field(/^district/i)).toHaveValue('Hyderabad');
  expect(server.requestsTo('/api/State/districtsByStateName/Telangana', 'GET')).toHaveLength(1);
  expect(lookupStatus()).toHaveTextContent('Pin code 500016 is in Hyderabad, Telangana.');
});

test('a pin code with one post office chooses that area', async () => {
  server = registerServer();
  const { user } = renderRegister();
  await user.type(field(/^pin code/i), '682001');
  await waitFor(() => expect(field(/^area/i)).toHaveValue('Kochi'));
  expect(field(/^state/i)).toHaveValue('Kerala');
  await waitFor(() => expect(field(/^district/i)).toHaveValue('Ernakulam'));
});

test('a pin code in an unsupported state fills the areas but not State or District, and says why', async () => {
  server = registerServer();
  const { user } = renderRegister();
  await user.selectOptions(field(/^state/i), 'Telangana');
  await user.type(field(/^pin code/i), '400001');
  await waitFor(() => expect(lookupStatus()).toHaveTextContent('Pin code 400001 is in Maharashtra.'));
  expect(lookupStatus()).toHaveTextContent(
    'Registration is open in Andhra Pradesh, Telangana, Tamil Nadu, Kerala and Karnataka only.',
  );
  expect(field(/^state/i)).toHaveValue('');
  expect(field(/^district/i)).toHaveValue('');
  expect(screen.getByRole('option', { name: 'Bazargate' })).toBeInTheDocument();
  expect([...(field(/^state/i) as HTMLSelectElement).options].map((option) => option.value)).not.toContain(
    'Maharashtra',
  );
});

test('an unknown pin code says so and leaves Area as free text', async () => {
  server = registerServer();
  const { user } = renderRegister();
  await user.type(field(/^pin code/i), '999999');
  await waitFor(() => expect(lookupStatus()).toHaveTextContent('We could not find pin code 999999.'));
  expect(field(/^area/i).tagName).toBe('INPUT');
  await user.type(field(/^area/i), 'My Colony');
  expect(field(/^area/i)).toHaveValue('My Colony');
  expect(field(/^state/i)).toHaveValue('');
});

test('a lookup that fails says so; the form still works by hand', async () => {
  server = registerServer({ 'GET /api/pincode/500016': () => json(503, { title: 'x', status: 503 }) });
  const { user } = renderRegister();
  await user.type(field(/^pin code/i), '500016');
  await waitFor(() =>
    expect(lookupStatus()).toHaveTextContent('Pin-code lookup is not available right now.'),
  );
  await user.selectOptions(field(/^state/i), 'Kerala');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Idukki' })).toBeInTheDocument());
  await user.selectOptions(field(/^district/i), 'Idukki');
  expect(field(/^district/i)).toHaveValue('Idukki');
});

test('changing the state clears a district that is not in it', async () => {
  server = registerServer();
  const { user } = renderRegister();
  await user.type(field(/^pin code/i), '500016');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Medak' })).toBeInTheDocument());
  expect(field(/^district/i)).toHaveValue('Hyderabad');
  await user.selectOptions(field(/^state/i), 'Kerala');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Idukki' })).toBeInTheDocument());
  await waitFor(() => expect(field(/^district/i)).toHaveValue(''));
});

test('a new pin code looks up again', async () => {
  server = registerServer();
  const { user } = renderRegister();
  await user.type(field(/^pin code/i), '500016');
  await waitFor(() => expect(field(/^state/i)).toHaveValue('Telangana'));
  await user.clear(field(/^pin code/i));
  await user.type(field(/^pin code/i), '682001');
  await waitFor(() => expect(field(/^state/i)).toHaveValue('Kerala'));
  await waitFor(() => expect(field(/^district/i)).toHaveValue('Ernakulam'));
});

describe('a configured postal service', () => {
  test('is asked directly, without cookies', async () => {
    server = registerServer({
      'GET /api/pincode': () => json(200, { service: 'https://postal.example.in' }),
      'GET https://postal.example.in/pincode/500016': () =>
        json(200, postOffices('Telangana', 'Hyderabad', ['Begumpet'])),
    });
    const { user } = renderRegister();
    await user.type(field(/^pin code/i), '500016');
    await waitFor(() => expect(field(/^area/i)).toHaveValue('Begumpet'));
    const [request] = pincodeCalls();
    expect(request.url).toBe('https://postal.example.in/pincode/500016');
    expect(request.credentials).toBe('omit');
  });

  test('that fails is replaced by our own data', async () => {
    server = registerServer({
      'GET /api/pincode': () => json(200, { service: 'https://postal.example.in' }),
      'GET https://postal.example.in/pincode/500016': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderRegister();
    await user.type(field(/^pin code/i), '500016');
    await waitFor(() => expect(field(/^state/i)).toHaveValue('Telangana'));
    expect(pincodeCalls().map((request) => request.url)).toEqual([
      'https://postal.example.in/pincode/500016',
      expect.stringMatching(/\/api\/pincode\/500016$/),
    ]);
  });
});
