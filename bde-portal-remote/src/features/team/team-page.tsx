import type { BdeTeamResponse } from 'shared/contract/bde-portal-responses';
import type { Translate } from 'shared/i18n/text';
import { useBdeText } from '../../i18n/bde-text';
import { useWorkFormat, type WorkFormat } from '../../i18n/work/use-work-format';
import { ChartFigure } from '../../ui/charts/chart-figure';
import { LazyBarChart } from '../../ui/charts/lazy-charts';
import { DataTable, type Column } from '../../ui/data-table';
import { FigureTiles } from '../../ui/figure-tiles';
import { OwnCode } from '../../app/own-code';
import { useBdeTeamQuery } from '../../app/portal-api';
import { QueryView } from '../../ui/query-view';

type Month = BdeTeamResponse['months'][number];
type Person = BdeTeamResponse['people'][number];
type Level = BdeTeamResponse['levels'][number];

const monthColumns = (t: Translate, { inr, month }: WorkFormat): Column<Month>[] => [
  { header: t('Month'), cell: (row) => month(row.month) },
  { header: t('Projects started'), numeric: true, cell: (row) => row.projects },
  { header: t('Of those, active'), numeric: true, cell: (row) => row.activeProjects },
  { header: t('Revenue'), numeric: true, cell: (row) => inr(row.revenue) },
];

const peopleColumns = (t: Translate): Column<Person>[] => [
  { header: t('Name'), cell: (person) => person.name },
  { header: t('BDE code'), cell: (person) => person.bdeCode },
  { header: t('Level'), numeric: true, cell: (person) => person.level },
];

const levelColumns = (t: Translate): Column<Level>[] => [
  { header: t('Level'), cell: (row) => row.level },
  { header: t('Members'), numeric: true, cell: (row) => row.members },
];

function Team({ data }: { data: BdeTeamResponse }) {
  const t = useBdeText();
  const format = useWorkFormat();
  if (data.members === 0) {
    return <p>{t('No one has joined through you yet. The BDEs you refer, and theirs, appear here.')}</p>;
  }
  const revenue = data.months.map((row) => ({ label: format.month(row.month), value: row.revenue }));
  return (
    <>
      <FigureTiles
        label={t('Your team')}
        tiles={[
          { label: t('Members'), value: data.members },
          { label: t('Active projects'), value: data.activeProjects },
          { label: t('Revenue'), value: format.inr(data.revenue) },
        ]}
      />
      <h3>{t('Members per level')}</h3>
      <DataTable caption={t('Members per level')} columns={levelColumns(t)} rows={data.levels} />
      <h3>{t('Month by month')}</h3>
      <ChartFigure
        title={t('Team revenue by month')}
        data={revenue}
        height={240}
        valueLabel={t('Revenue')}
        formatValue={format.inr}
      >
        {(width) => <LazyBarChart data={revenue} width={width} height={240} />}
      </ChartFigure>
      <DataTable
        caption={t('The team month by month')}
        columns={monthColumns(t, format)}
        rows={data.months}
      />
      <h3>{t('Members')}</h3>
      <DataTable
        caption={t('Team members')}
        columns={peopleColumns(t)}
        rows={data.people}
        rowKey={(person) => person.bdeCode}
      />
    </>
  );
}

/**
 * /bdedetails/teamCol: the downline rolled up, every level: members, their projects and revenue,
 * month by month. Members are named with their codes only, never their contact details.
 */
export function TeamPage() {
  const t = useBdeText();
  return (
    <OwnCode>
      {(bdeCode) => (
        <section className="card portal-panel" aria-labelledby="team-title">
          <h2 id="team-title">{t('Team/Collaboration')}</h2>
          <TeamBody bdeCode={bdeCode} />
        </section>
      )}
    </OwnCode>
  );
}

function TeamBody({ bdeCode }: { bdeCode: string }) {
  const t = useBdeText();
  return (
    <QueryView query={useBdeTeamQuery(bdeCode)} what={t('your team')} logAs="your team">
      {(data) => <Team data={data} />}
    </QueryView>
  );
}
