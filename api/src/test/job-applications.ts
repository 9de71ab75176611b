import { and, asc, eq, sql } from 'drizzle-orm';
import { APPLICATION_LINK_KEY, CAREERS_PATHS } from 'shared/contract/careers';
import { consentRecords, emailOutbox, jobApplications, openings } from '../db/schema';
import { freshAddress, multipartBody, type FilePart } from '../partners/executives/registration-test-helpers';
import { asSent } from './outbox';
import type { TestAgent, TestContext } from './test-app';
import { plainPdf } from './resume-files';

/** The seeded internship: published, no closing date. */
export const INTERNSHIP = 'dotnet-full-stack-developer-intern';
export const SENIOR_ROLE = 'senior-frontend-developer-react-angular';

/** Every field, valid, for a candidate of this address. */
export function applicationFields(email: string, overrides: Record<string, string> = {}) {
  return {
    name: 'Asha Unique-Name Rao',
    email,
    mobile: '+91 98480 12345',
    city: 'Warangal-Typed-City',
    experienceYears: '2',
    link: 'https://portfolio.example.in/asha-typed-link',
    note: 'A typed note about my final-year project.',
    consent: 'true',
    keepOnFile: 'false',
    ...overrides,
  };
}

export const pdfPart = (content = plainPdf(), name = 'resume.pdf'): FilePart => ({
  content,
  name,
  type: 'application/pdf',
});

/** Sends an application as the form does (multipart), from an address of its own unless given. */
export async function apply(
  agent: TestAgent,
  {
    slug = INTERNSHIP,
    fields,
    resume = pdfPart(),
    remoteAddress = freshAddress(),
    language,
  }: {
    slug?: string;
    fields: Record<string, string>;
    resume?: FilePart | null;
    remoteAddress?: string;
    /** The page's language, as the browser's API client says it. */
    language?: string;
  },
) {
  const body = await multipartBody(fields, resume ? { resume } : {});
  const headers = language ? { ...body.headers, 'accept-language': language } : body.headers;
  return agent.request({
    method: 'POST',
    url: CAREERS_PATHS.apply({ slug }),
    remoteAddress,
    ...body,
    headers,
  });
}

/** The acknowledgements sent to an address, oldest first, as they are sent (sealed bodies opened). */
export const acknowledgementsTo = async (ctx: TestContext, address: string) =>
  (
    await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.template, 'application-acknowledgement'),
          eq(sql`lower(${emailOutbox.toAddress})`, address.toLowerCase()),
        ),
      )
      .orderBy(asc(emailOutbox.id))
  ).map((row) => asSent(ctx, row));

/** The private link's secret in the newest acknowledgement to the address. */
export async function keyFor(ctx: TestContext, address: string): Promise<string> {
  const mail = (await acknowledgementsTo(ctx, address)).at(-1);
  const key = mail && new RegExp(`#${APPLICATION_LINK_KEY}=([A-Za-z0-9_-]+)`).exec(mail.textBody)?.[1];
  if (!key) throw new Error(`No acknowledgement with a private link to ${address}`);
  return key;
}

export const applicationsOf = (ctx: TestContext, email: string) =>
  ctx.database.db.select().from(jobApplications).where(eq(jobApplications.email, email.toLowerCase()));

/** How many rows the tables an application writes to hold: nothing may change when one is refused. */
export async function writtenCounts(ctx: TestContext) {
  const count = async (table: typeof jobApplications | typeof consentRecords | typeof emailOutbox) => {
    const [row] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row.n;
  };
  return {
    applications: await count(jobApplications),
    consents: await count(consentRecords),
    emails: await count(emailOutbox),
  };
}

let openingNumber = 0;
/** An opening of its own, in the given state. */
export async function insertOpening(
  ctx: TestContext,
  state: { status: 'draft' | 'published' | 'closed'; closesOn?: string | null },
) {
  openingNumber += 1;
  const [row] = await ctx.database.db
    .insert(openings)
    .values({
      slug: `test-opening-${openingNumber}-${state.status}`,
      status: state.status,
      title: `Test opening ${openingNumber}`,
      employmentType: 'full-time',
      city: 'Hyderabad',
      workMode: 'remote',
      experienceMinYears: 1,
      experienceMaxYears: 3,
      description: 'Text.',
      requirements: '- One',
      closesOn: state.closesOn ?? null,
      publishedAt: state.status === 'draft' ? null : new Date(),
    })
    .returning();
  return row;
}
