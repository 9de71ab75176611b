/** The privacy policy was last updated in December 2023; the terms were revised with it (in English, its key). */
export const LEGAL_LAST_UPDATED = 'December 2023';
export const LEGAL_LAST_UPDATED_ISO = '2023-12';
