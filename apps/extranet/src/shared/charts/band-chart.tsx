/**
 * The frame every chart of the app draws in (visx, docs/decisions/charts.md): one category per band along the
 * bottom (days, weeks, months), a value scale on the left with its dashed grid, drawn at the width it is shown at.
 * The figure is one image to assistive technology (role="img" with a label) and its parts are aria-hidden: the
 * page puts the same data in a table beside it. A chart fills the frame through `children` (and `background`,
 * drawn under the grid).
 *
 * It imports @visx/*: only a chart module that a page loads with `lazy()` may import it, never a module the
 * shell loads eagerly.
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { vars } from '@extranet/ui/theme';
import { fittingTicks } from './ticks';
import * as css from './chart.css';

/** Drawn at the width it is shown at; this until the first measure. */
export const CHART_DEFAULT_WIDTH = 720;
export const CHART_MIN_WIDTH = 280;
export const CHART_HEIGHT = 260;

export interface ChartMargin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** What a chart draws with: the scales and the inner size (the frame's group is already moved by the margin). */
export interface BandChartFrame {
  x: ReturnType<typeof scaleBand<string>>;
  y: ReturnType<typeof scaleLinear<number>>;
  innerWidth: number;
  innerHeight: number;
  /** The middle of a category's band. */
  center: (key: string) => number;
}

export interface BandChartProps {
  /** The figure's accessible name: what it shows and over which period. */
  label: string;
  /** The categories along the bottom, in order. */
  keys: readonly string[];
  /** A category's short label on the bottom axis. */
  keyLabel: (key: string) => string;
  /** Room one bottom label needs: labels that do not fit are thinned out to every n-th. */
  labelWidth: number;
  /** The bands' padding (0 to 1). */
  padding: number;
  margin: ChartMargin;
  /** The left value axis and its grid. */
  y: {
    domain: readonly [number, number];
    nice?: boolean;
    ticks: number;
    format?: (value: number) => string;
    /** A title along the axis. */
    label?: string;
  };
  /** The axes' line colour (the tick labels are always the muted text colour). */
  axisColor?: string;
  /** A class for the measured box around the figure. */
  className?: string;
  /** Drawn under the grid (e.g. shaded days). */
  background?: (frame: BandChartFrame) => ReactNode;
  /** The bars, lines and points, drawn over the grid and under the left and bottom axes. */
  children: (frame: BandChartFrame) => ReactNode;
}

/** Tick labels of a value axis, on its left or right side. */
export function valueTickLabel(side: 'left' | 'right') {
  return () =>
    side === 'left'
      ? { fill: vars.color.textMuted, fontSize: 12, textAnchor: 'end' as const, dx: -4, dy: 4 }
      : { fill: vars.color.textMuted, fontSize: 12, textAnchor: 'start' as const, dx: 4, dy: 4 };
}

/** The title along a value axis. */
export const axisTitle = { fill: vars.color.textMuted, fontSize: 12, textAnchor: 'middle' as const };

const categoryTickLabel = () => ({ fill: vars.color.textMuted, fontSize: 12, textAnchor: 'middle' as const });

/** The width of an element, followed as it changes, never under CHART_MIN_WIDTH. */
export function useChartWidth<T extends HTMLElement>(): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(CHART_DEFAULT_WIDTH);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(CHART_MIN_WIDTH, Math.floor(entry.contentRect.width)));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

export function BandChart({
  label,
  keys,
  keyLabel,
  labelWidth,
  padding,
  margin,
  y: yAxis,
  axisColor = vars.color.textMuted,
  className,
  background,
  children,
}: BandChartProps) {
  const [ref, width] = useChartWidth<HTMLDivElement>();
  const innerWidth = width - margin.left - margin.right;
  const innerHeight = CHART_HEIGHT - margin.top - margin.bottom;
  const x = scaleBand<string>({ domain: [...keys], range: [0, innerWidth], padding });
  const y = scaleLinear<number>({
    domain: [...yAxis.domain],
    range: [innerHeight, 0],
    nice: yAxis.nice ?? false,
  });
  const frame: BandChartFrame = {
    x,
    y,
    innerWidth,
    innerHeight,
    center: (key) => (x(key) ?? 0) + x.bandwidth() / 2,
  };
  const { format } = yAxis;
  return (
    <div ref={ref} className={className}>
      <svg
        className={css.svg}
        viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
        role="img"
        aria-label={label}
        preserveAspectRatio="xMidYMid meet"
      >
        <Group left={margin.left} top={margin.top} aria-hidden="true">
          {background?.(frame)}
          {y.ticks(yAxis.ticks).map((tick) => (
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
          {children(frame)}
          <AxisLeft
            scale={y}
            numTicks={yAxis.ticks}
            {...(format ? { tickFormat: (v) => format(Number(v)) } : {})}
            {...(yAxis.label ? { label: yAxis.label, labelProps: axisTitle } : {})}
            stroke={axisColor}
            tickStroke={axisColor}
            tickLabelProps={valueTickLabel('left')}
          />
          <AxisBottom
            scale={x}
            top={innerHeight}
            stroke={axisColor}
            tickStroke={axisColor}
            tickValues={fittingTicks(keys, innerWidth, labelWidth)}
            tickFormat={(key) => keyLabel(key)}
            tickLabelProps={categoryTickLabel}
          />
        </Group>
      </svg>
    </div>
  );
}
