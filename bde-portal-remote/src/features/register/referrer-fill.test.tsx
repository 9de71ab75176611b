import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from 'shared/test/fake-api';
import { field, registerServer, renderRegister } from './register-test-kit';

let server: ReturnType<typeof registerServer>;
afterEach(() => server.restore());

test("a visitor who came through a BDE's link finds Referred by filled with that BDE's code", async () => {
  server = registerServer({ 'GET /api/Referral/referrer': () => json(200, { bdeCode: 'BDE240101' }) });
  renderRegister();
  await waitFor(() => expect(field(/^referred by/i)).toHaveValue('BDE240101'));
});

test('without a link the field stays empty, and a code typed first is kept', async () => {
  let answer: (value: Response) => void = () => undefined;
  server = registerServer({
    'GET /api/Referral/referrer': () => new Promise<Response>((resolve) => (answer = resolve)),
  });
  renderRegister();
  await userEvent.type(field(/^referred by/i), 'BDE777777');
  answer(json(200, { bdeCode: 'BDE240101' }));
  await waitFor(() => expect(server.paths()).toContain('/api/Referral/referrer'));
  await screen.findByDisplayValue('BDE777777');
  expect(field(/^referred by/i)).toHaveValue('BDE777777');
});
