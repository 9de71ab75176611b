import { EmailLink, PhoneLink } from '../../app/contact-links';
import type { PartnerResponse } from 'shared/contract/staff-partner-responses';
import { formatDateIn } from 'shared/format/date';
import { LANGUAGE_ENGLISH_NAMES } from 'shared/i18n/account-language';
import { LANGUAGE_NAMES, type Language } from 'shared/i18n/languages';
import { PartnerFields, PartnerSection } from './partner-fields';

/** A language in English, with its own name beside it (marked as its language): "Telugu (తెలుగు)". */
function LanguageName({ language }: { language: Language }) {
  if (language === 'en') return <>{LANGUAGE_ENGLISH_NAMES.en}</>;
  return (
    <>
      {LANGUAGE_ENGLISH_NAMES[language]} (<span lang={language}>{LANGUAGE_NAMES[language]}</span>)
    </>
  );
}

/** The BDE's own details, with mailto: and tel: links, and the language their emails are in. */
export function PartnerProfile({ partner }: { partner: PartnerResponse }) {
  return (
    <PartnerSection id="partner-profile" title="Profile">
      <PartnerFields
        fields={[
          ['Full name', partner.fullName],
          ['User name', partner.userName],
          ['Email', <EmailLink email={partner.email} />],
          ['Mobile number', <PhoneLink number={partner.mobileNumber} />],
          ['Address', partner.address],
          ['Area', partner.area],
          ['District', partner.district],
          ['State', partner.state],
          ['Pin code', partner.pinCode],
          ['Date of birth', formatDateIn(`${partner.dob}T00:00:00+05:30`)],
          ['Registered on', formatDateIn(partner.registeredAt)],
          ['Language', <LanguageName language={partner.language} />],
        ]}
      />
    </PartnerSection>
  );
}

/** Aadhaar and PAN: only their last four characters ever reach the back office. */
export function PartnerIdentity({ partner }: { partner: PartnerResponse }) {
  return (
    <PartnerSection id="partner-identity" title="Identity">
      <PartnerFields
        fields={[
          ['Aadhaar', <span className="partner-number">{partner.aadharMasked}</span>],
          ['PAN', <span className="partner-number">{partner.panMasked}</span>],
        ]}
      />
      <p className="staff-hint">Only the last four characters are shown; the full numbers stay encrypted.</p>
    </PartnerSection>
  );
}
