/**
 * `mailto:` takes the address as a URL part (RFC 6068): `?`, `&`, `%` and `#` in it are encoded, so an
 * address a visitor typed cannot add a cc, a subject or a body to the staff member's reply.
 */
export const mailtoHref = (email: string) => `mailto:${email.replace(/[?&%#]/g, encodeURIComponent)}`;

/** An email address as a mailto: link. */
export const EmailLink = ({ email }: { email: string }) =>
  email ? <a href={mailtoHref(email)}>{email}</a> : <>{email}</>;

/** A phone number as a tel: link (digits and a leading + only in the address). */
export const PhoneLink = ({ number }: { number: string }) => {
  const dial = number.replace(/(?!^\+)[^\d]/g, '');
  return dial ? <a href={`tel:${dial}`}>{number}</a> : <>{number}</>;
};
