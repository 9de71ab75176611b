import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { createAppStore } from 'shared/store/create-store';
import { fakeApi } from 'shared/test/fake-api';
import { UserSignIn } from './user-sign-in';

// On /login the server draws the card (it never sees the fragment) and the browser takes it over at
// the first touch: the reset form must come after hydration, without a mismatch.

let api: ReturnType<typeof fakeApi>;
afterEach(() => {
  api?.restore();
  window.history.replaceState(null, '', '/');
  document.body.replaceChildren();
});

function providers() {
  const store = createAppStore();
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <MemoryRouter initialEntries={['/login']}>{children}</MemoryRouter>
      </Provider>
    );
  };
}

/** The server's HTML of the card, in the page. */
function prerendered() {
  const Providers = providers();
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <Providers>
      <UserSignIn />
    </Providers>,
  );
  document.body.append(container);
  return container;
}

const hydrate = (container: HTMLElement) =>
  render(<UserSignIn />, { container, hydrate: true, wrapper: providers() });

test('hydrated from a reset link: no mismatch, the card turns, and focus follows someone already in it', async () => {
  api = fakeApi({});
  const container = prerendered();
  window.history.replaceState(null, '', '/login#reset=Tq3_x-9ZkLm0');
  // The first touch, which is what hydrates the card.
  container.querySelector<HTMLInputElement>('input[name="EmailAddress"]')!.focus();
  const errors = jest.spyOn(console, 'error');
  try {
    hydrate(container);
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^New password/)).toHaveFocus());
    expect(errors).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('');
  } finally {
    errors.mockRestore();
  }
});

test('hydrated without focus inside the card (taken over at once): focus is not moved', async () => {
  api = fakeApi({});
  const container = prerendered();
  window.history.replaceState(null, '', '/login#reset=Tq3_x-9ZkLm0');
  hydrate(container);
  expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
  expect(document.body).toHaveFocus();
});
