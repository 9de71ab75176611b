import { Suspense, lazy } from 'react';
import { CareersLoading } from './careers-status';
import { useDrawnInBrowser, useEmbeddedData } from './embedded-data';
import { OpeningLayout, OpeningView } from './opening-view';
import '../../ui/marketing.css';
import './careers.css';

const FetchedOpening = lazy(() =>
  import('./fetched-careers').then((module) => ({ default: module.FetchedOpening })),
);

/**
 * `/careers/<slug>`: drawn by the server from the database (its rows carried in the page), else,
 * after a navigation within the site, from the API.
 */
export function OpeningPage() {
  const data = useEmbeddedData('opening');
  const inBrowser = useDrawnInBrowser();
  if (data) return <OpeningView opening={data.opening} closed={data.closed} withApplication={inBrowser} />;
  if (!inBrowser) {
    // Pre-rendered at build time, before any opening exists: the page's bands, with the places the server fills.
    return <OpeningLayout />;
  }
  return (
    <Suspense fallback={<CareersLoading />}>
      <FetchedOpening />
    </Suspense>
  );
}
