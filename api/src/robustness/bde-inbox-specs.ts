import { BDE_INBOX_PATHS, BDE_SETTINGS_PATHS, STAFF_EARNINGS_PATHS } from 'shared/contract/earnings';
import type { RouteSpec } from './bad-requests';
import { PASSWORD, noBody } from './spec-helpers';

/** A POST of JSON to one of the BDE's own routes (the code in the query). */
function own(
  url: string,
  valid: Record<string, unknown>,
  required: string[],
  strict: string[] = [],
): RouteSpec {
  return { method: 'POST', url, body: { encoding: 'json', valid, required, strict }, query: ['bdeCode'] };
}

/**
 * The BDE's notifications, messages and settings, and the partner page's conversation (see
 * route-specs.ts). A message, a name or a password may be any text, so only the fields with a fixed
 * shape are "strict".
 */
export const BDE_INBOX_SPECS: RouteSpec[] = [
  noBody('GET', BDE_INBOX_PATHS.notifications.pattern, ['bdeCode']),
  own(BDE_INBOX_PATHS.notifications.pattern, { upTo: 1 }, ['upTo']),
  noBody('GET', BDE_INBOX_PATHS.messages.pattern, ['bdeCode']),
  own(BDE_INBOX_PATHS.messages.pattern, { text: 'When is my payout?' }, ['text']),
  own(BDE_INBOX_PATHS.messagesRead.pattern, { upTo: 1 }, ['upTo']),
  noBody('GET', BDE_SETTINGS_PATHS.settings.pattern, ['bdeCode']),
  own(
    BDE_SETTINGS_PATHS.bankDetails.pattern,
    {
      accountHolder: 'Asha Rao',
      accountNumber: '123456789012',
      confirmAccountNumber: '123456789012',
      ifsc: 'SBIN0001234',
      currentPassword: PASSWORD,
    },
    ['accountHolder', 'accountNumber', 'confirmAccountNumber', 'ifsc', 'currentPassword'],
    ['accountNumber', 'confirmAccountNumber', 'ifsc'],
  ),
  own(BDE_SETTINGS_PATHS.emailChoices.pattern, { kinds: ['payout paid'] }, ['kinds']),
  own(BDE_SETTINGS_PATHS.language.pattern, { language: 'ta' }, ['language'], ['language']),
  own(
    BDE_SETTINGS_PATHS.password.pattern,
    {
      currentPassword: PASSWORD,
      password: 'Mango orchard by the river 93',
      confirmPassword: 'Mango orchard by the river 93',
    },
    ['currentPassword', 'password', 'confirmPassword'],
  ),
  noBody('GET', STAFF_EARNINGS_PATHS.partnerMessages.pattern),
  {
    method: 'POST',
    url: STAFF_EARNINGS_PATHS.partnerMessages.pattern,
    body: { encoding: 'json', valid: { text: 'Your payout is on the 7th.' }, required: ['text'] },
  },
];
