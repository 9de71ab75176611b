import { and, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { contactMessages } from '../db/schema';
import { createTestApp, type TestContext } from '../test/test-app';
import { HttpError } from './http-error';
import {
  afterCursor,
  keysetOrder,
  pageOf,
  parseListQuery,
  searchAny,
  type ListQuery,
  type SortColumns,
} from './keyset-page';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const SORTS: SortColumns = {
  createdAt: { column: contactMessages.createdAt, type: 'date' },
  name: { column: contactMessages.name, type: 'text' },
  id: { column: contactMessages.id, type: 'number' },
};
const FILTERS = { status: ['new', 'closed'], owner: 'id', tag: 'text' } as const;
const parse = (query: Record<string, unknown>) =>
  parseListQuery(query, { sorts: SORTS, defaultSort: 'createdAt', filters: FILTERS });

/** The field errors of the 400 that reading `query` gives. */
function refusal(query: Record<string, unknown>): Record<string, string[]> {
  try {
    parse(query);
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) return { ...error.errors };
    throw error;
  }
  throw new Error('accepted');
}

describe('parseListQuery', () => {
  test('defaults: newest first, 25 a page, no search, no filter', () => {
    expect(parse({})).toEqual({
      q: null,
      sort: 'createdAt',
      dir: 'desc',
      after: null,
      limit: 25,
      filters: {},
    });
  });

  test('reads every parameter it knows, trims the search and ignores empty ones', () => {
    expect(
      parse({ q: '  ravi ', sort: 'name', dir: 'asc', limit: '100', status: 'closed', owner: '7', tag: '' }),
    ).toEqual({
      q: 'ravi',
      sort: 'name',
      dir: 'asc',
      after: null,
      limit: 100,
      filters: { status: 'closed', owner: '7' },
    });
  });

  test.each([
    [{ colour: 'red' }, 'colour', 'Unknown parameter.'],
    [{ sort: 'email' }, 'sort', 'Sort by createdAt, name, id.'],
    [{ dir: 'up' }, 'dir', 'Give asc or desc.'],
    [{ limit: '0' }, 'limit', 'A number from 1 to 100.'],
    [{ limit: '101' }, 'limit', 'A number from 1 to 100.'],
    [{ limit: '2.5' }, 'limit', 'A number from 1 to 100.'],
    [{ limit: '1e2' }, 'limit', 'A number from 1 to 100.'],
    [{ q: ['a', 'b'] }, 'q', 'Give this once.'],
    [{ q: 'a\u0000b' }, 'q', 'Contains a character that is not allowed.'],
    [{ q: 'x'.repeat(101) }, 'q', 'At most 100 characters.'],
    [{ status: 'open' }, 'status', 'One of: new, closed.'],
    [{ owner: '0' }, 'owner', 'Give a number.'],
    [{ owner: '12abc' }, 'owner', 'Give a number.'],
    [{ tag: 't'.repeat(101) }, 'tag', 'At most 100 characters.'],
    [{ after: 'not a cursor' }, 'after', 'This is not a cursor this list gave.'],
    [{ after: 'W10' }, 'after', 'This is not a cursor this list gave.'],
    [{ after: 'x'.repeat(501) }, 'after', 'This is not a cursor this list gave.'],
  ])('%j is a 400 naming %s', (query, name, message) => {
    expect(refusal(query)).toEqual({ [name]: [message] });
  });

  test('names every bad parameter at once', () => {
    expect(Object.keys(refusal({ sort: 'x', dir: 'y', limit: 'z' })).sort()).toEqual([
      'dir',
      'limit',
      'sort',
    ]);
  });

  test('a parameter called like an Object method is only a name', () => {
    expect(refusal({ constructor: '1', __proto__x: '1' })).toEqual({
      constructor: ['Unknown parameter.'],
      __proto__x: ['Unknown parameter.'],
    });
  });
});

