import { useBdeText } from '../../i18n/bde-text';
import { ChartFigure } from '../../ui/charts/chart-figure';
import type { ChartDatum } from '../../ui/charts/chart-data';
import { LazyBarChart, LazyFunnelChart, LazyPieChart } from '../../ui/charts/lazy-charts';
import { FigureTiles } from '../../ui/figure-tiles';
import { SampleDataNotice } from '../../ui/sample-data-notice';

/** The overview's figures, named in the page's language. */
export interface SalesFigures {
  tiles: ChartDatum[];
  funnel: ChartDatum[];
  services: ChartDatum[];
  sources: ChartDatum[];
  /** What the demand chart's figures count. */
  servicesValueLabel: string;
}

const CHART_HEIGHT = 220;

/**
 * The dashboard's sales overview: lead tiles, the funnel, demand by service and lead sources. The
 * same layout holds the BDE's own figures or, before they have any, the samples, named as such.
 */
export function SalesOverview({ figures, sample }: { figures: SalesFigures; sample: boolean }) {
  const t = useBdeText();
  const named = (title: string) => (sample ? t('{{title}} (sample)', { title: t(title) }) : t(title));
  return (
    <section className="dashboard-samples" aria-labelledby="sales-overview-title">
      <h2 id="sales-overview-title">{named('Sales overview')}</h2>
      {sample && (
        <SampleDataNotice>
          {t(
            'You have no leads, proposals or projects yet. The figures in this section are examples of what the dashboard will show; they are not your own numbers.',
          )}
        </SampleDataNotice>
      )}
      <FigureTiles label={named('Lead figures')} tiles={figures.tiles} />
      <div className="chart-grid">
        <div className="card">
          <ChartFigure
            title={named('Sales funnel')}
            data={figures.funnel}
            height={CHART_HEIGHT}
            valueLabel={t('Leads')}
          >
            {(width) => <LazyFunnelChart data={figures.funnel} width={width} height={CHART_HEIGHT} />}
          </ChartFigure>
        </div>
        <div className="card">
          <ChartFigure
            title={named('Demand by service')}
            data={figures.services}
            height={CHART_HEIGHT}
            valueLabel={figures.servicesValueLabel}
          >
            {(width) => (
              <LazyPieChart data={figures.services} width={width} height={CHART_HEIGHT} innerRadius={0.55} />
            )}
          </ChartFigure>
        </div>
        <div className="card">
          <ChartFigure
            title={named('Lead sources')}
            data={figures.sources}
            height={CHART_HEIGHT}
            valueLabel={t('Leads')}
          >
            {(width) => <LazyBarChart data={figures.sources} width={width} height={CHART_HEIGHT} />}
          </ChartFigure>
        </div>
      </div>
    </section>
  );
}
