/**
 * The monthly trend as an SVG chart (visx, docs/decisions/charts.md): bars for the number of reviews (right
 * axis), a line with points for the average score (left axis, 0 to 10). Loaded on demand (React.lazy), so the
 * chart library never lands in the app's initial bundle. The figure is one image to assistive technology
 * (role="img" with a label); its data is the table next to it.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { REVIEW_SCORE_MAX } from '@extranet/domain';
import { vars } from '@extranet/ui/theme';
import * as css from './guest-reviews.css';

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

/** Drawn at the width it is shown at (text stays 12 px on a phone); this until the first measure. */
const DEFAULT_WIDTH = 720;
const MIN_WIDTH = 280;
const HEIGHT = 260;
/** Room a month label needs on the axis. */
const LABEL_WIDTH = 52;

/** The width of an element, followed as it changes. */
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
const MARGIN = { top: 16, right: 44, bottom: 36, left: 44 };

const tickLabel = (fill: string) => () => ({ fill, fontSize: 12, textAnchor: 'middle' as const });

export default function TrendChart({ points, label, averageAxis, countAxis }: TrendChartProps) {
  const [ref, WIDTH] = useWidth<HTMLDivElement>();
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({ domain: points.map((p) => p.month), range: [0, innerWidth], padding: 0.3 });
  const maxCount = Math.max(1, ...points.map((p) => p.count));
  const count = scaleLinear<number>({ domain: [0, maxCount], range: [innerHeight, 0], nice: true });
  const score = scaleLinear<number>({ domain: [0, REVIEW_SCORE_MAX], range: [innerHeight, 0] });
  const labelOf = new Map(points.map((p) => [p.month, p.label]));
  const center = (month: string) => (x(month) ?? 0) + x.bandwidth() / 2;
  // Every n-th month label when the months do not all fit, so labels never overlap.
  const every = Math.max(1, Math.ceil(points.length / Math.max(1, Math.floor(innerWidth / LABEL_WIDTH))));
  const scored = points.filter((p) => p.averageScore !== null);
  const muted = vars.color.textMuted;
  return (
    <div ref={ref}>
      <svg
        className={css.chartSvg}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={label}
        preserveAspectRatio="xMidYMid meet"
      >
        <Group left={MARGIN.left} top={MARGIN.top} aria-hidden="true">
          {score.ticks(5).map((tick) => (
            <line
              key={tick}
              x1={0}
              x2={innerWidth}
              y1={score(tick)}
              y2={score(tick)}
              style={{ stroke: vars.color.border }}
              strokeDasharray="2 4"
            />
          ))}
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
          <AxisLeft
            scale={score}
            numTicks={5}
            label={averageAxis}
            labelProps={{ fill: muted, fontSize: 12, textAnchor: 'middle' }}
            stroke={muted}
            tickStroke={muted}
            tickLabelProps={() => ({ fill: muted, fontSize: 12, textAnchor: 'end', dx: -4, dy: 4 })}
          />
          <AxisRight
            scale={count}
            left={innerWidth}
            numTicks={4}
            tickFormat={(v) => (Number.isInteger(Number(v)) ? String(v) : '')}
            label={countAxis}
            labelProps={{ fill: muted, fontSize: 12, textAnchor: 'middle' }}
            stroke={muted}
            tickStroke={muted}
            tickLabelProps={() => ({ fill: muted, fontSize: 12, textAnchor: 'start', dx: 4, dy: 4 })}
          />
          <AxisBottom
            scale={x}
            top={innerHeight}
            stroke={muted}
            tickStroke={muted}
            tickValues={points.filter((_, i) => i % every === 0).map((p) => p.month)}
            tickFormat={(month) => labelOf.get(month) ?? month}
            tickLabelProps={tickLabel(muted)}
          />
        </Group>
      </svg>
    </div>
  );
}