describe('cursors', () => {
  const cursorAfter = (query: ListQuery<string>, value: string | number | Date, id: number) => {
    const page = pageOf(
      [
        { value, id },
        { value, id: id + 1 },
      ],
      { ...query, limit: 1 },
      (row) => row,
    );
    return page.next as string;
  };

  test('a page with no row beyond it has no next cursor', () => {
    const query = parse({ limit: '2' });
    expect(pageOf([1, 2], query, (id) => ({ value: 'a', id })).next).toBeNull();
    expect(pageOf([1, 2, 3], query, (id) => ({ value: 'a', id }))).toEqual({
      items: [1, 2],
      next: expect.any(String),
    });
  });

  test('a cursor is taken back by the same sort and direction', () => {
    const after = cursorAfter(parse({ sort: 'name', dir: 'asc' }), 'Ravi', 4);
    expect(parse({ sort: 'name', dir: 'asc', after }).after).toEqual({
      sort: 'name',
      dir: 'asc',
      value: 'Ravi',
      id: 4,
    });
  });

  test('a cursor from another sort or direction is refused', () => {
    const after = cursorAfter(parse({ sort: 'name' }), 'Ravi', 4);
    const message = 'This cursor belongs to another order; start from the first page.';
    expect(refusal({ sort: 'createdAt', after })).toEqual({ after: [message] });
    expect(refusal({ sort: 'name', dir: 'asc', after })).toEqual({ after: [message] });
  });

  test('a cursor whose value has the wrong type for its sort is refused', () => {
    const forged = Buffer.from(JSON.stringify(['id', 'desc', 'text', 4])).toString('base64url');
    expect(refusal({ sort: 'id', after: forged })).toEqual({
      after: ['This is not a cursor this list gave.'],
    });
    const negative = Buffer.from(JSON.stringify(['name', 'desc', 'a', -1])).toString('base64url');
    expect(refusal({ sort: 'name', after: negative })).toEqual({
      after: ['This is not a cursor this list gave.'],
    });
  });

  test.each([
    ['a date that is not one', ['createdAt', 'desc', 'garbage', 1]],
    ['a date out of range', ['createdAt', 'desc', '294277-01-01', 1]],
    ['SQL in a date', ['createdAt', 'desc', "2020-01-01' OR 1=1--", 1]],
    ['a date in another form', ['createdAt', 'desc', '2026-01-05 10:00:00', 1]],
    ['an impossible day', ['createdAt', 'desc', '2026-02-31T00:00:00.000Z', 1]],
    ['an id beyond any row', ['createdAt', 'desc', '2026-01-05T10:00:00.123Z', 3_000_000_000]],
    ['a NUL in text', ['name', 'desc', 'a\u0000', 1]],
  ])('a forged cursor is a 400, never a database error: %s', (_label, cursor) => {
    const after = Buffer.from(JSON.stringify(cursor)).toString('base64url');
    expect(refusal({ sort: cursor[0] as string, after })).toEqual({
      after: ['This is not a cursor this list gave.'],
    });
  });

  test('a date cursor holds the instant as ISO text', () => {
    const at = new Date('2026-01-05T10:00:00.123Z');
    const after = cursorAfter(parse({}), at, 9);
    expect(parse({ after }).after?.value).toBe('2026-01-05T10:00:00.123Z');
  });
});

