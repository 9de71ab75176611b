import { selectBdeCode } from 'shared/auth/auth-slice';
import { COMPANY } from 'shared/content/company';
import { MESSAGES } from 'shared/contract/messages';
import { formatDateIn } from 'shared/format/date';
import { usePageLanguage } from 'shared/i18n/text';
import { useAppSelector } from 'shared/store/hooks';
import { useBdeText } from '../../i18n/bde-text';
import { useLoggedFailure } from '../../ui/fetch-problem';
import { richText } from '../../ui/rich-text';
import { useBdeProfileQuery } from '../../app/portal-api';
import { ReviewState } from './review-state';
import { YourDataSection } from './your-data-section';
import './profile.css';

/**
 * /bdedetails/profile: the BDE's profile fields, with Aadhaar and PAN only ever masked, and what they
 * can do with their data (a copy of it, and asking for its erasure).
 */
export function ProfilePage() {
  const t = useBdeText();
  const language = usePageLanguage();
  const bdeCode = useAppSelector(selectBdeCode);
  const { data, error, isLoading, refetch } = useBdeProfileQuery(bdeCode ?? '', { skip: !bdeCode });
  useLoggedFailure('the profile', error);

  if (!bdeCode) {
    return (
      <div className="fetch-problem" role="alert">
        <p>{MESSAGES.bdeProfileNoCode}</p>
      </div>
    );
  }
  if (error) {
    return (
      <div className="fetch-problem" role="alert">
        <p>{MESSAGES.bdeProfileFailed}</p>
        <button type="button" className="button" onClick={() => void refetch()}>
          {t('Retry')}
        </button>
      </div>
    );
  }
  if (isLoading || !data) return <p aria-busy="true">{t('Loading your profile…')}</p>;

  const fields: Array<[string, string]> = [
    ['Full name', data.fullName],
    ['BDE code', data.bdeCode],
    ['Mobile number', data.mobileNumber],
    ['Email', data.email],
    ['State', data.state],
    ['District', data.district],
    ['Registered on', formatDateIn(data.regDate, language)],
    ['Aadhaar', data.aadharMasked],
    ['PAN', data.panMasked],
  ];
  return (
    <>
      <section className="card portal-panel" aria-labelledby="profile-title">
        <h2 id="profile-title">{t('Your details')}</h2>
        <ReviewState status={data.reviewStatus} reason={data.reviewReason} />
        <dl className="detail-list">
          {fields.map(([label, value]) => (
            <div key={label} className="detail-list__row">
              <dt>{t(label)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="dashboard-card__note">
          {richText(
            t,
            'Share your BDE code {{code}} with the people you refer: they enter it when they register and join your downline. To change any of these details, write to {{email}} or call {{phone}}.',
            {
              code: <strong>{data.bdeCode}</strong>,
              email: <a href={`mailto:${COMPANY.emails.info}`}>{COMPANY.emails.info}</a>,
            },
            { phone: COMPANY.phone },
          )}
        </p>
      </section>
      <YourDataSection bdeCode={data.bdeCode} />
    </>
  );
}
