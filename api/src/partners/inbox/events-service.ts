import type { Db } from '../../db/client';
import type { NoticeSettings } from '../../platform/email/notices-service';
import { noticeOf, notifyExecutive, ringBell } from './notify-service';

/*
 * The bell's notices of events other features make, in one place (their words are in
 * shared/contract/bde-notice.ts). None names a company or repeats a reason: both were typed by
 * someone (a visitor, staff), and the portal page linked shows them.
 */

/** Staff gave a lead to the BDE. */
export const noticeOfLeadAssigned = (tx: Db, settings: NoticeSettings, executiveId: number) =>
  notifyExecutive(tx, settings, {
    executiveId,
    ...noticeOf('lead assigned'),
    link: '/bdedetails/leads',
  });

/** Staff decided on the BDE's registration. */
export const noticeOfReview = (
  tx: Db,
  settings: NoticeSettings,
  executiveId: number,
  status: 'verified' | 'rejected',
) =>
  notifyExecutive(
    tx,
    settings,
    status === 'verified'
      ? { executiveId, ...noticeOf('registration verified'), link: '/bdedetails/profile' }
      : { executiveId, ...noticeOf('registration rejected'), link: '/bdedetails/profile' },
  );

/** Staff recorded a proposal for the BDE. */
export const noticeOfProposal = (tx: Db, settings: NoticeSettings, executiveId: number) =>
  notifyExecutive(tx, settings, {
    executiveId,
    ...noticeOf('proposal recorded'),
    link: '/bdedetails/proposals',
  });

/** Staff recorded a project for the BDE. */
export const noticeOfProject = (tx: Db, settings: NoticeSettings, executiveId: number) =>
  notifyExecutive(tx, settings, {
    executiveId,
    ...noticeOf('project recorded'),
    link: '/bdedetails/projects',
  });

/**
 * The BDE's bank details changed, so payouts wait until `holdUntil`: on the bell; the email that
 * always goes for a change says the same.
 */
export const noticeOfPayoutHold = (tx: Db, executiveId: number, holdUntil: Date) =>
  ringBell(tx, {
    executiveId,
    ...noticeOf('payout on hold', { holdUntil: holdUntil.toISOString() }),
    link: '/bdedetails/settings',
  });
