import { EMPLOYMENT_TYPE_LABELS, WORK_MODE_LABELS, type OpeningFields } from '../contract/careers';
import { formatDateIn } from './date';
import { formatInr } from './inr';

/** One line of an opening's facts: "Experience", "3 to 5 years". */
export interface OpeningFact {
  label: string;
  value: string;
}

const PERIOD_WORDS = { month: 'a month', year: 'a year' } as const;

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** "3 to 5 years", "Up to 1 year", "2 years", or none needed. */
export function experienceWords(min: number, max: number): string {
  if (max === 0) return 'None needed';
  if (min === max) return plural(min, 'year');
  if (min === 0) return `Up to ${plural(max, 'year')}`;
  return `${min} to ${plural(max, 'year')}`;
}

/** "₹25,000 to ₹40,000 a month", "Unpaid", or null when no salary is given. */
export function salaryWords(opening: Pick<OpeningFields, 'salaryMin' | 'salaryMax' | 'salaryPeriod'>) {
  const { salaryMin, salaryMax, salaryPeriod } = opening;
  if (salaryPeriod === 'unpaid') return 'Unpaid';
  if (salaryPeriod === null || salaryMin === null || salaryMax === null) return null;
  const range =
    salaryMin === salaryMax ? formatInr(salaryMin) : `${formatInr(salaryMin)} to ${formatInr(salaryMax)}`;
  return `${range} ${PERIOD_WORDS[salaryPeriod]}`;
}

/** "Hyderabad (hybrid)", "Remote (Hyderabad team)". */
export function locationWords(opening: Pick<OpeningFields, 'city' | 'workMode'>): string {
  return opening.workMode === 'remote'
    ? `Remote (${opening.city} team)`
    : `${opening.city} (${WORK_MODE_LABELS[opening.workMode].toLowerCase()})`;
}

/**
 * An opening's facts as its public page lists them, in order: type, location, experience, and the
 * salary, an internship's length and the last day to apply when there are any.
 */
export function openingFacts(opening: OpeningFields): OpeningFact[] {
  const salary = salaryWords(opening);
  return [
    { label: 'Type', value: EMPLOYMENT_TYPE_LABELS[opening.employmentType] },
    { label: 'Location', value: locationWords(opening) },
    { label: 'Experience', value: experienceWords(opening.experienceMinYears, opening.experienceMaxYears) },
    ...(salary ? [{ label: 'Salary', value: salary }] : []),
    ...(opening.durationMonths !== null
      ? [{ label: 'Duration', value: plural(opening.durationMonths, 'month') }]
      : []),
    ...(opening.closesOn ? [{ label: 'Apply by', value: formatDateIn(opening.closesOn) }] : []),
  ];
}
