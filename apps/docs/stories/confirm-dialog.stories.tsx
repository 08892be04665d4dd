import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '@extranet/ui/button';
import { ConfirmDialog } from '@extranet/ui/dialog';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Activate chat?',
    message: 'Guests will be able to message you. Chat cannot be turned off again.',
    confirmLabel: 'Activate chat',
    trigger: <Button>Activate chat</Button>,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Activate chat' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Activate chat?' });
    // Focus starts on Cancel, the safe choice.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Activate chat' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const Cancel: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Activate chat' }));
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Delete rate plan?',
    message: 'Rates and restrictions of “Room only” will be removed.',
    confirmLabel: 'Delete',
    defaultOpen: true,
  },
};

export const Loading: Story = {
  args: {
    defaultOpen: true,
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 600))),
  },
  play: async ({ userEvent }) => {
    const confirm = await screen.findByRole('button', { name: 'Activate chat' });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 3000 });
  },
};

export const FailedStaysOpen: Story = {
  args: { defaultOpen: true, onConfirm: fn(() => Promise.reject(new Error('network'))) },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Activate chat' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Activate chat' })).not.toHaveAttribute('aria-busy'),
    );
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  },
};
