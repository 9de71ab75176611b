import { formatInr } from 'shared/format/inr';

/** Keys whose value is a sum in rupees (`amount`, `proposalAmount`). */
const AMOUNT_KEY = /amount$/i;

/**
 * A value of an audit row's detail in words: text as it is, nothing as "none", an amount in rupees as
 * the rest of the site writes it (₹2,50,000.50), a list of names joined, the rest as JSON.
 */
function shown(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (AMOUNT_KEY.test(key) && typeof value === 'number' && Number.isFinite(value)) return formatInr(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // A list of names (the fields a change touched): as words.
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join(', ');
  return JSON.stringify(value);
}

/** `bdeCode` -> "BDE code", `companyName` -> "company name": the detail's keys as words. */
function words(key: string): string {
  if (key === 'bdeCode') return 'BDE code';
  const spaced = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** What an audit row recorded, as label and value pairs. */
export function AuditDetail({ detail }: { detail: Record<string, unknown> | null }) {
  const entries = Object.entries(detail ?? {});
  if (entries.length === 0) return <span className="audit-muted">No detail</span>;
  return (
    <dl className="audit-detail">
      {entries.map(([key, value]) => (
        <div key={key}>
          <dt>{words(key)}</dt>
          <dd>{shown(key, value)}</dd>
        </div>
      ))}
    </dl>
  );
}
