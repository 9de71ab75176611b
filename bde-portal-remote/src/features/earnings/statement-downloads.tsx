import { useId, useState } from 'react';
import { useBdeText } from '../../i18n/bde-text';
import { useWorkFormat } from '../../i18n/work/use-work-format';
import { statementDownload } from './earnings-api';
import { monthsBetween } from './earnings-months';
import { StatementFigures } from './statement-figures';

interface StatementDownloadsProps {
  bdeCode: string;
  registeredMonth: string;
  month: string;
}

/** A month to choose (from registration to now), its statement's figures, and the statement as PDF and CSV. */
export function StatementDownloads({ bdeCode, registeredMonth, month }: StatementDownloadsProps) {
  const id = useId();
  const t = useBdeText();
  const format = useWorkFormat();
  const [chosen, setChosen] = useState(month);
  const months = monthsBetween(registeredMonth, month);
  const forMonth = t(' statement for {{month}}', { month: format.month(chosen) });
  return (
    <div className="earnings-choose">
      <div className="field">
        <label htmlFor={id}>{t('Statement month')}</label>
        <select id={id} value={chosen} onChange={(event) => setChosen(event.target.value)}>
          {months.map((value) => (
            <option key={value} value={value}>
              {format.month(value)}
            </option>
          ))}
        </select>
      </div>
      <p className="earnings-downloads">
        <a className="button" href={statementDownload(bdeCode, chosen, 'pdf')} download>
          {t('Download PDF')}
          <span className="visually-hidden">{forMonth}</span>
        </a>
        <a className="button" href={statementDownload(bdeCode, chosen, 'csv')} download>
          {t('Download CSV')}
          <span className="visually-hidden">{forMonth}</span>
        </a>
      </p>
      <StatementFigures bdeCode={bdeCode} month={chosen} />
    </div>
  );
}
