import '@testing-library/jest-dom';
import { Headers, Request as UndiciRequest, Response, fetch as undiciFetch } from 'undici';
import { assertNoUnexpectedCalls } from '../shared/test/fake-api';

// jsdom has no fetch; RTK Query needs it. Relative URLs resolve against the page, as in a browser. Tests replace fetch with a spy to answer calls.
const absolute = (input: unknown) =>
  typeof input === 'string' ? new URL(input, window.location.href).href : input;
class Request extends UndiciRequest {
  constructor(
    input: ConstructorParameters<typeof UndiciRequest>[0],
    init?: ConstructorParameters<typeof UndiciRequest>[1],
  ) {
    super(absolute(input) as ConstructorParameters<typeof UndiciRequest>[0], init);
  }
}
const fetch = (input: Parameters<typeof undiciFetch>[0], init?: Parameters<typeof undiciFetch>[1]) =>
  undiciFetch(absolute(input) as Parameters<typeof undiciFetch>[0], init);
Object.assign(globalThis, { fetch, Request, Response, Headers });

// A call no fake API was told about fails the test, even when the page swallowed the rejected fetch.
afterEach(() => assertNoUnexpectedCalls());

// jsdom has <dialog> but not showModal(), close() or Escape's `cancel`: just enough of them for the
// modal's tests. The page behind going inert is the browser's work, checked end to end.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
};
document.addEventListener('keydown', (event) => {
  const top = Array.from(document.querySelectorAll<HTMLDialogElement>('dialog[open]')).pop();
  if (event.key !== 'Escape' || !top) return;
  if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
});
