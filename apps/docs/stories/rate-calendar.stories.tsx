import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import {
  RATE_CALENDAR_RESTRICTION_FIELDS,
  RateCalendar,
  type RateCalendarChoices,
  type RateCalendarSeries,
  type RateCalendarValidator,
} from '@extranet/ui/rate-calendar';

const START = '2026-11-01';
const TODAY = '2026-11-22';
const DAYS = 120;
/** Ids as the API gives them (numbers); a rate plan's id is its room's id x 10 + its place. */
const DELUXE = 1;
const SUITE = 3;

/** A small, repeatable property: three rooms with their rate plans, values derived from the day. */
function property(): RateCalendarSeries[] {
  const rooms = [
    { id: DELUXE, name: 'Deluxe King', base: 850_000, plans: ['Room Only', 'Breakfast Included'] },
    { id: 2, name: 'Superior Twin', base: 650_000, plans: ['Room Only', 'Non-refundable'] },
    { id: SUITE, name: 'Ocean Suite', base: 2_150_000, plans: ['Breakfast Included'] },
  ];
  return rooms.flatMap((room) =>
    room.plans.map((plan, p) => {
      const rate: number[] = [];
      const allotment: number[] = [];
      const sold: number[] = [];
      const closeOut = new Uint8Array(DAYS);
      const cta = new Uint8Array(DAYS);
      const stayMin: (number | null)[] = [];
      for (let d = 0; d < DAYS; d++) {
        const weekday = (0 + d) % 7; // 2026-11-01 is a Sunday
        const weekend = weekday === 5 || weekday === 6;
        rate.push(room.base + p * 120_000 + (weekend ? 200_000 : 0));
        allotment.push(4 + ((d * 3 + p) % 5));
        sold.push((d * 5 + p) % 4);
        closeOut[d] = d % 23 === 11 ? 1 : 0;
        cta[d] = d % 17 === 5 ? 1 : 0;
        stayMin.push(weekend ? 2 : 1);
      }
      return {
        roomId: room.id,
        roomName: room.name,
        ratePlanId: room.id * 10 + p,
        ratePlanName: plan,
        rate,
        allotment,
        sold,
        closeOut,
        cta,
        stayMin,
      };
    }),
  );
}

const series = property();
const holidays = { '2026-12-25': 'Hari Raya Natal', '2027-01-01': 'Tahun Baru Masehi' };

const meta = {
  title: 'Components/RateCalendar',
  component: RateCalendar,
  args: {
    'aria-label': 'Rates and availability',
    series,
    startDate: START,
    days: DAYS,
    today: TODAY,
    holidays,
    disabledDates: ['2026-12-31'],
    height: 420,
    onSave: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof RateCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

const activeCell = (grid: HTMLElement) =>
  document.getElementById(grid.getAttribute('aria-activedescendant')!)!;

/**
 * Axe is not run again on stories that end on a grid another story already scans (Default, EditAndSave,
 * RestrictionsShown): the same cells in another selection or after a paste. Axe on a grid of a thousand cells
 * takes seconds, most of this file's time in the Storybook step (docs/decisions/test-suite-time.md, "Sixth look").
 * Their interactions still run.
 */
const SCANNED_BY_ANOTHER_STORY = { a11y: { disable: true } };

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole('grid', { name: 'Rates and availability' });
    await expect(activeCell(grid)).toHaveAttribute('data-c', '21');
    grid.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(activeCell(grid)).toHaveAttribute('data-c', '22');
    await expect(activeCell(grid)).toHaveAttribute('data-r', '1');
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowDown}{/Shift}');
    await expect(grid.querySelectorAll('[aria-selected="true"]')).toHaveLength(6);
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(activeCell(grid)).toHaveAttribute('data-c', String(21 + 30 + 3)));
  },
};

