import { Link } from 'shared/routing/router';
import { COMPANY, oneLineAddress } from 'shared/content/company';
import { CONSENT_PURPOSES } from 'shared/contract/privacy-notice';
import { RETENTION_DAYS, RETENTION_RUN_HOURS } from 'shared/contract/retention';
import { PATHS } from 'shared/contract/route-paths';
import { useMarketingText } from '../../i18n/marketing-text';
import { richText } from 'shared/i18n/rich-text';
import { SubscriptionLink } from '../newsletter/subscription-link';
import { LegalPage } from './legal-page';

// In English, the keys of their translations; `purpose` is the contract's own text (the consent's purpose),
// drawn as the contract gives it.
const COLLECTED = [
  {
    what: 'Newsletter',
    data: 'Your email address, when you subscribed and when you confirmed the subscription.',
    purpose: CONSENT_PURPOSES.newsletter,
  },
  {
    what: 'Contact form',
    data: 'Name, contact number, email, your message and, if you give it, your website address.',
    purpose: CONSENT_PURPOSES.contact,
  },
  {
    what: 'Client information form',
    data: 'Company name, industry, address, email, mobile, website, contact person and role, the services you need, appointment date, reference and notes, the time of submission and, when a BDE submits it, their BDE code.',
    purpose: CONSENT_PURPOSES['client-info'],
  },
  {
    what: 'User account',
    data: 'Name, email address and password. The password is stored only as a one-way hash (argon2id); nobody, including us, can read it.',
    purpose: CONSENT_PURPOSES['user-signup'],
  },
  {
    what: 'BDE registration',
    data: 'User name, password (hashed as above), first, middle and last name, mobile number, email, Aadhaar number, PAN, optional copies of your Aadhaar and PAN cards, address, pin code, area, state, district, date of birth, the BDE code of whoever referred you, any parent freelancer ID and whether you accepted the terms.',
    purpose: CONSENT_PURPOSES['bde-registration'],
  },
  {
    what: 'Job application',
    data: 'Name, email, mobile number, current city, years of experience, your résumé and, if you give them, a LinkedIn or portfolio link and a note, the opening you applied to, and where your application stands.',
    purpose: CONSENT_PURPOSES['job-application'],
  },
  {
    what: 'Job application kept on file (if you ask)',
    data: 'The same application, kept longer.',
    purpose: CONSENT_PURPOSES['job-application-on-file'],
  },
  {
    what: 'BDE portal activity',
    data: 'The proposals, projects, amounts and dates recorded against your BDE code.',
    why: 'To show your dashboard and calculate what you have earned.',
  },
];

const YEARS = ['one year', 'two years', 'three years', 'four years', 'five years'];
/** 1095 days as "three years", as a person says it; other periods in days. */
function usePeriod() {
  const t = useMarketingText();
  return (days: number) => {
    const years = days % 365 === 0 && YEARS[days / 365 - 1];
    return years ? t(years) : t('{{days}} days', { days });
  };
}

