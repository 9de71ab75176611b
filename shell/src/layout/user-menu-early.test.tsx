import { fireEvent } from '@testing-library/react';
import { renderWithProviders } from 'shared/test/render-with-providers';
import { SessionMenu } from './session-menu';

// Counts the times the signed-in menu's module is loaded (once: modules are cached).
const loads = jest.fn();
jest.mock('./user-menu', () => {
  loads();
  return jest.requireActual('./user-menu');
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

test('signed out, the signed-in menu is fetched when a form is sent, not before', async () => {
  const { getByLabelText, getByRole } = renderWithProviders(
    <>
      <SessionMenu />
      <form aria-label="Sign in" onSubmit={(event) => event.preventDefault()}>
        <input aria-label="User name" />
      </form>
    </>,
    { route: '/bdelogin', auth: { authUser: null } },
  );
  fireEvent.focusIn(getByLabelText('User name'));
  fireEvent.pointerDown(getByLabelText('User name'));
  await flush();
  expect(loads).not.toHaveBeenCalled();
  fireEvent.submit(getByRole('form', { name: 'Sign in' }));
  await flush();
  expect(loads).toHaveBeenCalledTimes(1);
});
