import type { StaffOpeningResponse } from 'shared/contract/staff-opening-responses';
import { Link } from 'shared/routing/router';
import { STAFF_SCREENS, staffScreen } from '../../app/staff-paths';
import { RecordState, useRecordParam } from '../../ui/records/record-state';
import { OpeningActions } from './opening-actions';
import { OpeningPreview } from './opening-preview';
import { useOpeningQuery } from './openings-api';
import { PublicPageLink } from './public-page-link';
import '../../ui/records/inbox.css';
import './openings.css';

function Preview({ opening }: { opening: StaffOpeningResponse }) {
  return (
    <>
      <header className="inbox-heading">
        <div>
          <h1>Preview</h1>
          <p className="inbox-heading__meta">
            The saved opening as the careers page shows it. <PublicPageLink opening={opening} />
          </p>
        </div>
        <OpeningActions opening={opening} />
      </header>
      <div className="staff-card opening-preview__frame">
        <OpeningPreview opening={opening} />
      </div>
    </>
  );
}

/** /staff/openings/:openingId/preview: the opening as the public will read it, with its next step. */
export function OpeningPreviewPage() {
  const { id: openingId, arg } = useRecordParam('openingId');
  const result = useOpeningQuery(arg);
  return (
    <div className="staff-page">
      <p className="inbox-back">
        <Link to={Number.isNaN(openingId) ? STAFF_SCREENS.openings : staffScreen.opening(openingId)}>
          ← Back to the opening
        </Link>
      </p>
      <RecordState
        result={result}
        invalid={Number.isNaN(openingId)}
        what="opening"
        listHref={STAFF_SCREENS.openings}
        listLabel="Back to the openings"
      >
        {(opening) => <Preview opening={opening} />}
      </RecordState>
    </div>
  );
}
