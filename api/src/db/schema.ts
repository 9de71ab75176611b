import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Server sessions: the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['user', 'bde'] }).notNull(),
    subjectId: integer('subject_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_subject_idx').on(table.kind, table.subjectId)],
);