describe('against the database', () => {
  const db = () => ctx.database.db;

  /** Every id a walk through the list meets, page by page, and the number of pages. */
  async function walk(query: Record<string, string>, where?: SQL) {
    const seen: number[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const parsed = parse({ ...query, ...(after ? { after } : {}) });
      const rows = await db()
        .select({ id: contactMessages.id, name: contactMessages.name, createdAt: contactMessages.createdAt })
        .from(contactMessages)
        .where(and(where, afterCursor(parsed, SORTS, contactMessages.id)))
        .orderBy(...keysetOrder(parsed, SORTS, contactMessages.id))
        .limit(parsed.limit + 1);
      const page = pageOf(rows, parsed, (row) => ({
        value: parsed.sort === 'createdAt' ? row.createdAt : parsed.sort === 'name' ? row.name : row.id,
        id: row.id,
      }));
      seen.push(...page.items.map((row) => row.id));
      after = page.next;
      pages += 1;
      if (pages > 100) throw new Error(`no end to the walk: ${seen.join(',')}`);
    } while (after);
    return { seen, pages };
  }

  let ids: number[];
  beforeAll(async () => {
    const message = (name: string) => ({ name, contactNumber: '1', email: 'a@b.in', message: 'm' });
    // Five rows from one statement share their created_at to the microsecond; four more differ by
    // microseconds inside one millisecond (what a JavaScript Date, and so a cursor, cannot tell
    // apart); two repeat a name.
    const tied = await db()
      .insert(contactMessages)
      .values(['Asha', 'Ravi', 'Meena', 'Ravi', 'Zoya'].map(message))
      .returning({ id: contactMessages.id });
    const close = [];
    for (const [i, micro] of ['000100', '000400', '000250', '000999'].entries()) {
      const [row] = await db()
        .insert(contactMessages)
        .values({
          ...message(`Close ${i}`),
          createdAt: sql`cast(${`2025-03-01 10:00:00.${micro}+00`} as timestamptz)` as unknown as Date,
        })
        .returning({ id: contactMessages.id });
      close.push(row.id);
    }
    ids = [...tied, ...close.map((id) => ({ id }))].map((row) => row.id);
  });

  test.each([
    ['createdAt', 'desc'],
    ['createdAt', 'asc'],
    ['name', 'desc'],
    ['name', 'asc'],
    ['id', 'asc'],
  ])('sorted by %s %s, pages of 1, 2 and 4 meet every row exactly once, in order', async (sort, dir) => {
    const all = await walk({ sort, dir, limit: '100' });
    expect(all.pages).toBe(1);
    expect([...all.seen].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    for (const limit of ['1', '2', '4']) {
      const paged = await walk({ sort, dir, limit });
      expect(paged.seen).toEqual(all.seen);
      expect(paged.pages).toBe(Math.ceil(ids.length / Number(limit)));
    }
  });

  test('ties on the sort column are broken by id, in the same direction', async () => {
    const { seen } = await walk({ sort: 'createdAt', dir: 'asc', limit: '3' });
    // The close rows by their microseconds (100, 250, 400, 999), then the tied ones by id.
    const close = ids.slice(5);
    expect(seen.slice(0, 4)).toEqual([close[0], close[2], close[1], close[3]]);
    expect(seen.slice(4)).toEqual(ids.slice(0, 5));
  });

  test('the search takes % and _ literally, and ignores case', async () => {
    const [literal] = await db()
      .insert(contactMessages)
      .values({ name: '100%_sure', contactNumber: '1', email: 'a@b.in', message: 'm' })
      .returning({ id: contactMessages.id });
    const found = async (q: string) =>
      (
        await db()
          .select({ id: contactMessages.id })
          .from(contactMessages)
          .where(searchAny(q, [contactMessages.name]))
      ).map((row) => row.id);
    expect(await found('0%_S')).toEqual([literal.id]);
    expect(await found('%')).toEqual([literal.id]);
    expect(await found('_')).toEqual([literal.id]);
    expect(await found('\\')).toEqual([]);
    expect(await found('RAVI')).toHaveLength(2);
  });

  /** The plan PostgreSQL picks with sequential scans priced out. */
  async function planOf(query: SQLWrapper): Promise<string> {
    return db().transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const result = (await tx.execute(sql`EXPLAIN ${query}`)) as unknown as {
        rows: Array<Record<string, string>>;
      };
      return result.rows.map((row) => Object.values(row)[0]).join('\n');
    });
  }

  test('a deep page by date walks the (created_at, id) index from the cursor', async () => {
    const after = pageOf([1, 2], parse({ limit: '1' }), (id) => ({ value: new Date(), id })).next!;
    const parsed = parse({ after, limit: '25' });
    const plan = await planOf(
      db()
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(afterCursor(parsed, SORTS, contactMessages.id))
        .orderBy(...keysetOrder(parsed, SORTS, contactMessages.id))
        .limit(26),
    );
    expect(plan).toMatch(/contact_messages_created_idx/);
    expect(plan).toMatch(/Index Cond: \(ROW\(created_at, id\) < ROW\(/);
    expect(plan).not.toMatch(/Sort\b/);
  });
});