export function PrivacyPage() {
  const privacyEmail = COMPANY.emails.privacy;
  const privacyLink = <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>;
  const t = useMarketingText();
  const period = usePeriod();
  return (
    <LegalPage title={t('Privacy Policy')} label={t('Privacy policy text')}>
      <SubscriptionLink />
      <p className="lead">
        {t(
          'This policy explains what personal data {{company}} (“we”, “us”) collects through this website and its user and BDE portals, why we collect it, where it is kept, who can see it and how you can have it corrected or deleted. We process personal data in line with the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000.',
          { company: COMPANY.name },
        )}
      </p>

      <h2>{t('1. What we collect and why')}</h2>
      <p>
        {t(
          'We collect only what you type into our forms, plus the small amount of technical data described in section 2.',
        )}
      </p>
      <div className="data-cards">
        {COLLECTED.map((row) => (
          // Not a landmark each: "Newsletter" would share its name with the footer's newsletter region.
          <div key={row.what} className="data-card">
            <h3>{t(row.what)}</h3>
            <dl>
              <dt>{t('What we keep')}</dt>
              <dd>{t(row.data)}</dd>
              <dt>{t('Why')}</dt>
              <dd>{row.why ? t(row.why) : row.purpose}</dd>
            </dl>
          </div>
        ))}
      </div>

      <h3>{t('Aadhaar and PAN')}</h3>
      <p>
        {t(
          'We ask Business Development Executives (BDEs) for their Aadhaar number and PAN because we pay them commission: we must know who we are paying, and the Income-tax Act requires a PAN for tax deducted at source. We do not use Aadhaar for authentication with UIDAI, and we never share either number with anyone except where the law requires it.',
        )}
      </p>
      <ul>
        <li>
          {t(
            'Both numbers are encrypted (AES-256-GCM) before they are stored. Only the last four digits are kept readable, and only those four digits are ever shown, including in your own portal.',
          )}
        </li>
        <li>
          {t(
            'Copies of the cards are optional. If you upload them (PDF, PNG or JPEG, up to 2 MB each), we check the file type, encrypt the file, store it under a random name outside every folder the website serves and never give it a web address. Only authorised staff can open them, to verify your identity.',
          )}
        </li>
        <li>{t('We do not ask for Aadhaar or PAN from visitors, users or clients.')}</li>
      </ul>

      <h2>{t('2. Cookies, local storage and logs')}</h2>
      <ul>
        <li>
          {richText(
            t,
            '{{name}}: a session cookie set only when you sign in. It holds a random token; our database keeps only a hash of it. It cannot be read by scripts, and it expires after 30 minutes without activity or 12 hours at most, and when you sign out.',
            { name: <strong>sid</strong> },
          )}
        </li>
        <li>
          {richText(
            t,
            '{{name}}: a security cookie that proves a form was sent from this site, not from another website acting on your behalf. It holds no personal data.',
            { name: <strong>XSRF-TOKEN</strong> },
          )}
        </li>
        <li>
          {richText(
            t,
            "{{name}}: set only when you open a BDE's personal link. It holds that BDE's code, signed so that it cannot be changed, and nothing about you; scripts cannot read it. For 30 days, a client form, BDE registration, contact message or sign-up sent from this browser is credited to that BDE. The BDE sees a lead you send as they see any lead, and otherwise only counts of visits and of what came of them.",
            { name: <strong>bde-referral</strong> },
          )}
        </li>
        <li>
          {richText(
            t,
            '{{term}} in your browser keeps your display name, role (user or BDE), user ID and, for BDEs, the BDE code, so the site can show your name and open the right portal. Signing out removes them.',
            { term: <strong>{t('Local storage')}</strong> },
          )}
        </li>
        <li>
          {richText(
            t,
            "{{term}} record each request's time, address, page and result, to keep the service running and secure. They never include what you type into forms, your cookies or security tokens. Your IP address is also held in memory for up to 15 minutes to limit repeated sign-in or form attempts.",
            { term: <strong>{t('Server logs')}</strong> },
          )}
        </li>
      </ul>
      <p>{t('We do not use analytics, advertising or tracking cookies.')}</p>

      <h2>{t('3. Third-party services')}</h2>
      <ul>
        <li>
          <strong>{t('Live chat.')}</strong>{' '}
          {t(
            'When a live-chat widget is switched on, it is loaded from the chat provider after the page has loaded. The provider receives what you type into the chat and the usual technical details of your browser. If you do not use the chat, you send it nothing you typed.',
          )}
        </li>
        <li>
          <strong>{t('Map.')}</strong>{' '}
          {t(
            "The contact page may show an embedded map from a map provider, which then receives your browser's address and details when the map loads. Without an embedded map, the page shows our address and a directions link that you can choose to follow.",
          )}
        </li>
        <li>
          <strong>{t('Pin-code lookup.')}</strong>{' '}
          {t(
            'During BDE registration, the six-digit pin code you enter is looked up to fill in area, state and district. Only the pin code is used for that lookup.',
          )}
        </li>
      </ul>

      <h2>{t('4. Where your data is kept and who can see it')}</h2>
      <p>
        {t(
          'Everything you submit is stored in our own database, on servers run by us or by our hosting provider under a contract that forbids any other use of it. Identity documents are stored as encrypted files on the same servers. Data travels to and from the site over encrypted connections (HTTPS).',
        )}
      </p>
      <p>
        {t(
          'Inside {{company}}, only the staff who need it can see it: the sales team sees enquiries and client information, the accounts team sees what is needed to pay BDEs, and a small administrative team can verify identity documents. A BDE sees only their own data and the names and codes of the people they referred. We do not sell or rent personal data to anyone.',
          { company: COMPANY.shortName },
        )}
      </p>

      <h2>{t('5. How long we keep it')}</h2>
      <p>
        {t(
          'A job on our servers deletes the following every {{hours}} hours, once they reach the age given, and records how many it deleted:',
          { hours: RETENTION_RUN_HOURS },
        )}
      </p>
      <ul>
        <li>
          {t('Contact messages: {{period}} after they arrive.', {
            period: period(RETENTION_DAYS.contactMessages),
          })}
        </li>
        <li>
          {t(
            'Client information that did not lead to work with us: {{period}} after it arrives. Enquiries that became work are business records, kept with them.',
            { period: period(RETENTION_DAYS.unconvertedLeads) },
          )}
        </li>
        <li>
          {t(
            'Copies of identity documents of BDE registrations we did not accept: {{days}} days after our review.',
            {
              days: RETENTION_DAYS.rejectedRegistrationDocuments,
            },
          )}
        </li>
        <li>
          {t(
            'Newsletter addresses: until you unsubscribe. An address nobody confirmed is deleted {{days}} days after we sent it the last confirmation link.',
            { days: RETENTION_DAYS.unconfirmedSubscriptions },
          )}
        </li>
        <li>
          {t(
            'Copies of the emails we send you (such as a password reset link): {{days}} days after they are written.',
            {
              days: RETENTION_DAYS.sentEmails,
            },
          )}
        </li>
        <li>
          {t('Password reset links and signed-in sessions: {{days}} day after they stop working.', {
            days: RETENTION_DAYS.expiredTokens,
          })}
        </li>
        <li>
          {t(
            'Job applications and their résumés: {{usual}} after the opening closes, or {{kept}} after it closes if you asked us to keep your application on file for future openings. An application you withdraw is deleted at once.',
            {
              usual: period(RETENTION_DAYS.applicationsAfterClose),
              kept: period(RETENTION_DAYS.applicationsKeptOnFile),
            },
          )}
        </li>
        <li>{t('User accounts: until you ask us to delete the account.')}</li>
        <li>
          {t(
            'BDE records: while you are a BDE. After you leave, we keep payment and tax records for as long as Indian tax law requires and delete the rest, including Aadhaar and document copies.',
          )}
        </li>
      </ul>

      <h2>{t('6. Your rights and how to ask for deletion')}</h2>
      <p>
        {t(
          'You can ask us to show you the personal data we hold about you, correct it, delete it, or stop sending you the newsletter. You can also update your name, email and password yourself in your user dashboard.',
        )}
      </p>
      <p>
        {t(
          'Much of this you can do yourself, at any time. Every newsletter has an unsubscribe link: one press deletes your address from the list. In your user dashboard, “Your data” downloads everything we hold about you and deletes your account. In the BDE portal, your profile downloads your data and sends us a request to erase it.',
        )}
      </p>
      <p>
        {richText(
          t,
          'To ask for any of these, email {{email}} from the address you registered with (or tell us your BDE code), saying what you would like us to do. We reply within 7 days and complete deletion within 30 days, confirming when it is done. We will tell you if the law requires us to keep any part, such as tax records of commission paid.',
          { email: privacyLink },
        )}
      </p>

      <h2>{t('7. Security')}</h2>
      <p>
        {t(
          'Passwords are hashed, identity numbers and documents are encrypted, sign-in attempts are limited, every form is protected against cross-site request forgery and sessions expire on their own. If a breach ever affects your data, we will tell you and the Data Protection Board of India as the law requires.',
        )}
      </p>

      <h2>{t('8. Children')}</h2>
      <p>
        {t(
          'This website is meant for businesses and adults. You must be at least 18 years old to register as a BDE, and we do not knowingly collect data from children.',
        )}
      </p>

      <h2>{t('9. Changes and contact')}</h2>
      <p>
        {t(
          'If we change this policy, we will update the date at the top of this page, and tell registered users and BDEs by email about any change to what we collect or why.',
        )}
      </p>
      <p>
        {richText(
          t,
          'Grievance Officer, {{company}}, {{address}}. Email: {{email}}. See also our {{terms}}.',
          { email: privacyLink, terms: <Link to={PATHS.terms}>{t('Terms of Service')}</Link> },
          { company: COMPANY.name, address: oneLineAddress() },
        )}
      </p>
    </LegalPage>
  );
}
