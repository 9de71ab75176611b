import { PASSWORD_MIN_LENGTH } from 'shared/contract/user';
import { FormField } from 'shared/ui/form-field';
import { EMAIL_INPUT } from 'shared/ui/input-kinds';
import { PasswordField } from 'shared/ui/password-field';
import { useUserText } from '../i18n/user-text';

interface AccountFieldsProps {
  /**
   * `sign-up`: a new account, the password required. `update`: the profile, the new password optional
   * and the current password asked for, which the server needs to change the email or the password.
   */
  variant: 'sign-up' | 'update';
}

/** The account's Name, EmailAddress and Password fields, as sign-up and profile update show them. */
export function AccountFields({ variant }: AccountFieldsProps) {
  const t = useUserText();
  const update = variant === 'update';
  const min = PASSWORD_MIN_LENGTH;
  return (
    <>
      <FormField name="Name" label={t('Full name')} autoComplete="name" required />
      <FormField
        name="EmailAddress"
        label={t('Email address')}
        {...EMAIL_INPUT}
        autoComplete="email"
        required
      />
      {update ? (
        <>
          <PasswordField
            name="Password"
            label={t('New password (optional)')}
            autoComplete="new-password"
            hint={t(
              'Leave blank to keep your current password. A new one needs at least {{min}} characters.',
              { min },
            )}
          />
          <PasswordField
            name="CurrentPassword"
            label={t('Current password')}
            autoComplete="current-password"
            hint={t('Needed only to change your email address or your password.')}
          />
        </>
      ) : (
        <PasswordField
          name="Password"
          label={t('Password')}
          autoComplete="new-password"
          hint={t('At least {{min}} characters. A short phrase is easy to remember and hard to guess.', {
            min,
          })}
          required
        />
      )}
    </>
  );
}
