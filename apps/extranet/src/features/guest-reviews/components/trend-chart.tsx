/**
 * The monthly trend as an SVG chart (visx, docs/decisions/charts.md) in the app's chart frame (shared/charts):
 * bars for the number of reviews (right axis), a line with points for the average score (left axis, 0 to 10).
 * Loaded on demand (React.lazy), so the chart library never lands in the app's initial bundle. The figure is one
 * image to assistive technology (role="img" with a label); its data is the table next to it.
 */
import { AxisRight } from '@visx/axis';
import { scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { REVIEW_SCORE_MAX } from '@extranet/domain';
import { vars } from '@extranet/ui/theme';
import { axisTitle, BandChart, valueTickLabel } from '../../../shared/charts/band-chart';

export interface TrendPoint {
  month: string;
  /** Short month label for the axis. */
  label: string;
  count: number;
  averageScore: number | null;
}

export interface TrendChartProps {
  points: readonly TrendPoint[];
  label: string;
  averageAxis: string;
  countAxis: string;
}

const MARGIN = { top: 16, right: 44, bottom: 36, left: 44 };

export default function TrendChart({ points, label, averageAxis, countAxis }: TrendChartProps) {
  const maxCount = Math.max(1, ...points.map((p) => p.count));
  const labelOf = new Map(points.map((p) => [p.month, p.label]));
  const scored = points.filter((p) => p.averageScore !== null);
  const muted = vars.color.textMuted;
  return (
    <BandChart
      label={label}
      keys={points.map((p) => p.month)}
      keyLabel={(month) => labelOf.get(month) ?? month}
      labelWidth={52}
      padding={0.3}
      margin={MARGIN}
      y={{ domain: [0, REVIEW_SCORE_MAX], ticks: 5, label: averageAxis }}
    >
      {({ x, y: score, innerWidth, innerHeight, center }) => {
        const count = scaleLinear<number>({ domain: [0, maxCount], range: [innerHeight, 0], nice: true });
        return (
          <>
            {points.map((p) => {
              const top = count(p.count);
              return (
                <Bar
                  key={p.month}
                  x={x(p.month) ?? 0}
                  y={top}
                  width={x.bandwidth()}
                  height={innerHeight - top}
                  rx={3}
                  style={{ fill: vars.color.accentSoft, stroke: vars.color.accent, strokeWidth: 1 }}
                />
              );
            })}
            <LinePath
              data={scored}
              x={(p) => center(p.month)}
              y={(p) => score(p.averageScore ?? 0)}
              style={{ stroke: vars.color.success, strokeWidth: 2.5, fill: 'none' }}
            />
            {scored.map((p) => (
              <circle
                key={p.month}
                cx={center(p.month)}
                cy={score(p.averageScore ?? 0)}
                r={4}
                style={{ fill: vars.color.surface, stroke: vars.color.success, strokeWidth: 2.5 }}
              />
            ))}
            <AxisRight
              scale={count}
              left={innerWidth}
              numTicks={4}
              tickFormat={(v) => (Number.isInteger(Number(v)) ? String(v) : '')}
              label={countAxis}
              labelProps={axisTitle}
              stroke={muted}
              tickStroke={muted}
              tickLabelProps={valueTickLabel('right')}
            />
          </>
        );
      }}
    </BandChart>
  );
}
