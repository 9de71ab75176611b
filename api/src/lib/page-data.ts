import type { Language } from 'shared/contract/account-language';
import type { RouteInfo } from 'shared/contract/routes';

/**
 * What a page drawn from the database adds to the page the server composes: the remote pre-renders
 * it with empty places at build time, and its data is written in at request time.
 */
export interface PageData {
  /** 404 answers as a path no page has (the data names nothing); 410 for a page that has gone. */
  status: 200 | 404 | 410;
  /** False answers with noindex, in the page's robots tag and in X-Robots-Tag. */
  indexable: boolean;
  /** Changes whenever the data does: the composed page is kept under it. */
  version: string;
  /** The composed page with the data written in. */
  fill(html: string): string;
}

/**
 * The data of the page `route` shows at `pathname` (without its language's prefix) in `language`
 * (English when not said); null for a route drawn from no data.
 */
export type PageDataSource = (
  route: RouteInfo,
  pathname: string,
  language?: Language,
) => Promise<PageData | null>;

/** The first of `sources` with data for the page. */
export function firstPageData(...sources: PageDataSource[]): PageDataSource {
  return async (route, pathname, language) => {
    for (const source of sources) {
      const data = await source(route, pathname, language);
      if (data) return data;
    }
    return null;
  };
}
