import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../test/axe';
import { srOnly } from '../forms/forms.css';
import * as ui from '../rates/rates-ui.css';
import { ChartSuspense, useChartTable } from './chart-table';

function Trend() {
  const { asTable, toggle, table } = useChartTable();
  return (
    <section aria-label="Trend">
      <button type="button" {...toggle}>
        Show as table
      </button>
      {asTable ? null : <svg role="img" aria-label="Reviews by month" />}
      <div {...table}>
        <table>
          <caption>Reviews by month</caption>
          <tbody>
            <tr>
              <th scope="row">January</th>
              <td>3</td>
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}

describe('useChartTable', () => {
  it('keeps the table for screen readers under the chart, and shows it instead on the toggle', async () => {
    const { container } = render(<Trend />);
    const toggle = screen.getByRole('button', { name: 'Show as table' });
    const box = screen.getByRole('table', { name: 'Reviews by month' }).parentElement!;
    expect(toggle.getAttribute('aria-controls')).toBe(box.id);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(box.className).toBe(srOnly);
    expect(screen.getByRole('img', { name: 'Reviews by month' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(box.className).toBe(ui.tableWrap);
    expect(screen.queryByRole('img')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(box.className).toBe(srOnly);
  });
});

describe('ChartSuspense', () => {
  it('names a skeleton while the chart loads, then shows the chart', async () => {
    let load!: () => void;
    const Chart = lazy(
      () =>
        new Promise<{ default: () => React.JSX.Element }>((resolve) => {
          load = () => resolve({ default: () => <svg role="img" aria-label="Revenue" /> });
        }),
    );
    const { container } = render(
      <ChartSuspense label="Loading the chart">
        <Chart />
      </ChartSuspense>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading the chart');
    expect(await axeViolations(container)).toEqual([]);
    load();
    expect(await screen.findByRole('img', { name: 'Revenue' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
