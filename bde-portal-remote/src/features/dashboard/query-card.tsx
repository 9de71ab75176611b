import type { ReactNode } from 'react';
import { useBdeText } from '../../i18n/bde-text';
import { QueryView, type Query } from '../../ui/query-view';
import { DashboardCard } from './dashboard-card';

interface QueryCardSpec<T> {
  /** The id of the card's h2. */
  id: string;
  /** In English, the key of its text in the page's language. */
  title: string;
  wide?: boolean;
  /** The call whose answer the card shows, made with the signed-in BDE's code. */
  useQuery: (bdeCode: string) => Query<T>;
  /** What the page calls the answer (in English, shown in the page's language), and what the log calls it. */
  what: string;
  logAs: string;
  /** An answer of the usual shape, drawn hidden while loading so that the card keeps its loaded size. */
  placeholder: T;
  render: (data: T) => ReactNode;
}

/** A dashboard card that shows the answer to one call: its heading, then the call's state or answer. */
export function queryCard<T>({
  id,
  title,
  wide,
  useQuery,
  what,
  logAs,
  placeholder,
  render,
}: QueryCardSpec<T>) {
  return function QueryCard({ bdeCode }: { bdeCode: string }) {
    const t = useBdeText();
    return (
      <DashboardCard id={id} title={t(title)} wide={wide}>
        <QueryView query={useQuery(bdeCode)} what={t(what)} logAs={logAs} placeholder={placeholder}>
          {render}
        </QueryView>
      </DashboardCard>
    );
  };
}
