import { OwnCode } from '../../app/own-code';
import { QueryView } from '../../ui/query-view';
import { BankDetailsForm } from './bank-details-form';
import { EmailChoicesForm } from './email-choices-form';
import { LanguageForm } from './language-form';
import { PasswordChangeForm } from './password-change-form';
import { useBdeSettingsQuery } from './settings-api';
import './settings.css';

function Settings({ bdeCode }: { bdeCode: string }) {
  return (
    <QueryView query={useBdeSettingsQuery(bdeCode)} what="your settings">
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
