import crypto from 'node:crypto';
import { nextTestIdentity } from '../../shared/test/test-identities';

/** Registers a BDE through the real multipart API and returns its sign-in. */
export async function registerBde(url: string) {
  const anonymous = await fetch(`${url}/api/antiforgery`);
  const { token } = (await anonymous.json()) as { token: string };
  const cookie = anonymous.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const userName = `bench${crypto.randomBytes(3).toString('hex')}`;
  const password = 'bench test password';
  // One Aadhaar number and PAN register one BDE only: each bench account has its own.
  const identity = nextTestIdentity();
  const fields: Record<string, string> = {
    UserName: userName,
    Password: password,
    FirstName: 'Bench',
    LastName: 'Executive',
    MobileNumber: '9876543210',
    Email: `${userName}@example.com`,
    AadharNumber: identity.aadhar,
    Pannumber: identity.pan,
    Address: 'Madhapur',
    PinCode: '500081',
    Area: 'Madhapur',
    State: 'Telangana',
    District: 'Hyderabad',
    Dob: '1990-04-12',
  };
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
