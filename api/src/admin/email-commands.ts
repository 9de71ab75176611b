import type { Db } from '../db/client';
import { outboxBacklog } from '../platform/email/outbox-service';
import {
  pauseSending,
  resumeSending,
  sendingPause,
  type SendingPause,
} from '../platform/email/sending-pause-service';
import { AdminInputError, takeOptions, type ParsedArgs } from './admin-args';

export const EMAIL_USAGE = `  email status       whether sending emails is paused, and the emails waiting in the outbox
  email pause        [--reason <text>]
                     no instance sends an email until "email resume" (a restore pauses too)
  email resume       every instance with SMTP_URL sends the outbox's due emails again`;

const SUBCOMMANDS = ['status', 'pause', 'resume'];

/** `email pause …` is read as one command, "email pause", with its options after it; so are the others. */
export function emailCommandArgs(argv: string[]): string[] {
  if (argv[0] !== 'email') return argv;
  if (!SUBCOMMANDS.includes(argv[1])) {
    throw new AdminInputError(
      'email takes one subcommand: email status, email pause [--reason <text>], or email resume.',
    );
  }
  return [`email ${argv[1]}`, ...argv.slice(2)];
}

const since = (pause: SendingPause) => `since ${pause.pausedAt.toISOString()} (${pause.reason})`;

async function waiting(db: Db) {
  const { unsent, failed } = await outboxBacklog(db);
  const given = failed ? `; ${failed} ${failed === 1 ? 'was' : 'were'} given up on` : '';
  return `${unsent} ${unsent === 1 ? 'email waits' : 'emails wait'} in the outbox${given}.`;
}

async function statusCommand(db: Db, args: ParsedArgs) {
  takeOptions(args, []);
  const pause = await sendingPause(db);
  const state = pause
    ? `Sending emails is paused ${since(pause)}; "email resume" ends it.`
    : 'Sending emails is not paused.';
  return `${state} ${await waiting(db)}`;
}

async function pauseCommand(db: Db, args: ParsedArgs) {
  const { reason } = takeOptions(args, [], ['reason']);
  if (reason !== undefined && (!reason || reason.length > 200)) {
    throw new AdminInputError('--reason must be 1 to 200 characters.');
  }
  const { pause, made } = await pauseSending(db, reason || 'paused by an operator');
  if (!made) return `Sending emails was already paused ${since(pause)}; nothing changed.`;
  return (
    'Sending emails is paused on every instance: no email is sent until "npm run admin -- email resume" ' +
    `(one being sent now finishes). ${await waiting(db)}`
  );
}

async function resumeCommand(db: Db, args: ParsedArgs) {
  takeOptions(args, []);
  const ended = await resumeSending(db);
  if (!ended) return `Sending emails is not paused; nothing changed. ${await waiting(db)}`;
  return (
    `Sending emails resumed (it was paused ${since(ended)}): every instance with SMTP_URL sends the ` +
    `due emails within seconds. ${await waiting(db)}`
  );
}

export const emailCommands = [
  { name: 'email status', run: statusCommand },
  { name: 'email pause', run: pauseCommand },
  { name: 'email resume', run: resumeCommand },
];
