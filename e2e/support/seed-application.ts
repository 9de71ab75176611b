// One job application on the seeded senior frontend opening, written into a fresh embedded database
// before the server starts (the database admits one process), for the back office's screens to show.
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../../api/src/config';
import { openDatabase } from '../../api/src/db/client';
import { jobApplications, openings } from '../../api/src/db/schema';
import { CryptoBox } from '../../api/src/lib/crypto-box';
import { loadKeys } from '../../api/src/lib/secret';
import { sealResume } from '../../api/src/hiring/applications/resume-service';

/** A small PDF résumé. */
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x20), Buffer.from('\n%%EOF\n')]);

export const SEEDED_APPLICATION = {
  openingSlug: 'senior-frontend-developer-react-angular',
  openingTitle: 'Senior Frontend Developer (React or Angular)',
  name: 'Seeded Candidate Venkataraghavan',
  email: 'seeded.candidate@example.com',
  city: 'Secunderabad',
} as const;

/** Writes the application (its résumé sealed with the keys the server will load) into `dataDir`. */
export async function seedApplication(dataDir: string) {
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' });
  const keys = loadKeys(process.env, config);
  const box = new CryptoBox(keys.dataKey, keys.previousDataKeys);
  const database = await openDatabase({ dataDir: config.dataDir });
  try {
    await database.db.transaction(async (tx) => {
      const [opening] = await tx
        .select({ id: openings.id })
        .from(openings)
        .where(eq(openings.slug, SEEDED_APPLICATION.openingSlug));
      const taken = (await tx.execute(
        sql`select nextval(pg_get_serial_sequence('job_applications', 'id'))::int as id`,
      )) as unknown as { rows: Array<{ id: number }> };
      const id = Number(taken.rows[0].id);
      await tx.insert(jobApplications).values({
        id,
        openingId: opening.id,
        name: SEEDED_APPLICATION.name,
        email: SEEDED_APPLICATION.email,
        mobile: '+91 98480 12345',
        city: SEEDED_APPLICATION.city,
        experienceYears: 4,
        link: 'https://www.linkedin.com/in/seeded-candidate-venkataraghavan-example-profile',
        note: 'I can join within 30 days. I have led the frontend of two government portals.',
        keepOnFile: true,
        resumeContent: sealResume(box, id, PDF),
        resumeMimeType: 'application/pdf',
        resumeSizeBytes: PDF.length,
        keyHash: `e2e-seeded-${id}`,
      });
    });
  } finally {
    await database.close();
  }
}
