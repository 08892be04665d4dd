import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { DateRangePicker } from '@extranet/ui/date-range-picker';

const meta = {
  title: 'Components/DateRangePicker',
  component: DateRangePicker,
  args: { label: 'Stay dates', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 340, minHeight: 440 }}>{Story()}</div>],
} satisfies Meta<typeof DateRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: { start: '2026-03-02', end: '2026-03-04' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Open calendar/ }));
    await screen.findByRole('dialog');
    const [first] = screen.getAllByRole('grid');
    const cells = first!.querySelectorAll<HTMLElement>('[role="button"]:not([aria-disabled="true"])');
    const day = (n: string) => [...cells].find((c) => c.textContent === n)!;
    await userEvent.click(day('10'));
    await userEvent.click(day('13'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-03-10', end: '2026-03-13' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/**
 * In Indonesian, react-aria's own screen-reader texts (segment names, start and end date)
 * come from `@extranet/i18n` through its Vite plugin: react-aria ships no Indonesian.
 */
export const Indonesian: Story = {
  globals: { language: 'id' },
  args: { label: 'Tanggal menginap', defaultValue: { start: '2026-03-02', end: '2026-03-04' } },
  play: async ({ canvas }) => {
    const labels = canvas
      .getAllByRole('spinbutton')
      .map((segment) => segment.getAttribute('aria-label'))
      .join(' | ');
    await expect(labels).toContain('hari, Tanggal Mulai');
    await expect(labels).toContain('tahun, Tanggal Selesai');
    await expect(labels).not.toMatch(/Start Date|End Date/);
  },
};

/** Blackout dates cannot be chosen and a range may not span them. */
export const DisabledDates: Story = {
  args: {
    defaultValue: { start: '2026-03-02', end: '2026-03-04' },
    minValue: '2026-03-01',
    maxValue: '2026-04-30',
    disabledDates: ['2026-03-17', '2026-03-18', '2026-03-19'],
    description: 'Blackout dates are crossed out.',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Open calendar/ }));
    await screen.findByRole('dialog');
    const blocked = screen
      .getAllByRole('gridcell')
      .find((c) => c.textContent === '17' && c.closest('table') === screen.getAllByRole('grid')[0]);
    await expect(blocked!.querySelector('[role="button"]')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
  },
};

export const Filled: Story = { args: { defaultValue: { start: '2026-03-02', end: '2026-03-09' } } };
export const Error: Story = {
  args: {
    defaultValue: { start: '2026-03-02', end: '2026-05-09' },
    error: 'A promotion can run at most 60 days',
  },
};
export const Disabled: Story = {
  args: { defaultValue: { start: '2026-03-02', end: '2026-03-09' }, isDisabled: true },
};
export const Empty: Story = {};
export const OneMonth: Story = {
  args: { visibleMonths: 1, defaultValue: { start: '2026-03-02', end: '2026-03-04' } },
};
