import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, StatusPill } from '@extranet/ui/badge';

const meta = { title: 'Components/Badge', component: Badge, args: { children: 'New' } } satisfies Meta<
  typeof Badge
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge>Draft</Badge>
      <Badge tone="info">New</Badge>
      <Badge tone="success">12</Badge>
      <Badge tone="warning">Expiring</Badge>
      <Badge tone="danger">Overdue</Badge>
    </div>
  ),
};
export const StatusPills: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <StatusPill tone="success">Active</StatusPill>
      <StatusPill tone="neutral">Inactive</StatusPill>
      <StatusPill tone="warning">Pending review</StatusPill>
      <StatusPill tone="info">Upcoming</StatusPill>
      <StatusPill tone="danger">Rejected</StatusPill>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pending review')).toBeVisible();
  },
};
