import type { ServiceIconName } from '../content/services';

const PATHS: Record<ServiceIconName, string> = {
  megaphone: 'M4 14v-4l11-5v14L4 14zm0 0 2 6h3l-1.5-5M18 9.5a3 3 0 0 1 0 5',
  code: 'M9 7 4 12l5 5M15 7l5 5-5 5M13 5l-2 14',
  phone: 'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zm3 15h2',
  layout: 'M3 5h18v14H3zM3 9h18M9 9v10',
  share:
    'M7 12a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0zm15-6a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0zm0 12a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0zM6.8 11l10.4-4M6.8 13l10.4 4',
  people:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zm-6 9c0-3.3 2.7-6 6-6s6 2.7 6 6M16 4.5a3.2 3.2 0 0 1 0 6.2M18 14.3c1.8.8 3 2.6 3 4.7',
};

/** A small line icon for a service; decorative, the service's name is always beside it. */
export function ServiceIcon({ name }: { name: ServiceIconName }) {
  return (
    <svg
      className="service-icon"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
