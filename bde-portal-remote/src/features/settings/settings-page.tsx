import { OwnCode } from '../../app/own-code';
import { useBdeText } from '../../i18n/bde-text';
import { QueryView } from '../../ui/query-view';
import { BankDetailsForm } from './bank-details-form';
import { EmailChoicesForm } from './email-choices-form';
import { LanguageForm } from './language-form';
import { PasswordChangeForm } from './password-change-form';
import { useBdeSettingsQuery } from './settings-api';
import './settings.css';

function Settings({ bdeCode }: { bdeCode: string }) {
  const t = useBdeText();
  return (
    <QueryView query={useBdeSettingsQuery(bdeCode)} what={t('your settings')} logAs="your settings">
      {(settings) => (
        <div className="settings-page">
          <BankDetailsForm bdeCode={bdeCode} bank={settings.bank} />
          <EmailChoicesForm bdeCode={bdeCode} kinds={settings.emailKinds} />
          <LanguageForm bdeCode={bdeCode} language={settings.language} />
          <PasswordChangeForm bdeCode={bdeCode} />
        </div>
      )}
    </QueryView>
  );
}

/**
 * /bdedetails/settings: bank details for payouts, which notifications are emailed, the language, the
 * password.
 */
export function SettingsPage() {
  return <OwnCode>{(bdeCode) => <Settings bdeCode={bdeCode} />}</OwnCode>;
}
