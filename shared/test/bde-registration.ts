import { nextTestIdentity } from './test-identities';

let sequence = 0;

/**
 * A valid BDE registration: every text field the form sends and the API reads, under the API's names,
 * plain data for the API's tests, its fuzz specs and the form's tests. The user name, email, Aadhaar
 * number and PAN are new on each call unless given.
 */
export function validBdeRegistration(overrides: Record<string, string> = {}): Record<string, string> {
  sequence += 1;
  const identity = nextTestIdentity();
  return {
    UserName: `asha.reddy${sequence}`,
    Password: 'correct horse battery',
    FirstName: 'Asha',
    MiddleName: '',
    LastName: 'Reddy',
    MobileNumber: '9876543210',
    Email: `asha${sequence}@example.com`,
    AadharNumber: identity.aadhar,
    Pannumber: identity.pan,
    Address: '1-2-3 Begumpet Main Road',
    PinCode: '500016',
    Area: 'Begumpet',
    State: 'Telangana',
    District: 'Hyderabad',
    Dob: '1990-04-12',
    RefferedByBdecode: '',
    ParentFreelancerId: '',
    terms: 'true',
    ...overrides,
  };
}
