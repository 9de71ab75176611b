import { Funnel } from '@nivo/funnel';
import { CHART_COLORS, prefersReducedMotion, type ChartDatum } from './chart-data';

/** A nivo funnel at a fixed size (loaded lazily: nivo stays out of the first page load). */
export default function FunnelChart({
  data,
  width,
  height,
}: {
  data: ChartDatum[];
  width: number;
  height: number;
}) {
  return (
    <Funnel
      width={width}
      height={height}
      data={data.map((datum) => ({ id: datum.label, label: datum.label, value: datum.value }))}
      margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
      colors={CHART_COLORS}
      borderWidth={0}
      labelColor="#ffffff"
      beforeSeparatorLength={0}
      afterSeparatorLength={0}
      currentPartSizeExtension={0}
      isInteractive={false}
      animate={!prefersReducedMotion()}
      role="presentation"
    />
  );
}
