import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { DateField } from '@extranet/ui/date-field';
import { TimeField } from '@extranet/ui/time-field';

const meta = {
  title: 'Components/DateField',
  component: DateField,
  args: { label: 'Check-in date', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 280, minHeight: 420 }}>{Story()}</div>],
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: '2026-03-10' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Open calendar/ }));
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /14/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-03-14');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Typing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const day = canvas.getAllByRole('spinbutton')[0]!;
    await userEvent.click(day);
    await userEvent.keyboard('04052026');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-05-04');
  },
};

export const Filled: Story = { args: { defaultValue: '2026-03-10' } };
export const MinMax: Story = {
  args: {
    defaultValue: '2026-03-10',
    minValue: '2026-03-05',
    maxValue: '2026-03-25',
    disabledDates: ['2026-03-17'],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Open calendar/ }));
    await screen.findByRole('dialog');
    await expect(screen.getByRole('button', { name: /(^|\s)4 March 2026|March 4, 2026/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
};
export const Error: Story = { args: { error: 'Check-in cannot be in the past', isRequired: true } };
export const Disabled: Story = { args: { defaultValue: '2026-03-10', isDisabled: true } };
export const Empty: Story = {};

export const Time: StoryObj<typeof TimeField> = {
  render: (args) => <TimeField {...args} />,
  args: { label: 'Check-in from', defaultValue: '14:00', onChange: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const hour = canvas.getAllByRole('spinbutton')[0]!;
    await userEvent.click(hour);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('15:00');
  },
};
export const TimeError: StoryObj<typeof TimeField> = {
  render: (args) => <TimeField {...args} />,
  args: { label: 'Check-out until', defaultValue: '09:00', error: 'Check-out must be after 10:00' },
};
