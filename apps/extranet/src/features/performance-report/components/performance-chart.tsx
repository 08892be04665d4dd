/**
 * One figure of the report over time as an SVG bar chart (visx, docs/decisions/charts.md) in the app's chart
 * frame (shared/charts). Loaded on demand (React.lazy): the chart library never lands in the app's initial
 * bundle. The figure is one image to assistive technology (role="img" with a label); its data is the table
 * beside it.
 */
import { Bar } from '@visx/shape';
import { vars } from '@extranet/ui/theme';
import { BandChart } from '../../../shared/charts/band-chart';
import * as css from './performance-report.css';

export interface ChartPoint {
  start: string;
  /** Short label for the axis. */
  label: string;
  value: number | null;
}

export interface PerformanceChartProps {
  points: readonly ChartPoint[];
  label: string;
  formatValue: (v: number) => string;
}

const MARGIN = { top: 16, right: 16, bottom: 36, left: 72 };

export default function PerformanceChart({ points, label, formatValue }: PerformanceChartProps) {
  const max = Math.max(1, ...points.map((p) => p.value ?? 0));
  const labelOf = new Map(points.map((p) => [p.start, p.label]));
  return (
    <BandChart
      className={css.chart}
      label={label}
      keys={points.map((p) => p.start)}
      keyLabel={(start) => labelOf.get(start) ?? ''}
      labelWidth={64}
      padding={points.length > 60 ? 0 : 0.25}
      margin={MARGIN}
      y={{ domain: [0, max], nice: true, ticks: 4, format: formatValue }}
      axisColor={vars.color.border}
    >
      {({ x, y, innerHeight }) =>
        points.map((p) => {
          const top = y(p.value ?? 0);
          return (
            <Bar
              key={p.start}
              x={x(p.start) ?? 0}
              y={top}
              width={Math.max(1, x.bandwidth())}
              height={innerHeight - top}
              style={{ fill: vars.color.accent }}
            />
          );
        })
      }
    </BandChart>
  );
}
