import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '@extranet/ui/button';
import { EmptyState } from '@extranet/ui/empty-state';

const meta = { title: 'Components/EmptyState', component: EmptyState } satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Nothing here yet' })).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    title: 'No rate plans yet',
    description: 'Create a rate plan to start selling your rooms on the marketplace.',
    actions: <Button>Create rate plan</Button>,
  },
};
