import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BdeEarningsResponse,
  EARNINGS_LINE_LIMIT,
  StatementAnswer,
  STATEMENT_FORMATS,
  TdsSummaryResponse,
} from 'shared/contract/bde-earnings-responses';
import { BDE_EARNINGS_PATHS } from 'shared/contract/earnings';
import type { Db } from '../../db/client';
import { unauthorized } from '../../lib/http-error';
import { querySchema } from '../../lib/request-schema';
import { guarded } from '../../plugins/guards';
import { earningsOf, executiveHeader } from './earnings-service';
import { parseStatementQuery, parseTdsYearQuery } from './earnings-query';
import { statementCsv } from './statement-csv';
import { statementPdf } from './statement-pdf';
import { statementOf } from './statement-service';
import { statementFileName } from './statement-text';
import { tdsSummaryOf } from './tds-summary-service';

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** The query schema of a path taking the BDE's code, with more fields beside it. */
function queryWith(path: { query?: string }, more: Record<string, object>, required: string[]) {
  const base = querySchema(path);
  return {
    ...base,
    properties: { ...(base.properties as object), ...more },
    required: [...(base.required as string[]), ...required],
  };
}

/**
 * The portal's earnings (/api/BDEPortal/Earnings, Statement, TdsSummary): only ever the signed-in
 * BDE's own (their code in the query, else 403), never cached.
 */
export function bdeEarningsRoutes(app: FastifyInstance, { db, now }: { db: Db; now: () => number }) {
  const ownCode = [app.requireBde, app.ownBdeCodeQuery];

  /** The signed-in BDE's id and the span they may ask about (registration to now). */
  async function signedIn(request: FastifyRequest) {
    const executiveId = guarded(request.bde).id;
    const header = await executiveHeader(db, executiveId);
    if (!header) throw unauthorized();
    return { executiveId, header, span: { registeredAt: header.createdAt, now: now() } };
  }

  app.get(
    BDE_EARNINGS_PATHS.earnings.pattern,
    {
      preHandler: ownCode,
      schema: {
        summary: "The signed-in BDE's earnings: this month, this financial year, lines, payouts, overrides",
        description:
          'Figures in paise (India time): lines created in the period by their status now, lines declined ' +
          `in it, payouts paid in it (gross, TDS, net). The newest ${EARNINGS_LINE_LIMIT} lines (\`moreLines\` counts the rest), ` +
          'the payouts with their UTR, and this year’s overrides by referral level.',
        querystring: querySchema(BDE_EARNINGS_PATHS.earnings),
        response: { 200: BdeEarningsResponse },
      },
    },
    async (request, reply): Promise<BdeEarningsResponse> => {
      const answer = await earningsOf(db, guarded(request.bde).id, now());
      if (!answer) throw unauthorized();
      noStore(reply);
      return answer;
    },
  );

  app.get<{ Querystring: Record<string, unknown> }>(
    BDE_EARNINGS_PATHS.statement.pattern,
    {
      preHandler: ownCode,
      schema: {
        summary: "The signed-in BDE's statement of a month, as JSON, PDF or CSV",
        description:
          'opening + commissions + reversals − declined − TDS − net paid = closing, the balance being ' +
          'what is owed (lines pending, approved or held), India time. `month` is a month from the ' +
          'BDE’s registration up to this one, else 400. PDF and CSV are downloads ' +
          '(`Content-Disposition: attachment`), never cached; the CSV lists every entry, formula-safe.',
        querystring: queryWith(
          BDE_EARNINGS_PATHS.statement,
          {
            month: { type: 'string', pattern: '^\\d{4}-\\d{2}$' },
            format: { type: 'string', enum: [...STATEMENT_FORMATS], default: 'json' },
          },
          ['month'],
        ),
        response: { 200: StatementAnswer },
      },
    },
    async (request, reply) => {
      const at = now();
      // The registration month bounds the months a BDE may ask for; it is read with the statement, so
      // the question is checked without it first and against it once the statement is read.
      const { month, format } = parseStatementQuery(request.query, { registeredAt: new Date(0), now: at });
      const found = await statementOf(db, guarded(request.bde).id, month, {
        entryLimit: format === 'json' ? undefined : Number.MAX_SAFE_INTEGER,
      });
      if (!found) throw unauthorized();
      parseStatementQuery(request.query, { registeredAt: found.registeredAt, now: at });
      const { statement } = found;
      noStore(reply);
      if (format === 'json') return statement;
      const download = (type: string, extension: 'pdf' | 'csv') =>
        reply
          .type(type)
          .header(
            'Content-Disposition',
            `attachment; filename="${statementFileName(statement.bdeCode, month, extension)}"`,
          );
      if (format === 'csv') return download('text/csv; charset=utf-8', 'csv').send(statementCsv(statement));
      return download('application/pdf', 'pdf').send(await statementPdf(statement));
    },
  );

  app.get<{ Querystring: Record<string, unknown> }>(
    BDE_EARNINGS_PATHS.tdsSummary.pattern,
    {
      preHandler: ownCode,
      schema: {
        summary: "The signed-in BDE's tax deducted in a financial year, payout by payout",
        description:
          '`year` is the financial year’s first year (2025: April 2025 to March 2026), from the BDE’s ' +
          'registration up to this one, else 400. Each payout with its date, gross, taxed base, section, ' +
          'rate, TDS and UTR, and the year’s totals, for reconciling with Form 26AS.',
        querystring: queryWith(
          BDE_EARNINGS_PATHS.tdsSummary,
          { year: { type: 'string', pattern: '^\\d{4}$' } },
          ['year'],
        ),
        response: { 200: TdsSummaryResponse },
      },
    },
    async (request, reply): Promise<TdsSummaryResponse> => {
      const { executiveId, span } = await signedIn(request);
      const year = parseTdsYearQuery(request.query, span);
      const summary = await tdsSummaryOf(db, executiveId, year);
      if (!summary) throw unauthorized();
      noStore(reply);
      return summary;
    },
  );
}
