import { act } from '@testing-library/react';
import { Formik, useFormikContext } from 'formik';
import { useRef, useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import * as Yup from 'yup';
import { HELD_EVENTS_GLOBAL, HELD_EVENTS_SCRIPT } from '../contract/page-loader';
import { FormField } from '../ui/form-field';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[HELD_EVENTS_GLOBAL];
});

/** Prerenders `tree` as the build does, types into the prerendered field, then lets React hydrate the page. */
async function typeThenHydrate(tree: ReactNode, label: string, typed: string, leave = false) {
  const container = document.createElement('div');
  // As on the site: the page's root, watched by its early-event script from the first paint.
  container.id = 'root';
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  const field = [...container.querySelectorAll('label')].find((l) => l.textContent?.includes(label))!;
  const control = container.querySelector<HTMLInputElement>(`#${CSS.escape(field.htmlFor)}`)!;
  control.value = typed;
  if (leave) control.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  await act(async () => {
    root = hydrateRoot(container, tree);
  });
  return { container, control };
}

function PlainBox() {
  const [value, setValue] = useState('');
  const ref = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(ref, value, setValue);
  return (
    <>
      <label htmlFor="email">Email</label>
      <input id="email" ref={ref} value={value} onChange={(event) => setValue(event.target.value)} />
      <output>{`state: ${value}`}</output>
    </>
  );
}

function FormikState() {
  const { values } = useFormikContext<{ name: string; topic: string }>();
  return <output>{`state: ${values.name} / ${values.topic}`}</output>;
}

test('a plain field: the text typed before hydration becomes its state and stays in the field', async () => {
  const { container, control } = await typeThenHydrate(<PlainBox />, 'Email', 'early@example.in');
  expect(control.value).toBe('early@example.in');
  expect(container.querySelector('output')?.textContent).toBe('state: early@example.in');
});

test('a Formik field keeps the typed text; a select is left to its own value', async () => {
  const tree = (
    <Formik initialValues={{ name: '', topic: '' }} onSubmit={() => undefined}>
      <form>
        <FormField name="name" label="Your name" />
        <FormField name="topic" label="Topic" as="select">
          <option value="">Choose</option>
          <option value="web">Web</option>
        </FormField>
        <FormikState />
      </form>
    </Formik>
  );
  const { container, control } = await typeThenHydrate(tree, 'Your name', 'Meena Iyer');
  expect(control.value).toBe('Meena Iyer');
  expect(container.querySelector('output')?.textContent).toBe('state: Meena Iyer / ');
});

test('nothing typed: the state stays as prerendered', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<PlainBox />);
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, <PlainBox />);
  });
  expect(container.querySelector('output')?.textContent).toBe('state: ');
});

const MOBILE_MESSAGE = 'Mobile number must be at least 10 digits.';

function MobileForm() {
  return (
    <Formik
      initialValues={{ mobile: '', name: '' }}
      validationSchema={Yup.object({
        mobile: Yup.string().required('Required.').min(10, MOBILE_MESSAGE),
        name: Yup.string().required('Name required.'),
      })}
      onSubmit={() => undefined}
    >
      <form>
        <FormField name="mobile" label="Mobile" />
        <FormField name="name" label="Name" />
      </form>
    </Formik>
  );
}

test('a field typed into and left before hydration is checked once hydrated; one never left is not', async () => {
  // The page's early-event script, as its head runs it (shared/contract/page-loader.ts).
  new Function(HELD_EVENTS_SCRIPT)();
  const { container, control } = await typeThenHydrate(<MobileForm />, 'Mobile', '98765', true);
  expect(control.value).toBe('98765');
  await act(async () => undefined);
  expect(control).toHaveAttribute('aria-invalid', 'true');
  expect(container).toHaveTextContent(MOBILE_MESSAGE);
  expect(container).not.toHaveTextContent('Name required.');
});

test('fields typed into and left before hydration, all valid, never flash a message (the page would move under a click)', async () => {
  new Function(HELD_EVENTS_SCRIPT)();
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderToString(<MobileForm />);
  document.body.append(container);
  for (const [label, typed] of [
    ['Mobile', '9876543210'],
    ['Name', 'Meena Iyer'],
  ]) {
    const field = [...container.querySelectorAll('label')].find((l) => l.textContent?.includes(label))!;
    const control = container.querySelector<HTMLInputElement>(`#${CSS.escape(field.htmlFor)}`)!;
    control.value = typed;
    control.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  }
  const seen: string[] = [];
  const observer = new MutationObserver(() => seen.push(container.textContent ?? ''));
  observer.observe(container, { subtree: true, childList: true, characterData: true });
  await act(async () => {
    root = hydrateRoot(container, <MobileForm />);
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  observer.disconnect();
  expect(seen.join('\n')).not.toMatch(/Required\.|Name required\.|Mobile number must/);
  expect(container.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
});
