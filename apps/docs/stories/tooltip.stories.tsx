import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '@extranet/ui/button';
import { InfoTip, Tooltip } from '@extranet/ui/tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'Close-out stops sales of this room on the date.',
    children: <Button variant="secondary">Close out</Button>,
  },
  decorators: [(Story) => <div style={{ padding: '64px 24px' }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Close out' });
    await expect(trigger).toHaveFocus();
    const tip = await screen.findByRole('tooltip');
    await expect(tip).toHaveTextContent('Close-out stops sales');
    await expect(trigger).toHaveAccessibleDescription(/Close-out stops sales/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};
export const Open: Story = { args: { defaultOpen: true, side: 'bottom' } };
export const Info: Story = {
  render: () => (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6, fontSize: 14 }}>
      Minimum stay
      <InfoTip label="About minimum stay" content="Guests must book at least this many nights." />
    </span>
  ),
};
