/** One figure of a chart: what it counts and how many. */
export interface ChartDatum {
  label: string;
  value: number;
}

/** Colours with at least 4.5:1 contrast against white, so white labels on them stay readable. */
export const CHART_COLORS = ['#1e3a8a', '#0f766e', '#b45309', '#7c3aed', '#be123c', '#334155'];

/** The colour of the n-th figure, the colours repeating after the last. */
export const chartColor = (index: number) => CHART_COLORS[index % CHART_COLORS.length];

/** What each chart takes: its figures and the size to draw them at. */
export interface ChartProps {
  data: ChartDatum[];
  width: number;
  height: number;
}

/** "Lead 50, Requirement Gathering 30": the figures as one sentence for a chart's text alternative. */
export function describeFigures(data: ChartDatum[], format: (value: number) => string = String): string {
  return data.map((datum) => `${datum.label} ${format(datum.value)}`).join(', ');
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia !== 'function' || window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The props every nivo chart here is drawn with: a fixed size, no hover (the figures table beside it
 * is the readable version), motion only when it is welcome, and no role of its own inside the figure.
 */
export function fixedChart(width: number, height: number) {
  return { width, height, isInteractive: false, animate: !prefersReducedMotion(), role: 'presentation' };
}

/** A funnel's or pie's props: the fixed chart's, with each figure given an id and a colour in order. */
export function partsChart({ data, width, height }: ChartProps) {
  return {
    ...fixedChart(width, height),
    data: data.map((datum) => ({ id: datum.label, label: datum.label, value: datum.value })),
    colors: CHART_COLORS,
  };
}
