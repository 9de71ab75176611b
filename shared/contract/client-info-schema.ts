import { array, object, string, type InferType } from 'yup';
import { CLIENT_INFO_LIMITS, CLIENT_SERVICE_NAMES } from './client-info';
import { optionalText } from './fields';

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const isTimestamp = (value: string | undefined) =>
  !value || (ISO_TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value)));
/** A real calendar date written YYYY-MM-DD (or nothing). */
export function isCalendarDate(value: string | undefined) {
  if (!value) return true;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/**
 * The client form has no validation, so the browser checks nothing. The server still bounds
 * every field and refuses dates that are not dates, since both are machine-filled (date) or picked
 * from a date input (nextAppointmentDate).
 */
export const clientInfoSchema = object({
  companyName: optionalText(CLIENT_INFO_LIMITS.companyName),
  industryType: optionalText(CLIENT_INFO_LIMITS.industryType),
  address: optionalText(CLIENT_INFO_LIMITS.address),
  email: optionalText(CLIENT_INFO_LIMITS.email),
  mobile: optionalText(CLIENT_INFO_LIMITS.mobile),
  website: optionalText(CLIENT_INFO_LIMITS.website),
  contactPerson: optionalText(CLIENT_INFO_LIMITS.contactPerson),
  teamContact: optionalText(CLIENT_INFO_LIMITS.teamContact),
  servicesRequired: array(
    string()
      .oneOf(CLIENT_SERVICE_NAMES as string[], 'Unknown service.')
      .defined(),
  )
    .max(CLIENT_SERVICE_NAMES.length)
    .default([]),
  others: optionalText(CLIENT_INFO_LIMITS.others),
  date: optionalText(40).test('timestamp', 'Must be a date and time.', isTimestamp),
  nextAppointmentDate: optionalText(10).test('date', 'Must be a date (YYYY-MM-DD).', isCalendarDate),
  reference: optionalText(CLIENT_INFO_LIMITS.reference),
  note: optionalText(CLIENT_INFO_LIMITS.note),
  bdeCode: optionalText(CLIENT_INFO_LIMITS.bdeCode),
  cidServices: optionalText(CLIENT_INFO_LIMITS.cidServices),
}).noUnknown();

export type ClientInfoRequest = InferType<typeof clientInfoSchema>;

/** Every text field of the form, empty; `date` and `bdeCode` are filled in when it is sent. */
export const clientInfoInitialValues: ClientInfoRequest = {
  companyName: '',
  industryType: '',
  address: '',
  email: '',
  mobile: '',
  website: '',
  contactPerson: '',
  teamContact: '',
  servicesRequired: [],
  others: '',
  date: '',
  nextAppointmentDate: '',
  reference: '',
  note: '',
  bdeCode: '',
  cidServices: '',
};
