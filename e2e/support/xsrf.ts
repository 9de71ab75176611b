import type { APIRequestContext } from '@playwright/test';

/** The anti-forgery header an unsafe API call needs, as the page would send it (a fresh token). */
export async function xsrfHeaders(request: APIRequestContext) {
  const { token } = (await (await request.get('/api/antiforgery')).json()) as { token: string };
  return { 'X-XSRF-TOKEN': token };
}
