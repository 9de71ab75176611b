import { fireEvent } from '@testing-library/react';
import { renderWithProviders } from 'shared/test/render-with-providers';
import { SessionMenu } from './session-menu';

// Counts the times the signed-in menu's module is loaded (once: modules are cached).
const loads = jest.fn();
jest.mock('./user-menu', () => {
  loads();
  return jest.requireActual('./user-menu');
});

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <SessionMenu />
      <input aria-label="Some field" />
    </>,
    { route, auth: { authUser: null } },
  );
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

test('elsewhere, using a form does not fetch the signed-in menu', async () => {
  const { getByLabelText, unmount } = renderAt('/contactus');
  fireEvent.focusIn(getByLabelText('Some field'));
  fireEvent.pointerDown(getByLabelText('Some field'));
  await flush();
  expect(loads).not.toHaveBeenCalled();
  unmount();
});

test.each(['/bdelogin', '/login', '/userlogin'])(
  'on %s, the first use of the form fetches it, before anyone is signed in',
  async (route) => {
    const { getByLabelText, unmount } = renderAt(route);
    await flush();
    const before = loads.mock.calls.length;
    if (route === '/bdelogin') expect(before).toBe(0);
    fireEvent.focusIn(getByLabelText('Some field'));
    await flush();
    expect(loads).toHaveBeenCalledTimes(1);
    unmount();
  },
);
