/** One figure of a chart: what it counts and how many. */
export interface ChartDatum {
  label: string;
  value: number;
}

/** Colours with at least 4.5:1 contrast against white, so white labels on them stay readable. */
export const CHART_COLORS = ['#1e3a8a', '#0f766e', '#b45309', '#7c3aed', '#be123c', '#334155'];

/** "Lead 50, Requirement Gathering 30": the figures as one sentence for a chart's text alternative. */
export function describeFigures(data: ChartDatum[], format: (value: number) => string = String): string {
  return data.map((datum) => `${datum.label} ${format(datum.value)}`).join(', ');
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia !== 'function' || window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
