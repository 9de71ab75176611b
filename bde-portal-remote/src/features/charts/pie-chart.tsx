import { Pie } from '@nivo/pie';
import { CHART_COLORS, prefersReducedMotion, type ChartDatum } from './chart-data';

interface PieChartProps {
  data: ChartDatum[];
  width: number;
  height: number;
  /** 0 for a pie, about 0.55 for a donut. */
  innerRadius?: number;
}

/** A nivo pie or donut at a fixed size; its legend is the figures table beside it. */
export default function PieChart({ data, width, height, innerRadius = 0 }: PieChartProps) {
  return (
    <Pie
      width={width}
      height={height}
      data={data.map((datum) => ({ id: datum.label, label: datum.label, value: datum.value }))}
      margin={{ top: 12, right: 12, bottom: 12, left: 12 }}
      innerRadius={innerRadius}
      padAngle={1}
      cornerRadius={2}
      colors={CHART_COLORS}
      enableArcLinkLabels={false}
      arcLabelsTextColor="#ffffff"
      arcLabelsSkipAngle={12}
      isInteractive={false}
      animate={!prefersReducedMotion()}
      role="presentation"
    />
  );
}
