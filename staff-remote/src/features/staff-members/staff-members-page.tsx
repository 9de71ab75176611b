import { EmailLink } from '../../app/contact-links';
import { useState } from 'react';
import { STAFF_ROLES } from 'shared/contract/staff';
import type { StaffMemberItem } from 'shared/contract/staff-account-responses';
import { STAFF_MEMBER_STATES } from 'shared/contract/staff-account-schema';
import { formatDateIn } from 'shared/format/date';
import type { ListColumn } from '../../ui/lists/list-table';
import type { ListFilter } from '../../ui/lists/list-toolbar';
import { KeysetListView } from '../../ui/lists/keyset-list-view';
import { StatusBadge } from '../../ui/lists/status-badge';
import { useKeysetList } from '../../ui/lists/use-keyset-list';
import { useStaffMember } from '../../app/session/use-staff-member';
import { AddMemberForm } from './add-member-form';
import { ROLE_LABELS, STATE_LABELS } from './member-labels';
import { useMemberActions } from './member-actions';
import { SetupSentPanel } from './setup-sent-panel';
import { useStaffMembersQuery } from './staff-members-api';
import './staff-members.css';

type MemberFilter = 'role' | 'state';

const FILTERS: Array<ListFilter<MemberFilter>> = [
  {
    name: 'role',
    label: 'Filter by role',
    allLabel: 'Any role',
    options: STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
  },
  {
    name: 'state',
    label: 'Filter by state',
    allLabel: 'Any state',
    options: STAFF_MEMBER_STATES.map((state) => ({ value: state, label: STATE_LABELS[state] })),
  },
];

/** /staff/members (admins): the staff list, adding people, and turning their access off, on or over. */
export function StaffMembersPage() {
  const me = useStaffMember();
  const list = useKeysetList<MemberFilter>({
    sorts: ['name', 'createdAt'],
    defaultSort: 'name',
    defaultDir: 'asc',
    filters: ['role', 'state'],
  });
  const result = useStaffMembersQuery(list.args);
  const [sent, setSent] = useState<{
    name: string;
    emailedTo: string;
    reason: 'added' | 'reset';
  } | null>(null);
  const actions = useMemberActions(me?.id, (member, emailedTo) =>
    setSent({ name: member.name, emailedTo, reason: 'reset' }),
  );

  const columns: Array<ListColumn<StaffMemberItem>> = [
    { id: 'name', header: 'Name', sortKey: 'name', rowHeader: true, cell: (member) => member.name },
    {
      id: 'email',
      header: 'Email',
      cell: (member) => <EmailLink email={member.email} />,
    },
    { id: 'role', header: 'Role', cell: (member) => ROLE_LABELS[member.role] },
    {
      id: 'state',
      header: 'State',
      cell: (member) => <StatusBadge status={member.state} label={STATE_LABELS[member.state]} />,
    },
    {
      id: 'added',
      header: 'Added',
      sortKey: 'createdAt',
      firstDir: 'desc',
      cell: (member) => <time dateTime={member.createdAt}>{formatDateIn(member.createdAt)}</time>,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (member) =>
        member.id === me?.id ? <span className="staff-hint">This is you</span> : actions.buttons(member),
    },
  ];

  return (
    <section className="staff-page members" aria-labelledby="members-title">
      <h1 id="members-title">Staff</h1>
      <p className="staff-hint">
        Everyone who can sign in to the back office. A disabled member is signed out at once; a reset sends
        them through set-up again, with a link emailed to them. Resetting an admin takes two admins.
      </p>
      <div className="members__top">
        <AddMemberForm onAdded={(name, emailedTo) => setSent({ name, emailedTo, reason: 'added' })} />
        {sent && <SetupSentPanel {...sent} onClose={() => setSent(null)} />}
      </div>
      <h2 className="members__list-title">All staff</h2>
      <KeysetListView
        list={list}
        result={result}
        searchLabel="Search staff"
        searchHint="Name or email"
        filters={FILTERS}
        caption="Staff members"
        columns={columns}
        rowKey={(member) => member.id}
        empty={{ filtered: 'No staff member matches.', none: 'No staff yet.' }}
        pagerLabel="Staff pages"
      />
      {actions.dialog}
    </section>
  );
}
