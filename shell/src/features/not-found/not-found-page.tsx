import { Link } from 'shared/routing/router';
import { ROUTES } from 'shared/contract/routes';
import { useShellText } from '../../i18n/shell-text';
import { usePageMeta } from '../../routing/use-page-meta';

export function NotFoundPage() {
  const t = useShellText();
  usePageMeta({ title: 'Page not found' });
  return (
    <section className="container page-section not-found">
      <p className="eyebrow">{t('Error 404')}</p>
      <h1>{t('We could not find that page')}</h1>
      <p>{t('The address may be mistyped, or the page may have moved.')}</p>
      <ul className="not-found__links">
        <li>
          <Link to={ROUTES.home.path}>{t('Go to the home page')}</Link>
        </li>
        <li>
          <Link to={ROUTES.services.path}>{t('See our services')}</Link>
        </li>
        <li>
          <Link to={ROUTES.contact.path}>{t('Contact us')}</Link>
        </li>
      </ul>
    </section>
  );
}
