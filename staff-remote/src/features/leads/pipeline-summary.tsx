import { LEAD_STATUSES, type LeadStatus } from 'shared/contract/staff';
import { useStaffOverviewQuery } from '../overview/overview-api';
import { LEAD_STATUS_LABELS } from './lead-labels';

interface PipelineSummaryProps {
  /** The status the list is filtered by ('' for all). */
  current: string;
  onChoose: (status: LeadStatus | '') => void;
}

/** How many leads stand at each step; pressing a step filters the list by it (again: every step). */
export function PipelineSummary({ current, onChoose }: PipelineSummaryProps) {
  const pipeline = useStaffOverviewQuery().data?.office?.leadPipeline;
  if (!pipeline) return null;
  return (
    <section aria-label="Pipeline">
      <ul className="inbox-pipeline">
        {LEAD_STATUSES.map((status) => {
          const chosen = current === status;
          return (
            <li key={status}>
              <button type="button" aria-pressed={chosen} onClick={() => onChoose(chosen ? '' : status)}>
                {LEAD_STATUS_LABELS[status]}
                <span className="inbox-pipeline__count">{pipeline[status].toLocaleString('en-IN')}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
