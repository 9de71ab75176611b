import { Suspense, useRef, type ReactNode } from 'react';
import { useBdeText } from '../../i18n/bde-text';
import { DataTable } from '../data-table';
import { describeFigures, type ChartDatum } from './chart-data';
import { Swatch } from './swatch';
import { useCallsSettled } from './use-calls-settled';
import { useContainerWidth } from './use-container-width';

interface ChartFigureProps {
  title: string;
  data: ChartDatum[];
  height: number;
  /** Heading of the value column of the figures table ("Count" when not given). */
  valueLabel?: string;
  formatValue?: (value: number) => string;
  /** Draws the chart at the measured width; usually a lazily loaded nivo chart. */
  children: (width: number) => ReactNode;
}

/**
 * A chart with its text alternatives: the drawing is one labelled image whose label reads out
 * every figure, and the same figures follow in a small table (which doubles as the legend).
 */
export function ChartFigure({
  title,
  data,
  height,
  valueLabel,
  formatValue = String,
  children,
}: ChartFigureProps) {
  const t = useBdeText();
  const canvas = useRef<HTMLDivElement>(null);
  // The chart (and its code) waits for the canvas's first measurement, taken after the page around
  // it has been drawn, then for the page's calls; the canvas keeps its height meanwhile, so nothing
  // moves when the chart arrives.
  const width = useContainerWidth(canvas, 320);
  const settled = useCallsSettled(width !== null);
  const loading = <span className="chart-figure__loading">{t('Loading chart…')}</span>;
  return (
    <figure className="chart-figure">
      <figcaption className="chart-figure__title">{title}</figcaption>
      <div
        ref={canvas}
        className="chart-figure__canvas"
        role="img"
        aria-label={`${title}: ${describeFigures(data, formatValue)}`}
        style={{ height }}
      >
        {width === null || !settled ? loading : <Suspense fallback={loading}>{children(width)}</Suspense>}
      </div>
      <DataTable
        className="chart-figure__table"
        columns={[
          { header: title, cell: (datum, index) => <Swatch index={index} label={datum.label} /> },
          { header: valueLabel ?? t('Count'), cell: (datum) => formatValue(datum.value) },
        ]}
        rows={data}
        rowKey={(datum) => datum.label}
      />
    </figure>
  );
}
