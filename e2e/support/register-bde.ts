import { expect, type APIRequestContext } from '@playwright/test';
import { nextTestIdentity } from '../../shared/test/test-identities';
import { xsrfHeaders } from './xsrf';

export const BDE_PASSWORD = 'correct horse battery';

interface Upload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * Registers a BDE through the API as the form would (multipart, anti-forgery header), with its own
 * Aadhaar number and PAN (each registers one BDE only); answers the new BDE code.
 */
export async function registerBdeByApi(
  request: APIRequestContext,
  {
    userName,
    email,
    firstName = 'Ravi',
    lastName = 'Kumar',
    referredBy = '',
    copies = {},
  }: {
    userName: string;
    email: string;
    firstName?: string;
    lastName?: string;
    /** The BDE code of the partner who referred them. */
    referredBy?: string;
    copies?: { AadharCopy?: Upload; PanCopy?: Upload };
  },
): Promise<string> {
  const identity = nextTestIdentity();
  const response = await request.post('/api/Executive/register', {
    headers: await xsrfHeaders(request),
    multipart: {
      UserName: userName,
      Password: BDE_PASSWORD,
      FirstName: firstName,
      MiddleName: '',
      LastName: lastName,
      MobileNumber: '9123456780',
      Email: email,
      AadharNumber: identity.aadhar,
      Pannumber: identity.pan,
      Address: '4-5-6 Madhapur',
      PinCode: '500081',
      Area: 'Madhapur',
      State: 'Telangana',
      District: 'Hyderabad',
      Dob: '1985-01-20',
      RefferedByBdecode: referredBy,
      ParentFreelancerId: '',
      terms: 'true',
      ...copies,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { bdeCode: string }).bdeCode;
}
