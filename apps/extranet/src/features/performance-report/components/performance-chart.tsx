/**
 * One figure of the report over time as an SVG bar chart (visx, docs/decisions/charts.md). Loaded on demand
 * (React.lazy): the chart library never lands in the app's initial bundle. The figure is one image to assistive
 * technology (role="img" with a label); its data is the table beside it.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { vars } from '@extranet/ui/theme';
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

const DEFAULT_WIDTH = 720;
const MIN_WIDTH = 280;
const HEIGHT = 260;
const LABEL_WIDTH = 64;
const MARGIN = { top: 16, right: 16, bottom: 36, left: 72 };

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

const tick = () => ({ fill: vars.color.textMuted, fontSize: 12, textAnchor: 'middle' as const });

export default function PerformanceChart({ points, label, formatValue }: PerformanceChartProps) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({
    domain: points.map((p) => p.start),
    range: [0, innerWidth],
    padding: points.length > 60 ? 0 : 0.25,
  });
  const max = Math.max(1, ...points.map((p) => p.value ?? 0));
  const y = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], nice: true });
  const labelOf = new Map(points.map((p) => [p.start, p.label]));
  // Every n-th label when they do not all fit, so labels never overlap.
  const every = Math.max(1, Math.ceil(points.length / Math.max(1, Math.floor(innerWidth / LABEL_WIDTH))));
  return (
    <div ref={ref} className={css.chart}>
      <svg
        className={css.chartSvg}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-label={label}
        preserveAspectRatio="xMidYMid meet"
      >
        <Group left={MARGIN.left} top={MARGIN.top} aria-hidden="true">
          {y.ticks(4).map((v) => (
            <line
              key={v}
              x1={0}
              x2={innerWidth}
              y1={y(v)}
              y2={y(v)}
              style={{ stroke: vars.color.border }}
              strokeDasharray="2 4"
            />
          ))}
          {points.map((p) => {
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
          })}
          <AxisLeft
            scale={y}
            numTicks={4}
            tickFormat={(v) => formatValue(Number(v))}
            stroke={vars.color.border}
            tickStroke={vars.color.border}
            tickLabelProps={() => ({ ...tick(), textAnchor: 'end' as const, dx: -4, dy: 4 })}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={points.filter((_, i) => i % every === 0).map((p) => p.start)}
            tickFormat={(v) => labelOf.get(String(v)) ?? ''}
            stroke={vars.color.border}
            tickStroke={vars.color.border}
            tickLabelProps={tick}
          />
        </Group>
      </svg>
    </div>
  );
}
