import { createAppStore } from '../store/create-store';
import { fakeApi } from '../test/fake-api';
import { api } from './base-api';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    languageProbe: build.query<unknown, void>({ query: () => '/api/language-probe' }),
    languageProbePost: build.mutation<unknown, void>({
      query: () => ({ url: '/api/language-probe', method: 'POST', body: {} }),
    }),
  }),
});

let fake: ReturnType<typeof fakeApi>;
beforeEach(() => {
  fake = fakeApi({ '/api/language-probe': { body: {} } });
});
afterEach(() => {
  fake.restore();
  window.history.replaceState(null, '', '/');
});

const sentLanguage = () => fake.calls[0].request.headers.get('Accept-Language');

test('every call says the page’s language, from its address', async () => {
  window.history.replaceState(null, '', '/te/contactus');
  await createAppStore().dispatch(probeApi.endpoints.languageProbePost.initiate());
  expect(sentLanguage()).toBe('te');
});

test('an English page (or an unknown prefix) says English', async () => {
  window.history.replaceState(null, '', '/xx/contactus');
  await createAppStore().dispatch(probeApi.endpoints.languageProbe.initiate());
  expect(sentLanguage()).toBe('en');
});
