import { Link } from 'shared/routing/router';
import { ROUTES } from 'shared/contract/routes';
import { usePageMeta } from '../../routing/use-page-meta';

export function NotFoundPage() {
  usePageMeta({ title: 'Page not found' });
  return (
    <section className="container page-section not-found">
      <p className="eyebrow">Error 404</p>
      <h1>We could not find that page</h1>
      <p>The address may be mistyped, or the page may have moved.</p>
      <ul className="not-found__links">
        <li>
          <Link to={ROUTES.home.path}>Go to the home page</Link>
        </li>
        <li>
          <Link to={ROUTES.services.path}>See our services</Link>
        </li>
        <li>
          <Link to={ROUTES.contact.path}>Contact us</Link>
        </li>
      </ul>
    </section>
  );
}
