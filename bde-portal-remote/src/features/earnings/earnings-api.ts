import { api } from 'shared/api/base-api';
import type {
  BdeEarningsResponse,
  StatementResponse,
  TdsSummaryResponse,
} from 'shared/contract/bde-earnings-responses';
import { BDE_EARNINGS_PATHS } from 'shared/contract/earnings';

/** `month=YYYY-MM&format=pdf|csv`: a download the browser fetches itself (with the session cookie). */
export const statementDownload = (bdeCode: string, month: string, format: 'pdf' | 'csv') =>
  `${BDE_EARNINGS_PATHS.statement(bdeCode)}&month=${encodeURIComponent(month)}&format=${format}`;

/** The portal's earnings calls, keyed by the stored bdeCode like every portal call. */
export const earningsApi = api.injectEndpoints({
  endpoints: (build) => ({
    bdeEarnings: build.query<BdeEarningsResponse, string>({
      query: (bdeCode) => BDE_EARNINGS_PATHS.earnings(bdeCode),
      providesTags: ['Business'],
    }),
    bdeStatement: build.query<StatementResponse, { bdeCode: string; month: string }>({
      query: ({ bdeCode, month }) =>
        `${BDE_EARNINGS_PATHS.statement(bdeCode)}&month=${encodeURIComponent(month)}&format=json`,
      providesTags: ['Business'],
    }),
    bdeTdsSummary: build.query<TdsSummaryResponse, { bdeCode: string; year: number }>({
      query: ({ bdeCode, year }) => `${BDE_EARNINGS_PATHS.tdsSummary(bdeCode)}&year=${year}`,
      providesTags: ['Business'],
    }),
  }),
});

export const { useBdeEarningsQuery, useBdeStatementQuery, useBdeTdsSummaryQuery } = earningsApi;
