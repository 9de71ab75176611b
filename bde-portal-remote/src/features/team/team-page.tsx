import type { BdeTeamResponse } from 'shared/contract/bde-portal-responses';
import { formatInr } from 'shared/format/inr';
import { ChartFigure } from '../../ui/charts/chart-figure';
import { LazyBarChart } from '../../ui/charts/lazy-charts';
import { DataTable, type Column } from '../../ui/data-table';
import { FigureTiles } from '../../ui/figure-tiles';
import { formatMonth } from '../../ui/format-month';
import { OwnCode } from '../../app/own-code';
import { useBdeTeamQuery } from '../../app/portal-api';
import { QueryView } from '../../ui/query-view';

type Month = BdeTeamResponse['months'][number];
type Person = BdeTeamResponse['people'][number];

const MONTH_COLUMNS: Column<Month>[] = [
  { header: 'Month', cell: (row) => formatMonth(row.month) },
  { header: 'Projects started', numeric: true, cell: (row) => row.projects },
  { header: 'Of those, active', numeric: true, cell: (row) => row.activeProjects },
  { header: 'Revenue', numeric: true, cell: (row) => formatInr(row.revenue) },
];

const PEOPLE_COLUMNS: Column<Person>[] = [
  { header: 'Name', cell: (person) => person.name },
  { header: 'BDE code', cell: (person) => person.bdeCode },
  { header: 'Level', numeric: true, cell: (person) => person.level },
];

function Team({ data }: { data: BdeTeamResponse }) {
  if (data.members === 0) {
    return <p>No one has joined through you yet. The BDEs you refer, and theirs, appear here.</p>;
  }
  const revenue = data.months.map((row) => ({ label: formatMonth(row.month), value: row.revenue }));
  return (
    <>
      <FigureTiles
        label="Your team"
        tiles={[
          { label: 'Members', value: data.members },
          { label: 'Active projects', value: data.activeProjects },
          { label: 'Revenue', value: formatInr(data.revenue) },
        ]}
      />
      <h3>Members per level</h3>
      <DataTable
        caption="Members per level"
        columns={[
          { header: 'Level', cell: (row: BdeTeamResponse['levels'][number]) => row.level },
          { header: 'Members', numeric: true, cell: (row) => row.members },
        ]}
        rows={data.levels}
      />
      <h3>Month by month</h3>
      <ChartFigure
        title="Team revenue by month"
        data={revenue}
        height={240}
        valueLabel="Revenue"
        formatValue={formatInr}
      >
        {(width) => <LazyBarChart data={revenue} width={width} height={240} />}
      </ChartFigure>
      <DataTable caption="The team month by month" columns={MONTH_COLUMNS} rows={data.months} />
      <h3>Members</h3>
      <DataTable
        caption="Team members"
        columns={PEOPLE_COLUMNS}
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
  return (
    <OwnCode>
      {(bdeCode) => (
        <section className="card portal-panel" aria-labelledby="team-title">
          <h2 id="team-title">Team/Collaboration</h2>
          <TeamBody bdeCode={bdeCode} />
        </section>
      )}
    </OwnCode>
  );
}

function TeamBody({ bdeCode }: { bdeCode: string }) {
  return (
    <QueryView query={useBdeTeamQuery(bdeCode)} what="your team">
      {(data) => <Team data={data} />}
    </QueryView>
  );
}
