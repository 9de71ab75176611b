import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { StaffAccess } from 'shared/contract/staff';
import { StaffNote } from 'shared/contract/staff-inbox-responses';
import { noteSchema } from 'shared/contract/staff-inbox-schema';
import type { AnyObjectSchema, InferType } from 'yup';
import type { Db } from '../db/client';
import { HttpError } from './http-error';
import { pathId } from './path-id';
import { bodySchema } from './request-schema';
import { validateBody } from './validate';
import { actorOf, auditedChange, stateChange, type RowState } from '../back-office/audit-log/audit-service';
import { addNote, type NoteSubject } from '../back-office/notes/notes-service';

/**
 * One kind of thing staff work through with notes (a contact message, a lead): its paths, its words,
 * how to read one and how to change its state.
 */
export interface SubjectRoutes<Detail, Change extends AnyObjectSchema> {
  type: NoteSubject['type'];
  /** Which part of the back office it belongs to: the roles that may read and change it. */
  access: StaffAccess;
  /** The path parameter naming it (`messageId`). */
  idParam: string;
  /** Where a change of state is POSTed: the record's own path unless `update` is given. */
  paths: { one: string; notes: string; update?: string };
  /** What a 404 says. */
  notFound: string;
  /** What its notes route is summarised as: `Add a note to a ${noun}`. */
  noun: string;
  detail: { summary: string; response: TSchema; find: (db: Db, id: number) => Promise<Detail | null> };
  update: {
    summary: string;
    description: string;
    schema: Change;
    /** Changes it in the transaction; what it was and is, or undefined when there is no such one. */
    change: (
      tx: Db,
      id: number,
      body: InferType<Change>,
    ) => Promise<{ before: RowState; after: RowState } | undefined>;
  };
}

/**
 * Its three routes: GET one with its notes, POST a change of state (audited as `<type>.update` with
 * the states before and after), POST a note (audited as `<type>.note` with the note's id).
 */
export function subjectRoutes<Detail, Change extends AnyObjectSchema>(
  app: FastifyInstance,
  db: Db,
  subject: SubjectRoutes<Detail, Change>,
) {
  const { type, idParam, detail, update } = subject;
  const staffOnly = app.staffOnly(subject.access);
  const notFound = () => new HttpError(404, subject.notFound);

  app.get(
    subject.paths.one,
    { preHandler: staffOnly, schema: { summary: detail.summary, response: { 200: detail.response } } },
    async (request, reply): Promise<Detail> => {
      const found = await detail.find(db, pathId(request.params, idParam));
      if (!found) throw notFound();
      reply.header('cache-control', 'no-store');
      return found;
    },
  );

  app.post(
    subject.paths.update ?? subject.paths.one,
    {
      preHandler: staffOnly,
      schema: {
        summary: update.summary,
        description: update.description,
        body: bodySchema(update.schema),
        response: { 200: detail.response },
      },
    },
    async (request, reply): Promise<Detail> => {
      const id = pathId(request.params, idParam);
      const body = await validateBody(update.schema, request.body);
      const changed = await auditedChange(
        db,
        actorOf(request),
        (states) => stateChange(`${type}.update`, type, id, states),
        (tx: Db) => update.change(tx, id, body),
      );
      const found = changed && (await detail.find(db, id));
      if (!found) throw notFound();
      reply.header('cache-control', 'no-store');
      return found;
    },
  );

  app.post(
    subject.paths.notes,
    {
      preHandler: staffOnly,
      schema: {
        summary: `Add a note to a ${subject.noun}`,
        description: `Audited as \`${type}.note\`.`,
        body: bodySchema(noteSchema),
        response: { 201: StaffNote },
      },
    },
    async (request, reply): Promise<StaffNote> => {
      const id = pathId(request.params, idParam);
      const { text } = await validateBody(noteSchema, request.body);
      const staff = actorOf(request);
      const note = await auditedChange(
        db,
        staff,
        (added) => ({ action: `${type}.note`, targetType: type, targetId: id, detail: { noteId: added.id } }),
        (tx: Db) => addNote(tx, { type, id }, staff.staffId, text),
      );
      if (!note) throw notFound();
      reply.status(201);
      return note;
    },
  );
}
