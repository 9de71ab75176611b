import { and, asc, eq } from 'drizzle-orm';
import type { StaffNote } from 'shared/contract/staff-inbox-responses';
import type { Db } from '../../db/client';
import { clientInfos, contactMessages, jobApplications, staffMembers, staffNotes } from '../../db/schema';

/** What staff write notes on; each kind is a row of its own table. */
export type NoteSubject = { type: 'message' | 'lead' | 'application'; id: number };

/** A subject's state (status, who has it) as a change found it and left it, for its audit row. */
export type StateChange<S> = { before: S; after: S };

const SUBJECT_TABLES = {
  message: { table: contactMessages, id: contactMessages.id },
  lead: { table: clientInfos, id: clientInfos.id },
  application: { table: jobApplications, id: jobApplications.id },
} as const;

const noteColumns = {
  id: staffNotes.id,
  text: staffNotes.text,
  authorId: staffMembers.id,
  authorName: staffMembers.name,
  createdAt: staffNotes.createdAt,
};

type NoteRow = { id: number; text: string; authorId: number; authorName: string; createdAt: Date };

const toNote = (row: NoteRow): StaffNote => ({
  id: row.id,
  text: row.text,
  author: { id: row.authorId, name: row.authorName },
  createdAt: row.createdAt.toISOString(),
});

/** The notes on a message, a lead or an application, oldest first, each with its author. */
export async function notesOf(db: Db, subject: NoteSubject): Promise<StaffNote[]> {
  const rows = await db
    .select(noteColumns)
    .from(staffNotes)
    .innerJoin(staffMembers, eq(staffMembers.id, staffNotes.staffId))
    .where(and(eq(staffNotes.subjectType, subject.type), eq(staffNotes.subjectId, subject.id)))
    .orderBy(asc(staffNotes.createdAt), asc(staffNotes.id));
  return rows.map(toNote);
}

/**
 * Adds a note by `staffId` when its subject exists (undefined when it does not). Run it in
 * the change's transaction: the subject is locked against deletion until the note is in.
 */
export async function addNote(
  db: Db,
  subject: NoteSubject,
  staffId: number,
  text: string,
): Promise<StaffNote | undefined> {
  const { table, id } = SUBJECT_TABLES[subject.type];
  const [found] = await db.select({ id }).from(table).where(eq(id, subject.id)).for('share');
  if (!found) return undefined;
  const [inserted] = await db
    .insert(staffNotes)
    .values({ subjectType: subject.type, subjectId: subject.id, staffId, text })
    .returning({ id: staffNotes.id });
  const [row] = await db
    .select(noteColumns)
    .from(staffNotes)
    .innerJoin(staffMembers, eq(staffMembers.id, staffNotes.staffId))
    .where(eq(staffNotes.id, inserted.id));
  return toNote(row);
}