export const EditAndSave: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const grid = canvas.getByRole('grid', { name: 'Rates and availability' });
    grid.focus();
    await userEvent.keyboard('900000{Enter}');
    await expect(await canvas.findByText('Unsaved changes: 1', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ }'); // close out the day
    await expect(await canvas.findByText('Unsaved changes: 2', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Review and save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review changes' });
    await expect(within(dialog).getAllByRole('row')).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect((args.onSave as ReturnType<typeof fn>).mock.calls[0]![0]).toEqual([
      {
        roomId: DELUXE,
        ratePlanId: 10,
        field: 'rate',
        date: TODAY,
        value: 900000,
        previous: 850000,
      },
      {
        roomId: DELUXE,
        ratePlanId: 10,
        field: 'closeOut',
        date: TODAY,
        value: true,
        previous: false,
      },
    ]);
  },
};

/** The minimum sell price comes from the screen (SPEC 5: price not below the minimum sell price). */
const minimumSellPrice: RateCalendarValidator = ({ change }) =>
  change.field === 'rate' && typeof change.value === 'number' && change.value < 500_000
    ? 'The rate is below the minimum sell price of 500.000.'
    : null;

export const ValidationError: Story = {
  args: { validate: minimumSellPrice },
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole('grid', { name: 'Rates and availability' });
    grid.focus();
    await userEvent.keyboard('120000{Enter}');
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'below the minimum sell price',
    );
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const CopyAndPaste: Story = {
  parameters: SCANNED_BY_ANOTHER_STORY,
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole('grid', { name: 'Rates and availability' });
    grid.focus();
    const data = new DataTransfer();
    data.setData('text/plain', '1.100.000\t1.150.000\t1.200.000\n6\t6\t6\n');
    grid.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    await expect(await canvas.findByText('Cells pasted: 6.', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('Unsaved changes: 6')).toBeVisible();
    await expect(await within(grid).findByText('1.150.000', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(canvas.queryByText(/^Unsaved changes: \d+$/)).toBeNull());
  },
};

/** Cells a paste could not fill are marked in the grid and reported above it, until they get a value. */
export const PasteRefused: Story = {
  parameters: SCANNED_BY_ANOTHER_STORY,
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Rates and availability' });
    grid.focus();
    const data = new DataTransfer();
    data.setData('text/plain', 'abc\t1.150.000\n');
    grid.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    await expect(
      await canvas.findByText(/^Cells not pasted: 1, marked in red in the grid/, {}, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(() => expect(grid.querySelectorAll('[aria-invalid="true"]').length).toBe(1));
  },
};

export const ReadOnly: Story = {
  parameters: SCANNED_BY_ANOTHER_STORY,
  args: { readOnly: true },
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole('grid', { name: 'Rates and availability' });
    await expect(grid).toHaveAttribute('aria-readonly', 'true');
    grid.focus();
    await userEvent.keyboard('5');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: 'Rates and availability' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByText('Loading rates and availability…')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { series: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No rooms or rate plans yet')).toBeVisible();
  },
};

/** The rest of an allotment entry (SPEC 3) on the same property; the Ocean Suite prices by occupancy. */
const restricted: RateCalendarSeries[] = series.map((x, i) => ({
  ...x,
  softblockMax: Array.from({ length: DAYS }, (_, d) => (d % 9 === 0 ? 2 : null)),
  advMin: Array.from({ length: DAYS }, () => null),
  advMax: Array.from({ length: DAYS }, () => 365),
  stayThroughMin: Array.from({ length: DAYS }, (_, d) => ((d + 2) % 7 === 0 ? 2 : null)),
  stayThroughMax: Array.from({ length: DAYS }, () => null),
  cancellationPolicy: Array.from({ length: DAYS }, (_, d) =>
    i === 3 ? 'NON_REFUNDABLE' : d % 11 === 4 ? 'FREE_UNTIL_3_DAYS' : null,
  ),
  mealPlan: Array.from({ length: DAYS }, () =>
    x.ratePlanName === 'Breakfast Included' ? 'BREAKFAST' : null,
  ),
  occupancyRates:
    x.roomId === SUITE
      ? Array.from({ length: DAYS }, (_, d) => ({ 1: 1_900_000 + (d % 7) * 10_000, 2: 2_150_000 }))
      : undefined,
}));
const restrictionFields = ['occupancy1', 'occupancy2', ...RATE_CALENDAR_RESTRICTION_FIELDS] as const;
const choices: RateCalendarChoices = {
  cancellationPolicy: [
    { value: 'NON_REFUNDABLE', label: 'Non-refundable', short: 'Non-refund.' },
    { value: 'FREE_UNTIL_1_DAY', label: 'Free until 1 day before arrival', short: 'Free −1 d' },
    { value: 'FREE_UNTIL_3_DAYS', label: 'Free until 3 days before arrival', short: 'Free −3 d' },
  ],
  mealPlan: [
    { value: 'NONE', label: 'Room only' },
    { value: 'BREAKFAST', label: 'Breakfast' },
    { value: 'ALL_INCLUSIVE', label: 'All inclusive' },
  ],
};
const rowHeaders = (grid: HTMLElement, name: RegExp) => within(grid).queryAllByRole('rowheader', { name });

/** Restriction rows are folded under each rate plan: the default view stays as compact as without them. */
export const RestrictionsCollapsed: Story = {
  parameters: SCANNED_BY_ANOTHER_STORY,
  args: { series: restricted, restrictionFields, choices },
  play: async ({ canvas, userEvent }) => {
    // Found, not got: on a busy machine the grid's rows arrive a moment after the grid.
    const grid = await canvas.findByRole('grid', { name: 'Rates and availability' }, { timeout: 15_000 });
    await expect(rowHeaders(grid, /Stay-through min/)).toHaveLength(0);
    // One plan, by mouse.
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Show the restrictions of Room Only' }, { timeout: 15_000 }),
    );
    await waitFor(() => expect(rowHeaders(grid, /Stay-through min/)).toHaveLength(1));
    // The focused plan, by keyboard: Alt+Enter folds it again.
    grid.focus();
    await userEvent.keyboard('{Alt>}{Enter}{/Alt}');
    await waitFor(() => expect(rowHeaders(grid, /Stay-through min/)).toHaveLength(0));
    // Every plan.
    const all = canvas.getByRole('button', { name: 'Show restrictions' });
    await userEvent.click(all);
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    // Rows are virtualised: count them all (3 rooms + 5 plans x 17 fields + the header row).
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', String(3 + 5 * 17 + 1)));
  },
};

/**
 * Keyboard only: ArrowLeft from a plan's first day lands on its + toggle (the grid stays the one tab stop and
 * points at the toggle with aria-activedescendant); Enter or Space folds, Up/Down go from plan to plan.
 */
export const RestrictionsByKeyboard: Story = {
  parameters: SCANNED_BY_ANOTHER_STORY,
  args: { series: restricted, restrictionFields, choices },
  play: async ({ canvas, userEvent }) => {
    // The grid is virtualised: its rows render after the first layout, so wait for them.
    const grid = await canvas.findByRole('grid', { name: 'Rates and availability' });
    const toggle = await canvas.findByRole('button', { name: 'Show the restrictions of Room Only' });
    await expect(toggle).toHaveAttribute('tabindex', '-1');
    grid.focus();
    await userEvent.keyboard('{Home}{ArrowLeft}');
    await expect(activeCell(grid)).toBe(toggle);
    await expect(grid).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(rowHeaders(grid, /Stay-through min/)).toHaveLength(1));
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(activeCell(grid)).toHaveAccessibleName('Show the restrictions of Breakfast Included');
    await userEvent.keyboard('{ArrowUp} ');
    await waitFor(() => expect(rowHeaders(grid, /Stay-through min/)).toHaveLength(0));
    await userEvent.keyboard('{ArrowRight}');
    await expect(activeCell(grid)).toHaveAttribute('data-c', '0');
  },
};

/** Every field of an allotment entry, editable like the others: ranges checked, choices from a list. */
export const RestrictionsShown: Story = {
  args: { series: restricted, restrictionFields, choices, defaultShowRestrictions: true, height: 520 },
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole('grid', { name: 'Rates and availability' });
    // The rows render after the first layout pass, which a busy machine may not have reached yet.
    await waitFor(() => expect(rowHeaders(grid, /2-guest rate/).length).toBeGreaterThan(0));
    grid.focus();
    // Rows of a plan: 8 main fields, occupancy 1 and 2, softblock, advance min, advance max.
    for (let i = 0; i < 12; i++) await userEvent.keyboard('{ArrowDown}');
    await expect(activeCell(grid).closest('[role="row"]')).toHaveTextContent('Book at most');
    await userEvent.keyboard('501{Enter}');
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Enter 0 to 500 days.',
    );
    await userEvent.keyboard('{Escape}');
    // Meal plan (four rows further down): a list to choose from.
    for (let i = 0; i < 4; i++) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    const select = await within(grid).findByRole('combobox');
    await userEvent.selectOptions(select, 'ALL_INCLUSIVE');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(activeCell(grid)).toHaveTextContent('All inclusive'));
    await expect(canvas.getByText('Unsaved changes: 1')).toBeVisible();
  },
};

