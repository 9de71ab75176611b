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

type HydratingForm = ReturnType<typeof hydratingForm>;

const replayed = () => new Promise((resolve) => setTimeout(resolve, 120));

// Before, React had each at once (its props were on the element) and acted on empty state.
test.each([
  { what: 'a form sent', press: (part: HydratingForm) => part.form.requestSubmit(), seen: 'submit' },
  { what: 'a button pressed', press: (part: HydratingForm) => part.toggle.click(), seen: 'toggle' },
])(
  '$what while its part hydrates reaches React once, when the part is live, not before',
  async ({ press, seen: expected }) => {
    const part = hydratingForm();
    press(part);
    await replayed();
    expect(part.seen).toEqual([]);
    part.outlet.setAttribute(LIVE_ATTRIBUTE, '');
    await replayed();
    expect(part.seen).toEqual([expected]);
    await replayed();
    expect(part.seen).toEqual([expected]);
  },
);

test('in a live part nothing is held', async () => {
  const { outlet, form, toggle, seen } = hydratingForm();
  outlet.setAttribute(LIVE_ATTRIBUTE, '');
  form.requestSubmit();
  toggle.click();
  expect(seen).toEqual(['submit', 'toggle']);
});
