import { STATEMENT_FORMATS, type StatementFormat } from 'shared/contract/bde-earnings-responses';
import { financialYearLabel, financialYearOf } from 'shared/contract/earnings';
import { addFieldError, fieldErrors, type FieldErrors } from '../../lib/field-errors';
import { badRequest } from '../../lib/http-error';
import { todayInIndia } from '../../lib/india-time';
import { indiaMonthAt } from './india-periods';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const YEAR = /^\d{4}$/;

/** What a statement or TDS question may ask about: from the BDE's registration up to now. */
export interface EarningsSpan {
  registeredAt: Date;
  now: number;
}

/** One text value of the query, or an error when it is given twice or not at all. */
function single(raw: Record<string, unknown>, name: string, errors: FieldErrors): string | undefined {
  const value = raw[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') addFieldError(errors, name, 'Give this once.');
  else return value;
  return undefined;
}

function refuseOthers(raw: Record<string, unknown>, known: string[], errors: FieldErrors) {
  for (const name of Object.keys(raw)) {
    if (!['bdeCode', ...known].includes(name)) addFieldError(errors, name, 'Unknown field.');
  }
}

/** `month=YYYY-MM` (a real month, not in the future, not before the BDE registered) and `format`. */
export function parseStatementQuery(
  raw: Record<string, unknown>,
  { registeredAt, now }: EarningsSpan,
): { month: string; format: StatementFormat } {
  const errors = fieldErrors();
  refuseOthers(raw, ['month', 'format'], errors);
  const month = single(raw, 'month', errors);
  const format = single(raw, 'format', errors) ?? 'json';
  const first = indiaMonthAt(registeredAt);
  const last = indiaMonthAt(now);
  if (month === undefined) {
    if (!errors.month) addFieldError(errors, 'month', 'Choose a month (YYYY-MM).');
  } else if (!MONTH.test(month)) addFieldError(errors, 'month', 'Give a month as YYYY-MM, like 2026-03.');
  else if (month > last) addFieldError(errors, 'month', `The month cannot be after ${last}.`);
  else if (month < first)
    addFieldError(errors, 'month', `The month cannot be before ${first}, when you registered.`);
  if (!(STATEMENT_FORMATS as readonly string[]).includes(format)) {
    addFieldError(errors, 'format', `Choose one of ${STATEMENT_FORMATS.join(', ')}.`);
  }
  if (Object.keys(errors).length) throw badRequest('The statement cannot be made for this.', errors);
  return { month: month!, format: format as StatementFormat };
}

/** `year=YYYY`: a financial year (2025 is April 2025 to March 2026) from registration up to this one. */
export function parseTdsYearQuery(raw: Record<string, unknown>, { registeredAt, now }: EarningsSpan): number {
  const errors = fieldErrors();
  refuseOthers(raw, ['year'], errors);
  const year = single(raw, 'year', errors);
  const first = financialYearOf(todayInIndia(registeredAt.getTime()));
  const last = financialYearOf(todayInIndia(now));
  if (year === undefined) {
    if (!errors.year) addFieldError(errors, 'year', 'Choose a financial year (its first year, YYYY).');
  } else if (!YEAR.test(year))
    addFieldError(errors, 'year', 'Give the financial year’s first year, like 2025.');
  else if (Number(year) > last)
    addFieldError(errors, 'year', `The year cannot be after ${financialYearLabel(last)}.`);
  else if (Number(year) < first)
    addFieldError(
      errors,
      'year',
      `The year cannot be before ${financialYearLabel(first)}, when you registered.`,
    );
  if (Object.keys(errors).length) throw badRequest('The TDS summary cannot be made for this.', errors);
  return Number(year);
}
