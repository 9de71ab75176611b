import { Link } from 'shared/routing/router';
import { COMPANY, oneLineAddress } from 'shared/content/company';
import { PATHS } from 'shared/contract/route-paths';
import { useMarketingText } from '../../i18n/marketing-text';
import { richText } from '../../i18n/rich-text';
import { LegalPage } from './legal-page';

export function TermsPage() {
  const t = useMarketingText();
  const infoLink = <a href={`mailto:${COMPANY.emails.info}`}>{COMPANY.emails.info}</a>;
  return (
    <LegalPage title={t('Terms of Service')} label={t('Terms of service text')}>
      <p className="lead">
        {t(
          'These terms apply to everyone who uses this website, including the user dashboard and the Business Development Executive (BDE) portal. By using the site you agree to them; if you do not agree, please do not use it.',
        )}
      </p>

      <h2>{t('1. Who we are')}</h2>
      <p>
        {t(
          'This website is run by {{company}}, a private limited company registered in India, with its office at {{address}}.',
          { company: COMPANY.name, address: oneLineAddress() },
        )}
      </p>

      <h2>{t('2. Using the website')}</h2>
      <ul>
        <li>{t('You may read, share and link to our public pages for any lawful purpose.')}</li>
        <li>
          {t(
            "You must not try to break, overload or gain unauthorised access to the site, its portals or other people's accounts, or use automated tools to submit our forms.",
          )}
        </li>
        <li>{t('Information you send through our forms must be true and must be yours to share.')}</li>
      </ul>

      <h2>{t('3. Accounts')}</h2>
      <p>
        {richText(
          t,
          'You are responsible for keeping your password secret and for what happens under your account. Tell us at once at {{email}} if you think someone else has used it. We may suspend an account that is used to break these terms.',
          { email: infoLink },
        )}
      </p>

      <h2>{t('4. The BDE programme')}</h2>
      <ul>
        <li>
          {t(
            'To register as a BDE you must be at least 18 years old, resident in one of the states we list on the registration form, and give accurate identity details, including your Aadhaar number and PAN.',
          )}
        </li>
        <li>
          {t(
            'Registration does not make you our employee or agent. Commission rates, payment terms and targets are set out in a separate written agreement that we sign with each BDE before any payment is due.',
          )}
        </li>
        <li>
          {t(
            'Some figures in the BDE portal (leads, tasks, reports and parts of the dashboard) are illustrative samples, not records of your business. Only proposals, projects and revenue recorded against your BDE code are actual data.',
          )}
        </li>
        <li>
          {t(
            'We never charge a fee to register or to stay registered as a BDE. Anyone asking you for money in our name is not acting for us.',
          )}
        </li>
      </ul>

      <h2>{t('5. Our content')}</h2>
      <p>
        {t(
          'The text, illustrations, logos and design of this site belong to {{company}} or are used under licence, such as the technology logos from the open-source Devicon project. You may not copy them for commercial use without our written permission.',
          { company: COMPANY.name },
        )}
      </p>

      <h2>{t('6. Enquiries, proposals and contracts')}</h2>
      <p>
        {t(
          'Sending an enquiry or the client information form does not create a contract. Any work we do for you is governed by a separate written proposal or agreement, which takes priority over these terms.',
        )}
      </p>

      <h2>{t('7. Other websites and services')}</h2>
      <p>
        {t(
          'Links to other websites, and services such as an embedded map or live chat, are provided by their own owners under their own terms. We are not responsible for their content or how they handle your data.',
        )}
      </p>

      <h2>{t('8. Availability and liability')}</h2>
      <p>
        {t(
          'We work to keep the site accurate and available, but we provide it as it is, and we may change or pause parts of it without notice. To the extent the law allows, we are not liable for indirect or consequential loss arising from your use of the site. Nothing in these terms limits liability that cannot be limited by law.',
        )}
      </p>

      <h2>{t('9. Privacy')}</h2>
      <p>
        {richText(
          t,
          'How we handle personal data is explained in our {{link}}, which forms part of these terms.',
          {
            link: <Link to={PATHS.privacy}>{t('Privacy Policy')}</Link>,
          },
        )}
      </p>

      <h2>{t('10. Changes, law and disputes')}</h2>
      <p>
        {t(
          'We may update these terms; the date at the top shows the latest version, and continuing to use the site after a change means you accept it. These terms are governed by the laws of India, and the courts at Hyderabad, Telangana have exclusive jurisdiction over any dispute.',
        )}
      </p>

      <h2>{t('11. Contact')}</h2>
      <p>
        {richText(t, 'Questions about these terms: {{email}} or {{link}}.', {
          email: infoLink,
          link: <Link to={PATHS.contact}>{t('our contact page')}</Link>,
        })}
      </p>
    </LegalPage>
  );
}
