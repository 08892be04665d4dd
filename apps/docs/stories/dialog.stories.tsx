import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '@extranet/ui/button';
import { Dialog, DialogClose } from '@extranet/ui/dialog';
import { TextField } from '@extranet/ui/text-field';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    title: 'Edit room name',
    description: 'The new name shows on the marketplace within 15 minutes.',
    trigger: <Button variant="secondary">Edit room name</Button>,
    children: <TextField label="Room name" defaultValue="Deluxe Double" />,
    footer: (
      <>
        <DialogClose>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <DialogClose>
          <Button>Save</Button>
        </DialogClose>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit room name' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Edit room name' });
    await expect(dialog).toHaveAccessibleDescription(
      'The new name shows on the marketplace within 15 minutes.',
    );
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const NotDismissible: Story = {
  args: {
    defaultOpen: true,
    dismissible: false,
    title: 'Change your password',
    description: 'For your security, set a new password before you continue.',
    children: <TextField label="New password" type="password" />,
    footer: <Button>Change password</Button>,
  },
  play: async ({ userEvent }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

export const Large: Story = { args: { defaultOpen: true, size: 'lg' } };
