import { NOTIFICATION_KINDS, type NotificationKind } from './earnings';

/**
 * What a BDE gets by email until they choose: the news about money and about their registration,
 * and the office's messages (each rare and worth an email); the busier kinds stay on the bell only.
 */
export const DEFAULT_EMAIL_KINDS: readonly NotificationKind[] = [
  'registration verified',
  'registration rejected',
  'commission declined',
  'payout paid',
  'message',
];

/**
 * The kinds a BDE chooses to get by email; a hold on payouts after a change of bank details is always
 * emailed (it is how someone who did not make the change finds out), so it is not a choice.
 */
export const EMAIL_CHOICE_KINDS: readonly NotificationKind[] = NOTIFICATION_KINDS.filter(
  (kind) => kind !== 'payout on hold',
);

/**
 * How each kind is named where a BDE chooses what to get by email: in English, the key of its
 * translation in the BDE portal's texts.
 */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  'lead assigned': 'A lead is assigned to me',
  'registration verified': 'My registration is verified',
  'registration rejected': 'My registration is not accepted',
  'proposal recorded': 'A proposal is recorded for me',
  'project recorded': 'A project is recorded for me',
  'commission approved': 'A commission is approved',
  'commission declined': 'A commission is declined',
  'payout paid': 'A payout is paid',
  'payout on hold': 'My payouts wait after a change of bank details',
  message: 'The office writes to me',
};

/** The bell shows this many of the newest notifications. */
export const NOTIFICATIONS_SHOWN = 30;
/** The conversation shows this many of the newest messages (oldest first). */
export const MESSAGES_SHOWN = 200;
export const MESSAGE_MAX_LENGTH = 2000;

export const INBOX_MESSAGES = {
  upTo: 'Give the id of the newest item read.',
} as const;
