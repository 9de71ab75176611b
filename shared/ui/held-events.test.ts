import { HELD_EVENTS_SCRIPT, LIVE_ATTRIBUTE } from '../contract/page-loader';

// The page's early-event script, as its head runs it: its listeners are on the window, once.
beforeAll(() => new Function(HELD_EVENTS_SCRIPT)());

/** A remote's form as hydration leaves it before its effects: React's props on it, its part not live. */
function hydratingForm() {
  document.body.innerHTML =
    '<div id="root" data-live=""><div data-remote-outlet="userPortal/UserSignUp">' +
    '<form><input name="Name" value="Asha Rao"><button type="submit">Create account</button>' +
    '<button type="button">Show password</button></form></div></div>';
  const outlet = document.querySelector<HTMLElement>('[data-remote-outlet]')!;
  const form = document.querySelector('form')!;
  const toggle = document.querySelector<HTMLButtonElement>('button[type="button"]')!;
  for (const element of [form, toggle]) Object.assign(element, { __reactPropsTest: {} });
  // What React sees: its listeners are on the root.
  const seen: string[] = [];
  const root = document.getElementById('root')!;
  root.addEventListener('submit', (event) => {
    seen.push('submit');
    event.preventDefault();
  });
  root.addEventListener('click', (event) => {
    if (event.target === toggle) seen.push('toggle');
  });
  return { outlet, form, toggle, seen };
}

const replayed = () => new Promise((resolve) => setTimeout(resolve, 120));

test('a form sent while its part hydrates reaches React once, when the part is live, not before', async () => {
  const { outlet, form, seen } = hydratingForm();
  form.requestSubmit();
  await replayed();
  // Before, React had it at once (its props were on the form) and ran the submit on empty state.
  expect(seen).toEqual([]);
  outlet.setAttribute(LIVE_ATTRIBUTE, '');
  await replayed();
  expect(seen).toEqual(['submit']);
  await replayed();
  expect(seen).toEqual(['submit']);
});

test('a button pressed while its part hydrates is pressed again once the part is live', async () => {
  const { outlet, toggle, seen } = hydratingForm();
  toggle.click();
  await replayed();
  expect(seen).toEqual([]);
  outlet.setAttribute(LIVE_ATTRIBUTE, '');
  await replayed();
  expect(seen).toEqual(['toggle']);
});

test('in a live part nothing is held', async () => {
  const { outlet, form, toggle, seen } = hydratingForm();
  outlet.setAttribute(LIVE_ATTRIBUTE, '');
  form.requestSubmit();
  toggle.click();
  expect(seen).toEqual(['submit', 'toggle']);
});
