import { STATEMENT_FIGURES } from 'shared/contract/statement-figures';
import { useBdeText } from '../../i18n/bde-text';
import { useWorkFormat } from '../../i18n/work/use-work-format';
import { statementFigureName } from '../../i18n/work/work-names';
import { QueryView } from '../../ui/query-view';
import { useBdeStatementQuery } from './earnings-api';

/** The chosen month's statement on screen: the figures its PDF and CSV carry, to the paisa. */
export function StatementFigures({ bdeCode, month }: { bdeCode: string; month: string }) {
  const t = useBdeText();
  const format = useWorkFormat();
  const name = statementFigureName(t);
  const statement = useBdeStatementQuery({ bdeCode, month });
  return (
    <QueryView query={statement} what={t('the statement')} logAs="the statement">
      {(data) => (
        <table className="statement-figures">
          <caption>{t('Statement for {{month}}', { month: format.month(data.month) })}</caption>
          <tbody>
            {STATEMENT_FIGURES.map(({ label, of }) => (
              <tr key={label}>
                <th scope="row">{name(label)}</th>
                <td>{format.paise(of(data))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </QueryView>
  );
}
