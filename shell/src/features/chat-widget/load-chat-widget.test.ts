import { forgetSiteConfig } from 'shared/api/site-config';
import { SITE_CONFIG_PATH } from 'shared/contract/routes';
import { fakeApi, type FakeAnswer } from 'shared/test/fake-api';
import { loadChatWidget, whenInteractive } from './load-chat-widget';

let fake: ReturnType<typeof fakeApi> | undefined;
/** The site settings answered with `answer` (a list: one answer per call). */
const answerConfig = (answer: FakeAnswer | FakeAnswer[]) => {
  fake = fakeApi({ [`GET ${SITE_CONFIG_PATH}`]: answer });
  return fake;
};

afterEach(() => {
  fake?.restore();
  forgetSiteConfig();
  document.querySelectorAll('script[data-chat-widget]').forEach((script) => script.remove());
});

const widgetScripts = () => document.querySelectorAll<HTMLScriptElement>('script[data-chat-widget]');

test('with a widget configured, its script is added once, async', async () => {
  const api = answerConfig({ body: { chatWidgetUrl: 'https://chat.example.net/w.js', mapEmbedUrl: null } });
  await loadChatWidget(document);
  await loadChatWidget(document);
  expect(api.paths()).toEqual([SITE_CONFIG_PATH]);
  expect(widgetScripts()).toHaveLength(1);
  expect(widgetScripts()[0].src).toBe('https://chat.example.net/w.js');
  expect(widgetScripts()[0].async).toBe(true);
});

test('without a widget configured, nothing is loaded', async () => {
  answerConfig({ body: { chatWidgetUrl: null, mapEmbedUrl: null } });
  await loadChatWidget(document);
  expect(widgetScripts()).toHaveLength(0);
});

test('when the settings cannot be read, nothing is loaded and nothing is thrown', async () => {
  answerConfig([() => Promise.reject(new TypeError('offline')), { status: 500, body: { title: 'x' } }]);
  await expect(loadChatWidget(document)).resolves.toBeUndefined();
  await loadChatWidget(document);
  expect(widgetScripts()).toHaveLength(0);
});

describe('whenInteractive', () => {
  function fakeWindow(readyState: DocumentReadyState, idle = true) {
    const listeners = new Map<string, () => void>();
    const win = {
      document: { readyState },
      addEventListener: jest.fn((type: string, listener: () => void) => listeners.set(type, listener)),
      removeEventListener: jest.fn(),
      requestIdleCallback: idle
        ? jest.fn((run: () => void) => setTimeout(run, 50) as unknown as number)
        : undefined,
      cancelIdleCallback: jest.fn(),
    };
    return { win: win as unknown as Window, fire: (type: string) => listeners.get(type)?.() };
  }

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('waits for the load event and then for idle time before running', () => {
    const task = jest.fn();
    const { win, fire } = fakeWindow('loading');
    whenInteractive(task, win);
    jest.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
    fire('load');
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(50);
    expect(task).toHaveBeenCalledTimes(1);
  });

  test('on a page that has already loaded, it runs at the next idle moment', () => {
    const task = jest.fn();
    const { win } = fakeWindow('complete', false);
    whenInteractive(task, win);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledTimes(1);
  });

  test('cancelling before it runs means it never runs', () => {
    const task = jest.fn();
    const { win, fire } = fakeWindow('loading');
    const cancel = whenInteractive(task, win);
    cancel();
    fire('load');
    jest.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
  });
});
