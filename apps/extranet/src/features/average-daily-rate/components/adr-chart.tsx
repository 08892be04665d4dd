/**
 * The property's ADR and the competitive set's average by day as an SVG chart (visx, docs/decisions/charts.md):
 * two lines, holidays shaded. Loaded on demand (React.lazy). One image to assistive technology (role="img" with
 * a label); its data is the table below it.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { vars } from '@extranet/ui/theme';
import type { ChartPoint } from '../model';
import * as css from './adr.css';

export interface AdrChartProps {
  points: readonly ChartPoint[];
  label: string;
  /** A date's short label for the axis. */
  dayLabel: (date: string) => string;
}

const DEFAULT_WIDTH = 720;
const MIN_WIDTH = 280;
const HEIGHT = 260;
const LABEL_WIDTH = 56;
const MARGIN = { top: 16, right: 16, bottom: 36, left: 56 };

function useWidth<T extends HTMLElement>(): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(MIN_WIDTH, Math.floor(entry.contentRect.width)));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/** IDR in thousands on the axis (e.g. 1.250k). */
const thousands = (v: number) => `${Math.round(v / 1000).toLocaleString('id-ID')}k`;

export default function AdrChart({ points, label, dayLabel }: AdrChartProps) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({ domain: points.map((p) => p.date), range: [0, innerWidth], padding: 0.1 });
  const max = Math.max(1, ...points.flatMap((p) => [p.adr ?? 0, p.market ?? 0]));
  const y = scaleLinear<number>({ domain: [0, max * 1.1], range: [innerHeight, 0], nice: true });
  const center = (date: string) => (x(date) ?? 0) + x.bandwidth() / 2;
  const every = Math.max(1, Math.ceil(points.length / Math.max(1, Math.floor(innerWidth / LABEL_WIDTH))));
  const muted = vars.color.textMuted;
  const own = points.filter((p) => p.adr !== null);
  const market = points.filter((p) => p.market !== null);
  return (
    <div ref={ref}>
      <svg
        className={css.chartSvg}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-label={label}
        preserveAspectRatio="xMidYMid meet"
      >
        <Group left={MARGIN.left} top={MARGIN.top} aria-hidden="true">
          {points
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
            ))}
          {y.ticks(5).map((tick) => (
            <line
              key={tick}
              x1={0}
              x2={innerWidth}
              y1={y(tick)}
              y2={y(tick)}
              style={{ stroke: vars.color.border }}
              strokeDasharray="2 4"
            />
          ))}
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
          <AxisLeft
            scale={y}
            numTicks={5}
            tickFormat={(v) => thousands(Number(v))}
            stroke={muted}
            tickStroke={muted}
            tickLabelProps={() => ({ fill: muted, fontSize: 12, textAnchor: 'end', dx: -4, dy: 4 })}
          />
          <AxisBottom
            scale={x}
            top={innerHeight}
            stroke={muted}
            tickStroke={muted}
            tickValues={points.filter((_, i) => i % every === 0).map((p) => p.date)}
            tickFormat={(date) => dayLabel(date)}
            tickLabelProps={() => ({ fill: muted, fontSize: 12, textAnchor: 'middle' })}
          />
        </Group>
      </svg>
    </div>
  );
}
