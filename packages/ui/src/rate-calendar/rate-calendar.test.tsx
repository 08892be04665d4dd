import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { translate } from '@extranet/i18n';
import { UiProvider } from '../provider/index.js';
import { RateCalendar, type RateCalendarProps } from './index.js';
import type { RateCalendarSeries } from './types.js';

// jsdom has no layout: give the grid a size so the virtualisers render a window of cells.
const rect = {
  x: 0,
  y: 0,
  top: 0,
  left: 0,
  bottom: 600,
  right: 1200,
  width: 1200,
  height: 600,
  toJSON: () => ({}),
};
const original = Element.prototype.getBoundingClientRect;
beforeAll(() => {
  Element.prototype.getBoundingClientRect = () => rect as DOMRect;
  for (const [prop, value] of [
    ['clientWidth', 1200],
    ['clientHeight', 600],
    ['offsetWidth', 1200],
    ['offsetHeight', 600],
  ] as const) {
    Object.defineProperty(HTMLElement.prototype, prop, { configurable: true, get: () => value });
  }
});
afterAll(() => {
  Element.prototype.getBoundingClientRect = original;
});

const days = 14;
/** Ids as the API gives them: a room and its two rate plans. */
const DELUXE = 1;
const RO = 11;
const BB = 12;

const plan = (ratePlanId: number, name: string, rate: number): RateCalendarSeries => ({
  roomId: DELUXE,
  roomName: 'Deluxe',
  ratePlanId,
  ratePlanName: name,
  rate: Array.from({ length: days }, () => rate),
  allotment: Array.from({ length: days }, () => 5),
  sold: Array.from({ length: days }, () => 2),
  closeOut: new Uint8Array(days),
});

function renderCalendar(props: Partial<RateCalendarProps> = {}) {
  const onSave = vi.fn<NonNullable<RateCalendarProps['onSave']>>(() => Promise.resolve());
  const utils = render(
    <UiProvider language="en" translate={(key, params) => translate('en', key, params)}>
      <RateCalendar
        aria-label="Rates"
        series={[plan(RO, 'Room only', 500000), plan(BB, 'Bed and breakfast', 600000)]}
        startDate="2026-11-20"
        days={days}
        today="2026-11-22"
        fields={['rate', 'allotment', 'sold', 'closeOut']}
        onSave={onSave}
        {...props}
      />
    </UiProvider>,
  );
  return { ...utils, onSave, grid: screen.queryByRole('grid', { name: 'Rates' })! };
}

const active = (grid: HTMLElement) => document.getElementById(grid.getAttribute('aria-activedescendant')!)!;

