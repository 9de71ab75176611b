import { STATEMENT_FIGURES } from 'shared/contract/statement-figures';
import { formatMonth } from '../../ui/format-month';
import { QueryView } from '../../ui/query-view';
import { useBdeStatementQuery } from './earnings-api';
import { inrOfPaise } from './paise';

/** The chosen month's statement on screen: the figures its PDF and CSV carry, to the paisa. */
export function StatementFigures({ bdeCode, month }: { bdeCode: string; month: string }) {
  const statement = useBdeStatementQuery({ bdeCode, month });
  return (
    <QueryView query={statement} what="the statement" logAs="the statement">
      {(data) => (
        <table className="statement-figures">
          <caption>Statement for {formatMonth(data.month)}</caption>
          <tbody>
            {STATEMENT_FIGURES.map(({ label, of }) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{inrOfPaise(of(data))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </QueryView>
  );
}
