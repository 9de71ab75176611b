import { chartColor } from './chart-data';

/** A figure's name in its table, after a key of the colour its part of the chart is drawn in. */
export function Swatch({ index, label }: { index: number; label: string }) {
  return (
    <>
      <span className="chart-figure__swatch" style={{ background: chartColor(index) }} aria-hidden="true" />
      {label}
    </>
  );
}
