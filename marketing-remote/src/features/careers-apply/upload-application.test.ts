import { errorBody, errorStatus } from 'shared/forms/call-errors';
import { ANTIFORGERY_PATH, XSRF_COOKIE, XSRF_HEADER } from 'shared/contract/health';
import { fakeApi } from 'shared/test/fake-api';
import { uploadWithProgress } from './upload-application';

/** A stand-in XMLHttpRequest: records what is sent and answers from a list, reporting progress first. */
class FakeXhr {
  static sent: Array<{ method: string; url: string; headers: Record<string, string>; body: unknown }> = [];
  static answers: Array<{ status: number; body: unknown }> = [];
  private readonly listeners: Record<string, () => void> = {};
  private readonly uploadListeners: Record<string, (event: ProgressEvent) => void> = {};
  private method = '';
  private url = '';
  private readonly headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  upload = {
    addEventListener: (name: string, listener: (event: ProgressEvent) => void) => {
      this.uploadListeners[name] = listener;
    },
  };
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(name: string, listener: () => void) {
    this.listeners[name] = listener;
  }
  send(body: unknown) {
    FakeXhr.sent.push({ method: this.method, url: this.url, headers: { ...this.headers }, body });
    const answer = FakeXhr.answers.shift();
    setTimeout(() => {
      this.uploadListeners.progress?.({ lengthComputable: true, loaded: 10, total: 40 } as ProgressEvent);
      this.uploadListeners.progress?.({ lengthComputable: true, loaded: 40, total: 40 } as ProgressEvent);
      if (!answer) return this.listeners.error();
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.listeners.load();
    });
  }
}

const original = globalThis.XMLHttpRequest;
beforeEach(() => {
  FakeXhr.sent = [];
  FakeXhr.answers = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  document.cookie = `${XSRF_COOKIE}=token-1; path=/`;
});
afterEach(() => {
  globalThis.XMLHttpRequest = original;
  document.cookie = `${XSRF_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

test('the form is posted with the anti-forgery header, its progress reported, and the JSON answer returned', async () => {
  FakeXhr.answers = [{ status: 201, body: { updated: false } }];
  const progress: number[] = [];
  const body = new FormData();
  const answer = await uploadWithProgress('/api/x', body, (loaded, total) => progress.push(loaded / total));
  expect(answer).toEqual({ updated: false });
  expect(FakeXhr.sent).toEqual([
    {
      method: 'POST',
      url: '/api/x',
      headers: { [XSRF_HEADER]: 'token-1', Accept: 'application/json', 'Accept-Language': 'en' },
      body,
    },
  ]);
  expect(progress).toEqual([0.25, 1]);
});

test('the page’s language goes with the form: the acknowledgement is written in it', async () => {
  window.history.replaceState(null, '', '/ta/careers/java-dev');
  try {
    FakeXhr.answers = [{ status: 201, body: { updated: false } }];
    await uploadWithProgress('/api/x', new FormData(), () => undefined);
    expect(FakeXhr.sent[0].headers['Accept-Language']).toBe('ta');
  } finally {
    window.history.replaceState(null, '', '/');
  }
});

test('a stale anti-forgery token is replaced and the form sent once more', async () => {
  const api = fakeApi({
    [ANTIFORGERY_PATH]: () => {
      document.cookie = `${XSRF_COOKIE}=token-2; path=/`;
      return new Response(null, { status: 204 });
    },
  });
  FakeXhr.answers = [
    { status: 403, body: { title: 'The anti-forgery token is missing or invalid.', status: 403 } },
    { status: 201, body: { updated: true } },
  ];
  await expect(uploadWithProgress('/api/x', new FormData(), () => undefined)).resolves.toEqual({
    updated: true,
  });
  expect(FakeXhr.sent.map((call) => call.headers[XSRF_HEADER])).toEqual(['token-1', 'token-2']);
  api.restore();
});

test('a refusal rejects with its status and body, as the API client’s errors do; no connection with FETCH_ERROR', async () => {
  const refusal = { title: 'Some fields are not valid.', status: 400, errors: { resume: ['No.'] } };
  FakeXhr.answers = [{ status: 400, body: refusal }];
  const error = await uploadWithProgress('/api/x', new FormData(), () => undefined).catch(
    (caught: unknown) => caught,
  );
  expect(errorStatus(error)).toBe(400);
  expect(errorBody(error)).toEqual(refusal);
  const offline = await uploadWithProgress('/api/x', new FormData(), () => undefined).catch(
    (caught: unknown) => caught,
  );
  expect((offline as { status: unknown }).status).toBe('FETCH_ERROR');
  expect(errorStatus(offline)).toBeUndefined();
});