describe('RateCalendar', () => {
  it('renders rooms, rate plans and formatted rates; starts on today', () => {
    const { grid } = renderCalendar();
    expect(screen.getByRole('rowheader', { name: 'Deluxe' })).toBeTruthy();
    expect(within(grid).getAllByText('500.000').length).toBeGreaterThan(0);
    expect(active(grid).dataset.c).toBe('2');
    expect(active(grid).dataset.r).toBe('0');
  });

  it('moves with the keyboard and extends a range with Shift', async () => {
    const user = userEvent.setup();
    const { grid } = renderCalendar();
    grid.focus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(active(grid).dataset.c).toBe('3');
    expect(active(grid).dataset.r).toBe('1');
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}');
    expect(grid.querySelectorAll('[aria-selected="true"]')).toHaveLength(3);
    await user.keyboard('{Escape}');
    expect(grid.querySelectorAll('[aria-selected="true"]')).toHaveLength(0);
  });

  it('edits a cell, rejects invalid values with a message, and lists the change for saving', async () => {
    const user = userEvent.setup();
    const { grid, onSave } = renderCalendar();
    grid.focus();
    await user.keyboard('{ArrowDown}'); // allotment of day 2
    await user.keyboard('1');
    const input = within(grid).getByRole('textbox');
    await user.keyboard('{Enter}'); // 1 is below the 2 already sold
    expect(screen.getByRole('alert').textContent).toBe(
      'The allotment cannot be below the rooms already sold.',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.clear(input);
    await user.type(input, '8{Enter}');
    expect(within(grid).queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Unsaved changes: 1')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Review and save' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Allotment')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(onSave).toHaveBeenCalledWith([
      { roomId: DELUXE, ratePlanId: RO, field: 'allotment', date: '2026-11-22', value: 8, previous: 5 },
    ]);
  });

  it('pastes a TSV block from the active cell, skipping read-only cells', () => {
    const { grid } = renderCalendar();
    grid.focus();
    // Active cell: rate of day 2; the block covers rate and allotment rows; the sold row is read-only.
    act(() => {
      fireEvent.paste(grid, { clipboardData: { getData: () => '700.000\t710000\n9\t9\n1\t1\n' } });
    });
    expect(within(grid).getByText('700.000')).toBeTruthy();
    expect(within(grid).getByText('710.000')).toBeTruthy();
    expect(screen.getByText(/Cells pasted: 4\. Read-only cells skipped: 2\./)).toBeTruthy();
  });

  it('marks the cells a paste refused and reports them above the grid until they get a value', async () => {
    const user = userEvent.setup();
    const { grid } = renderCalendar();
    grid.focus();
    // Rate row, day 2 and 3: one unreadable text, one valid rate; allotment row: one negative number.
    act(() => {
      fireEvent.paste(grid, { clipboardData: { getData: () => 'abc\t710000\n-1\t9\n' } });
    });
    const marked = within(grid)
      .getAllByRole('gridcell')
      .filter((cell) => cell.getAttribute('aria-invalid') === 'true');
    expect(marked.map((cell) => cell.getAttribute('title'))).toEqual([
      'Enter a number.',
      'The value cannot be below 0.',
    ]);
    // The live region that reports it is above the grid (before it in the page), and says it first.
    const status = screen.getByRole('status');
    expect(status.compareDocumentPosition(grid) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(status.textContent).toBe(
      'Cells not pasted: 2, marked in red in the grid (Enter a number.) Cells pasted: 2.',
    );
    // Typing fills the pasted block's allotment cells (the focus is on its last one): the refused allotment
    // cell now has a value and loses its mark; the refused rate cell keeps its own.
    await user.keyboard('7{Enter}');
    const still = within(grid)
      .getAllByRole('gridcell')
      .filter((cell) => cell.getAttribute('aria-invalid') === 'true');
    expect(still.map((cell) => cell.getAttribute('title'))).toEqual(['Enter a number.']);
  });

  it('copies the selection as TSV', async () => {
    const user = userEvent.setup();
    const { grid } = renderCalendar();
    grid.focus();
    await user.keyboard('{Shift>}{ArrowRight}{ArrowDown}{/Shift}');
    const setData = vi.fn();
    fireEvent.copy(grid, { clipboardData: { setData } });
    expect(setData).toHaveBeenCalledWith('text/plain', '500000\t500000\n5\t5');
  });

  it('does not edit past days or a read-only calendar', async () => {
    const user = userEvent.setup();
    const { grid } = renderCalendar({ readOnly: true });
    grid.focus();
    await user.keyboard('5');
    expect(within(grid).queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Review and save' })).toBeNull();
  });

  it("does not edit a series' read-only rows: typing and pasting skip them, its other rows stay editable", async () => {
    const user = userEvent.setup();
    const locked = { ...plan(RO, 'Room only', 500000), readOnlyFields: ['rate'] as const };
    const { grid } = renderCalendar({ series: [locked, plan(BB, 'Bed and breakfast', 600000)] });
    grid.focus();
    expect(active(grid).getAttribute('aria-readonly')).toBe('true');
    await user.keyboard('7');
    expect(within(grid).queryByRole('textbox')).toBeNull();
    act(() => {
      fireEvent.paste(grid, { clipboardData: { getData: () => '700000\n9\n' } });
    });
    expect(within(grid).queryByText('700.000')).toBeNull();
    expect(screen.getByText(/Cells pasted: 1\. Read-only cells skipped: 1\./)).toBeTruthy();
  });

  it('keeps pending edits when the same rows are passed again, drops them when the rows change', async () => {
    const user = userEvent.setup();
    const rows = [plan(RO, 'Room only', 500000)];
    const view = (series: RateCalendarSeries[]) => (
      <UiProvider language="en" translate={(key, params) => translate('en', key, params)}>
        <RateCalendar
          aria-label="Rates"
          series={series}
          startDate="2026-11-20"
          days={days}
          today="2026-11-22"
          holidays={{ '2026-11-25': 'Hari Guru' }}
          onSave={() => undefined}
        />
      </UiProvider>
    );
    const { rerender } = render(view(rows));
    screen.getByRole('grid').focus();
    await user.keyboard('7{Enter}');
    expect(screen.getByText('Unsaved changes: 1')).toBeTruthy();
    rerender(view([{ ...rows[0]! }]));
    expect(screen.getByText('Unsaved changes: 1')).toBeTruthy();
    rerender(view([plan(BB, 'Bed and breakfast', 600000)]));
    expect(screen.queryByText('Unsaved changes: 1')).toBeNull();
  });

  it('shows the empty state without series', () => {
    renderCalendar({ series: [] });
    expect(screen.getByText('No rooms or rate plans yet')).toBeTruthy();
  });

  it('reports the active cell when it moves by keyboard and by click', async () => {
    const user = userEvent.setup();
    const onActiveCellChange = vi.fn();
    const { grid } = renderCalendar({ onActiveCellChange });
    expect(onActiveCellChange).toHaveBeenLastCalledWith({
      roomId: DELUXE,
      ratePlanId: RO,
      field: 'rate',
      date: '2026-11-22',
    });
    grid.focus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(onActiveCellChange).toHaveBeenLastCalledWith({
      roomId: DELUXE,
      ratePlanId: RO,
      field: 'allotment',
      date: '2026-11-23',
    });
    // Row 4 is the second plan's rate (4 fields per plan); day 5 is 2026-11-25.
    const cell = grid.querySelector<HTMLElement>('[data-r="4"][data-c="5"]')!;
    await user.click(cell);
    expect(onActiveCellChange).toHaveBeenLastCalledWith({
      roomId: DELUXE,
      ratePlanId: BB,
      field: 'rate',
      date: '2026-11-25',
    });
  });

  const restricted = (id: number, name: string): RateCalendarSeries => ({
    ...plan(id, name, 500000),
    stayThroughMin: Array.from({ length: days }, () => null),
    advMax: Array.from({ length: days }, () => 30),
    mealPlan: Array.from({ length: days }, (_, d) => (d === 3 ? 'BREAKFAST' : null)),
    occupancyRates: Array.from({ length: days }, () => ({ 1: 450000, 2: 500000 })),
  });
  const restrictionProps: Partial<RateCalendarProps> = {
    series: [restricted(RO, 'Room only'), restricted(BB, 'Bed and breakfast')],
    fields: ['rate', 'allotment'],
    restrictionFields: ['occupancy2', 'advMax', 'stayThroughMin', 'stayThroughMax', 'mealPlan'],
    choices: {
      mealPlan: [
        { value: 'BREAKFAST', label: 'Breakfast', short: 'Bkf' },
        { value: 'NONE', label: 'Room only' },
      ],
    },
  };

  it('keeps restriction rows collapsed until shown per plan or for all plans', async () => {
    const user = userEvent.setup();
    const { grid } = renderCalendar(restrictionProps);
    expect(within(grid).queryByRole('rowheader', { name: /Stay-through min/ })).toBeNull();
    // Per plan, by mouse: only the first plan opens.
    await user.click(screen.getByRole('button', { name: 'Show the restrictions of Room only' }));
    expect(within(grid).getAllByRole('rowheader', { name: /Stay-through min/ })).toHaveLength(1);
    expect(within(grid).getAllByText('500.000').length).toBeGreaterThan(0);
    expect(within(grid).getAllByRole('rowheader', { name: /2-guest rate/ })).toHaveLength(1);
    expect(within(grid).getAllByText('Bkf')).toHaveLength(1);
    // Per plan, by keyboard (Alt+Enter on a cell of the plan): closes it again.
    grid.focus();
    await user.keyboard('{Alt>}{Enter}{/Alt}');
    expect(within(grid).queryByRole('rowheader', { name: /Stay-through min/ })).toBeNull();
    // All plans.
    const toggle = screen.getByRole('button', { name: 'Show restrictions' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(within(grid).getAllByRole('rowheader', { name: /Stay-through min/ })).toHaveLength(2);
  });

  it("reaches each plan's restrictions toggle from the grid's keyboard model, without a tab stop of its own", async () => {
    const user = userEvent.setup();
    const { grid } = renderCalendar(restrictionProps);
    const roomOnly = screen.getByRole('button', { name: 'Show the restrictions of Room only' });
    expect(roomOnly.tabIndex).toBe(-1);
    grid.focus();
    // ArrowLeft from the first day moves onto the plan's toggle (the grid keeps the focus).
    await user.keyboard('{Home}{ArrowLeft}');
    expect(document.activeElement).toBe(grid);
    expect(active(grid)).toBe(roomOnly);
    await user.keyboard('{Enter}');
    expect(roomOnly.getAttribute('aria-expanded')).toBe('true');
    expect(within(grid).getAllByRole('rowheader', { name: /Stay-through min/ })).toHaveLength(1);
    expect(active(grid)).toBe(roomOnly);
    // Down goes to the next plan's toggle, past the restriction rows; Space toggles it too.
    await user.keyboard('{ArrowDown}');
    expect(active(grid)).toBe(
      screen.getByRole('button', { name: 'Show the restrictions of Bed and breakfast' }),
    );
    await user.keyboard(' ');
    expect(within(grid).getAllByRole('rowheader', { name: /Stay-through min/ })).toHaveLength(2);
    // Up comes back; Enter closes the first plan again.
    await user.keyboard('{ArrowUp}{Enter}');
    expect(roomOnly.getAttribute('aria-expanded')).toBe('false');
    expect(within(grid).getAllByRole('rowheader', { name: /Stay-through min/ })).toHaveLength(1);
    // ArrowRight returns to the plan's first day; the cells work as before.
    await user.keyboard('{ArrowRight}');
    expect(active(grid).dataset.c).toBe('0');
    expect(active(grid).dataset.r).toBe('0');
    await user.keyboard('{ArrowRight}');
    expect(active(grid).dataset.c).toBe('1');
  });

  it('edits restriction fields with their ranges, choices and range paste', async () => {
    const user = userEvent.setup();
    const { grid, onSave } = renderCalendar({ ...restrictionProps, defaultShowRestrictions: true });
    grid.focus();
    // Rows of the first plan: rate, allotment, occupancy2, advMax, stayThroughMin, stayThroughMax, mealPlan.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}'); // advance booking max, day 2
    await user.keyboard('501{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Enter 0 to 500 days.');
    await user.keyboard('{Escape}');
    // Select stay-through min over three days and paste one value into all of them.
    await user.keyboard('{ArrowDown}{Shift>}{ArrowRight}{ArrowRight}{/Shift}');
    act(() => {
      fireEvent.paste(grid, { clipboardData: { getData: () => '3' } });
    });
    expect(screen.getByText(/Cells pasted: 3\./)).toBeTruthy();
    // A max below the pasted min is refused.
    await user.keyboard('{Escape}{ArrowDown}');
    await user.keyboard('2{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('The minimum cannot be above the maximum.');
    await user.keyboard('{Escape}');
    // Meal plan: a choice cell edited with a select.
    await user.keyboard('{ArrowDown}{Enter}');
    const select = within(grid).getByRole('combobox');
    await user.selectOptions(select, 'NONE');
    await user.keyboard('{Enter}');
    expect(within(grid).getAllByText('Room only').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Review and save' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const changes = onSave.mock.calls[0]![0];
    expect(changes.map((c) => [c.field, c.date, c.value, c.previous])).toEqual([
      ['stayThroughMin', '2026-11-22', 3, null],
      ['stayThroughMin', '2026-11-23', 3, null],
      ['stayThroughMin', '2026-11-24', 3, null],
      ['mealPlan', '2026-11-24', 'NONE', null],
    ]);
  });
});
