import { eq } from 'drizzle-orm';
import { RESUME_TYPES } from 'shared/contract/careers';
import type { Db } from '../../db/client';
import { jobApplications } from '../../db/schema';
import type { CryptoBox } from '../../lib/crypto-box';
import { resumeAad } from './resume-service';
import { recordAudit, type AuditActor } from '../../back-office/audit-log/audit-service';

export interface OpenedResume {
  fileName: string;
  mimeType: string;
  content: Buffer;
}

/** `resume-<id>.pdf`: nothing the candidate typed, nothing that could break out of the header's quotes. */
const fileNameOf = (id: number, mimeType: string) =>
  `resume-${id}.${(RESUME_TYPES as Record<string, string>)[mimeType] ?? 'bin'}`;

/**
 * The application's résumé, decrypted, for a staff member: its `application.resume-open` audit row is
 * written in the transaction that reads it, before the content is returned, so a résumé is never
 * opened without its row. Null when there is no such application.
 */
export async function openResume(
  db: Db,
  box: CryptoBox,
  actor: AuditActor,
  id: number,
): Promise<OpenedResume | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ mimeType: jobApplications.resumeMimeType, content: jobApplications.resumeContent })
      .from(jobApplications)
      .where(eq(jobApplications.id, id));
    if (!row) return null;
    await recordAudit(tx, actor, {
      action: 'application.resume-open',
      targetType: 'application',
      targetId: id,
    });
    return {
      fileName: fileNameOf(id, row.mimeType),
      mimeType: row.mimeType,
      content: box.decrypt(row.content, resumeAad(id)),
    };
  });
}
