import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { executiveDocuments } from '../db/schema';
import { aadFor, type CryptoBox } from './crypto-box';

/** A copy is bound to its own row: moved to another row it no longer decrypts. */
export const documentAad = (documentId: number) => aadFor('executive_documents', 'content', documentId);

interface DocumentInfo {
  id: number;
  executiveId: number;
  kind: 'aadhar' | 'pan';
  mimeType: string;
  sizeBytes: number;
  createdAt: Date;
}

interface StoredDocument extends DocumentInfo {
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

  /** One copy, decrypted (for the staff screen); null when there is no such document. */
  async read(documentId: number): Promise<StoredDocument | null> {
    const [row] = await this.db
      .select({ ...INFO, content: executiveDocuments.content, storageName: executiveDocuments.storageName })
      .from(executiveDocuments)
      .where(eq(executiveDocuments.id, documentId))
      .limit(1);
    if (!row) return null;
    const { content, storageName: _storageName, ...info } = row;
    if (!content) {
      throw new Error(
        `Document #${documentId} is still a file in an uploads folder this instance does not have; ` +
          'start the instance that has it once to move it into the database.',
      );
    }
    return { ...info, content: this.box.decrypt(content, documentAad(documentId)) };
  }
}
