import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import type { PageText } from 'shared/i18n/text';
import { renderWithProviders } from 'shared/test/render-with-providers';
import { validBdeRegistration } from 'shared/test/bde-registration';
import { testAadhar, testPan } from 'shared/test/test-identities';
import { fakeApi, json, type FakeAnswer } from 'shared/test/fake-api';
import { BdeRegisterPage } from './bde-register-page';

export const PDF_BYTES = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x25]);
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
export const EXE_BYTES = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0]);

/** The valid registration `fillValidForm` types (its middle name and referrer left empty). */
export const VALID = validBdeRegistration({
  UserName: 'asha.reddy',
  Email: 'asha@example.com',
  AadharNumber: testAadhar(34_567_890),
  Pannumber: testPan(1234),
});
export const AADHAR = VALID.AadharNumber;

export const pdf = (name = 'aadhaar.pdf') => new File([PDF_BYTES], name, { type: 'application/pdf' });
export const png = (name = 'pan.png') => new File([PNG_BYTES], name, { type: 'image/png' });

export const postOffices = (state: string, district: string, names: string[]) => [
  {
    Message: `Number of pincode(s) found:${names.length}`,
    Status: 'Success',
    PostOffice: names.map((Name) => ({ Name, State: state, District: district })),
  },
];
export const NOT_FOUND = [{ Message: 'No records found', Status: 'Error', PostOffice: null }];

const districts = (names: string[]) => () =>
  json(
    200,
    names.map((name) => ({ name })),
  );

/** The API as the form meets it: our own pin-code data, two states' districts, and a register call. */
export function registerServer(extra: Record<string, FakeAnswer | FakeAnswer[]> = {}) {
  return fakeApi({
    'GET /api/pincode': () => json(200, { service: '/api' }),
    'GET /api/pincode/500016': () =>
      json(200, postOffices('Telangana', 'Hyderabad', ['Begumpet', 'Prakashamnagar'])),
    'GET /api/pincode/682001': () => json(200, postOffices('Kerala', 'Ernakulam', ['Kochi'])),
    'GET /api/pincode/400001': () =>
      json(200, postOffices('Maharashtra', 'Mumbai', ['Bazargate', 'Tajmahal'])),
    'GET /api/pincode/999999': () => json(200, NOT_FOUND),
    'GET /api/State/districtsByStateName/Telangana': districts(['Adilabad', 'Hyderabad', 'Medak']),
    'GET /api/State/districtsByStateName/Kerala': districts(['Ernakulam', 'Idukki', 'Kollam']),
    'POST /api/Executive/register': () => json(201, { bdeCode: 'BDE482913' }),
    'GET /api/Referral/referrer': () => json(200, { bdeCode: null }),
    ...extra,
  });
}

function LoginProbe() {
  const location = useLocation();
  return (
    <div>
      <h1>Login</h1>
      <pre data-testid="login-state">{JSON.stringify(location.state)}</pre>
    </div>
  );
}

/** The registration page, in English or in the language of `text` (`await loadPageText('te')`). */
export function renderRegister(text?: PageText) {
  const result = renderWithProviders(
    <Routes>
      <Route path="/bdeRegister" element={<BdeRegisterPage />} />
      <Route path="/login" element={<LoginProbe />} />
    </Routes>,
    { route: '/bdeRegister', text },
  );
  return { ...result, user: userEvent.setup({ delay: null }) };
}

export const field = (label: RegExp | string) =>
  screen.getByLabelText(label, { selector: 'input, select, textarea' });

/** Types every required field with valid values; the pin code fills area, state and district. */
export async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^user name/i), VALID.UserName);
  await user.type(field(/^password/i), VALID.Password);
  await user.type(field(/^first name/i), VALID.FirstName);
  await user.type(field(/^last name/i), VALID.LastName);
  fireEvent.change(field(/^date of birth/i), { target: { value: VALID.Dob } });
  await user.type(field(/^mobile number/i), VALID.MobileNumber);
  await user.type(field(/^email/i), VALID.Email);
  await user.type(field(/^aadhaar number/i), AADHAR);
  await user.type(field(/^pan\s*\*?$/i), VALID.Pannumber);
  await user.type(field(/^address/i), VALID.Address);
  await user.type(field(/^pin code/i), VALID.PinCode);
  await waitFor(() => expect(field(/^district/i)).toHaveValue(VALID.District));
  await waitFor(() => expect(screen.getByRole('option', { name: 'Medak' })).toBeInTheDocument());
  await user.selectOptions(field(/^area/i), VALID.Area);
  await user.click(screen.getByRole('checkbox', { name: /accept the bde partner terms/i }));
}

export const errorsRegion = () => screen.getByRole('alert', { name: 'Errors' });
export const messagesRegion = () => screen.getByRole('status', { name: 'Messages' });
