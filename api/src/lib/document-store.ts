import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { executiveDocuments, executives } from '../db/schema';
import { plain, recordAudit, type AuditActor } from '../back-office/audit-log/audit-service';
import { aadFor, type CryptoBox } from './crypto-box';

/** A copy is bound to its own row: moved to another row it no longer decrypts. */
export const documentAad = (documentId: number) => aadFor('executive_documents', 'content', documentId);

export interface DocumentInfo {
  id: number;
  executiveId: number;
  kind: 'aadhar' | 'pan';
  mimeType: string;
  sizeBytes: number;
  createdAt: Date;
}

export interface OpenedDocument extends DocumentInfo {
  bdeCode: string;
  content: Buffer;
}

const INFO = {
  id: executiveDocuments.id,
  executiveId: executiveDocuments.executiveId,
  kind: executiveDocuments.kind,
  mimeType: executiveDocuments.mimeType,
  sizeBytes: executiveDocuments.sizeBytes,
  createdAt: executiveDocuments.createdAt,
};

/**
 * Identity-document copies at rest: encrypted with the data key into `executive_documents.content`,
 * written in the same transaction as their registration, so every instance and every backup has them
 * and no file outlives a failed registration. Nothing here ever becomes a URL.
 */
export class DocumentStore {
  constructor(
    private readonly db: Db,
    private readonly box: CryptoBox,
  ) {}

  /** The encrypted `content` of document row `documentId`. */
  seal(documentId: number, content: Buffer): Buffer {
    return this.box.encrypt(content, documentAad(documentId));
  }

  /** A BDE's copies, without their content. */
  async list(executiveId: number): Promise<DocumentInfo[]> {
    return this.db
      .select(INFO)
      .from(executiveDocuments)
      .where(eq(executiveDocuments.executiveId, executiveId))
      .orderBy(executiveDocuments.id);
  }

  /**
   * One copy, decrypted, for a staff member: the only way to a copy's content. It belongs to the BDE
   * `bdeCode` (else null, as for no such document), and its `document.open` audit row is written in
   * the same transaction that reads it, before the content is returned: a copy is never opened
   * without its row, and when the row cannot be written nothing is returned.
   */
  async open(actor: AuditActor, bdeCode: string, documentId: number): Promise<OpenedDocument | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ ...INFO, bdeCode: executives.bdeCode, content: executiveDocuments.content })
        .from(executiveDocuments)
        .innerJoin(executives, eq(executives.id, executiveDocuments.executiveId))
        .where(and(eq(executiveDocuments.id, documentId), eq(executives.bdeCode, bdeCode)))
        .limit(1);
      if (!row) return null;
      const { content, ...info } = row;
      if (!content) {
        throw new Error(
          `Document #${documentId} is still a file in an uploads folder this instance does not have; ` +
            'start the instance that has it once to move it into the database.',
        );
      }
      await recordAudit(tx, actor, {
        action: 'document.open',
        targetType: 'document',
        targetId: documentId,
        detail: { documentId, bdeCode: plain(info.bdeCode), kind: plain(info.kind) },
      });
      return { ...info, content: this.box.decrypt(content, documentAad(documentId)) };
    });
  }
}
