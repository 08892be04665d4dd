import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '@extranet/ui/button';
import { useToast, type ShowToastOptions } from '@extranet/ui/toast';

function ToastDemo({ message, type, autoHide }: { message: string } & ShowToastOptions) {
  const { showToast, hideToast } = useToast();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button onClick={() => showToast(message, { type, autoHide })}>Show toast</Button>
      <Button variant="secondary" onClick={hideToast}>
        Hide toast
      </Button>
    </div>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastDemo,
  args: { message: 'Rate plan saved.', type: 'success', autoHide: true },
  argTypes: { type: { control: 'inline-radio', options: ['success', 'error'] } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('Rate plan saved.');
  },
};

export const Error: Story = {
  args: { type: 'error', message: 'Could not save the rate plan. Please try again.', autoHide: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Could not save the rate plan.');
  },
};

export const Dismiss: Story = {
  args: { autoHide: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss notification' }));
    // The message is cleared 300 ms after the toast hides (SPEC section 4).
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(''), { timeout: 2000 });
  },
};

export const LongMessage: Story = {
  args: {
    autoHide: false,
    message: 'Your changes to 14 rate plans were saved. Rates appear on the marketplace within 15 minutes.',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
  },
};
