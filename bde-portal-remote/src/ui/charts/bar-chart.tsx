import { Bar } from '@nivo/bar';
import { chartColor, fixedChart, type ChartProps } from './chart-data';

/** More bars than this and their names turn on the axis, and the figures stay in the table below. */
const CROWDED = 6;

/**
 * Whole-number ticks for small counts (nivo would otherwise mark 0.2, 0.4…); otherwise about five,
 * which a short chart has room to label.
 */
function valueTicks(values: number[]): number[] | number {
  const top = Math.max(0, ...values);
  if (!values.every(Number.isInteger) || top > 10) return 5;
  return Array.from({ length: top + 1 }, (_, tick) => tick);
}

/** A nivo bar chart, one bar per figure, at a fixed size. */
export default function BarChart({ data, width, height }: ChartProps) {
  const crowded = data.length > CROWDED;
  const ticks = valueTicks(data.map((datum) => datum.value));
  return (
    <Bar
      {...fixedChart(width, height)}
      data={data.map((datum) => ({ label: datum.label, value: datum.value }))}
      keys={['value']}
      indexBy="label"
      margin={{ top: 12, right: 12, bottom: crowded ? 64 : 36, left: 64 }}
      padding={0.3}
      colors={({ index }) => chartColor(index)}
      enableLabel={!crowded}
      labelTextColor="#ffffff"
      axisLeft={{ tickSize: 0, tickPadding: 6, tickValues: ticks }}
      axisBottom={{ tickSize: 0, tickPadding: 8, ...(crowded ? { tickRotation: -45 } : {}) }}
      gridYValues={ticks}
      enableGridY
    />
  );
}
