import { Pie } from '@nivo/pie';
import { partsChart, type ChartProps } from './chart-data';

interface PieChartProps extends ChartProps {
  /** 0 for a pie, about 0.55 for a donut. */
  innerRadius?: number;
}

/** A nivo pie or donut at a fixed size; its legend is the figures table beside it. */
export default function PieChart({ innerRadius = 0, ...chart }: PieChartProps) {
  return (
    <Pie
      {...partsChart(chart)}
      innerRadius={innerRadius}
      margin={{ top: 12, right: 12, bottom: 12, left: 12 }}
      padAngle={1}
      cornerRadius={2}
      enableArcLinkLabels={false}
      arcLabelsTextColor="#ffffff"
      arcLabelsSkipAngle={12}
    />
  );
}
