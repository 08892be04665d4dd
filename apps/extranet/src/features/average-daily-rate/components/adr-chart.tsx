/**
 * The property's ADR and the competitive set's average by day as an SVG chart (visx, docs/decisions/charts.md):
 * two lines, holidays shaded, in the app's chart frame (shared/charts). Loaded on demand (React.lazy). One image
 * to assistive technology (role="img" with a label); its data is the table below it.
 */
import { LinePath } from '@visx/shape';
import { vars } from '@extranet/ui/theme';
import { BandChart } from '../../../shared/charts/band-chart';
import type { ChartPoint } from '../model';

export interface AdrChartProps {
  points: readonly ChartPoint[];
  label: string;
  /** A date's short label for the axis. */
  dayLabel: (date: string) => string;
}

const MARGIN = { top: 16, right: 16, bottom: 36, left: 56 };

/** IDR in thousands on the axis (e.g. 1.250k). */
const thousands = (v: number) => `${Math.round(v / 1000).toLocaleString('id-ID')}k`;

export default function AdrChart({ points, label, dayLabel }: AdrChartProps) {
  const max = Math.max(1, ...points.flatMap((p) => [p.adr ?? 0, p.market ?? 0]));
  const own = points.filter((p) => p.adr !== null);
  const market = points.filter((p) => p.market !== null);
  return (
    <BandChart
      label={label}
      keys={points.map((p) => p.date)}
      keyLabel={dayLabel}
      labelWidth={56}
      padding={0.1}
      margin={MARGIN}
      y={{ domain: [0, max * 1.1], nice: true, ticks: 5, format: thousands }}
      background={({ x, innerHeight }) =>
        points
          .filter((p) => p.holiday)
          .map((p) => (
            <rect
              key={p.date}
              x={(x(p.date) ?? 0) - (x.step() - x.bandwidth()) / 2}
              y={0}
              width={x.step()}
              height={innerHeight}
              style={{ fill: vars.color.dangerSoft }}
            />
          ))
      }
    >
      {({ y, center }) => (
        <>
          <LinePath
            data={market}
            x={(p) => center(p.date)}
            y={(p) => y(p.market ?? 0)}
            style={{ stroke: vars.color.warning, strokeWidth: 2.5, fill: 'none' }}
            strokeDasharray="6 3"
          />
          <LinePath
            data={own}
            x={(p) => center(p.date)}
            y={(p) => y(p.adr ?? 0)}
            style={{ stroke: vars.color.accent, strokeWidth: 2.5, fill: 'none' }}
          />
          {own.map((p) => (
            <circle
              key={p.date}
              cx={center(p.date)}
              cy={y(p.adr ?? 0)}
              r={3}
              style={{ fill: vars.color.surface, stroke: vars.color.accent, strokeWidth: 2 }}
            />
          ))}
        </>
      )}
    </BandChart>
  );
}
