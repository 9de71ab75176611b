// Attributes of the common kinds of input, spread into a FormField.

/** Kept as typed: no spelling marks and no capital first letter (user names, email addresses, codes). */
export const AS_TYPED = { spellCheck: false, autoCapitalize: 'off' } as const;

/** An email address, on the phone's email keyboard, kept as typed. */
export const EMAIL_INPUT = { type: 'email', inputMode: 'email', ...AS_TYPED } as const;

export const PHONE_INPUT = { type: 'tel', inputMode: 'tel', autoComplete: 'tel' } as const;

export const URL_INPUT = { type: 'url', inputMode: 'url' } as const;
