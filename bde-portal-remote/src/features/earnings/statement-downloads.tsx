import { useId, useState } from 'react';
import { formatMonth } from '../../ui/format-month';
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
  const [chosen, setChosen] = useState(month);
  const months = monthsBetween(registeredMonth, month);
  return (
    <div className="earnings-choose">
      <div className="field">
        <label htmlFor={id}>Statement month</label>
        <select id={id} value={chosen} onChange={(event) => setChosen(event.target.value)}>
          {months.map((value) => (
            <option key={value} value={value}>
              {formatMonth(value)}
            </option>
          ))}
        </select>
      </div>
      <p className="earnings-downloads">
        <a className="button" href={statementDownload(bdeCode, chosen, 'pdf')} download>
          Download PDF<span className="visually-hidden"> statement for {formatMonth(chosen)}</span>
        </a>
        <a className="button" href={statementDownload(bdeCode, chosen, 'csv')} download>
          Download CSV<span className="visually-hidden"> statement for {formatMonth(chosen)}</span>
        </a>
      </p>
      <StatementFigures bdeCode={bdeCode} month={chosen} />
    </div>
  );
}
