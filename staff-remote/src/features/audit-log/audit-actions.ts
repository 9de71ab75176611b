/** Each action the back office records, as the log reads it; an action not listed shows as it is. */
export const ACTION_LABELS: Record<string, string> = {
  'staff.sign-in': 'Signed in',
  'staff.sign-in-failed': 'A staff sign-in failed',
  'staff.sign-in-locked': 'A staff sign-in was locked out',
  'staff.sign-out': 'Signed out',
  'staff.add': 'Added a staff member',
  'staff.setup-open': 'Opened their set-up link',
  'staff.setup-failed': 'Entered a wrong set-up code',
  'staff.setup': 'Finished account set-up',
  'staff.reset-request': "Asked to reset an admin's sign-in",
  'staff.reset': 'Reset a staff member',
  'staff.disable': 'Disabled a staff member',
  'staff.enable': 'Enabled a staff member',
  'document.open': 'Opened a document',
  'partner.review': 'Reviewed a registration',
  'proposal.add': 'Recorded a proposal',
  'project.add': 'Recorded a project',
  'project.status': "Changed a project's status",
  'message.update': 'Changed a message',
  'message.note': 'Noted on a message',
  'lead.update': 'Changed a lead',
  'lead.note': 'Noted on a lead',
  'lead.proposal': 'Recorded a proposal from a lead',
  'subscriber.remove': 'Removed a subscriber',
  'subscriber.export': 'Exported the subscribers',
  'email.open': 'Read an email in the outbox',
  // A BDE's own actions (no staff member), then staff handling their erasure requests.
  'bde.export': 'A BDE downloaded their data',
  'bde.erasure-request': 'A BDE asked for their data to be erased',
  'bde.erase': "Erased a BDE's data",
  'bde.erasure-decline': 'Declined an erasure request',
  'user.export': 'A user downloaded their data',
  'user.delete': 'A user deleted their account',
  'retention.delete': 'The retention job deleted expired data',
};

export const actionLabel = (action: string): string =>
  Object.hasOwn(ACTION_LABELS, action) ? ACTION_LABELS[action] : action;
