import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, SkeletonGroup, SkeletonText } from '@extranet/ui/skeleton';

const meta = { title: 'Components/Skeleton', component: Skeleton } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = { args: { width: 240, height: 16 } };

export const Text: Story = {
  render: () => (
    <div style={{ maxWidth: 420 }}>
      <SkeletonText lines={4} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading content');
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Card: Story = {
  render: () => (
    <SkeletonGroup>
      <div
        style={{
          display: 'flex',
          gap: 16,
          padding: 16,
          background: 'white',
          borderRadius: 10,
          maxWidth: 460,
          border: '1px solid #d9dee5',
        }}
      >
        <Skeleton circle width={48} height={48} />
        <div style={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 8 }}>
          <Skeleton width="50%" height={14} />
          <Skeleton height={12} />
          <Skeleton width="80%" height={12} />
        </div>
      </div>
    </SkeletonGroup>
  ),
};
