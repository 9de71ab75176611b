import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { WithSlice } from '@reduxjs/toolkit';
import { sessionExpired, type AuthState } from '../auth/auth-slice';
import { isApiErrorBody } from '../contract/api-error';
import { ANTIFORGERY_PATH, XSRF_HEADER } from '../contract/health';
import { injectedMiddleware } from '../store/injected-middleware';
import { rootReducer } from '../store/root-reducer';
import { LANGUAGE_HEADER, pageLanguage } from '../i18n/page-language';
import { needsXsrfHeader, readXsrfToken } from './xsrf';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  credentials: 'include',
  prepareHeaders(headers, { arg }) {
    const url = typeof arg === 'string' ? arg : arg.url;
    const method = typeof arg === 'string' ? 'GET' : arg.method;
    headers.set(LANGUAGE_HEADER, pageLanguage());
    // Only for the calls that carry it: reading document.cookie is a synchronous call into the
    // browser's cookie store, and the portal opens with seven GETs at once. Read at send time, so a
    // retry picks up the cookie the server has just replaced.
    if (!needsXsrfHeader(method, url)) return headers;
    const token = readXsrfToken();
    if (token) headers.set(XSRF_HEADER, token);
    return headers;
  },
});

/**
 * Paths whose 401 says nothing about the session the auth slice holds: the sign-ins ("wrong
 * credentials") and the back office, whose staff session the slice never held (a wrong staff
 * password must not sign a user out of this browser's display).
 */
const NOT_THE_STORED_SESSION = ['/api/User/login', '/api/Executive/login', '/api/staff/'];

/**
 * The server's anti-forgery refusal (api/src/plugins/anti-forgery.ts), told apart from other 403s
 * ("not yours") by its title; an API test pins the server's text to this pattern.
 */
function isAntiForgeryRejection(error: FetchBaseQueryError | undefined): boolean {
  return error?.status === 403 && isApiErrorBody(error.data) && /anti-forgery/i.test(error.data.title);
}

function describe(args: string | FetchArgs) {
  return typeof args === 'string'
    ? { url: args, method: 'GET' }
    : { url: args.url, method: args.method ?? 'GET' };
}

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const { url, method } = describe(args);
  let result = await rawBaseQuery(args, api, extraOptions);
  // The stored token dies with the session it was bound to (expiry, sign-in elsewhere). The 403
  // already carries a fresh cookie; asking for one as well covers a lost Set-Cookie. Retry once.
  if (needsXsrfHeader(method, url) && isAntiForgeryRejection(result.error)) {
    await rawBaseQuery(ANTIFORGERY_PATH, api, extraOptions);
    result = await rawBaseQuery(args, api, extraOptions);
  }
  if (result.error?.status === 401 && !NOT_THE_STORED_SESSION.some((path) => url.startsWith(path))) {
    const auth = (api.getState() as { auth?: AuthState }).auth;
    // Only a person the browser thought was signed in has a session to lose.
    if (auth?.authUser) api.dispatch(sessionExpired());
  }
  return result;
};

/** RTK Query's "no call yet" marker, the very instance this API's hooks compare against. */
export { skipToken } from '@reduxjs/toolkit/query/react';

/** The one API client; every remote adds its endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['UserProfile', 'BdeProfile', 'Business', 'Hierarchy'],
  endpoints: () => ({}),
});

declare module '../store/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof api> {}
}

// The client joins the store (any store, made before or after) when this module first loads.
rootReducer.inject(api);
injectedMiddleware.addMiddleware(api.middleware);
