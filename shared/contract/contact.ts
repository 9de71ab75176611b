export const CONTACT_PATH = '/api/ContactUs';

/** The promise made on the contact page. */
export const CONTACT_REPLY_HOURS = 24;

export const CONTACT_LIMITS = { name: 100, contactNumber: 20, message: 4000, websiteUrl: 300 } as const;
