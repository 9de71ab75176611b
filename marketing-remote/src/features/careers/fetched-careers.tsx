import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { OpeningResponse } from 'shared/contract/careers-responses';
import { PATHS } from 'shared/contract/route-paths';
import { OpeningList } from 'shared/careers/opening-list';
import { Link, useParams } from 'shared/routing/router';
import { useMarketingText } from '../../i18n/marketing-text';
import { usePublicOpeningQuery, usePublicOpeningsQuery } from './careers-api';
import { CareersSlot } from './careers-slot';
import { CareersLoading, CareersProblem } from './careers-status';
import { OpeningView } from './opening-view';
import { useNotFoundHead } from './page-head';

// The careers pages reached by a link within the site ask the API: this module (and the API
// client) loads only then, one chunk for both pages.

/** The openings of /careers reached by a link within the site: asked of the API. */
export function FetchedOpenings() {
  const { data, isError, isFetching, refetch } = usePublicOpeningsQuery();
  if (data)
    return (
      <CareersSlot name="list">
        <OpeningList openings={data.openings} />
      </CareersSlot>
    );
  if (isError && !isFetching) return <CareersProblem onRetry={refetch} busy={isFetching} />;
  return <CareersLoading />;
}

/** A closed opening is answered with 410 and the opening itself. */
function closedAnswer(error: FetchBaseQueryError | SerializedError | undefined): OpeningResponse | null {
  return error && 'status' in error && error.status === 410 ? (error.data as OpeningResponse) : null;
}

/** As the site's own not-found page says it (the shell's): no opening has this address. */
function OpeningNotFound() {
  useNotFoundHead();
  const t = useMarketingText();
  return (
    <section className="container page-section not-found">
      <p className="eyebrow">{t('Error 404')}</p>
      <h1>{t('We could not find that page')}</h1>
      <p>{t('The address may be mistyped, or the role may have been taken down.')}</p>
      <ul className="not-found__links">
        <li>
          <Link to={PATHS.careers}>{t('See the roles open now')}</Link>
        </li>
        <li>
          <Link to={PATHS.home}>{t('Go to the home page')}</Link>
        </li>
      </ul>
    </section>
  );
}

/** An opening reached by a link within the site: asked of the API. */
export function FetchedOpening() {
  const { slug = '' } = useParams();
  const { currentData, error, isFetching, refetch } = usePublicOpeningQuery(slug);
  const answer = currentData ?? closedAnswer(error);
  if (answer) return <OpeningView opening={answer.opening} closed={answer.closed} withApplication />;
  if (error && 'status' in error && error.status === 404) return <OpeningNotFound />;
  if (error && !isFetching) return <CareersProblem onRetry={refetch} busy={isFetching} />;
  return <CareersLoading />;
}
