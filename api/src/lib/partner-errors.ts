import { HttpError } from './http-error';

/** The answers when a partner, their project or their document is not there: every partner route's. */
export const PARTNER_NOT_FOUND = 'No BDE has this code.';
export const PROJECT_NOT_FOUND = 'There is no such project.';
export const DOCUMENT_NOT_FOUND = 'This BDE has no such document.';

export const partnerNotFound = () => new HttpError(404, PARTNER_NOT_FOUND);
export const projectNotFound = () => new HttpError(404, PROJECT_NOT_FOUND);
export const documentNotFound = () => new HttpError(404, DOCUMENT_NOT_FOUND);
