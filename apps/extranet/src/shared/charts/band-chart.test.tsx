import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { axeViolations } from '../../../test/axe';
import { BandChart, CHART_HEIGHT, CHART_MIN_WIDTH } from './band-chart';

const MONTHS = ['2026-01', '2026-02', '2026-03', '2026-04'];
const MARGIN = { top: 16, right: 16, bottom: 36, left: 56 };

function Chart({ keys = MONTHS, labelWidth = 52 }: { keys?: string[]; labelWidth?: number }) {
  return (
    <BandChart
      label="Reviews, January to April 2026"
      keys={keys}
      keyLabel={(k) => `M${k.slice(5)}`}
      labelWidth={labelWidth}
      padding={0.2}
      margin={MARGIN}
      y={{ domain: [0, 9.5], nice: true, ticks: 5, format: (v) => `${v} pts`, label: 'Score' }}
    >
      {({ x, y, innerHeight }) =>
        keys.map((k, i) => (
          <rect
            key={k}
            data-testid="bar"
            x={x(k)}
            y={y(i + 1)}
            width={x.bandwidth()}
            height={innerHeight - y(i + 1)}
          />
        ))
      }
    </BandChart>
  );
}

const texts = (root: Element, selector: string) =>
  [...root.querySelectorAll(selector)].map((el) => el.textContent);

describe('BandChart', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is one labelled image, its parts hidden, with nothing for axe to find', async () => {
    const { container } = render(<Chart />);
    const img = screen.getByRole('img', { name: 'Reviews, January to April 2026' });
    expect(img.querySelector(':scope > g')?.getAttribute('aria-hidden')).toBe('true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('scales from its data: a nice value axis with a dashed grid line per tick, one band per category', () => {
    const { container } = render(<Chart />);
    // [0, 9.5] made nice is [0, 10]: 5 ticks from 0 to 10 by 2 (without nice they would stop at 8).
    expect(texts(container, '.visx-axis-left .visx-axis-tick text')).toEqual(
      ['0', '2', '4', '6', '8', '10'].map((v) => `${v} pts`),
    );
    expect(texts(container, '.visx-axis-left .visx-axis-label')).toEqual(['Score']);
    const grid = container.querySelectorAll('line[stroke-dasharray="2 4"]');
    expect(grid).toHaveLength(6);
    const innerHeight = CHART_HEIGHT - MARGIN.top - MARGIN.bottom;
    expect(grid[0]?.getAttribute('y1')).toBe(String(innerHeight)); // 0 at the bottom
    expect(grid[5]?.getAttribute('y1')).toBe('0'); // 10 at the top
    const bars = screen.getAllByTestId('bar');
    expect(bars).toHaveLength(4);
    // The bars share the inner width (720 until measured) equally, left to right.
    const xs = bars.map((b) => Number(b.getAttribute('x')));
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    expect(Number(bars[0]?.getAttribute('width'))).toBeGreaterThan(100);
    expect(texts(container, '.visx-axis-bottom .visx-axis-tick text')).toEqual(['M01', 'M02', 'M03', 'M04']);
  });

  it('thins out the bottom labels that do not fit', () => {
    const keys = Array.from({ length: 24 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`);
    // 648 px inside a 720 px chart, 100 px a label: 6 fit, so every 4th of 24.
    const { container } = render(<Chart keys={keys} labelWidth={100} />);
    expect(texts(container, '.visx-axis-bottom .visx-axis-tick text')).toEqual([
      'M01',
      'M05',
      'M09',
      'M13',
      'M17',
      'M21',
    ]);
  });

  it('draws at the width it is shown at, never narrower than the minimum', () => {
    let resize: ((entries: { contentRect: { width: number } }[]) => void) | undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: typeof resize) {
          resize = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<Chart />);
    const img = screen.getByRole('img');
    expect(img.getAttribute('viewBox')).toBe(`0 0 720 ${CHART_HEIGHT}`);
    act(() => resize?.([{ contentRect: { width: 343.6 } }]));
    expect(img.getAttribute('viewBox')).toBe(`0 0 343 ${CHART_HEIGHT}`);
    act(() => resize?.([{ contentRect: { width: 120 } }]));
    expect(img.getAttribute('viewBox')).toBe(`0 0 ${CHART_MIN_WIDTH} ${CHART_HEIGHT}`);
  });
});
