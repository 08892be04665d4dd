import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Switch } from '@extranet/ui/switch';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { children: 'Promotion active', onChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Promotion active' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
  },
};
export const On: Story = {
  args: { defaultSelected: true, description: 'Guests see the discount on the marketplace.' },
};
export const Disabled: Story = { args: { defaultSelected: true, isDisabled: true } };

/** Activation of a check-in guide needs confirmation (SPEC section 4). */
export const WithConfirmation: Story = {
  args: {
    children: 'Check-in guide active',
    confirmation: {
      title: 'Activate the check-in guide?',
      message: 'Guests with upcoming bookings receive it by e-mail.',
      confirmLabel: 'Activate',
      when: 'on',
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Check-in guide active' });
    await userEvent.click(toggle);
    await screen.findByRole('alertdialog', { name: 'Activate the check-in guide?' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();

    await userEvent.click(toggle);
    await userEvent.click(await screen.findByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(toggle).toBeChecked());
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Saving: Story = {
  args: { onChange: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 500))) },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Promotion active' });
    await userEvent.click(toggle);
    await expect(toggle).toBeDisabled();
    await waitFor(() => expect(toggle).toBeChecked(), { timeout: 3000 });
  },
};
