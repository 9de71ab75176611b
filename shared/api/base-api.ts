import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { sessionExpired } from '../auth/auth-slice';
import { XSRF_HEADER } from '../contract/health';
import { needsXsrfHeader, readXsrfToken } from './xsrf';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  credentials: 'include',
  prepareHeaders(headers, { arg }) {
    const url = typeof arg === 'string' ? arg : arg.url;
    const method = typeof arg === 'string' ? 'GET' : arg.method;
    const token = readXsrfToken();
    if (token && needsXsrfHeader(method, url)) headers.set(XSRF_HEADER, token);
    return headers;
  },
});

/** Paths whose 401 means "wrong credentials", not "your session ended". */
const SIGN_IN_PATHS = ['/api/User/login', '/api/Executive/login'];

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  const url = typeof args === 'string' ? args : args.url;
  if (result.error?.status === 401 && !SIGN_IN_PATHS.some((path) => url.startsWith(path))) {
    api.dispatch(sessionExpired());
  }
  return result;
};

/** The one API client; every remote adds its endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['UserProfile', 'BdeProfile', 'Business', 'Hierarchy'],
  endpoints: () => ({}),
});

/** The HTTP status of a failed call, or undefined for network and parsing failures. */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const status = (error as { status: unknown }).status;
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}

export function errorBody(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'data' in error
    ? (error as { data: unknown }).data
    : undefined;
}
