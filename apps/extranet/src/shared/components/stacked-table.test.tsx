import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { axeViolations } from '../../../test/axe';
import { srOnly } from '../forms/forms.css';
import { StackedTable, type StackedColumn } from './stacked-table';
import * as css from './stacked-table.css';

interface Plan {
  id: number;
  name: string;
  nights: number;
  price: string;
}

const plans: Plan[] = [
  { id: 1, name: 'Deluxe Breakfast', nights: 2, price: 'Rp 750.000' },
  { id: 2, name: 'Flexi Room Only', nights: 12, price: 'Rp 1.250.000' },
];

const columns: StackedColumn<Plan>[] = [
  { header: 'Name', emphasis: true, rowHeader: true, cell: (p) => p.name },
  { header: 'Nights', numeric: true, cell: (p) => p.nights },
  { header: 'Price', className: 'price-cell', align: 'center', cell: (p) => <strong>{p.price}</strong> },
  { header: 'Actions', cell: (p) => <a href={`/plans/${p.id}`}>Edit {p.name}</a> },
];

describe('StackedTable', () => {
  it('writes a captioned table with column headers, a row per item and a data-label per cell, axe clean', async () => {
    const { container } = render(
      <StackedTable
        caption="Rate plans"
        columns={columns}
        rows={plans}
        rowKey={(p) => p.id}
        rowProps={(p) => ({ 'data-testid': `plan-${p.id}` })}
      />,
    );
    const table = screen.getByRole('table', { name: 'Rate plans' });
    expect(table.querySelector('caption')!.className).toBe(srOnly);
    expect(
      screen.getAllByRole('columnheader').map((th) => [th.textContent, th.getAttribute('scope')]),
    ).toEqual([
      ['Name', 'col'],
      ['Nights', 'col'],
      ['Price', 'col'],
      ['Actions', 'col'],
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.getAttribute('data-testid')).toBe('plan-2');
    // The first column heads its row; every cell carries its column's name for the phone's cards.
    const header = within(rows[1]!).getByRole('rowheader', { name: 'Flexi Room Only' });
    expect(header.getAttribute('scope')).toBe('row');
    expect([...rows[1]!.children].map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Name',
      'Nights',
      'Price',
      'Actions',
    ]);
    expect([...rows[1]!.children].map((cell) => cell.textContent)).toEqual([
      'Flexi Room Only',
      '12',
      'Rp 1.250.000',
      'Edit Flexi Room Only',
    ]);
    // Classes: the title bold, numbers as figures, a column's own class and alignment on its cells.
    const [name, nights, price] = [...rows[0]!.children];
    expect(name!.className).toContain(css.nameCell);
    expect(nights!.className).toContain(css.numeric);
    expect(price!.className).toContain('price-cell');
    expect(price!.className).toContain(css.center);
    expect(screen.getAllByRole('columnheader')[1]!.className).toContain(css.end);
    expect(table.className).toContain(css.stackedTable);
    expect(table.parentElement!.className).toBe(css.tableWrap);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows a visible caption when asked, and a summary row under the items', async () => {
    const { container } = render(
      <StackedTable
        caption="Sold in March"
        captionVisible
        columns={columns}
        rows={plans}
        rowKey={(p) => p.id}
        summary={['Total', '14', 'Rp 2.000.000', null]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Sold in March' });
    expect(table.querySelector('caption')!.className).toBe(css.caption);
    const last = within(table).getAllByRole('row').at(-1)!;
    expect(last.className).toBe(css.summaryRow);
    expect(within(last).getByRole('rowheader', { name: 'Total' })).toBeTruthy();
    expect([...last.children].map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Name',
      'Nights',
      'Price',
      'Actions',
    ]);
    // The total is no row's title: not bold as a name.
    expect(last.children[0]!.className).not.toContain(css.nameCell);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the empty state instead of a table without rows', async () => {
    const { container } = render(
      <StackedTable
        caption="Rate plans"
        columns={columns}
        rows={[]}
        rowKey={(p) => p.id}
        empty={<p>No rate plans yet</p>}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No rate plans yet')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });
});
