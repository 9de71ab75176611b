import { eq } from 'drizzle-orm';
import { OUTBOX_STATUSES, type OutboxStatus } from 'shared/contract/staff';
import type { ListPage } from 'shared/contract/staff-list-responses';
import type { OutboxEmailResponse, OutboxListItem } from 'shared/contract/staff-outbox-responses';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { keysetPage, pageBySort, parseListQuery, searchAny } from '../../lib/keyset-page';
import type { ListQuery, SortColumns } from '../../lib/keyset-page';
import { plain, recordAudit, type AuditActor } from '../../back-office/audit-log/audit-service';
import type { PersonKeys } from '../../back-office/audit-log/person-key-service';
import { hideLinkSecrets } from '../../lib/redact-url';
import { headerLines, outgoingMessage, type OutboxRow } from './outgoing-message-service';

export const OUTBOX_SORTS: SortColumns = {
  createdAt: { column: emailOutbox.createdAt, type: 'date' },
};
export const OUTBOX_FILTERS = { status: OUTBOX_STATUSES };

type OutboxFilter = keyof typeof OUTBOX_FILTERS;

/** Newest first by default; `status` filters, `q` searches the address and the subject. */
export const parseOutboxQuery = (query: unknown) =>
  parseListQuery<OutboxFilter>(query, {
    sorts: OUTBOX_SORTS,
    defaultSort: 'createdAt',
    filters: OUTBOX_FILTERS,
  });

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** What a row says of its sending, as both answers give it. */
function sendingState(
  row: Pick<OutboxRow, 'status' | 'attempts' | 'lastError' | 'nextAttemptAt' | 'sentAt' | 'createdAt'>,
) {
  return {
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    sentAt: iso(row.sentAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** One page of the outbox, without the emails' bodies. */
export async function listOutbox(db: Db, query: ListQuery<OutboxFilter>): Promise<ListPage<OutboxListItem>> {
  const { status } = query.filters;
  const rows = await keysetPage(
    db
      .select({
        id: emailOutbox.id,
        template: emailOutbox.template,
        toAddress: emailOutbox.toAddress,
        subject: emailOutbox.subject,
        status: emailOutbox.status,
        attempts: emailOutbox.attempts,
        lastError: emailOutbox.lastError,
        nextAttemptAt: emailOutbox.nextAttemptAt,
        sentAt: emailOutbox.sentAt,
        createdAt: emailOutbox.createdAt,
      })
      .from(emailOutbox)
      .$dynamic(),
    query,
    { sorts: OUTBOX_SORTS, id: emailOutbox.id },
    [
      searchAny(query.q, [emailOutbox.toAddress, emailOutbox.subject]),
      status ? eq(emailOutbox.status, status as OutboxStatus) : undefined,
    ],
  );
  return pageBySort(rows, query, (row) => ({
    id: row.id,
    template: row.template,
    toAddress: row.toAddress,
    subject: row.subject,
    ...sendingState(row),
  }));
}

/**
 * One email, as it is (or was, or will be) sent, for a staff member, with every link's secret
 * hidden (a set-up or reset link would let its reader act as the person it was sent to): its
 * `email.open` audit row is written in the same transaction that reads it, before anything is
 * returned. Null (and nothing audited) when there is no such email.
 */
export async function openOutboxEmail(
  db: Db,
  actor: AuditActor,
  id: number,
  sending: { from: string; publicOrigin: string; personKeys: PersonKeys },
): Promise<Omit<OutboxEmailResponse, 'delivery'> | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
    if (!row) return null;
    await recordAudit(tx, actor, {
      action: 'email.open',
      targetType: 'email',
      targetId: id,
      detail: {
        template: plain(row.template),
        toAddress: sending.personKeys.personal({ kind: 'address', address: row.toAddress }, row.toAddress),
      },
    });
    const message = outgoingMessage(row, sending);
    return {
      id: row.id,
      template: row.template,
      toAddress: row.toAddress,
      subject: row.subject,
      ...sendingState(row),
      headers: headerLines(message).map(({ name, value }) => ({ name, value: hideLinkSecrets(value) })),
      text: hideLinkSecrets(message.text),
      html: hideLinkSecrets(message.html),
    };
  });
}
