import { selectAuthUser, selectBdeCode } from 'shared/auth/auth-slice';
import { useAppSelector } from 'shared/store/hooks';
import { MissingBdeCode } from '../../app/missing-bde-code';
import { useBdeProfileQuery } from '../../app/portal-api';
import { useBdeText } from '../../i18n/bde-text';
import { DownlineChildren } from './downline-node';

/** /bdedetails/downline: the BDEs who joined with this BDE's code, and theirs, one level at a time. */
export function DownlinePage() {
  const t = useBdeText();
  const bdeCode = useAppSelector(selectBdeCode);
  const authUser = useAppSelector(selectAuthUser);
  const profile = useBdeProfileQuery(bdeCode ?? '', { skip: !bdeCode });
  if (!bdeCode) return <MissingBdeCode />;
  const you = { bdeCode, fullName: profile.data?.fullName ?? authUser?.name ?? bdeCode };
  return (
    <section className="card portal-panel" aria-labelledby="downline-title">
      <h2 id="downline-title">{t('Your downline')}</h2>
      <p className="dashboard-card__note">
        {t(
          'Everyone who registered with your BDE code, and the people they referred in turn. Open a name to see their team.',
        )}
      </p>
      <ul className="tree">
        <li className="tree__item tree__item--root">
          <p className="tree__root">
            <span className="tree__name">{you.fullName}</span>{' '}
            <span className="tree__code">{you.bdeCode}</span> <span className="tree__you">{t('(you)')}</span>
          </p>
          <DownlineChildren parent={you} isYou />
        </li>
      </ul>
    </section>
  );
}
