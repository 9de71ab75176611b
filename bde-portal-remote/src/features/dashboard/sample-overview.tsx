import { LazyBarChart, LazyFunnelChart, LazyPieChart } from '../charts/lazy-charts';
import { ChartFigure } from '../charts/chart-figure';
import { SampleDataNotice } from '../portal/sample-data-notice';
import { LEAD_SOURCES, LEAD_TILES, SALES_FUNNEL, SERVICE_DEMAND } from '../sample-screens/sample-figures';

/** Placeholder figures, drawn with nivo and labelled as samples throughout. */
export function SampleOverview() {
  return (
    <section className="dashboard-samples" aria-labelledby="sample-overview-title">
      <h2 id="sample-overview-title">Sales overview (sample)</h2>
      <SampleDataNotice>
        The figures in this section are examples of what the dashboard will show once leads are tracked here.
        They are not your own numbers.
      </SampleDataNotice>
      <ul className="tile-list" aria-label="Lead figures (sample)">
        {LEAD_TILES.map((tile) => (
          <li key={tile.label} className="card tile">
            <span className="tile__value">{tile.value}</span>
            <span className="tile__label">{tile.label}</span>
          </li>
        ))}
      </ul>
      <div className="chart-grid">
        <div className="card">
          <ChartFigure title="Sales funnel (sample)" data={SALES_FUNNEL} height={220} valueLabel="Leads">
            {(width) => <LazyFunnelChart data={SALES_FUNNEL} width={width} height={220} />}
          </ChartFigure>
        </div>
        <div className="card">
          <ChartFigure
            title="Demand by service (sample)"
            data={SERVICE_DEMAND}
            height={220}
            valueLabel="Percent"
          >
            {(width) => <LazyPieChart data={SERVICE_DEMAND} width={width} height={220} innerRadius={0.55} />}
          </ChartFigure>
        </div>
        <div className="card">
          <ChartFigure title="Lead sources (sample)" data={LEAD_SOURCES} height={220} valueLabel="Leads">
            {(width) => <LazyBarChart data={LEAD_SOURCES} width={width} height={220} />}
          </ChartFigure>
        </div>
      </div>
    </section>
  );
}
