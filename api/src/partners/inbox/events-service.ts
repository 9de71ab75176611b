import type { Db } from '../../db/client';
import type { NoticeSettings } from '../../platform/email/notices-service';
import { notifyExecutive, ringBell } from './notify-service';

/*
 * The bell's words for events other features make, in one place. None names a company or repeats a
 * reason: both were typed by someone (a visitor, staff), and the portal page linked shows them.
 */

/** Staff gave a lead to the BDE. */
export const noticeOfLeadAssigned = (tx: Db, settings: NoticeSettings, executiveId: number) =>
  notifyExecutive(tx, settings, {
    executiveId,
    kind: 'lead assigned',
    text: 'A new lead has been assigned to you',
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
      ? {
          executiveId,
          kind: 'registration verified',
          text: 'Your registration is verified',
          link: '/bdedetails/profile',
        }
      : {
          executiveId,
          kind: 'registration rejected',
          text: 'Your registration was not accepted: your profile says why',
          link: '/bdedetails/profile',
        },
  );

/** Staff recorded a proposal for the BDE. */
export const noticeOfProposal = (tx: Db, settings: NoticeSettings, executiveId: number) =>
  notifyExecutive(tx, settings, {
    executiveId,
    kind: 'proposal recorded',
    text: 'A proposal has been recorded for you',
    link: '/bdedetails/proposals',
  });

/** Staff recorded a project for the BDE. */
export const noticeOfProject = (tx: Db, settings: NoticeSettings, executiveId: number) =>
  notifyExecutive(tx, settings, {
    executiveId,
    kind: 'project recorded',
    text: 'A project has been recorded for you',
    link: '/bdedetails/projects',
  });

/**
 * The BDE's bank details changed, so payouts wait until `holdUntil` (India time, as written): on the
 * bell; the email that always goes for a change says the same.
 */
export const noticeOfPayoutHold = (tx: Db, executiveId: number, holdUntil: string) =>
  ringBell(tx, {
    executiveId,
    kind: 'payout on hold',
    text: `Your bank details were changed: payouts wait until ${holdUntil}. Commission approved meanwhile is paid in the first payout batch after that.`,
    link: '/bdedetails/settings',
  });
