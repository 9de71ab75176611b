import { useCallback, useState } from 'react';
import { openingFormValues, type OpeningRequest } from 'shared/contract/opening-schema';
import type { StaffOpeningResponse } from 'shared/contract/staff-opening-responses';
import { formatDateIn } from 'shared/format/date';
import { notify } from 'shared/notifications/notifications-slice';
import { Link } from 'shared/routing/router';
import { useAppDispatch } from 'shared/store/hooks';
import { STAFF_SCREENS, staffScreen } from '../../app/staff-paths';
import { RecordFields } from '../../ui/records/record-fields';
import { RecordPage, useRecordParam } from '../../ui/records/record-state';
import { StatusBadge } from '../../ui/lists/status-badge';
import { OpeningActions } from './opening-actions';
import { OpeningForm } from './opening-form';
import { openingState } from './opening-labels';
import { OpeningTranslations } from './opening-translations';
import { useOpeningQuery, useUpdateOpeningMutation } from './openings-api';
import { PublicPageLink } from './public-page-link';
import '../../ui/records/inbox.css';
import './openings.css';

const when = (at: string | null) => (at ? <time dateTime={at}>{formatDateIn(at)}</time> : null);

function Opening({ opening }: { opening: StaffOpeningResponse }) {
  const dispatch = useAppDispatch();
  const [update] = useUpdateOpeningMutation();
  const [unsaved, setUnsaved] = useState(false);
  const state = openingState(opening);
  const save = useCallback(
    async (fields: OpeningRequest) => {
      await update({ openingId: opening.id, fields }).unwrap();
      dispatch(
        notify(
          'success',
          opening.status === 'published' ? 'Saved. The careers page shows it now.' : 'Saved.',
        ),
      );
    },
    [update, opening.id, opening.status, dispatch],
  );
  return (
    <>
      <header className="inbox-heading">
        <div>
          <h1>{opening.title}</h1>
          <p className="inbox-heading__meta">
            <StatusBadge status={state.key} label={state.label} /> <PublicPageLink opening={opening} />
          </p>
        </div>
        <div className="opening-heading-actions">
          <Link className="staff-button staff-button--quiet" to={staffScreen.openingPreview(opening.id)}>
            Preview
          </Link>
          <OpeningActions opening={opening} unsaved={unsaved} />
        </div>
      </header>
      <div className="inbox-columns">
        <section className="staff-card inbox-section" aria-labelledby="opening-details-title">
          <h2 id="opening-details-title">Details</h2>
          {opening.status === 'closed' ? (
            <p>This opening is closed. Reopen it as a draft to change it.</p>
          ) : (
            <OpeningForm
              initialValues={openingFormValues(opening)}
              submitLabel={
                opening.status === 'published' ? 'Save and update the careers page' : 'Save the draft'
              }
              onSave={save}
              onDirtyChange={setUnsaved}
            />
          )}
        </section>
        <section className="staff-card inbox-section" aria-labelledby="opening-record-title">
          <h2 id="opening-record-title">Record</h2>
          <RecordFields
            fields={[
              { label: 'Applications', value: opening.applications.toLocaleString('en-IN') },
              { label: 'Created', value: when(opening.createdAt) },
              { label: 'First published', value: when(opening.publishedAt) ?? 'Not yet' },
              { label: 'Closed', value: when(opening.closedAt) ?? (opening.status === 'closed' ? '' : 'No') },
              { label: 'Last changed', value: when(opening.updatedAt) },
            ]}
          />
        </section>
        <OpeningTranslations opening={opening} />
      </div>
    </>
  );
}

/** /staff/openings/:openingId: one opening, its fields to change, and the step its state allows. */
export function OpeningPage() {
  const { id: openingId, arg } = useRecordParam('openingId');
  const result = useOpeningQuery(arg);
  return (
    <RecordPage
      id={openingId}
      result={result}
      what="opening"
      listHref={STAFF_SCREENS.openings}
      backLabel="← All openings"
      listLabel="Back to the openings"
    >
      {(opening) => <Opening opening={opening} />}
    </RecordPage>
  );
}
