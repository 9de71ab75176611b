import { screen, within } from '@testing-library/react';
import { registerServer, renderRegister } from './register-test-kit';

// Typing a whole form key by key is slow on a busy machine.
jest.setTimeout(30_000);

let server: ReturnType<typeof registerServer>;
beforeEach(() => {
  server = registerServer();
});
afterEach(() => server.restore());

const termsBox = () => screen.getByRole('checkbox', { name: /accept the bde partner terms/i });
const openTerms = async (user: ReturnType<typeof renderRegister>['user']) => {
  await user.click(screen.getByRole('button', { name: 'Read the terms' }));
  return screen.getByRole('dialog', { name: 'BDE partner terms' });
};

test('the terms box starts unticked, and registering does not require it', () => {
  renderRegister();
  expect(termsBox()).not.toBeChecked();
  expect(termsBox()).not.toBeRequired();
});

test('the modal is a labelled, modal dialog that takes focus and links the full terms', async () => {
  const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
  const { user } = renderRegister();
  const dialog = await openTerms(user);
  // A native modal <dialog>: the browser makes the page behind inert.
  expect(showModal.mock.contexts).toEqual([dialog]);
  showModal.mockRestore();
  expect(within(dialog).getByRole('heading', { name: 'BDE partner terms' })).toHaveFocus();
  expect(within(dialog).getByRole('link', { name: /terms of service/i })).toHaveAttribute(
    'href',
    '/termsofservice',
  );
  expect(within(dialog).getByRole('link', { name: /privacy policy/i })).toHaveAttribute(
    'href',
    '/privacypolicy',
  );
});

test('Accept terms ticks the terms checkbox and closes the modal', async () => {
  const { user } = renderRegister();
  const dialog = await openTerms(user);
  await user.click(within(dialog).getByRole('button', { name: 'Accept terms' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(termsBox()).toBeChecked();
  expect(termsBox()).toHaveFocus();
});

test.each([
  [
    'the Close button',
    async (user: ReturnType<typeof renderRegister>['user'], dialog: HTMLElement) =>
      user.click(within(dialog).getByRole('button', { name: 'Close' })),
  ],
  ['Escape', async (user: ReturnType<typeof renderRegister>['user']) => user.keyboard('{Escape}')],
])('%s closes without ticking, and focus returns to "Read the terms"', async (_how, close) => {
  const { user } = renderRegister();
  const dialog = await openTerms(user);
  await close(user, dialog);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(termsBox()).not.toBeChecked();
  expect(screen.getByRole('button', { name: 'Read the terms' })).toHaveFocus();
});

test('Tab stays inside the modal', async () => {
  const { user } = renderRegister();
  const dialog = await openTerms(user);
  for (let i = 0; i < 8; i += 1) {
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
  await user.tab({ shift: true });
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
});

test('the box can also be ticked and unticked by hand', async () => {
  const { user } = renderRegister();
  await user.click(termsBox());
  expect(termsBox()).toBeChecked();
  await user.click(termsBox());
  expect(termsBox()).not.toBeChecked();
});
