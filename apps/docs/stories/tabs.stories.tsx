import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Tabs } from '@extranet/ui/tabs';
import { EmptyState } from '@extranet/ui/empty-state';

const items = [
  { id: 'active', label: 'Active', count: 3, content: <p>Three announcements are live.</p> },
  { id: 'upcoming', label: 'Upcoming', count: 1, content: <p>One announcement starts next week.</p> },
  {
    id: 'expired',
    label: 'Expired',
    count: 0,
    content: <EmptyState title="No expired announcements" headingLevel={3} />,
  },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { 'aria-label': 'Announcements', items, onChange: fn() },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const active = canvas.getByRole('tab', { name: /Active/ });
    await expect(active).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(active);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: /Upcoming/ })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('upcoming');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('next week');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: /Expired/ })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Selected: Story = { args: { defaultValue: 'upcoming' } };

export const WithDisabledTab: Story = {
  args: {
    items: [...items.slice(0, 2), { id: 'expired', label: 'Expired', content: null, isDisabled: true }],
  },
};
