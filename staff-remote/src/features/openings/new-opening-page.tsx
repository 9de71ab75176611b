import { openingInitialValues, type OpeningRequest } from 'shared/contract/opening-schema';
import { notify } from 'shared/notifications/notifications-slice';
import { Link, useNavigate } from 'shared/routing/router';
import { useAppDispatch } from 'shared/store/hooks';
import { STAFF_SCREENS, staffScreen } from '../../app/staff-paths';
import { OpeningForm } from './opening-form';
import { useCreateOpeningMutation } from './openings-api';
import '../../ui/records/inbox.css';
import './openings.css';

/** /staff/openings/new: a new opening, saved as a draft (nothing is public until it is published). */
export function NewOpeningPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [create] = useCreateOpeningMutation();

  async function save(fields: OpeningRequest) {
    const created = await create(fields).unwrap();
    dispatch(notify('success', 'Draft saved. Preview it, then publish it when it is ready.'));
    navigate(staffScreen.opening(created.id));
  }

  return (
    <div className="staff-page">
      <p className="inbox-back">
        <Link to={STAFF_SCREENS.openings}>← All openings</Link>
      </p>
      <h1>New opening</h1>
      <p className="inbox-intro">
        It is saved as a draft: nothing shows on the careers page until you publish it.
      </p>
      <section className="staff-card" aria-label="The opening's details">
        <OpeningForm initialValues={openingInitialValues} submitLabel="Save the draft" onSave={save} />
      </section>
    </div>
  );
}
