import { pathParams, queryParam } from './api-path';

/**
 * A BDE's rights over what the site holds about them: a copy of it, and its erasure. Like the
 * portal's other calls they carry the BDE's code in the query and answer only for the signed-in
 * BDE's own code.
 */
export const BDE_DATA_PATHS = {
  /** GET everything the site holds about the BDE, as a JSON download; each one is audited. */
  myData: queryParam('/api/BDEPortal/MyData', 'bdeCode'),
  /** GET the BDE's latest erasure request (or none); POST asks for erasure, `{ reason }` optional. */
  erasureRequest: queryParam('/api/BDEPortal/ErasureRequest', 'bdeCode'),
} as const;

/** The back office's handling of erasure requests. */
export const STAFF_ERASURE_PATHS = {
  /** Staff: every erasure request, pending ones first. */
  requests: '/api/staff/erasure-requests',
  /** Admin: carries out the BDE's pending request. */
  erase: pathParams('/api/staff/partners/:bdeCode/erasure'),
  /** Staff: declines the BDE's pending request, with a reason the BDE reads. */
  decline: pathParams('/api/staff/partners/:bdeCode/erasure/decline'),
} as const;

export const ERASURE_STATUSES = ['pending', 'done', 'declined'] as const;
export type ErasureStatus = (typeof ERASURE_STATUSES)[number];

/** The name an erased BDE's row keeps, so every screen that names BDEs still has one to show. */
export const ERASED_NAME = { firstName: 'Erased', lastName: 'BDE' } as const;

/** The download's file name. */
export const MY_DATA_FILE = 'my-bde-data.json';

export const BDE_DATA_MESSAGES = {
  /** Said in the download itself, where the masked numbers are. */
  identityNumbers:
    'Your Aadhaar number and PAN are stored encrypted and are never sent over the web, not even to you: ' +
    'only their last four characters are shown here. To see them in full, write to us from your ' +
    'registered email address.',
  exportFromOtherSite: 'Download your data from your profile on this site.',
  alreadyPending: 'You have already asked us to erase your data: that request is still pending.',
  noPendingRequest: 'This BDE has no pending erasure request.',
} as const;
