import { PASSWORD_MIN_LENGTH } from 'shared/contract/user';
import { FormField } from 'shared/ui/form-field';
import { EMAIL_INPUT } from 'shared/ui/input-kinds';
import { PasswordField } from 'shared/ui/password-field';

interface AccountFieldsProps {
  /**
   * `sign-up`: a new account, the password required. `update`: the profile, the new password optional
   * and the current password asked for, which the server needs to change the email or the password.
   */
  variant: 'sign-up' | 'update';
}

/** The account's Name, EmailAddress and Password fields, as sign-up and profile update show them. */
export function AccountFields({ variant }: AccountFieldsProps) {
  const update = variant === 'update';
  return (
    <>
      <FormField name="Name" label="Full name" autoComplete="name" required />
      <FormField name="EmailAddress" label="Email address" {...EMAIL_INPUT} autoComplete="email" required />
      {update ? (
        <>
          <PasswordField
            name="Password"
            label="New password (optional)"
            autoComplete="new-password"
            hint={`Leave blank to keep your current password. A new one needs at least ${PASSWORD_MIN_LENGTH} characters.`}
          />
          <PasswordField
            name="CurrentPassword"
            label="Current password"
            autoComplete="current-password"
            hint="Needed only to change your email address or your password."
          />
        </>
      ) : (
        <PasswordField
          name="Password"
          label="Password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. A short phrase is easy to remember and hard to guess.`}
          required
        />
      )}
    </>
  );
}
