import { lazy, Suspense, useEffect, useState } from 'react';

const SubscriptionPanel = lazy(() => import('./subscription-panel'));

/**
 * Where the newsletter's emailed links land on the privacy page. A link carries a value in its
 * fragment (`#confirm=…`), which a section anchor never does; only then is the panel, with the API
 * client, downloaded. Read after hydration: the pre-rendered page knows no fragment.
 */
export function SubscriptionLink() {
  const [linked, setLinked] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLinked(window.location.hash.includes('='));
  }, []);
  return linked ? (
    <Suspense fallback={null}>
      <SubscriptionPanel />
    </Suspense>
  ) : null;
}
