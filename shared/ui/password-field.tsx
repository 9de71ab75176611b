import { useId, useState, type ReactNode } from 'react';
import { useSharedText } from 'shared/i18n/shared-text';
import { FormField } from './form-field';
import { AS_TYPED } from './input-kinds';
import './password-field.css';

interface PasswordFieldProps {
  name: string;
  label: ReactNode;
  autoComplete: 'current-password' | 'new-password';
  hint?: ReactNode;
  required?: boolean;
}

/** A password input with a "Show password" switch, so people on phones can check what they typed. */
export function PasswordField({ name, label, autoComplete, hint, required }: PasswordFieldProps) {
  const t = useSharedText();
  const [visible, setVisible] = useState(false);
  const toggleId = useId();
  return (
    <div className="password-field">
      <FormField
        name={name}
        label={label}
        hint={hint}
        required={required}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        {...AS_TYPED}
      />
      <div className="password-field__toggle">
        <input
          id={toggleId}
          type="checkbox"
          checked={visible}
          onChange={(event) => setVisible(event.target.checked)}
        />
        <label htmlFor={toggleId}>{t('Show password')}</label>
      </div>
    </div>
  );
}