/** The screen follows the focused cell (e.g. to show its change log), by keyboard and by click. */
export const ActiveCell: Story = {
  parameters: SCANNED_BY_ANOTHER_STORY,
  args: { onActiveCellChange: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const grid = canvas.getByRole('grid', { name: 'Rates and availability' });
    const calls = (args.onActiveCellChange as ReturnType<typeof fn>).mock.calls;
    await waitFor(() =>
      expect(calls.at(-1)![0]).toEqual({
        roomId: DELUXE,
        ratePlanId: 10,
        field: 'rate',
        date: TODAY,
      }),
    );
    grid.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    // The callback follows the render of the new active cell: awaited, a busy machine renders later.
    await waitFor(() =>
      expect(calls.at(-1)![0]).toEqual({
        roomId: DELUXE,
        ratePlanId: 10,
        field: 'allotment',
        date: '2026-11-23',
      }),
    );
    await userEvent.click(grid.querySelector<HTMLElement>('[data-r="8"][data-c="24"]')!);
    await waitFor(() =>
      expect(calls.at(-1)![0]).toEqual({
        roomId: DELUXE,
        ratePlanId: 11,
        field: 'rate',
        date: '2026-11-25',
      }),
    );
  },
};

/** Phones: a week beside narrow sticky row headers (labels wrap, rates short), 44 px rows to tap. */
export const Compact: Story = {
  args: { compact: true, series: restricted, restrictionFields, choices, height: 480 },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Rates and availability' });
    await waitFor(() => expect(activeCell(grid)).toBeTruthy());
    const row = activeCell(grid).closest<HTMLElement>('[role="row"]')!;
    await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(row.querySelector('[role="rowheader"]')!.getBoundingClientRect().width).toBeLessThan(130);
  },
};
