import crypto from 'node:crypto';
import { validBdeRegistration } from '../../shared/test/bde-registration';

/** An anonymous visitor's anti-forgery token and the cookie that goes with it. */
export async function antiForgery(url: string) {
  const anonymous = await fetch(`${url}/api/antiforgery`);
  const { token } = (await anonymous.json()) as { token: string };
  const cookie = anonymous.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { token, cookie };
}

/** Registers a BDE through the real multipart API and returns its sign-in. */
export async function registerBde(url: string) {
  const { token, cookie } = await antiForgery(url);
  const userName = `bench${crypto.randomBytes(3).toString('hex')}`;
  const password = 'bench test password';
  // The shared valid registration (every field the API requires, consent included), with a new
  // Aadhaar number and PAN each time: one registers one BDE only.
  const fields = validBdeRegistration({
    UserName: userName,
    Password: password,
    Email: `${userName}@example.com`,
  });
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const response = await fetch(`${url}/api/Executive/register`, {
    method: 'POST',
    headers: { 'x-xsrf-token': token, cookie },
    body: form,
  });
  if (!response.ok) throw new Error(`could not register a BDE: ${response.status} ${await response.text()}`);
  return { userName, password, token, cookie };
}
