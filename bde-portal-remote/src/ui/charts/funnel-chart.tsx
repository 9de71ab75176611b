import { Funnel } from '@nivo/funnel';
import { partsChart, type ChartProps } from './chart-data';

/** A nivo funnel at a fixed size (loaded lazily: nivo stays out of the first page load). */
export default function FunnelChart(props: ChartProps) {
  return (
    <Funnel
      {...partsChart(props)}
      margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
      borderWidth={0}
      labelColor="#ffffff"
      beforeSeparatorLength={0}
      afterSeparatorLength={0}
      currentPartSizeExtension={0}
    />
  );
}
