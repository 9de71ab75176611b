// Names the API sends as English data, each from a fixed set: statuses, the client form's services and
// the statement's figures. The work screens show them in the page's language. They are listed here as
// the English keys they are, so the translation check (scripts/translation-check.ts) finds them.
import type { Translate } from 'shared/i18n/text';
import { statusLabel } from '../../ui/status-label';
import { useBdeText } from '../bde-text';

/** Every status a work screen names, as statusLabel writes it. */
export const STATUS_NAMES = [
  // Leads (LEAD_STATUSES)
  'New',
  'Contacted',
  'Proposal sent',
  'Won',
  'Lost',
  // Commission lines (COMMISSION_STATUSES) and payouts (PAYOUT_STATUSES)
  'Pending',
  'Approved',
  'Held',
  'Declined',
  'Paid',
  'Awaiting transfer',
  // Proposals (PROPOSAL_STATUSES)
  'Sent',
  'Accepted',
  // Projects (PROJECT_STATUSES) and the names their legend gives them (PROJECT_STATUS_LEGEND)
  'Active',
  'On Hold',
  'Completed',
  'In Progress',
] as const;

/** The client form's services (CLIENT_SERVICE_NAMES), which leads ask for. */
export const SERVICE_NAMES = [
  'Website Design & Development',
  'Software Development',
  'Mobile Application',
  'Digital Marketing',
  'Logo Design',
  'Brochure Design',
  'Flyers Design',
  'Others',
] as const;

/** The statement's figures (STATEMENT_FIGURES), as the PDF and the CSV name them in English. */
export const STATEMENT_FIGURE_NAMES = [
  'Opening balance',
  'Add: commissions',
  'Add: reversals',
  'Less: declined',
  'Less: TDS deducted',
  'Less: net paid to your bank',
  'Closing balance',
] as const;

/** The source the API gives a lead that names none. */
const NO_SOURCE = 'Not given';

/** A name of the set in the page's language; anything else (a newer value) as it came. */
const named =
  (names: readonly string[], t: Translate) =>
  (name: string): string =>
    names.includes(name) ? t(name) : name;

/** "proposal sent" -> "Proposal sent", or its name in the page's language. */
export const statusName = (t: Translate) => {
  const name = named(STATUS_NAMES, t);
  return (status: string) => name(statusLabel(status));
};

export const serviceName = (t: Translate) => named(SERVICE_NAMES, t);

export const statementFigureName = (t: Translate) => named(STATEMENT_FIGURE_NAMES, t);

/** A lead's source: the form's own words, or "Not given" in the page's language. */
export const sourceName = (t: Translate) => (source: string) =>
  source === NO_SOURCE ? t(NO_SOURCE) : source;

/** A status as a coloured label in the page's language; the colour only repeats what the word says. */
export function WorkStatusBadge({ status }: { status: string }) {
  const name = statusName(useBdeText());
  return (
    <span className={`status-badge status-badge--${status.toLowerCase().replace(/\s+/g, '-')}`}>
      {name(status)}
    </span>
  );
}
