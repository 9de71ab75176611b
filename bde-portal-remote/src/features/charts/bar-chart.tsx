import { Bar } from '@nivo/bar';
import { CHART_COLORS, prefersReducedMotion, type ChartDatum } from './chart-data';

/** A nivo bar chart, one bar per figure, at a fixed size. */
export default function BarChart({
  data,
  width,
  height,
}: {
  data: ChartDatum[];
  width: number;
  height: number;
}) {
  return (
    <Bar
      width={width}
      height={height}
      data={data.map((datum) => ({ label: datum.label, value: datum.value }))}
      keys={['value']}
      indexBy="label"
      margin={{ top: 12, right: 12, bottom: 36, left: 44 }}
      padding={0.3}
      colors={({ index }) => CHART_COLORS[index % CHART_COLORS.length]}
      labelTextColor="#ffffff"
      axisLeft={{ tickSize: 0, tickPadding: 6 }}
      axisBottom={{ tickSize: 0, tickPadding: 8 }}
      enableGridY
      isInteractive={false}
      animate={!prefersReducedMotion()}
      role="presentation"
    />
  );
}
