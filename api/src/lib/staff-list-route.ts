import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { StaffAccess } from 'shared/contract/staff';
import type { ListPage } from 'shared/contract/staff-list-responses';
import { listQuerySchema, type FilterSpec, type ListQuery, type SortColumns } from './keyset-page';

interface StaffList<F extends string, Item> {
  path: string;
  /** Which part of the back office it belongs to: the roles that may read it. */
  access: StaffAccess;
  summary: string;
  description?: string;
  sorts: SortColumns;
  filters?: Record<F, FilterSpec>;
  /** The contract's schema of a page. */
  response: TSchema;
  /** The query string checked: a 400 naming any parameter that is not right. */
  parse: (query: unknown) => ListQuery<F>;
  page: (query: ListQuery<F>) => Promise<ListPage<Item>>;
}

/** A back-office list, a page at a time, for the roles its access admits, and never cached. */
export function staffListRoute<F extends string, Item>(app: FastifyInstance, list: StaffList<F, Item>) {
  app.get(
    list.path,
    {
      preHandler: app.staffOnly(list.access),
      schema: {
        summary: list.summary,
        ...(list.description === undefined ? {} : { description: list.description }),
        querystring: listQuerySchema(list.sorts, list.filters),
        response: { 200: list.response },
      },
    },
    async (request, reply): Promise<ListPage<Item>> => {
      const query = list.parse(request.query);
      reply.header('cache-control', 'no-store');
      return list.page(query);
    },
  );
}
