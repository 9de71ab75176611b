import { Bar } from '@nivo/bar';
import { chartColor, fixedChart, type ChartProps } from './chart-data';

/** A nivo bar chart, one bar per figure, at a fixed size. */
export default function BarChart({ data, width, height }: ChartProps) {
  return (
    <Bar
      {...fixedChart(width, height)}
      data={data.map((datum) => ({ label: datum.label, value: datum.value }))}
      keys={['value']}
      indexBy="label"
      margin={{ top: 12, right: 12, bottom: 36, left: 44 }}
      padding={0.3}
      colors={({ index }) => chartColor(index)}
      labelTextColor="#ffffff"
      axisLeft={{ tickSize: 0, tickPadding: 6 }}
      axisBottom={{ tickSize: 0, tickPadding: 8 }}
      enableGridY
    />
  );
}
